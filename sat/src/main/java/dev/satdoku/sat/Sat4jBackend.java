package dev.satdoku.sat;

import dev.satdoku.cnf.Cnf;
import java.util.Map;
import org.sat4j.core.VecInt;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.IVecInt;
import org.sat4j.specs.TimeoutException;

/** The in-process backend: SAT4J, reused incrementally across calls. */
public final class Sat4jBackend implements SatBackend {

    private final CancellableSat4jSolver solver;
    private volatile boolean interrupted;
    private boolean contradiction;
    private int variables;
    private boolean[] model;
    private int[] failed = new int[0];

    /** SAT4J as every command runs it ({@link Sat4jConfiguration#DEFAULT}). */
    public Sat4jBackend() {
        this(Sat4jConfiguration.DEFAULT);
    }

    /** SAT4J with another search set-up (the portfolio's second half, and measurements). */
    public Sat4jBackend(Sat4jConfiguration configuration) {
        solver = new CancellableSat4jSolver(configuration);
    }

    @Override
    public String name() {
        return "sat4j";
    }

    @Override
    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
    public void load(Cnf cnf) {
        ensureVariables(cnf.numVars());
        int[] lits = cnf.rawLiterals();
        for (int c = 0; c < cnf.clauseCount() && !contradiction; c++) {
            int start = cnf.start(c);
            int len = cnf.end(c) - start;
            VecInt clause = new VecInt(len);
            for (int p = start; p < start + len; p++) {
                clause.unsafePush(lits[p]);
            }
            add(clause);
        }
    }

    /** Variables SAT4J was told about: at least {@link #variables}, see {@link #ensureVariables}. */
    private int reserved;

    /**
     * Grows SAT4J's variable count by at least two at a time. SAT4J 2.3.6's concise binary-clause
     * store re-sizes its table only when it is shorter than twice the variable count, but indexes
     * it up to twice the count plus one, so growing by exactly one variable after the first binary
     * clause overflows it. The spare variable is in no clause and never read back.
     */
    @Override
    public void ensureVariables(int count) {
        if (count > reserved) {
            reserved = Math.max(count, reserved + 2);
            solver.newVar(reserved);
        }
        variables = Math.max(variables, count);
    }

    @Override
    public int variableCount() {
        return variables;
    }

    @Override
    public void addClause(int... lits) {
        int max = 0;
        for (int l : lits) {
            max = Math.max(max, Math.abs(l));
        }
        ensureVariables(max);
        add(new VecInt(lits.clone()));
    }

    private void add(VecInt clause) {
        if (contradiction) {
            return;
        }
        try {
            solver.addClause(clause);
        } catch (ContradictionException e) {
            contradiction = true;
        }
    }

    @Override
    public SatResult solve(int... assumptions) {
        model = null;
        failed = new int[0];
        if (contradiction) {
            return SatResult.UNSATISFIABLE;
        }
        if (interrupted) {
            return SatResult.UNKNOWN;
        }
        try {
            boolean sat = solver.isSatisfiable(new VecInt(assumptions.clone()));
            if (interrupted) {
                return SatResult.UNKNOWN;
            }
            if (sat) {
                model = new boolean[variables + 1];
                for (int v = 1; v <= variables; v++) {
                    model[v] = solver.model(v);
                }
                return SatResult.SATISFIABLE;
            }
            IVecInt explanation = assumptions.length == 0 ? null : solver.unsatExplanation();
            if (explanation != null) {
                failed = new int[explanation.size()];
                explanation.copyTo(failed);
            }
            return SatResult.UNSATISFIABLE;
        } catch (TimeoutException e) {
            return SatResult.UNKNOWN;
        }
    }

    @Override
    public boolean[] model() {
        if (model == null) {
            throw new IllegalStateException("no model: the last call was not satisfiable");
        }
        return model;
    }

    @Override
    public int[] failedAssumptions() {
        return failed.clone();
    }

    @Override
    public boolean providesCores() {
        return true;
    }

    /**
     * Safe to call from any thread, and repeatedly: a call that lands just before a search starts
     * is undone by the search's own set-up, so {@link Deadline} keeps calling until the solve ends.
     */
    @Override
    public void interrupt() {
        interrupted = true;
        solver.cancel();
    }

    /**
     * Stops the running search (it returns UNKNOWN) without the lasting effect of {@link #interrupt()}:
     * the next {@link #solve} searches again. The portfolio stops the half that lost a race this way, and
     * a per-question limit its question. Like {@link #interrupt()}, a call that lands just before a search
     * starts is lost, so callers repeat it until the solve has returned.
     */
    @Override
    public void cancelSearch() {
        solver.cancel();
    }

    @Override
    public boolean cancelsSearch() {
        return true;
    }

    @Override
    public SolverStats stats() {
        Map<String, Number> stats = solver.getStat();
        return new SolverStats(number(stats, "conflicts"), number(stats, "decisions"), number(stats, "propagations"));
    }

    private static long number(Map<String, Number> stats, String key) {
        Number n = stats.get(key);
        return n == null ? 0 : n.longValue();
    }

    /**
     * Nothing to release: the solver holds only heap memory, which goes with the backend. (SAT4J's
     * {@code reset()} rebuilds its internal structures for reuse, which cost 5% of a batch of easy
     * puzzles for an object about to be dropped.)
     */
    @Override
    public void close() {
        model = null;
    }
}
