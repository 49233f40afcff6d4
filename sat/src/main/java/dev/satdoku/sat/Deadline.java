package dev.satdoku.sat;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Stops a backend when a wall-clock budget runs out. One shared daemon thread serves every
 * deadline; once the budget is spent it interrupts the backend every few milliseconds until
 * {@link #close()} (one interrupt can land in the instant before a search starts and be lost).
 * No deadline means no scheduling at all, so batch runs without a timeout pay nothing.
 *
 * <p>The budget counts from the start of the question ({@link #start(Duration, long, SatBackend)}),
 * encoding included, so {@code --timeout 2} means two seconds of work on the puzzle, not two
 * seconds after a possibly long encoding. Encoding itself is not interrupted: a budget spent before
 * the solver starts makes the first solver call return at once.
 */
public final class Deadline implements AutoCloseable {

    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "satdoku-deadline");
        t.setDaemon(true);
        return t;
    });

    private final long expiresAtNanos;
    private final ScheduledFuture<?> task;
    private volatile boolean expired;

    private Deadline(long expiresAtNanos, ScheduledFuture<?> task) {
        this.expiresAtNanos = expiresAtNanos;
        this.task = task;
    }

    /** A deadline {@code budget} from now that interrupts {@code backend}; null budget = none. */
    public static Deadline start(Duration budget, SatBackend backend) {
        return start(budget, System.nanoTime(), backend);
    }

    /**
     * A deadline {@code budget} after {@code startNanos} (a {@link System#nanoTime()} reading taken
     * when the work began) that interrupts {@code backend}; null budget = none.
     */
    public static Deadline start(Duration budget, long startNanos, SatBackend backend) {
        if (budget == null) {
            return new Deadline(Long.MAX_VALUE, null);
        }
        long at = startNanos + budget.toNanos();
        Deadline[] self = new Deadline[1];
        long delay = Math.max(0, at - System.nanoTime());
        ScheduledFuture<?> f = TIMER.scheduleAtFixedRate(() -> {
            if (self[0] != null) {
                self[0].expired = true;
            }
            backend.interrupt();
        }, delay, TimeUnit.MILLISECONDS.toNanos(5), TimeUnit.NANOSECONDS);
        self[0] = new Deadline(at, f);
        return self[0];
    }

    /**
     * Runs {@code stop} every few milliseconds from {@code budget} from now until the returned task is
     * cancelled: the stop of one question (see {@link SolutionIterator#solveWithin}).
     */
    static ScheduledFuture<?> repeatAfter(Duration budget, Runnable stop) {
        return TIMER.scheduleAtFixedRate(stop, Math.max(0, budget.toNanos()), TimeUnit.MILLISECONDS.toNanos(5),
                TimeUnit.NANOSECONDS);
    }

    /** The time left, or null when there is no budget. */
    public Duration left() {
        return expiresAtNanos == Long.MAX_VALUE ? null : Duration.ofNanos(Math.max(0, expiresAtNanos - System.nanoTime()));
    }

    public boolean expired() {
        return expired || System.nanoTime() >= expiresAtNanos;
    }

    @Override
    public void close() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
