package dev.satdoku.rules.modern;

import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;

/** Digit grids for check tests, written as N*N characters in reading order (spaces ignored). */
final class Grids {

    private Grids() {
    }

    static Solution of(Layout layout, String digits) {
        String compact = digits.replace(" ", "");
        int n = layout.size();
        if (compact.length() != n * n) {
            throw new IllegalArgumentException("grid needs " + n * n + " digits, found " + compact.length());
        }
        int[] out = new int[n * n];
        for (int i = 0; i < out.length; i++) {
            out[i] = compact.charAt(i) - '0';
        }
        return Solution.ofDigits(layout, out);
    }

    /** A copy of the solution with one cell changed (row and column 1-based). */
    static Solution with(Solution s, int row, int col, int digit) {
        int[] d = s.digits();
        d[(row - 1) * s.size() + col - 1] = digit;
        return Solution.ofDigits(s.layout(), d);
    }
}
