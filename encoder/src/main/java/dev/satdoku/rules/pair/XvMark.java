package dev.satdoku.rules.pair;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * An X (the two digits add up to 10) or a V (they add up to 5) between two adjacent cells.
 *
 * @param a     one cell
 * @param b     an orthogonal neighbour of {@code a}
 * @param total 10 for X, 5 for V
 */
public record XvMark(Cell a, Cell b, int total) implements PairMark {

    public static final int X = 10;
    public static final int V = 5;

    public static final RuleType X_TYPE = RuleType.of("x", List.of(), "x A B", "the digits of two adjacent cells add up to 10",
            args -> parse(args, X))
            .withReference("the digits of two orthogonally adjacent cells add up to 10 (grids of 6x6 and up)");

    public static final RuleType V_TYPE = RuleType.of("v", List.of(), "v A B", "the digits of two adjacent cells add up to 5",
            args -> parse(args, V))
            .withReference("the digits of two orthogonally adjacent cells add up to 5 (grids of 3x3 and up)");

    private static XvMark parse(RuleArgs args, int total) {
        Cell[] pair = PairRules.adjacentPair(args, total == X ? "an X" : "a V");
        return PairRules.feasible(args, new XvMark(pair[0], pair[1], total));
    }

    public XvMark {
        PairMark.requireAdjacent(a, b);
        if (total != X && total != V) {
            throw new IllegalArgumentException("an XV mark adds up to 10 (X) or 5 (V), not " + total);
        }
    }

    @Override
    public String keyword() {
        return total == X ? "x" : "v";
    }

    @Override
    public boolean holds(int x, int y) {
        return x + y == total;
    }

    @Override
    public String demand() {
        return "add up to " + total;
    }

    /** From the words: the two digits add up to the mark's total. */
    @Override
    public String violation(Solution s) {
        int x = s.digit(a);
        int y = s.digit(b);
        return x + y == total ? null : a + " and " + b + " hold " + x + " and " + y + ", which do not add up to " + total;
    }

    @Override
    public String toNative() {
        return keyword() + " " + a + " " + b;
    }
}
