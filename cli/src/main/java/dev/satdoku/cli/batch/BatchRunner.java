package dev.satdoku.cli.batch;

import dev.satdoku.batch.BatchFormat;
import dev.satdoku.batch.BatchLine;
import dev.satdoku.batch.BatchResult;
import dev.satdoku.batch.BatchSolver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * Streams a batch: reads lines one at a time, hands them in chunks to a pool of worker threads, and
 * writes the results in input order as soon as the oldest one is done. Memory stays flat whatever
 * the input length: at most {@code window} lines and results are in flight.
 * Results are written as whole lines and flushed in blocks; after Ctrl-C no new line is started,
 * and of the puzzles in flight only those finished before the interruption are written, in order,
 * so the output is an exact prefix of what the full run would have written.
 */
public final class BatchRunner {

    /** Results written by status, and what was written in total; handed to progress displays. */
    public static final class Tally {
        private long written;
        private long errors;
        private long internalErrors;
        private long withWarnings;
        private long bytesRead;
        private boolean stoppedEarly;
        private final java.util.Map<String, Long> byStatus = new java.util.TreeMap<>();

        public long written() {
            return written;
        }

        public long errors() {
            return errors;
        }

        public long internalErrors() {
            return internalErrors;
        }

        /** Results of puzzles read with import warnings (see {@link BatchResult#warnings()}). */
        public long withWarnings() {
            return withWarnings;
        }

        public long bytesRead() {
            return bytesRead;
        }

        /** True when Ctrl-C ended the batch before the end of the input. */
        public boolean stoppedEarly() {
            return stoppedEarly;
        }

        public java.util.Map<String, Long> byStatus() {
            return java.util.Collections.unmodifiableMap(byStatus);
        }

        void count(BatchResult r) {
            written++;
            byStatus.merge(r.status(), 1L, Long::sum);
            if (!r.warnings().isEmpty()) {
                withWarnings++;
            }
            if (r.isError()) {
                errors++;
                if (r.internal()) {
                    internalErrors++;
                }
            }
        }
    }

    /** Called after each written result (on the writing thread). */
    public interface Progress {
        void update(Tally tally);
    }

    /**
     * Lines per task handed to a worker: one task per puzzle cost a thread wake-up and a hand-off per
     * puzzle, which held two threads to 1.4x one thread on the 17-clue set.
     */
    private static final int CHUNK = 16;
    private static final int FLUSH_BYTES = 32 * 1024;
    private static final long FLUSH_NANOS = 200_000_000L;

    private final Function<BatchLine, BatchResult> solver;
    private final int threads;
    private final int window;
    private final BatchFormat format;
    private final boolean rated;
    private final BooleanSupplier interrupted;

    public BatchRunner(Function<BatchLine, BatchResult> solver, int threads, BatchFormat format, BooleanSupplier interrupted) {
        this(solver, threads, format, interrupted, false);
    }

    /** @param rated the results carry difficulty columns ({@code batch --rate}) */
    public BatchRunner(Function<BatchLine, BatchResult> solver, int threads, BatchFormat format, BooleanSupplier interrupted,
                       boolean rated) {
        this.rated = rated;
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.solver = solver;
        this.threads = threads;
        this.window = threads * 64;
        this.format = format;
        this.interrupted = interrupted;
    }

    /** Runs the whole input; returns what was written. */
    public Tally run(BufferedReader in, Writer out, Progress progress) throws IOException {
        Output output = new Output(out);
        Tally tally = new Tally();
        output.add(format.header(rated));
        output.flush();
        ExecutorService pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "satdoku-batch");
            t.setDaemon(true);
            return t;
        });
        ArrayDeque<CompletableFuture<Done>> inFlight = new ArrayDeque<>();
        List<BatchLine> chunk = new ArrayList<>(CHUNK);
        try {
            long number = 0;
            String text;
            while (!interrupted.getAsBoolean() && (text = in.readLine()) != null) {
                number++;
                tally.bytesRead += text.length() + 1;
                BatchLine line = new BatchLine(number, text);
                if (line.isPuzzle()) {
                    if (pool == null) {
                        output.flushIfDue();
                        BatchResult r = solver.apply(line);
                        if (r.stopped() && interrupted.getAsBoolean()) {
                            tally.stoppedEarly = true;
                            break;
                        }
                        write(r, format.render(r, rated), output, tally, progress);
                        continue;
                    }
                    chunk.add(line);
                }
                // A full chunk goes to the pool; so does a partial one when the input has nothing
                // more ready (a pipe fed line by line is answered line by line).
                if (!chunk.isEmpty() && (chunk.size() == CHUNK || !in.ready())) {
                    submit(pool, chunk, inFlight);
                    chunk = new ArrayList<>(CHUNK);
                    while (!inFlight.isEmpty() && (inFlight.size() >= window || inFlight.peek().isDone())) {
                        if (!writeOldest(inFlight, output, tally, progress)) {
                            break;
                        }
                    }
                }
            }
            if (interrupted.getAsBoolean()) {
                tally.stoppedEarly = true;
            } else if (!chunk.isEmpty()) {
                submit(pool, chunk, inFlight);
            }
            while (!inFlight.isEmpty()) {
                if (!writeOldest(inFlight, output, tally, progress)) {
                    inFlight.clear();
                }
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
            output.flush();
        }
        return tally;
    }

    /** A solved and rendered line; null stands for a line not started because of Ctrl-C. */
    private record Done(BatchResult result, String rendered) {
    }

    /**
     * Hands a chunk of lines to one worker, which solves and renders them in order and publishes each
     * result as soon as it has it, so the writer is never held up by a later line of the chunk.
     */
    private void submit(ExecutorService pool, List<BatchLine> lines, ArrayDeque<CompletableFuture<Done>> inFlight) {
        List<CompletableFuture<Done>> futures = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            futures.add(new CompletableFuture<>());
        }
        inFlight.addAll(futures);
        pool.execute(() -> {
            int i = 0;
            try {
                for (; i < lines.size(); i++) {
                    if (interrupted.getAsBoolean()) {
                        futures.get(i).complete(null);
                        continue;
                    }
                    BatchResult r = solver.apply(lines.get(i));
                    futures.get(i).complete(new Done(r, format.render(r, rated)));
                }
            } catch (Throwable t) {
                for (; i < lines.size(); i++) {
                    futures.get(i).completeExceptionally(t);
                }
            }
        });
    }

    /** Writes the oldest result; false (writing nothing) when Ctrl-C stopped it before its verdict. */
    private boolean writeOldest(ArrayDeque<CompletableFuture<Done>> inFlight, Output output, Tally tally, Progress progress)
            throws IOException {
        if (!inFlight.peek().isDone()) {
            // About to wait for a slow puzzle: hand on what is finished before it.
            output.flush();
        }
        Done done;
        try {
            done = inFlight.peek().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for a result", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("batch worker failed", e.getCause());
        }
        if (done == null || done.result().stopped() && interrupted.getAsBoolean()) {
            tally.stoppedEarly = true;
            return false;
        }
        inFlight.poll();
        write(done.result(), done.rendered(), output, tally, progress);
        return true;
    }

    private void write(BatchResult r, String rendered, Output output, Tally tally, Progress progress) throws IOException {
        output.add(rendered);
        tally.count(r);
        progress.update(tally);
    }

    /** Collects whole rendered results and hands them on in blocks, never splitting a line. */
    private static final class Output {
        private final Writer out;
        private final StringBuilder pending = new StringBuilder(FLUSH_BYTES * 2);
        private long lastFlush = System.nanoTime();

        Output(Writer out) {
            this.out = out;
        }

        void add(String text) throws IOException {
            pending.append(text);
            if (pending.length() >= FLUSH_BYTES || System.nanoTime() - lastFlush > FLUSH_NANOS) {
                flush();
            }
        }

        /** Flushes when the last flush is older than the flush interval (before a puzzle that may be slow). */
        void flushIfDue() throws IOException {
            if (pending.length() > 0 && System.nanoTime() - lastFlush > FLUSH_NANOS) {
                flush();
            }
        }

        void flush() throws IOException {
            try {
                out.write(pending.toString());
                out.flush();
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
            pending.setLength(0);
            lastFlush = System.nanoTime();
        }
    }
}
