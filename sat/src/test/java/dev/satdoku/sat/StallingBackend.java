package dev.satdoku.sat;

import dev.satdoku.cnf.Cnf;

/**
 * SAT4J, except that call number {@code stallAt} never finishes by itself: it returns UNKNOWN only when
 * cancelled or interrupted, so a test can make one question hard without depending on the machine's speed.
 */
final class StallingBackend implements SatBackend {
    private final Sat4jBackend inner = new Sat4jBackend();
    private final int stallAt;
    private int calls;
    private volatile boolean cancelled;

    StallingBackend(int stallAt) {
        this.stallAt = stallAt;
    }

    @Override
    public String name() {
        return "stalling";
    }

    @Override
    public void load(Cnf cnf) {
        inner.load(cnf);
    }

    @Override
    public void ensureVariables(int count) {
        inner.ensureVariables(count);
    }

    @Override
    public int variableCount() {
        return inner.variableCount();
    }

    @Override
    public void addClause(int... lits) {
        inner.addClause(lits);
    }

    @Override
    public SatResult solve(int... assumptions) {
        if (++calls == stallAt) {
            cancelled = false;
            while (!cancelled) {
                Thread.onSpinWait();
            }
            return SatResult.UNKNOWN;
        }
        return inner.solve(assumptions);
    }

    @Override
    public boolean[] model() {
        return inner.model();
    }

    @Override
    public int[] failedAssumptions() {
        return inner.failedAssumptions();
    }

    @Override
    public boolean providesCores() {
        return true;
    }

    @Override
    public void interrupt() {
        cancelled = true;
        inner.interrupt();
    }

    @Override
    public boolean cancelsSearch() {
        return true;
    }

    @Override
    public void cancelSearch() {
        cancelled = true;
        inner.cancelSearch();
    }

    @Override
    public SolverStats stats() {
        return inner.stats();
    }

    @Override
    public void close() {
        inner.close();
    }
}
