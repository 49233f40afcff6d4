package dev.satdoku.serve;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.SatBackend;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The questions being worked on, grouped by session (one browser tab or one API client), so that a
 * setter's new question cancels the previous one and the Cancel button can stop them. A question is
 * stopped by interrupting its solver backends; the search then returns UNKNOWN like at a timeout, and
 * the answer says "cancelled".
 */
final class Jobs {

    /** Re-interrupting a cancelled job's backends: one interrupt can land just before a search starts and be lost. */
    private static final long REPEAT_MILLIS = 50;

    private final Map<Long, Job> running = new ConcurrentHashMap<>();
    /**
     * Searches at once: more would only share the cores, and the server's threads must stay free to
     * answer cancel, progress and drawing requests while long searches run.
     */
    private final Semaphore searching;
    private final AtomicLong ids = new AtomicLong();
    private final ScheduledExecutorService repeater = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "satdoku-serve-cancel");
        t.setDaemon(true);
        return t;
    });

    private final QuestionMemory memory;

    Jobs(int maxSearches, QuestionMemory memory) {
        this.searching = new Semaphore(maxSearches, true);
        this.memory = memory;
    }

    QuestionMemory memory() {
        return memory;
    }

    /** One question at work. */
    final class Job implements AutoCloseable {
        final long id = ids.incrementAndGet();
        final String session;
        final String kind;
        final String question;
        final long startNanos = System.nanoTime();
        private final List<SatBackend> backends = new ArrayList<>();
        private boolean cancelled;
        private ScheduledFuture<?> repeating;
        private boolean searchingPermit;
        /** MB of the memory budget this job holds while it runs. */
        private final int memoryMb;
        private int memoryHeld;

        private Job(String session, String kind, String question, int memoryMb) {
            this.session = session;
            this.kind = kind;
            this.question = question;
            this.memoryMb = memoryMb;
        }

        /** Backends from {@code inner} that this job's cancellation reaches. */
        Supplier<SatBackend> backends(Supplier<SatBackend> inner) {
            return () -> {
                SatBackend b = inner.get();
                synchronized (this) {
                    backends.add(b);
                    if (cancelled) {
                        b.interrupt();
                    }
                }
                return b;
            };
        }

        /** A backend made elsewhere (a warm one) that this job's cancellation reaches while the job uses it. */
        void attach(SatBackend b) {
            synchronized (this) {
                backends.add(b);
                if (cancelled) {
                    b.interrupt();
                }
            }
        }

        /** The job is done with a warm backend: later cancels of this job must not reach it. */
        synchronized void detach(SatBackend b) {
            backends.remove(b);
        }

        /**
         * Waits for a turn to search (see {@link #searching}); a question cancelled while it waits goes
         * ahead at once, since its backends are interrupted from the start and it returns immediately.
         */
        void awaitTurn() {
            try {
                while (!cancelled()) {
                    if (memory.tryTake(memoryMb, REPEAT_MILLIS)) {
                        synchronized (this) {
                            memoryHeld = memoryMb;
                        }
                        break;
                    }
                }
                while (!cancelled()) {
                    if (searching.tryAcquire(REPEAT_MILLIS, TimeUnit.MILLISECONDS)) {
                        synchronized (this) {
                            searchingPermit = true;
                        }
                        return;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                cancel();
            }
        }

        synchronized boolean cancelled() {
            return cancelled;
        }

        void cancel() {
            synchronized (this) {
                if (cancelled) {
                    return;
                }
                cancelled = true;
                backends.forEach(SatBackend::interrupt);
                try {
                    repeating = repeater.scheduleWithFixedDelay(this::interruptAll, REPEAT_MILLIS, REPEAT_MILLIS, TimeUnit.MILLISECONDS);
                } catch (RejectedExecutionException e) {
                    // the server is stopping: the one interrupt above is all there is
                }
            }
        }

        private synchronized void interruptAll() {
            backends.forEach(SatBackend::interrupt);
        }

        long millis() {
            return (System.nanoTime() - startNanos) / 1_000_000;
        }

        @Override
        public void close() {
            running.remove(id);
            synchronized (this) {
                if (repeating != null) {
                    repeating.cancel(false);
                }
                if (searchingPermit) {
                    searchingPermit = false;
                    searching.release();
                }
                if (memoryHeld > 0) {
                    memory.give(memoryHeld);
                    memoryHeld = 0;
                }
            }
        }
    }

    /**
     * Registers a question about {@code puzzle}: refused when its memory estimate is over the
     * per-question limit ({@link QuestionMemory.TooMuchMemory}), else it waits for its share of the
     * memory budget and for a search slot. Earlier questions of the same session about another
     * puzzle, or of the same kind, are cancelled: their answers would only be thrown away.
     */
    Job begin(String session, String kind, String question, Puzzle puzzle, EncodingOptions options) {
        int mb = memory.require(puzzle, options);
        if (session != null) {
            for (Job j : running.values()) {
                if (j.session.equals(session) && (!j.question.equals(question) || j.kind.equals(kind))) {
                    j.cancel();
                }
            }
        }
        Job job = new Job(session == null ? "" : session, kind, question, mb);
        running.put(job.id, job);
        job.awaitTurn();
        return job;
    }

    /** Cancels every running question of the session; returns how many. */
    int cancel(String session) {
        int n = 0;
        for (Job j : running.values()) {
            if (j.session.equals(session) && !j.cancelled()) {
                j.cancel();
                n++;
            }
        }
        return n;
    }

    /** The session's running questions, oldest first. */
    List<Job> of(String session) {
        return running.values().stream().filter(j -> j.session.equals(session)).sorted((a, b) -> Long.compare(a.id, b.id)).toList();
    }

    void shutdown() {
        running.values().forEach(Job::cancel);
        repeater.shutdownNow();
    }
}
