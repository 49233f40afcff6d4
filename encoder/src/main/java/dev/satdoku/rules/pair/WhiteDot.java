package dev.satdoku.rules.pair;

import dev.satdoku.model.Cell;
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
                return PairRules.feasible(args, "diff", new WhiteDot(pair[0], pair[1], PairRules.atLeast(args, "diff", 1, 1)));
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

    @Override
    public String toNative() {
        return "white " + a + " " + b + (diff == 1 ? "" : " diff=" + diff);
    }
}
