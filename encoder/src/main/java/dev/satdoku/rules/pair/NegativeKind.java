package dev.satdoku.rules.pair;

import java.util.Locale;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What a negative constraint forbids, and on which edges. The four kinds come from the two tools
 * setters use: f-puzzles (negative white = "nonconsecutive", negative black = negative ratio,
 * negative XV) and the Interactive Sudoku Solver (strict kropki, which any dot exempts).
 */
public enum NegativeKind {

    /** Pairs without a white dot are not consecutive. */
    WHITE((e, m) -> m.white().contains(e), (x, y, m) -> Math.abs(x - y) == 1,
            m -> "consecutive without a white dot"),

    /** Pairs without a black dot are not in any ratio the puzzle's black dots use (2 if none). */
    BLACK((e, m) -> m.black().contains(e), NegativeKind::inBlackRatio,
            m -> "in ratio " + m.blackRatios().stream().map(r -> "1:" + r).collect(Collectors.joining(" or "))
                    + " without a black dot"),

    /** Pairs with no dot at all are neither consecutive nor in ratio 1:2. */
    KROPKI((e, m) -> m.hasKropkiDot(e), (x, y, m) -> Math.abs(x - y) == 1 || x == 2 * y || y == 2 * x,
            m -> "consecutive or in ratio 1:2 without a kropki dot"),

    /** Pairs without an X or a V add up to neither 5 nor 10. */
    XV((e, m) -> m.xv().contains(e), (x, y, m) -> x + y == XvMark.V || x + y == XvMark.X,
            m -> "adding up to 5 or 10 without an X or V");

    /** A digit pair test that may depend on the puzzle's marks (the black ratios). */
    @FunctionalInterface
    private interface PairTest {
        boolean test(int x, int y, Marks marks);
    }

    private final BiPredicate<Edge, Marks> exempt;
    private final PairTest forbids;
    private final Function<Marks, String> describe;

    NegativeKind(BiPredicate<Edge, Marks> exempt, PairTest forbids, Function<Marks, String> describe) {
        this.exempt = exempt;
        this.forbids = forbids;
        this.describe = describe;
    }

    private static boolean inBlackRatio(int x, int y, Marks m) {
        for (int r : m.blackRatios()) {
            if (x == r * y || y == r * x) {
                return true;
            }
        }
        return false;
    }

    /** True when the edge carries a mark that lifts this constraint. */
    boolean exempt(Edge e, Marks m) {
        return exempt.test(e, m);
    }

    /** True when the digit pair is what this kind rules out on unmarked edges. */
    boolean forbids(int x, int y, Marks m) {
        return forbids.test(x, y, m);
    }

    String describe(Marks m) {
        return describe.apply(m);
    }

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
