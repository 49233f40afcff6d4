package dev.satdoku.encoding.connect;

import dev.satdoku.encoding.EncodingChoice;

/**
 * How a grid divided into regions found while solving (chaos construction) names each cell's region.
 * Both give every partition exactly one naming, so counts and verdicts do not depend on the choice.
 */
public enum RegionNaming implements EncodingChoice {
    LABELS("a label 1..R per cell, canonical (a label's first cell comes after the previous label's first cell in "
            + "reading order); per label a cardinality and the --connectivity encoding over the whole grid"),
    ROOTS("per cell, which cell is its region's first cell in reading order: only cells at most size-1 steps away "
            + "through later cells can be; per root a cardinality and the --connectivity encoding over those cells, "
            + "rooted at the root");

    private final String summary;

    RegionNaming(String summary) {
        this.summary = summary;
    }

    @Override
    public String summary() {
        return summary;
    }

    public static RegionNaming byName(String name) {
        return EncodingChoice.byName(RegionNaming.class, name, "region naming");
    }

    @Override
    public String toString() {
        return cliName();
    }
}
