package dev.satdoku.serve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Every filled 4x4 sudoku (1..4 once in each row, column and 2x2 box), found by trying every digit in
 * every cell, so that tests know how many solutions a small puzzle has without asking satdoku. A grid
 * is {@code int[row][col]}, 0-based.
 */
final class FourByFour {

    private FourByFour() {
    }

    static List<int[][]> all() {
        List<int[][]> out = new ArrayList<>();
        fill(new int[4][4], 0, out);
        return out;
    }

    private static void fill(int[][] g, int at, List<int[][]> out) {
        if (at == 16) {
            int[][] copy = new int[4][];
            for (int r = 0; r < 4; r++) {
                copy[r] = g[r].clone();
            }
            out.add(copy);
            return;
        }
        int row = at / 4, col = at % 4;
        for (int d = 1; d <= 4; d++) {
            if (fits(g, row, col, d)) {
                g[row][col] = d;
                fill(g, at + 1, out);
                g[row][col] = 0;
            }
        }
    }

    private static boolean fits(int[][] g, int row, int col, int d) {
        for (int k = 0; k < 4; k++) {
            if (g[row][k] == d || g[k][col] == d) {
                return false;
            }
        }
        int br = row / 2 * 2, bc = col / 2 * 2;
        for (int r = br; r < br + 2; r++) {
            for (int c = bc; c < bc + 2; c++) {
                if (g[r][c] == d) {
                    return false;
                }
            }
        }
        return true;
    }

    /** How many of the grids keep every one of the conditions. */
    @SafeVarargs
    static long count(List<int[][]> grids, Predicate<int[][]>... conditions) {
        return grids.stream().filter(g -> {
            for (Predicate<int[][]> c : conditions) {
                if (!c.test(g)) {
                    return false;
                }
            }
            return true;
        }).count();
    }
}
