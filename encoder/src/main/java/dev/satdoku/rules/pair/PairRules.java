package dev.satdoku.rules.pair;

import dev.satdoku.model.Cell;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Term;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.syntax.Token;

/**
 * Parsing shared by the rules between pairs of cells or terms (kropki dots, XV, greater-than,
 * equality); each rule's type lives in its record.
 */
final class PairRules {

    private PairRules() {
    }

    /** Two cells sharing an edge; the error points at the second one. */
    static Cell[] adjacentPair(RuleArgs args, String what) {
        Cell a = args.nextCell("first cell");
        Token at = args.peek();
        Cell b = args.nextCell("second cell");
        if (!a.mayShareMarkWith(b)) {
            throw args.error(at, a + " and " + b + " are not orthogonally adjacent; " + what + " sits on the edge between two cells");
        }
        return new Cell[] {a, b};
    }

    static int atLeast(RuleArgs args, String option, int fallback, int min) {
        int value = args.intOption(option, fallback);
        if (value < min) {
            throw args.error(args.optionToken(option), option + " " + value + " is impossible (must be at least " + min
                    + ": the two cells share a row or column, so they differ)");
        }
        return value;
    }

    /**
     * A mark no two digits of the grid can satisfy (a V on 2x2, diff=9 on 9x9) never holds: the puzzle
     * has no solution, or inside an {@code or} the group drops out. The two digits must differ only
     * when a row, column or region holds both cells; on a grid without houses (ISS's Raw) they may be
     * equal, so an X on 0..5 is 5+5 there.
     */
    static <M extends PairMark> M feasible(RuleArgs args, M mark) {
        boolean differ = args.layout().houses().stream()
                .anyMatch(h -> h.cells().contains(mark.a()) && h.cells().contains(mark.b()));
        int lo = args.minValue();
        int n = args.maxValue();
        for (int x = lo; x <= n; x++) {
            for (int y = lo; y <= n; y++) {
                if ((x != y || !differ) && mark.holds(x, y)) {
                    return mark;
                }
            }
        }
        throw args.neverHolds("no two " + (differ ? "different " : "") + "digits " + lo + ".." + n + " " + mark.demand()
                + ", so this mark is impossible on a grid holding " + lo + ".." + n);
    }

    /** The values a term can take: the grid's values for a grid cell, the declared range for an extra cell. */
    static int[] domain(RuleArgs args, Term t) {
        if (t.cell().isExtra()) {
            ExtraCell decl = args.extraCells().stream().filter(d -> d.cell().equals(t.cell())).findFirst().orElseThrow();
            return new int[] {decl.min(), decl.max()};
        }
        return new int[] {args.minValue(), args.maxValue()};
    }
}
