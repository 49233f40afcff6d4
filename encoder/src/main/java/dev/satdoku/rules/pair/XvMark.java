package dev.satdoku.rules.pair;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;

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
