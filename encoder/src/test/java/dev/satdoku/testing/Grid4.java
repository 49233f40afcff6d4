package dev.satdoku.testing;

import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;

/** A valid 4x4 grid (rows 1234 / 3412 / 2143 / 4321) for checking rules against in parse tests. */
public final class Grid4 {

    private static final int[] DIGITS = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};

    private Grid4() {
    }

    /** The grid's digits, row-major (a fresh copy). */
    public static int[] digits() {
        return DIGITS.clone();
    }

    /** The grid with some cells changed: pairs of (row-major index, digit). */
    public static Solution with(int... changes) {
        int[] g = digits();
        for (int i = 0; i < changes.length; i += 2) {
            g[changes[i]] = changes[i + 1];
        }
        return Solution.ofDigits(Layout.standard(4), g);
    }
}
