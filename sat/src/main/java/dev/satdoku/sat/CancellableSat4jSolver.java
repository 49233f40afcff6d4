package dev.satdoku.sat;

import org.sat4j.minisat.core.DataStructureFactory;
import org.sat4j.minisat.core.SearchParams;
import org.sat4j.minisat.core.Solver;
import org.sat4j.minisat.learning.MiniSATLearning;
import org.sat4j.minisat.orders.RSATLastLearnedClausesPhaseSelectionStrategy;
import org.sat4j.minisat.orders.RSATPhaseSelectionStrategy;
import org.sat4j.minisat.orders.VarOrderHeap;
import org.sat4j.minisat.restarts.ArminRestarts;
import org.sat4j.minisat.restarts.Glucose21Restarts;
import org.sat4j.minisat.restarts.LubyRestarts;
import org.sat4j.minisat.restarts.NoRestarts;
import org.sat4j.minisat.constraints.MixedDataStructureDanielWLConciseBinary;

/**
 * SAT4J's default configuration (Glucose 2.1 restarts, LBD clause deletion, RSAT phase saving),
 * built by hand so that it can be stopped from another thread, with one change: binary clauses are
 * kept as implication lists (the "concise binary" data structure) instead of one object each.
 * Sudoku CNFs are mostly binary at-most-one clauses, and loading them was a large share of an
 * easy puzzle's cost; measured over the classic sets it was 1.2x to 2x faster than SAT4J's default
 * structure for the same number of conflicts (other restart, phase and order choices compared,
 * including a smallest-clause-first order: none did better than the default). SAT4J's own {@code expireTimeout()}
 * also clears a counter that the search thread is using, which can fail mid-search; {@link #cancel()}
 * only lowers the flag the search loop polls. Time-based timeouts are not used at all: they start a
 * timer thread per call, which dominates the cost of solving an easy puzzle.
 *
 * <p>The other {@link Sat4jConfiguration}s change only the restart, deletion and phase choices, as
 * SAT4J's {@code SolverFactory} does for its SAT-oriented and UNSAT-oriented solvers.
 */
final class CancellableSat4jSolver extends Solver<DataStructureFactory> {

    private static final long serialVersionUID = 1L;

    CancellableSat4jSolver() {
        this(Sat4jConfiguration.DEFAULT);
    }

    CancellableSat4jSolver(Sat4jConfiguration configuration) {
        super(new MiniSATLearning<>(), new MixedDataStructureDanielWLConciseBinary(),
                new VarOrderHeap(new RSATPhaseSelectionStrategy()), new Glucose21Restarts());
        setSimplifier(EXPENSIVE_SIMPLIFICATION);
        setLearnedConstraintsDeletionStrategy(lbd_based);
        switch (configuration) {
            case DEFAULT -> {
            }
            case LUBY -> {
                setRestartStrategy(new LubyRestarts(100));
                setLearnedConstraintsDeletionStrategy(activity_based_low_memory);
            }
            case NO_RESTARTS -> {
                setRestartStrategy(new NoRestarts());
                setSimplifier(SIMPLE_SIMPLIFICATION);
            }
            case ARMIN -> {
                setRestartStrategy(new ArminRestarts());
                setSearchParams(new SearchParams(1.1, 100));
                setOrder(new VarOrderHeap(new RSATLastLearnedClausesPhaseSelectionStrategy()));
            }
            case POSITIVE_PHASE -> setOrder(new VarOrderHeap(new PositivePhaseSaving()));
        }
        setTimeoutOnConflicts(Integer.MAX_VALUE);
    }

    /** Makes the running search return as soon as it next polls its flag. */
    void cancel() {
        this.undertimeout = false;
    }
}
