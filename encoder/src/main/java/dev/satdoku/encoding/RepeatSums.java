package dev.satdoku.encoding;

/**
 * How a sum whose digits may repeat (a little killer, an arrow, a sum line) is stated when some of its
 * cells share a house. Such cells must differ anyway, so a segment of them adds up to one of a few
 * digit sets, which a table or a distinct-pruned totalizer knows, and the segments' totals are few
 * small integers for the outer sum. See HouseSegments in the encode package.
 */
public enum RepeatSums implements EncodingChoice {
    WHOLE("one sum over all the cells, through the sum encoding"),
    SEGMENTS("the cells are split into segments that lie in one house (row, column or region); each segment "
            + "adds up to a fresh integer through the sum encoding, told that its digits differ (the table keeps "
            + "up to 64 digit sets, the totalizer prunes with the smallest and largest distinct digits), and the "
            + "segment totals (with the cells alone in their houses) add up to the clue through the sum encoding"),
    SEGMENT_SETS("segments as above, each through a table of all its digit sets however many (84 for three cells "
            + "of 1..9), the segment totals through the sum encoding"),
    SEGMENTS_MDD("segments through tables of all their digit sets, the segment totals added up by a decision "
            + "diagram (arc consistent) whatever the sum encoding, which still states every other sum");

    private final String summary;

    RepeatSums(String summary) {
        this.summary = summary;
    }

    @Override
    public String summary() {
        return summary;
    }

    public static RepeatSums byName(String name) {
        return EncodingChoice.byName(RepeatSums.class, name, "repeat sums");
    }

    /** "segment-sets", "segments-mdd": words joined by a hyphen, as the other options' names are. */
    @Override
    public String cliName() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    @Override
    public String toString() {
        return cliName();
    }
}
