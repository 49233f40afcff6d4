package dev.satdoku.encoding.connect;

import dev.satdoku.encoding.EncodingChoice;
import java.util.Locale;

/**
 * How the size of each region found while solving (chaos construction) is stated. Both are exact:
 * when a region has as many cells as there are values, "each value exactly once in the region"
 * already fixes its size, so the cardinality is redundant there and only changes propagation.
 */
public enum RegionSizes implements EncodingChoice {
    EXACTLY("a cardinality constraint per region: exactly size cells"),
    AT_MOST("where regions have as many cells as there are values, a cardinality for at most size cells (each value "
            + "placed once in the region gives at least size); exactly size for smaller regions"),
    IMPLIED("no cardinality where regions have as many cells as there are values (each value exactly once per region "
            + "fixes the size); exactly size for smaller regions");

    private final String summary;

    RegionSizes(String summary) {
        this.summary = summary;
    }

    @Override
    public String summary() {
        return summary;
    }

    public static RegionSizes byName(String name) {
        return EncodingChoice.byName(RegionSizes.class, name, "region sizes");
    }

    @Override
    public String cliName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public String toString() {
        return cliName();
    }
}
