package dev.satdoku.rules.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.testing.Parse;
import org.junit.jupiter.api.Test;

/**
 * Full ranks compare rows with columns digit by digit, which needs lines of one length: a rectangular
 * grid is refused with a one-line error at the rule, while square grids of any value range are kept.
 * The clues that read one line (hidden skyscraper, numbered room) take rectangular grids.
 */
class RankShapesTest {

    @Test
    void rankRulesRefuseRectangularGrids() {
        Parse.error("size 4x6\nfullrank 1 r0c1\n", "test:2:1", "rule fullrank compares rows with columns, so it needs a square grid");
        Parse.error("size 4x6\nuniqueranks\n", "test:2:1", "rule uniqueranks compares rows with columns, so it needs a square grid");
    }

    @Test
    void rankRulesStayOnSquareGridsOfAnyRange() {
        assertEquals(1, Parse.puzzle("size 4\nvalues 0..3\nfullrank 1 r0c1\n").rules().size());
        assertEquals(1, Parse.puzzle("size 4\nvalues 0..3\nuniqueranks\n").rules().size());
    }

    @Test
    void lineCluesTakeRectangularGrids() {
        assertEquals(2, Parse.puzzle("size 4x6\nhiddenskyscraper 3 r1c0\nnumberedroom 2 r0c6\n").rules().size());
    }
}
