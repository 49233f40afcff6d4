package dev.satdoku.rules.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class OutsideRulesParseTest {

    // Every row, column and box of this grid is an involution, so all three indexers hold everywhere.
    private static final String FOUR = "1234 3412 2143 4321";

    @Test
    void parsesSkyscrapersOnAllFourSides() {
        Puzzle p = Parse.puzzle("size 4\nskyscraper 3 r0c1\nskyscraper 1 r5c1\nskyscraper 4 r1c0\nskyscraper 1 r1c5\n");
        assertEquals(List.of(
                new Skyscraper(3, new Cell(-1, 0)),
                new Skyscraper(1, new Cell(4, 0)),
                new Skyscraper(4, new Cell(0, -1)),
                new Skyscraper(1, new Cell(0, 4))), p.rules());
        Solution s = Grids.of(Layout.standard(4), FOUR);
        for (var rule : p.rules()) {
            assertNull(rule.violation(s), rule::toNative);
        }
    }

    @Test
    void skyscraperCheckCountsStrictRecords() {
        Layout layout = Layout.standard(4);
        Solution s = Grids.of(layout, FOUR);
        // Column 1 read upwards is 4 2 3 1: only the 4 is visible.
        assertTrue(new Skyscraper(2, new Cell(4, 0)).violation(s).contains("1 digits are visible"));
        // Row 2 read from the right is 2 1 4 3: 2 and 4 are visible. Made 2 2 4 3, the second 2 stays hidden.
        assertNull(new Skyscraper(2, new Cell(1, 4)).violation(s));
        assertTrue(new Skyscraper(3, new Cell(1, 4)).violation(Grids.with(s, 2, 3, 2)).contains("from r2c5 2 digits are visible"));
    }

    @Test
    void parsesIndexersAndRejectsBoxIndexersWithoutBoxes() {
        Puzzle p = Parse.puzzle("size 4\nindexer column r1c1-r4c1\nindexer ROW r1c2 r2c2\nindexer box r1-2c3-4\n");
        assertEquals(List.of(
                new Indexer(Indexer.Kind.COLUMN, List.of(Cell.of1(1, 1), Cell.of1(2, 1), Cell.of1(3, 1), Cell.of1(4, 1))),
                new Indexer(Indexer.Kind.ROW, List.of(Cell.of1(1, 2), Cell.of1(2, 2))),
                new Indexer(Indexer.Kind.BOX, List.of(Cell.of1(1, 3), Cell.of1(1, 4), Cell.of1(2, 3), Cell.of1(2, 4)))), p.rules());
        Parse.error("size 5\nindexer box r1c1\n", "test:2:9", "box indexers need regular boxes", "5x5, no regions");
        Parse.error("size 4\nboxes none\nindexer box r1c1\n", "test:3:9", "need regular boxes");
        Parse.error("size 4\nregions\nAAAB\nACBB\nCCDB\nCDDD\nindexer box r1c1\n", "test:7:9", "4x4 jigsaw");
        assertEquals(1, Parse.puzzle("size 5\nindexer row r1c1\n").rules().size());
    }

    @Test
    void indexerChecks() {
        Layout layout = Layout.standard(4);
        Solution s = Grids.of(layout, FOUR);
        assertNull(new Indexer(Indexer.Kind.COLUMN, List.of(Cell.of1(2, 1), Cell.of1(3, 2))).violation(s));
        assertNull(new Indexer(Indexer.Kind.ROW, List.of(Cell.of1(2, 1), Cell.of1(3, 1))).violation(s));
        assertNull(new Indexer(Indexer.Kind.BOX, List.of(Cell.of1(1, 3), Cell.of1(2, 4))).violation(s));
        // r2c1 = 3 points to r2c3, which must hold 1 (the column of r2c1).
        assertTrue(new Indexer(Indexer.Kind.COLUMN, List.of(Cell.of1(2, 1))).violation(Grids.with(s, 2, 3, 4))
                .contains("column indexer: r2c1=3 points to r2c3, which holds 4 instead of 1"));
        // Column 2 reads 2 4 1 3: r1c2 = 2 points to r2c2, which would have to hold 1.
        assertTrue(new Indexer(Indexer.Kind.ROW, List.of(Cell.of1(1, 2))).violation(s).contains("points to r2c2, which holds 4 instead of 1"));
        // Box 2 holds 3 4 / 1 2: position 1 (r1c3) holds 3, so position 3 (r2c3) must hold 1.
        assertTrue(new Indexer(Indexer.Kind.BOX, List.of(Cell.of1(1, 3))).violation(Grids.with(s, 2, 3, 2)).contains("points to r2c3"));
    }

    @Test
    void boxPositionsRunInReadingOrderInsideWideBoxes() {
        Layout layout = Layout.standard(6); // 2x3 boxes
        // Box 1 reads 4 2 3 / 1 5 6: position 1 holds 4 and position 4 (r2c1) holds 1.
        Solution s = Grids.of(layout, "423111 156111 111111 111111 111111 111111");
        assertNull(new Indexer(Indexer.Kind.BOX, List.of(Cell.of1(1, 1), Cell.of1(2, 1), Cell.of1(2, 3))).violation(s));
        assertTrue(new Indexer(Indexer.Kind.BOX, List.of(Cell.of1(1, 1))).violation(Grids.with(s, 2, 1, 2)).contains("points to r2c1"));
    }

    @Test
    void rejectsMalformedOutsideRules() {
        Parse.neverHolds("skyscraper 0 r0c1\n", "skyscraper 0 r0c1", "count 0 is impossible (from 1 to 9 digits can be visible)");
        Parse.neverHolds("skyscraper 10 r0c1\n", "skyscraper 10 r0c1", "count 10 is impossible");
        Parse.error("skyscraper r0c1 3\n", "test:1:12", "expected the number of visible digits (an integer), found 'r0c1'");
        Parse.error("skyscraper 3\n", "test:1:1", "missing the clue position");
        Parse.error("skyscraper 3 r1c1\n", "test:1:14", "must be a position outside the grid");
        Parse.error("skyscraper 3 r0c0\n", "test:1:14", "is a corner outside the grid");
        Parse.error("skyscraper 3 r0c1 r0c2\n", "test:1:19", "unexpected 'r0c2'");
        Parse.error("indexer diagonal r1c1\n", "test:1:9", "expected the indexer kind (row, column, box), found 'diagonal'");
        Parse.error("indexer row\n", "test:1:1", "missing the indexing cells");
        Parse.error("indexer row r1c1 r1c1\n", "test:1:1", "uses r1c1 twice");
        assertThrows(IllegalArgumentException.class, () -> new Skyscraper(0, new Cell(-1, 0)));
        assertThrows(IllegalArgumentException.class, () -> new Indexer(Indexer.Kind.ROW, List.of()));
        Solution s = Grids.of(Layout.standard(4), FOUR);
        assertThrows(IllegalArgumentException.class, () -> new Skyscraper(1, new Cell(1, 1)).violation(s));
        assertThrows(IllegalArgumentException.class, () -> new Indexer(Indexer.Kind.BOX, List.of(Cell.of1(1, 1)))
                .violation(Solution.ofDigits(Layout.none(4), s.digits())));
    }

    @Test
    void roundTripsThroughTheWriter() {
        Puzzle p = Parse.puzzle("size 6\nskyscraper 2 r7c3\nskyscraper 6 r4c0\nindexer box r1-2c1-3\nindexer column r5c1 r6c6\n");
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
        assertEquals(4, p.rules().size());
    }
}
