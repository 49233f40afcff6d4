package dev.satdoku.rules.pair;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Kropki white dot: the two digits differ by exactly {@code diff} (1 for the classic dot).
 *
 * @param a    one cell
 * @param b    an orthogonal neighbour of {@code a}
 * @param diff the difference, at least 1
 */
public record WhiteDot(Cell a, Cell b, int diff) implements PairMark {

    public static final RuleType TYPE = RuleType.of("white", List.of(), "white A B [diff=K]",
            "kropki white dot: the digits of two adjacent cells differ by K (default 1)", args -> {
                Cell[] pair = PairRules.adjacentPair(args, "a white dot");
                return PairRules.feasible(args, new WhiteDot(pair[0], pair[1], PairRules.atLeast(args, "diff", 1, 1)));
            })
            .withReference("kropki white dot: the digits of two orthogonally adjacent cells differ by K (default 1; at "
                    + "most N-1)");

    public WhiteDot {
        PairMark.requireAdjacent(a, b);
        if (diff < 1) {
            throw new IllegalArgumentException("difference " + diff + " is impossible (adjacent cells always differ)");
        }
    }

    @Override
    public String keyword() {
        return "white";
    }

    @Override
    public boolean holds(int x, int y) {
        return Math.abs(x - y) == diff;
    }

    @Override
    public String demand() {
        return "differ by " + diff;
    }

    /** From the words: the larger digit exceeds the smaller by exactly {@code diff}. */
    @Override
    public String violation(Solution s) {
        int x = s.digit(a);
        int y = s.digit(b);
        int larger = Math.max(x, y);
        int smaller = Math.min(x, y);
        return larger - smaller == diff ? null : a + " and " + b + " hold " + x + " and " + y + ", which do not differ by " + diff;
    }

    @Override
    public String toNative() {
        return "white " + a + " " + b + (diff == 1 ? "" : " diff=" + diff);
    }
}
