package dev.satdoku;

import dev.satdoku.sat.SatBackend;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.Supplier;

/**
 * Stops questions from another thread: give it to {@link Satdoku#withCancellation}, ask, and call
 * {@link #cancel()} (from a button handler, a shutdown hook...). Every solver the questions start is
 * interrupted; their answers then read like a timeout (verdict TIMEOUT, status TIMEOUT). A token
 * stays cancelled: questions asked through it afterwards stop at once. Thread-safe.
 */
public final class Cancellation {

    /** Weak: a long-lived token must not keep every finished solver alive. */
    private final Set<SatBackend> running = Collections.newSetFromMap(new WeakHashMap<>());
    private boolean cancelled;

    /** A token not cancelled yet. */
    public Cancellation() {
    }

    /** Interrupts every solver started through this token, now and from now on. */
    public void cancel() {
        List<SatBackend> toStop;
        synchronized (this) {
            cancelled = true;
            toStop = List.copyOf(running);
        }
        toStop.forEach(SatBackend::interrupt);
    }

    /** True once {@link #cancel()} has been called (it cannot be undone). */
    public synchronized boolean cancelled() {
        return cancelled;
    }

    /** The backends of {@code plain}, each registered so that {@link #cancel()} reaches it. */
    Supplier<SatBackend> watch(Supplier<SatBackend> plain) {
        return () -> {
            SatBackend backend = plain.get();
            boolean stopNow;
            synchronized (this) {
                running.add(backend);
                stopNow = cancelled;
            }
            if (stopNow) {
                backend.interrupt();
            }
            return backend;
        };
    }
}
