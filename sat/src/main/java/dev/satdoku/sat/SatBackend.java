package dev.satdoku.sat;

import dev.satdoku.cnf.Cnf;

/**
 * An incremental SAT solver, in the spirit of SAT4J's {@code ISolver}: load a CNF, add clauses,
 * solve under assumptions, read the model, and (after an UNSAT answer under assumptions) the subset
 * of assumptions that was used. Implementations: {@link Sat4jBackend} in-process; external solvers
 * through DIMACS files.
 */
public interface SatBackend extends AutoCloseable {

    /** Name for messages and statistics, e.g. "sat4j". */
    String name();

    /** Adds every clause of the CNF (its variables become 1..cnf.numVars()). */
    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
    void load(Cnf cnf);

    /** Ensures variables 1..count exist. */
    void ensureVariables(int count);

    /** Number of variables known to the solver. */
    int variableCount();

    void addClause(int... lits);

    /** Solves under assumptions (literals assumed true for this call only). */
    SatResult solve(int... assumptions);

    /** After SATISFIABLE: value[v] for v in 1..variableCount(); index 0 unused. */
    boolean[] model();

    /**
     * After UNSATISFIABLE under assumptions: assumptions sufficient for the contradiction (not
     * necessarily minimal). Empty when the clauses alone are contradictory.
     */
    int[] failedAssumptions();

    /**
     * True when {@link #failedAssumptions()} is informative (a subset found by conflict analysis);
     * false when it can only echo every assumption back, as for solvers run as separate processes.
     * Explanations then shrink by deletion alone.
     */
    default boolean providesCores() {
        return false;
    }

    /** Stops a running {@link #solve} as soon as possible (it returns UNKNOWN); thread-safe. */
    void interrupt();

    /**
     * True when {@link #cancelSearch()} works: a search can be stopped without the lasting effect of
     * {@link #interrupt()}, so one question of many can get a time limit of its own.
     */
    default boolean cancelsSearch() {
        return false;
    }

    /**
     * Stops the running {@link #solve} (it returns UNKNOWN) while the next one searches again; a call that
     * lands just before a search starts may be lost, so callers repeat it until the solve has returned.
     * Thread-safe. Does nothing where {@link #cancelsSearch()} is false.
     */
    default void cancelSearch() {
    }

    SolverStats stats();

    @Override
    void close();
}
