package dev.satdoku.sat;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;

/**
 * The digits each cell takes in at least one solution, as far as the search went.
 *
 * @param puzzle         the puzzle
 * @param verdict        NONE (no solution: no candidates at all), UNIQUE, MULTIPLE, or TIMEOUT when the
 *                       search stopped before every candidate was decided
 * @param possible       per cell (row-major), bit d set when digit d appears in a solution found
 * @param undecided      per cell, bit d set when digit d was neither confirmed nor ruled out (only
 *                       after a timeout; all zero when complete)
 * @param counts         when counts were asked for: counts[cell][d] = solutions with digit d there,
 *                       capped at {@code countLimit}; -1 where the count was not finished; null otherwise
 * @param countLimit     the cap for counts (0 when no counts were asked for)
 * @param solutionCount  with counts: the number of solutions, capped at {@code countLimit}; -1 otherwise
 * @param solutionsSeen  distinct solutions the search met (each one checked)
 * @param solverCalls    SAT calls made, all on one incremental solver
 */
public record TrueCandidates(Puzzle puzzle, Verdict verdict, int[] possible, int[] undecided, int[][] counts,
                             int countLimit, int solutionCount, int solutionsSeen, int solverCalls, long encodeNanos, long solveNanos,
                             SolverStats stats) {

    public boolean complete() {
        return verdict != Verdict.TIMEOUT;
    }

    public boolean isPossible(Cell cell, int digit) {
        return (possible[cell.index(puzzle.size())] & (1 << digit)) != 0;
    }

    public boolean isUndecided(Cell cell, int digit) {
        return (undecided[cell.index(puzzle.size())] & (1 << digit)) != 0;
    }

    /** True when the cell holds the same digit in every solution (the backbone). */
    public boolean isFixed(Cell cell) {
        int i = cell.index(puzzle.size());
        return undecided[i] == 0 && Integer.bitCount(possible[i]) == 1;
    }

    /** The digit of a fixed cell, or 0. */
    public int fixedDigit(Cell cell) {
        return isFixed(cell) ? Integer.numberOfTrailingZeros(possible[cell.index(puzzle.size())]) : 0;
    }

    public int fixedCount() {
        int n = 0;
        for (int i = 0; i < possible.length; i++) {
            if (isFixed(Cell.ofIndex(i, puzzle.size()))) {
                n++;
            }
        }
        return n;
    }

    public long totalMillis() {
        return (encodeNanos + solveNanos) / 1_000_000;
    }
}
