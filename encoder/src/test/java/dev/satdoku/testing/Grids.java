package dev.satdoku.testing;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import java.util.List;
import java.util.stream.Stream;

/**
 * Digit grids for the rules' check tests: the valid 4x4 reference grid ({@link #GRID4}), grids written
 * as N*N digits in reading order, copies with one cell changed, and cell lists written as "r1c2". One
 * fixture for every rule family's tests, so a grid a test relies on is defined once.
 */
public final class Grids {

    /** A valid 4x4 sudoku in reading order: rows 1234 / 3412 / 2143 / 4321. */
    public static final String GRID4 = "1234341221434321";

    private Grids() {
    }

    /** The square grid written as N*N digits in reading order (spaces ignored). */
    public static Solution solution(String digits) {
        String compact = digits.replace(" ", "");
        int n = (int) Math.round(Math.sqrt(compact.length()));
        return of(Layout.standard(n), compact);
    }

    /** The grid on {@code layout}, written as N*N digits in reading order (spaces ignored). */
    public static Solution of(Layout layout, String digits) {
        String compact = digits.replace(" ", "");
        int n = layout.rows();
        if (compact.length() != n * n) {
            throw new IllegalArgumentException("grid needs " + n * n + " digits, found " + compact.length());
        }
        int[] out = new int[n * n];
        for (int i = 0; i < out.length; i++) {
            out[i] = compact.charAt(i) - '0';
        }
        return Solution.ofDigits(layout, out);
    }

    /** The grid written as digits, with one cell changed. */
    public static Solution with(String digits, Cell cell, int digit) {
        Solution s = solution(digits);
        return with(s, cell.row() + 1, cell.col() + 1, digit);
    }

    /** A copy of the solution with one cell changed (row and column 1-based). */
    public static Solution with(Solution s, int row, int col, int digit) {
        int[] d = s.digits();
        d[(row - 1) * s.layout().cols() + col - 1] = digit;
        return Solution.ofDigits(s.layout(), d);
    }

    /** The digits of {@link #GRID4}, row-major (a fresh copy). */
    public static int[] grid4Digits() {
        return solution(GRID4).digits();
    }

    /** {@link #GRID4} with some cells changed: pairs of (row-major index, digit). */
    public static Solution grid4With(int... changes) {
        int[] g = grid4Digits();
        for (int i = 0; i < changes.length; i += 2) {
            g[changes[i]] = changes[i + 1];
        }
        return Solution.ofDigits(Layout.standard(4), g);
    }

    /** Cells written as "r1c2" (1-based). */
    public static List<Cell> cells(String... refs) {
        return Stream.of(refs).map(r -> {
            String[] rc = r.substring(1).split("c");
            return Cell.of1(Integer.parseInt(rc[0]), Integer.parseInt(rc[1]));
        }).toList();
    }

    public static Cell cell(String ref) {
        return cells(ref).get(0);
    }
}
