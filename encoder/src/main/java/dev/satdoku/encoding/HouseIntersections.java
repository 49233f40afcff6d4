package dev.satdoku.encoding;

/**
 * Whether the encoder spells out where a digit sits inside the overlap of a line (row or column) and
 * a region: one literal per overlap and digit, "d is somewhere in these cells", with each line and
 * each region placing every digit in exactly one of the overlaps that tile it. The clauses are
 * redundant with the houses (they never change the solutions), but they let unit propagation do what
 * hand solvers call pointing and claiming (box-line reduction): once a region's digit is confined to
 * one line, the rest of that line loses it, and the other way round. Without them a CDCL solver has
 * to learn each such step as a clause over the cells, again for every branch.
 */
public enum HouseIntersections implements EncodingChoice {
    NONE("no overlap literals: only the houses themselves"),
    SEGMENTS("one literal per digit and line-region overlap of two or more cells, defined by the overlap's cells; every "
            + "line and every region holds each digit in exactly one of its overlaps (pointing and claiming under unit propagation)");

    private final String summary;

    HouseIntersections(String summary) {
        this.summary = summary;
    }

    @Override
    public String summary() {
        return summary;
    }

    public static HouseIntersections byName(String name) {
        return EncodingChoice.byName(HouseIntersections.class, name, "house intersections");
    }

    @Override
    public String toString() {
        return cliName();
    }
}
