package dev.satdoku.model;

import java.util.List;

/**
 * A set of cells that must hold distinct digits: a row, a column, a box/jigsaw region, or an extra
 * group contributed by a rule (diagonal, windoku box, extra region). It holds each value at most once;
 * when it has as many cells as there are values it holds every value exactly once, which the encoder
 * relies on (a 6-cell row over 1..9 holds six distinct values, any six).
 */
public record House(String name, List<Cell> cells) {

    public House {
        cells = List.copyOf(cells);
    }

    /** True when the house has one cell per value, so every value appears in it. */
    public boolean holdsEveryValue(int valueCount) {
        return cells.size() == valueCount;
    }

    @Override
    public String toString() {
        return name;
    }
}
