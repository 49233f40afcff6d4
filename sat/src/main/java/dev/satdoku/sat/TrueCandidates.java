package dev.satdoku.sat;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
        return (possible[puzzle.layout().index(cell)] & (1 << digit)) != 0;
    }

    public boolean isUndecided(Cell cell, int digit) {
        return (undecided[puzzle.layout().index(cell)] & (1 << digit)) != 0;
    }

    /** True when the cell holds the same digit in every solution (the backbone). */
    public boolean isFixed(Cell cell) {
        int i = puzzle.layout().index(cell);
        return undecided[i] == 0 && Integer.bitCount(possible[i]) == 1;
    }

    /** The value of a fixed cell, or {@link Puzzle#EMPTY}. */
    public int fixedDigit(Cell cell) {
        return isFixed(cell) ? Integer.numberOfTrailingZeros(possible[puzzle.layout().index(cell)]) : Puzzle.EMPTY;
    }

    public int fixedCount() {
        int n = 0;
        for (int i = 0; i < possible.length; i++) {
            if (isFixed(puzzle.layout().cellAt(i))) {
                n++;
            }
        }
        return n;
    }

    public long totalMillis() {
        return (encodeNanos + solveNanos) / 1_000_000;
    }

    /**
     * The answer as plain data (lists, maps, numbers), in the order the JSON answers of the CLI and
     * of the workbench write it after the puzzle and its status: candidates (per cell, row-major),
     * fixed (the value of each fixed cell, else 0, or null on 0-based grids where 0 is a value), undecided (only when the search stopped early),
     * counts, countLimit and solutionCount (only when counts were asked for), solutionsSeen,
     * solverCalls, millis.
     */
    public Map<String, Object> fields() {
        dev.satdoku.model.Layout layout = puzzle.layout();
        List<List<Integer>> candidates = new ArrayList<>();
        List<List<Integer>> open = new ArrayList<>();
        List<Map<String, Integer>> perCell = new ArrayList<>();
        Integer[] fixed = new Integer[layout.cellCount()];
        for (int i = 0; i < layout.cellCount(); i++) {
            Cell cell = layout.cellAt(i);
            List<Integer> digits = new ArrayList<>();
            List<Integer> openDigits = new ArrayList<>();
            Map<String, Integer> perDigit = new LinkedHashMap<>();
            for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
                if (isPossible(cell, d)) {
                    digits.add(d);
                    if (counts != null) {
                        perDigit.put(String.valueOf(d), counts[i][d]);
                    }
                }
                if (isUndecided(cell, d)) {
                    openDigits.add(d);
                }
            }
            candidates.add(digits);
            open.add(openDigits);
            perCell.add(perDigit);
            int f = fixedDigit(cell);
            // Boxed on each branch: with an int on one side, ?: would unbox the null of a 0-based grid's open cell (NPE).
            fixed[i] = f != Puzzle.EMPTY ? Integer.valueOf(f) : layout.minValue() > 0 ? Integer.valueOf(0) : null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("candidates", candidates);
        m.put("fixed", fixed);
        if (!complete()) {
            m.put("undecided", open);
        }
        if (counts != null) {
            m.put("counts", perCell);
            m.put("countLimit", countLimit);
            m.put("solutionCount", solutionCount);
        }
        m.put("solutionsSeen", solutionsSeen);
        m.put("solverCalls", solverCalls);
        m.put("millis", totalMillis());
        return m;
    }
}
