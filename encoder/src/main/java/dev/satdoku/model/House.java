package dev.satdoku.model;

import java.util.List;

/**
 * A set of cells that must hold distinct digits: a row, a column, a box/jigsaw region, or an extra
 * group contributed by a rule (diagonal, windoku box, extra region). When it has exactly N cells it
 * holds every digit exactly once, which both the encoder and the checker rely on.
 */
public record House(String name, List<Cell> cells) {

    public House {
        cells = List.copyOf(cells);
    }

    public boolean isComplete(int size) {
        return cells.size() == size;
    }

    @Override
    public String toString() {
        return name;
    }
}
