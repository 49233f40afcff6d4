package dev.satdoku.sat;

import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.model.Solution;

/**
 * Puzzles that encode-time propagation solves outright (most 17-clue puzzles, every puzzle a human
 * solves with singles) are answered without a SAT solver. When simplification leaves no clause, every
 * cell was decided by forced steps: the one assignment left is the only solution, and the clause that
 * would block it is empty. The caller still has the independent checker confirm the grid.
 */
final class PropagationOnly {

    private PropagationOnly() {
    }

    /** The solution when simplification left no clause and no choice; null when a solver is needed. */
    static Solution solution(EncodedPuzzle encoded) {
        if (!encoded.simplified() || encoded.decidedUnsatisfiable() || encoded.cnf().clauseCount() != 0) {
            return null;
        }
        Solution solution = encoded.decode(new boolean[1]);
        return encoded.blockingClause(solution).length == 0 ? solution : null;
    }
}
