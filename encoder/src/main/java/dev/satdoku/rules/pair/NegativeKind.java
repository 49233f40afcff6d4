package dev.satdoku.rules.pair;

import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a negative constraint forbids, and on which edges. The four kinds come from the two tools
 * setters use: f-puzzles (negative white = "nonconsecutive", negative black = negative ratio,
 * negative XV) and the Interactive Sudoku Solver (strict kropki, which exempts any dot).
 */
public enum NegativeKind {

    /** Pairs without a white dot are not consecutive. */
    WHITE {
        @Override
        boolean exempt(Edge e, Marks m) {
            return m.white().contains(e);
        }

        @Override
        boolean forbids(int x, int y, Marks m) {
            return Math.abs(x - y) == 1;
        }

        @Override
        String describe(Marks m) {
            return "consecutive without a white dot";
        }
    },

    /** Pairs without a black dot are not in any ratio the puzzle's black dots use (2 if none). */
    BLACK {
        @Override
        boolean exempt(Edge e, Marks m) {
            return m.black().contains(e);
        }

        @Override
        boolean forbids(int x, int y, Marks m) {
            for (int r : m.blackRatios()) {
                if (x == r * y || y == r * x) {
                    return true;
                }
            }
            return false;
        }

        @Override
        String describe(Marks m) {
            return "in ratio " + m.blackRatios().stream().map(r -> "1:" + r).collect(Collectors.joining(" or "))
                    + " without a black dot";
        }
    },

    /** Pairs with no dot at all are neither consecutive nor in ratio 1:2. */
    KROPKI {
        @Override
        boolean exempt(Edge e, Marks m) {
            return m.hasKropkiDot(e);
        }

        @Override
        boolean forbids(int x, int y, Marks m) {
            return Math.abs(x - y) == 1 || x == 2 * y || y == 2 * x;
        }

        @Override
        String describe(Marks m) {
            return "consecutive or in ratio 1:2 without a kropki dot";
        }
    },

    /** Pairs without an X or a V add up to neither 5 nor 10. */
    XV {
        @Override
        boolean exempt(Edge e, Marks m) {
            return m.xv().contains(e);
        }

        @Override
        boolean forbids(int x, int y, Marks m) {
            return x + y == XvMark.V || x + y == XvMark.X;
        }

        @Override
        String describe(Marks m) {
            return "adding up to 5 or 10 without an X or V";
        }
    };

    /** True when the edge carries a mark that lifts this constraint. */
    abstract boolean exempt(Edge e, Marks m);

    /** True when the digit pair is what this kind rules out on unmarked edges. */
    abstract boolean forbids(int x, int y, Marks m);

    abstract String describe(Marks m);

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
