package dev.satdoku.rules.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Full rank clues and unique ranks: parsing, round trips, errors and checks. */
class FullRankParseTest {

    /** The published solution of instances/iss/full-rank. */
    private static final String SOLUTION = "576832491829514763431769852768125349354698217192473685615347928247981536983256174";

    @Test
    void parsesAndWritesBack() {
        Puzzle p = Parse.puzzle("size 9\nfullrank 26 r0c2\nfullrank 12 r10c3 ties=any\nuniqueranks\n");
        assertEquals(List.of(new FullRank(26, Cell.of1(0, 2), false), new FullRank(12, Cell.of1(10, 3), true), new UniqueRanks()),
                p.rules());
        for (Rule r : p.rules()) {
            assertEquals(r, Parse.puzzle("size 9\n" + r.toNative() + "\n").rules().get(0));
        }
        assertEquals("fullrank 12 r10c3 ties=any", p.rules().get(1).toNative());
    }

    @Test
    void badArgumentsNameTheirColumn() {
        Parse.error("size 9\nfullrank 37 r0c2\n", "test:2:10", "rank 37 is impossible", "36 lines");
        Parse.error("size 9\nfullrank 0 r0c2\n", "test:2:10", "rank 0 is impossible");
        Parse.error("size 9\nfullrank 5 r1c2\n", "test:2:12", "outside the grid");
        Parse.error("size 9\nfullrank 5 r0c2 ties=some\n", "test:2:17", "ties=some is not known");
        Parse.error("size 9\nuniqueranks 3\n", "test:2:13", "unexpected '3'");
    }

    @Test
    void publishedSolutionRanks() {
        Solution s = Grids.of(Layout.standard(9), SOLUTION);
        // Column 2 read downwards (7 2 3 6 5 9 1 4 8) is the 26th smallest line; read upwards (row 10 side) it is not 12th.
        assertNull(new FullRank(26, Cell.of1(0, 2), false).violation(s));
        assertNull(new FullRank(12, Cell.of1(10, 3), false).violation(s));
        assertNull(new UniqueRanks().violation(s));
        assertEquals("fullrank: from r0c2 the line r1c2=7 r2c2=2 r3c2=3 r4c2=6 r5c2=5 r6c2=9 r7c2=1 r8c2=4 r9c2=8 has 25 smaller "
                + "lines, so it ranks 26, not 27", new FullRank(27, Cell.of1(0, 2), false).violation(s));
    }

    @Test
    void tiesAreRejectedUnlessAllowed() {
        // Rows 1 and 4 of this 4x4 read 1234 and 4321: row 1 forwards equals row 4 backwards.
        Solution s = Grids.of(Layout.standard(4), Grids.GRID4);
        FullRank strict = new FullRank(1, Cell.of1(1, 0), false);
        assertEquals("fullrank: from r1c0 the line r1c1=1 r1c2=2 r1c3=3 r1c4=4 equals the line from r4c4 to r4c1, and ties are "
                + "not allowed", strict.violation(s));
        assertNull(new FullRank(1, Cell.of1(1, 0), true).violation(s));
        assertEquals("uniqueranks: the lines seen from r2c5 and from r3c0 both read 2 1 4 3", new UniqueRanks().violation(s));
    }
}
