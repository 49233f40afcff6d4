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

/** Hidden skyscrapers and numbered rooms: parsing, round trips, errors and checks. */
class IssOutsideRulesParseTest {

    /** The published solution of instances/iss/numbered-rooms (6x6). */
    private static final String ROOMS = "143562625143351426462315234651516234";

    @Test
    void parsesOnAllSidesAndWritesBack() {
        Puzzle p = Parse.puzzle("size 6\nhiddenskyscraper 3 r0c1\nhiddenskyscraper 1 r7c2\nnumberedroom 6 r1c0\nnumberedroom 1 r2c7\n");
        assertEquals(List.of(new HiddenSkyscraper(3, new Cell(-1, 0)), new HiddenSkyscraper(1, new Cell(6, 1)),
                new NumberedRoom(6, new Cell(0, -1)), new NumberedRoom(1, new Cell(1, 6))), p.rules());
        for (Rule r : p.rules()) {
            assertEquals(r, Parse.puzzle("size 6\n" + r.toNative() + "\n").rules().get(0));
        }
    }

    @Test
    void badArgumentsNameTheirColumn() {
        Parse.error("size 6\nhiddenskyscraper 7 r0c1\n", "test:2:18", "value 7 is not a value of this grid (1..6)");
        Parse.error("size 6\nnumberedroom 0 r0c1\n", "test:2:14", "value 0 is not a value");
        Parse.error("size 6\nnumberedroom 3 r1c1\n", "test:2:16", "must be a position outside the grid");
        Parse.error("size 6\nhiddenskyscraper 3 r0c0\n", "test:2:20", "corner");
        Parse.error("size 6\nhiddenskyscraper r0c1\n", "test:2:18");
        Parse.error("size 6\nnumberedroom 3 r0c1 r0c2\n", "test:2:21", "unexpected 'r0c2'");
    }

    @Test
    void numberedRoomsCheckThePointedCell() {
        Solution s = Grids.of(Layout.standard(6), ROOMS);
        // Row 1 reads 1 4 3 5 6 2: from the left the 1 points to itself; from the right the 2 points to the 6.
        assertNull(new NumberedRoom(1, new Cell(0, -1)).violation(s));
        assertNull(new NumberedRoom(6, new Cell(0, 6)).violation(s));
        assertEquals("numberedroom: from r1c7 the first digit 2 points to r1c5, which holds 6 instead of 5 (r1c6=2 r1c5=6 r1c4=5 r1c3=3 r1c2=4 r1c1=1)",
                new NumberedRoom(5, new Cell(0, 6)).violation(s));
    }

    @Test
    void hiddenSkyscrapersFindTheFirstHiddenDigit() {
        Solution s = Grids.of(Layout.standard(6), ROOMS);
        // Row 1 from the left: 1 4 3 ...: the 3 is the first digit behind a taller one.
        assertNull(new HiddenSkyscraper(3, new Cell(0, -1)).violation(s));
        assertEquals("hiddenskyscraper: from r1c0 the first hidden digit is 3 in r1c3 (r1c1=1 r1c2=4 r1c3=3 r1c4=5 r1c5=6 r1c6=2), not 5",
                new HiddenSkyscraper(5, new Cell(0, -1)).violation(s));
        // Column 1 read upwards is 5 2 4 3 6 1: the 2 hides first.
        assertNull(new HiddenSkyscraper(2, new Cell(6, 0)).violation(s));
        Solution rising = Grids.of(Layout.standard(4), "1234 2341 3412 4123");
        assertEquals("hiddenskyscraper: from r1c0 no digit is hidden (r1c1=1 r1c2=2 r1c3=3 r1c4=4), so none can be 2",
                new HiddenSkyscraper(2, new Cell(0, -1)).violation(rising));
    }
}
