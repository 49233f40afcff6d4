package dev.satdoku.testing;

import dev.satdoku.check.Checker;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.util.ArrayList;
import java.util.List;

/**
 * Reference solver for small grids that uses neither CNF nor SAT: backtracking over cells in
 * reading order with row/column/region distinctness, and the independent checker for the variant
 * rules at the leaves. Slow and obviously correct; the yardstick for solution counts on 4x4 and 6x6.
 */
public final class BruteForce {

    private BruteForce() {
    }

    /** Every solution of the puzzle (digits only; puzzles with named variables or shading are not supported). */
    public static List<Solution> solutions(Puzzle puzzle, int limit) {
        if (!puzzle.extraCells().isEmpty()) {
            throw new IllegalArgumentException("brute force handles digit-only puzzles");
        }
        Layout layout = puzzle.layout();
        int n = layout.rows();
        int[] grid = puzzle.givens();
        List<Solution> out = new ArrayList<>();
        search(puzzle, layout, n, grid, 0, out, limit);
        return out;
    }

    private static boolean search(Puzzle puzzle, Layout layout, int n, int[] grid, int index, List<Solution> out, int limit) {
        if (index == n * n) {
            Solution s = Solution.ofDigits(layout, grid);
            if (Checker.isValid(puzzle, s)) {
                out.add(s);
            }
            return limit > 0 && out.size() >= limit;
        }
        if (grid[index] != Puzzle.EMPTY) {
            return fits(layout, n, grid, index, grid[index]) && search(puzzle, layout, n, grid, index + 1, out, limit);
        }
        for (int d = 1; d <= n; d++) {
            if (fits(layout, n, grid, index, d)) {
                grid[index] = d;
                if (search(puzzle, layout, n, grid, index + 1, out, limit)) {
                    grid[index] = Puzzle.EMPTY;
                    return true;
                }
                grid[index] = Puzzle.EMPTY;
            }
        }
        return false;
    }

    /** No earlier cell in the same row, column or region holds d. */
    private static boolean fits(Layout layout, int n, int[] grid, int index, int d) {
        int r = index / n;
        int c = index % n;
        int region = layout.regionOf(new Cell(r, c));
        for (int i = 0; i < index; i++) {
            if (grid[i] != d) {
                continue;
            }
            int ri = i / n;
            int ci = i % n;
            if (ri == r || ci == c || region >= 0 && layout.regionOf(new Cell(ri, ci)) == region) {
                return false;
            }
        }
        return true;
    }
}
