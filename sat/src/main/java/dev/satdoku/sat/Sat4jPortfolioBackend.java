package dev.satdoku.sat;

import dev.satdoku.cnf.Cnf;

/**
 * Two SAT4J solvers with different search set-ups racing on the same question, one thread each (the
 * machine's two cores): the first definite answer (satisfiable or unsatisfiable) is returned and the
 * other search is cancelled. {@code --solver sat4j-portfolio}.
 *
 * <p>Every clause goes to both halves, and every {@link #solve} asks both the same question under the
 * same assumptions, so each call is answered by a complete solver for exactly the clauses loaded so far:
 * a count or a uniqueness proof (solve, block the solution, solve again) is proved the same way as with
 * one solver, whichever half wins each step. The model and the failed assumptions come from the half
 * that answered; callers re-check every model as they do for any backend.
 *
 * <p>Threads: each {@link #solve} starts the two search threads and returns only after both have
 * ended (the loser is cancelled repeatedly until it returns, since a cancel that lands just before its
 * search starts is lost), so no thread outlives a call. Starting two threads costs some tens of
 * microseconds per call, nothing next to the searches this is meant for.
 */
public final class Sat4jPortfolioBackend implements SatBackend {

    /** The second half, chosen by measurement (docs/speed.md, "Speed on hard variants"). */
    public static final Sat4jConfiguration SECOND = Sat4jConfiguration.NO_RESTARTS;

    private final Sat4jBackend[] halves;
    private final Object lock = new Object();
    private volatile boolean interrupted;
    /** Index of the half whose answer the last {@link #solve} returned, or -1. */
    private int answered = -1;
    // Guarded by lock during a solve: the first definite answer and how many halves have ended.
    private int winner;
    private SatResult winning;
    private int ended;
    private boolean disagreed;

    public Sat4jPortfolioBackend() {
        this(SECOND);
    }

    /** The default set-up racing {@code second}. */
    public Sat4jPortfolioBackend(Sat4jConfiguration second) {
        halves = new Sat4jBackend[] {new Sat4jBackend(Sat4jConfiguration.DEFAULT), new Sat4jBackend(second)};
    }

    @Override
    public String name() {
        return "sat4j-portfolio";
    }

    @Override
    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
    public void load(Cnf cnf) {
        for (Sat4jBackend h : halves) {
            h.load(cnf);
        }
    }

    @Override
    public void ensureVariables(int count) {
        for (Sat4jBackend h : halves) {
            h.ensureVariables(count);
        }
    }

    @Override
    public int variableCount() {
        return halves[0].variableCount();
    }

    @Override
    public void addClause(int... lits) {
        for (Sat4jBackend h : halves) {
            h.addClause(lits);
        }
    }

    @Override
    public SatResult solve(int... assumptions) {
        answered = -1;
        if (interrupted) {
            return SatResult.UNKNOWN;
        }
        synchronized (lock) {
            winner = -1;
            winning = SatResult.UNKNOWN;
            ended = 0;
            disagreed = false;
        }
        Thread[] threads = new Thread[halves.length];
        for (int i = 0; i < halves.length; i++) {
            int half = i;
            threads[i] = new Thread(() -> race(half, assumptions), "satdoku-portfolio-" + i);
            threads[i].setDaemon(true); // never keeps the JVM alive, even if a caller abandons a solve
            threads[i].start();
        }
        synchronized (lock) {
            while (winner < 0 && ended < halves.length && !interrupted) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    // Thread interrupts are not how satdoku stops work; treat one as a stop request.
                    interrupted = true;
                    Thread.currentThread().interrupt();
                }
            }
        }
        // Stop whatever still runs (the loser, or both when interrupted) and wait for it to end.
        for (int i = 0; i < threads.length; i++) {
            while (threads[i].isAlive()) {
                halves[i].cancelSearch();
                try {
                    threads[i].join(1);
                } catch (InterruptedException e) {
                    interrupted = true;
                    Thread.currentThread().interrupt();
                }
            }
        }
        synchronized (lock) {
            if (disagreed) {
                // Both halves are complete solvers on the same clauses: this would be a SAT4J bug.
                throw new IllegalStateException("the two portfolio solvers disagree on the same question");
            }
            if (winner < 0) {
                return SatResult.UNKNOWN;
            }
            answered = winner;
            return winning;
        }
    }

    private void race(int half, int[] assumptions) {
        SatResult r = SatResult.UNKNOWN;
        try {
            r = halves[half].solve(assumptions.clone());
        } finally {
            synchronized (lock) {
                if (r != SatResult.UNKNOWN && winner < 0) {
                    winner = half;
                    winning = r;
                } else if (r != SatResult.UNKNOWN && r != winning) {
                    disagreed = true;
                }
                ended++;
                lock.notifyAll();
            }
        }
    }

    @Override
    public boolean[] model() {
        if (answered < 0) {
            throw new IllegalStateException("no model: the last call was not satisfiable");
        }
        return halves[answered].model();
    }

    @Override
    public int[] failedAssumptions() {
        return answered < 0 ? new int[0] : halves[answered].failedAssumptions();
    }

    @Override
    public boolean providesCores() {
        return true;
    }

    /** Stops a running solve for good (as {@link Sat4jBackend#interrupt()} does); thread-safe. */
    @Override
    public void interrupt() {
        interrupted = true;
        for (Sat4jBackend h : halves) {
            h.interrupt();
        }
        synchronized (lock) {
            lock.notifyAll();
        }
    }

    /** Stops both searches of the running solve, which answers UNKNOWN; the next solve races again. */
    @Override
    public void cancelSearch() {
        for (Sat4jBackend h : halves) {
            h.cancelSearch();
        }
    }

    @Override
    public boolean cancelsSearch() {
        return true;
    }

    /** The effort of both halves together: the work the two cores did, not only the winner's. */
    @Override
    public SolverStats stats() {
        return halves[0].stats().plus(halves[1].stats());
    }

    @Override
    public void close() {
        for (Sat4jBackend h : halves) {
            h.close();
        }
    }
}
