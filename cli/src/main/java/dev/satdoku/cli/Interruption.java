package dev.satdoku.cli;

import dev.satdoku.sat.ExternalSolverBackend;
import dev.satdoku.sat.ForwardingBackend;
import dev.satdoku.sat.SatBackend;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Ctrl-C (SIGINT) and SIGTERM stop the solving commands cleanly. The JVM answers those signals by
 * running its shutdown hooks and then exits with 128 + the signal number (130 for Ctrl-C, 143 for
 * SIGTERM). The hook installed here interrupts every backend in use (thread-safe, see
 * {@link SatBackend#interrupt}), so the running search returns UNKNOWN; a command that reports
 * partial results (it called {@link #reportsPartialResults()}: solve, count, candidates, explain,
 * batch) then prints what it found so far with status {@code interrupted}, and the hook waits for
 * that output before letting the JVM go down. Any other command (encode, convert, render, ...) has
 * nothing partial worth keeping: the JVM goes down at once and its unfinished output file is
 * discarded (see {@link #install()}).
 *
 * <p>Only {@link Main#main} installs the hooks; tests that call {@link Main#execute} in-process never
 * see an interruption.
 */
final class Interruption {

    /** How long the hook waits for the partial results to be printed. */
    private static final long GRACE_SECONDS = 10;

    private static final Set<SatBackend> ACTIVE = ConcurrentHashMap.newKeySet();
    private static final CountDownLatch FINISHED = new CountDownLatch(1);
    private static volatile boolean requested;

    private Interruption() {
    }

    private static volatile boolean installed;
    private static volatile boolean graceful;

    /**
     * Installs the interrupt hook and the clean-up hook. The clean-up hook first lets a command that
     * reports partial results finish (it may be committing a batch file), then deletes what is still
     * temporary: unfinished output files ({@link AtomicOutput}) and external solvers' scratch folders.
     */
    static void install() {
        installed = true;
        Runtime.getRuntime().addShutdownHook(new Thread(Interruption::onSignal, "satdoku-interrupt"));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            awaitCommand();
            AtomicOutput.discardPending();
            ExternalSolverBackend.deleteScratchFolders();
        }, "satdoku-temp-cleanup"));
    }

    /**
     * Declares that the running command answers Ctrl-C or SIGTERM by printing (or committing) what it
     * found so far, so the hooks wait for it; without this call a signal ends the process at once.
     */
    static void reportsPartialResults() {
        graceful = true;
    }

    /**
     * While the JVM goes down after a signal, waits (within the grace period) until the command has
     * finished writing; returns at once when no hook is installed (tests), the command is done, or
     * it has no partial results to report.
     */
    static void awaitCommand() {
        if (!installed || !graceful) {
            return;
        }
        try {
            FINISHED.await(GRACE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The command is done and its output flushed; a normal exit passes the hook at once. */
    static void finished() {
        FINISHED.countDown();
    }

    private static void onSignal() {
        if (FINISHED.getCount() == 0) {
            return;
        }
        requested = true;
        ACTIVE.forEach(SatBackend::interrupt);
        if (!graceful) {
            return;
        }
        try {
            FINISHED.await(GRACE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** True once Ctrl-C or SIGTERM arrived: a stopped search is then "interrupted", not "timeout". */
    static boolean requested() {
        return requested;
    }

    /** The status word for a search that stopped before its answer. */
    static String stoppedStatus() {
        return requested ? "interrupted" : "timeout";
    }

    /** The exit code: 130 after an interruption, otherwise {@code normal}. */
    static int exitCode(int normal) {
        return requested ? ExitCodes.INTERRUPTED : normal;
    }

    /** Backends from {@code inner}, each reachable by the hook while it is open. */
    static Supplier<SatBackend> tracked(Supplier<SatBackend> inner) {
        return () -> {
            Tracked b = new Tracked(inner.get());
            ACTIVE.add(b);
            if (requested) {
                b.interrupt();
            }
            return b;
        };
    }

    /** A backend that leaves the registry when closed. */
    private static final class Tracked extends ForwardingBackend {

        Tracked(SatBackend inner) {
            super(inner);
        }

        @Override
        public void close() {
            ACTIVE.remove(this);
            super.close();
        }
    }
}
