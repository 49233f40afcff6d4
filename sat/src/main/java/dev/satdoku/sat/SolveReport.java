package dev.satdoku.sat;

import dev.satdoku.encode.CnfSize;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.util.List;

/**
 * Everything a solving run found and what it cost.
 *
 * @param puzzle      what was solved
 * @param verdict     the answer
 * @param solutions   the solutions found, each confirmed by the independent checker
 * @param exhaustive  true when the search proved there are no further solutions
 * @param before      CNF size before simplification
 * @param after       CNF size handed to the solver
 * @param encodeNanos time to encode and simplify
 * @param solveNanos  time in the solver (all calls)
 * @param stats       solver effort
 */
public record SolveReport(Puzzle puzzle, Verdict verdict, List<Solution> solutions, boolean exhaustive, CnfSize before,
                          CnfSize after, long encodeNanos, long solveNanos, SolverStats stats) {

    public SolveReport {
        solutions = List.copyOf(solutions);
    }

    public long totalMillis() {
        return (encodeNanos + solveNanos) / 1_000_000;
    }
}
