package dev.satdoku.rules.global;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.satdoku.model.Layout;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

/** regionsamevalues: parsing, round trip, and the check over rows, columns and regions. */
class RegionSameValuesTest {

    @Test
    void parsesAndWritesBack() {
        assertEquals(List.of(new RegionSameValues()), Parse.puzzle("size 6\nregionsamevalues\n").rules());
        assertEquals("regionsamevalues", new RegionSameValues().toNative());
        Parse.error("size 6\nregionsamevalues 6\n", "test:2:18", "unexpected '6'");
    }

    /**
     * A raw grid has no rows or columns as houses (and only the regions it declares), so "the largest
     * houses" would mean one thing to the encoder and another to the check; ISS accepts the item on
     * Sudoku grids only, and so does satdoku, with a one-line error at the rule.
     */
    @Test
    void refusedOnRawGrids() {
        Parse.error("size 4\nraw\nregionsamevalues\n", "test:3:1", "rule regionsamevalues compares the largest houses");
        Parse.error("size 4\nraw\nboxes 2x2\nregionsamevalues\n", "test:4:1", "rule regionsamevalues compares the largest houses");
    }

    @Test
    void everyLargestHouseHoldsTheSameSet() {
        Layout four = Layout.standard(4);
        assertNull(new RegionSameValues().violation(Grids.of(four, Grids.GRID4)));
        // Every row, column and box of this grid holds {1, 2}.
        assertNull(new RegionSameValues().violation(Grids.of(four, "1212 2121 1212 2121")));
        assertEquals("regionsamevalues: row 2 holds [1, 2, 3] but row 1 holds [1, 2]",
                new RegionSameValues().violation(Grids.of(four, "1212 2123 1212 2121")));
        // Box 1 (r1c1, r1c2, r2c1, r2c2) holds only 1s, while rows and columns hold 1 and 2.
        assertEquals("regionsamevalues: " + four.regionName(0) + " holds [1] but row 1 holds [1, 2]",
                new RegionSameValues().violation(Grids.of(four, "1122 1122 2211 2211")));
    }
}
