package dev.satdoku.sat;

import dev.satdoku.cnf.Cnf;

/**
 * A backend that hands every call to another one (after Guava's forwarding collections): a wrapper that
 * adds one behaviour (leaving a registry when closed, stalling a question in a test) overrides that
 * method only, and every capability of the wrapped backend, such as stopping one search alone
 * ({@link #cancelsSearch()}), stays visible through it.
 */
public abstract class ForwardingBackend implements SatBackend {

    private final SatBackend inner;

    protected ForwardingBackend(SatBackend inner) {
        this.inner = inner;
    }

    /** The backend every call goes to. */
    protected final SatBackend inner() {
        return inner;
    }

    @Override
    public String name() {
        return inner.name();
    }

    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
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
        return inner.providesCores();
    }

    @Override
    public void interrupt() {
        inner.interrupt();
    }

    @Override
    public boolean cancelsSearch() {
        return inner.cancelsSearch();
    }

    @Override
    public void cancelSearch() {
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
