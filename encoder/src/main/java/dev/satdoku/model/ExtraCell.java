package dev.satdoku.model;

import dev.satdoku.syntax.Origin;

/**
 * The declaration of an extra cell: a cell outside the grid (a letter standing for a digit, a cage
 * total, a board beside the grid), its name and the values it may take, {@code min..max}. Rules name
 * it as they name any cell ({@link #cell()}); a rule restricting its candidates (a given, odd/even,
 * a candidate list) narrows the range to any set of values. Its value is part of every solution and
 * is printed with it.
 */
public record ExtraCell(String name, int min, int max, Origin origin, Cell place) {

    /** An extra cell with no place (on no board). */
    public ExtraCell(String name, int min, int max, Origin origin) {
        this(name, min, max, origin, Cell.extra(name));
    }

    public ExtraCell {
        if (min > max) {
            throw new IllegalArgumentException("empty domain " + min + ".." + max + " for extra cell " + name);
        }
        if (place == null || !name.equals(place.name())) {
            throw new IllegalArgumentException("extra cell " + name + " is placed as " + place);
        }
    }

    /** The same declaration, laid out at a 0-based row and column of a board of extra cells. */
    public ExtraCell onBoard(String board, int row, int col) {
        return new ExtraCell(name, min, max, origin, Cell.onBoard(name, board, row, col));
    }

    /** The cell rules name (carrying its place on a board, if it has one). */
    public Cell cell() {
        return place;
    }

    public int domainSize() {
        return max - min + 1;
    }

    /** Where the cell was declared does not make it a different cell. */
    @Override
    public boolean equals(Object o) {
        return o instanceof ExtraCell v && v.name.equals(name) && v.min == min && v.max == max
                && java.util.Objects.equals(v.place.board(), place.board())
                && (place.board() == null || v.place.boardRow() == place.boardRow() && v.place.boardCol() == place.boardCol());
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + min * 7 + max;
    }
}
