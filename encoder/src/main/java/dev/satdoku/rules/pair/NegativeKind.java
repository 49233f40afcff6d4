package dev.satdoku.rules.pair;

import java.util.Locale;
import java.util.function.BiPredicate;

/**
 * What a negative constraint forbids on the pairs it does not exempt, for the clause generator (the
 * check, {@link Negative#violation(dev.satdoku.model.Solution, java.util.List)}, is written separately
 * from the rule's words). The four kinds come from the two tools setters use: f-puzzles (negative white
 * = "nonconsecutive", negative black = negative ratio, negative XV) and the Interactive Sudoku Solver
 * (strict kropki, strict XV).
 *
 * <p>Exemptions follow f-puzzles and Rangsk's solver: a kropki dot of either colour, any difference or
 * ratio, exempts its pair from every kropki kind (white, black, kropki); an X or V exempts its pair
 * from the XV kind only. X/V marks do not lift the kropki kinds, and dots do not lift the XV kind.
 */
public enum NegativeKind {

    /** Pairs without a kropki dot (white or black) are not consecutive. */
    WHITE(Marks::hasKropkiDot, (x, y, m) -> Math.abs(x - y) == 1),

    /** Pairs without a kropki dot are not in any ratio the puzzle's black dots use (2 if none). */
    BLACK(Marks::hasKropkiDot, NegativeKind::inBlackRatio),

    /** Pairs without a kropki dot are neither consecutive nor in ratio 1:2. */
    KROPKI(Marks::hasKropkiDot, (x, y, m) -> Math.abs(x - y) == 1 || x == 2 * y || y == 2 * x),

    /** Pairs without an X or a V add up to neither 5 nor 10. */
    XV((m, e) -> m.xv().contains(e), (x, y, m) -> x + y == XvMark.V || x + y == XvMark.X),

    /** Pairs without an X or a V do not add up to 5 (a puzzle of V marks only: 10 stays allowed). */
    V((m, e) -> m.xv().contains(e), (x, y, m) -> x + y == XvMark.V),

    /** Pairs without an X or a V do not add up to 10 (a puzzle of X marks only: 5 stays allowed). */
    X((m, e) -> m.xv().contains(e), (x, y, m) -> x + y == XvMark.X);

    /** A digit pair test that may depend on the puzzle's marks (the black ratios). */
    @FunctionalInterface
    private interface PairTest {
        boolean test(int x, int y, Marks marks);
    }

    private final BiPredicate<Marks, Edge> exempt;
    private final PairTest forbids;

    NegativeKind(BiPredicate<Marks, Edge> exempt, PairTest forbids) {
        this.exempt = exempt;
        this.forbids = forbids;
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
        return exempt.test(m, e);
    }

    /** True when the digit pair is what this kind rules out on unmarked edges. */
    boolean forbids(int x, int y, Marks m) {
        return forbids.test(x, y, m);
    }

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
