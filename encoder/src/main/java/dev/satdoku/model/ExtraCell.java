package dev.satdoku.model;

import dev.satdoku.syntax.Origin;

/**
 * The declaration of an extra cell: a cell outside the grid (a letter standing for a digit, a cage
 * total, a board beside the grid), its name and the values it may take, {@code min..max}. Rules name
 * it as they name any cell ({@link #cell()}); a rule restricting its candidates (a given, odd/even,
 * a candidate list) narrows the range to any set of values. Its value is part of every solution and
 * is printed with it.
 */
public record ExtraCell(String name, int min, int max, Origin origin) {

    public ExtraCell {
        if (min > max) {
            throw new IllegalArgumentException("empty domain " + min + ".." + max + " for extra cell " + name);
        }
        Cell.extra(name);
    }

    /** The cell rules name. */
    public Cell cell() {
        return Cell.extra(name);
    }

    public int domainSize() {
        return max - min + 1;
    }

    /** Where the cell was declared does not make it a different cell. */
    @Override
    public boolean equals(Object o) {
        return o instanceof ExtraCell v && v.name.equals(name) && v.min == min && v.max == max;
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + min * 7 + max;
    }
}
