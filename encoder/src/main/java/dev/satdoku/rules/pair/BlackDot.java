package dev.satdoku.rules.pair;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Kropki black dot: one digit is {@code ratio} times the other (2 for the classic dot).
 *
 * @param a     one cell
 * @param b     an orthogonal neighbour of {@code a}
 * @param ratio the ratio, at least 2
 */
public record BlackDot(Cell a, Cell b, int ratio) implements PairMark {

    public static final RuleType TYPE = RuleType.of("black", List.of(), "black A B [ratio=K]",
            "kropki black dot: one digit of two adjacent cells is K times the other (default 2)", args -> {
                Cell[] pair = PairRules.adjacentPair(args, "a black dot");
                return PairRules.feasible(args, new BlackDot(pair[0], pair[1], PairRules.atLeast(args, "ratio", 2, 2)));
            })
            .withReference("kropki black dot: one digit of two orthogonally adjacent cells is K times the other (default "
                    + "2; at most N)");

    public BlackDot {
        PairMark.requireAdjacent(a, b);
        if (ratio < 2) {
            throw new IllegalArgumentException("ratio " + ratio + " is impossible (adjacent cells always differ)");
        }
    }

    @Override
    public String keyword() {
        return "black";
    }

    @Override
    public boolean holds(int x, int y) {
        return x == ratio * y || y == ratio * x;
    }

    @Override
    public String demand() {
        return "stand in ratio 1:" + ratio;
    }

    /** From the words: the larger digit is {@code ratio} times the smaller. */
    @Override
    public String violation(Solution s) {
        int x = s.digit(a);
        int y = s.digit(b);
        int larger = Math.max(x, y);
        int smaller = Math.min(x, y);
        return larger == smaller * ratio ? null
                : a + " and " + b + " hold " + x + " and " + y + ", which do not stand in ratio 1:" + ratio;
    }

    @Override
    public String toNative() {
        return "black " + a + " " + b + (ratio == 2 ? "" : " ratio=" + ratio);
    }
}
