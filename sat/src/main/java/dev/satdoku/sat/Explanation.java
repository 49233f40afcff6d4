package dev.satdoku.sat;

import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.util.List;

/**
 * Why a puzzle has no solution: a set of givens and rules that conflict on their own (together with
 * the grid: one digit per cell, distinct digits in rows, columns and regions).
 *
 * @param puzzle      the puzzle
 * @param status      CONFLICT, SOLVABLE (with {@code solution}, checked), or TIMEOUT
 * @param elements    the conflicting givens and rules, in the puzzle's order (givens first); empty when
 *                    the grid alone has no solution; for TIMEOUT the smallest conflicting set found so
 *                    far (or every element when none was found)
 * @param minimal     true when removing any one element makes the rest solvable (proved by a solver
 *                    call per element)
 * @param usedCores   true when the backend's failed-assumption cores guided the shrinking; false for
 *                    deletion alone
 * @param solverCalls SAT calls made (for the explanation; the repairs count their own)
 * @param repairs     which clues to fix, or null when not asked for (or the puzzle is solvable)
 */
public record Explanation(Puzzle puzzle, Status status, List<Selectors.Element> elements, boolean minimal,
                          boolean usedCores, Solution solution, int solverCalls, long encodeNanos, long solveNanos,
                          Repairs repairs) {

    public enum Status { CONFLICT, SOLVABLE, TIMEOUT }

    public Explanation {
        elements = List.copyOf(elements);
    }

    public long totalMillis() {
        return (encodeNanos + solveNanos) / 1_000_000;
    }
}
