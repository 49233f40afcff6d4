package dev.satdoku.cli;

import dev.satdoku.cli.batch.BatchRunner;
import dev.satdoku.sat.Progress;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * A one-line progress display on standard error, redrawn in place at most five times a second: what a
 * long search is doing ({@link Progress}: "redundant: 36 of 52 clues decided ..."), followed by the time
 * spent; for a batch, puzzles done, rate and (when the input size is known) a bar and the time left.
 * The first report is drawn at once, so even a short run shows its line. Hand-written rather than taken
 * from a progress-bar library: the libraries draw through JLine to learn the terminal width, which is a
 * megabyte of dependency and start-up time for one line of text, and none of them can tell in Java 17
 * whether standard error (rather than standard output) is a terminal.
 */
public final class ProgressLine implements Progress, BatchRunner.Progress {

    /**
     * The least time between two redraws: 200 ms, or the milliseconds of the system property
     * {@value #INTERVAL_PROPERTY} (tests set 0 to see every report, whatever the machine's speed).
     */
    static final String INTERVAL_PROPERTY = "satdoku.progress.millis";
    private static final int BAR = 24;

    private final PrintWriter err;
    private final long totalBytes;
    private final long start = System.nanoTime();
    private final long redrawNanos = Long.getLong(INTERVAL_PROPERTY, 200) * 1_000_000L;
    private long lastDraw;
    private int lastLength;
    private Supplier<String> last;

    /** A display of a search's own reports. */
    ProgressLine(PrintWriter err) {
        this(err, -1);
    }

    /** @param totalBytes size of a batch's input, or -1 when unknown (standard input) */
    ProgressLine(PrintWriter err, long totalBytes) {
        this.err = err;
        this.totalBytes = totalBytes;
    }

    /** True when standard error is a terminal (Linux: fd 2 is a tty or pty); false in pipes, files, CI. */
    static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception e) {
            return false;
        }
    }

    @Override
    public synchronized void show(Supplier<String> text) {
        last = text;
        long now = System.nanoTime();
        if (lastDraw != 0 && now - lastDraw < redrawNanos) {
            return;
        }
        lastDraw = now;
        draw(text.get() + ", " + clock((now - start) / 1e9));
    }

    /**
     * Clears the line, when one was drawn, so that the answer printed next starts on a clean line (the
     * answer carries the final figures), and starts over for the next question.
     */
    synchronized void finish() {
        if (last == null) {
            return;
        }
        err.print("\r" + " ".repeat(lastLength) + "\r");
        err.flush();
        last = null;
        lastDraw = 0;
        lastLength = 0;
    }

    @Override
    public void update(BatchRunner.Tally tally) {
        long now = System.nanoTime();
        if (lastDraw != 0 && now - lastDraw < redrawNanos) {
            return;
        }
        lastDraw = now;
        draw(batchText(tally, now));
    }

    /** Draws a batch's final state and ends the line. */
    void finish(BatchRunner.Tally tally) {
        draw(batchText(tally, System.nanoTime()));
        err.println();
        err.flush();
    }

    private String batchText(BatchRunner.Tally tally, long now) {
        double seconds = Math.max(1e-9, (now - start) / 1e9);
        double rate = tally.written() / seconds;
        StringBuilder sb = new StringBuilder();
        if (totalBytes > 0) {
            double fraction = Math.min(1.0, (double) tally.bytesRead() / totalBytes);
            int filled = (int) Math.round(fraction * BAR);
            sb.append('[').append("#".repeat(filled)).append(" ".repeat(BAR - filled)).append("] ");
            sb.append(String.format(Locale.ROOT, "%3.0f%% ", fraction * 100));
            String eta = fraction > 0 && fraction < 1 ? " ETA " + clock(seconds * (1 - fraction) / fraction) : "";
            sb.append(String.format(Locale.ROOT, "%,d puzzles  %,.0f/s  %s%s", tally.written(), rate, clock(seconds), eta));
        } else {
            sb.append(String.format(Locale.ROOT, "%,d puzzles  %,.0f/s  %s", tally.written(), rate, clock(seconds)));
        }
        if (tally.errors() > 0) {
            sb.append(String.format(Locale.ROOT, "  %,d errors", tally.errors()));
        }
        return sb.toString();
    }

    private void draw(String text) {
        int pad = Math.max(0, lastLength - text.length());
        lastLength = text.length();
        err.print("\r" + text + " ".repeat(pad));
        err.flush();
    }

    static String clock(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
