package dev.satdoku.rules.sumline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class SumLineRulesParseTest {

    private static Cell c(int row, int col) {
        return Cell.of1(row, col);
    }

    @Test
    void parsesEachRule() {
        Puzzle p = Parse.puzzle("regionsum r1c2-r1c5\nzipper r1c1 r2c2 r3c3\nxsum 25 r0c1\nxsum 12 r10c9\nxsum 23 r4c10\n"
                + "doublearrow r5c5 r5c6 r6c7\n");
        assertEquals(List.of(
                new RegionSumLine(List.of(c(1, 2), c(1, 3), c(1, 4), c(1, 5))),
                new ZipperLine(List.of(c(1, 1), c(2, 2), c(3, 3))),
                new XSum(25, new Cell(-1, 0)),
                new XSum(12, new Cell(9, 8)),
                new XSum(23, new Cell(3, 9)),
                new DoubleArrow(List.of(c(5, 5), c(5, 6), c(6, 7)))), p.rules());
        assertEquals(List.of(c(9, 9), c(8, 9), c(7, 9)), ((XSum) p.rules().get(3)).cells(9, 9).subList(0, 3));
        assertEquals(List.of(c(4, 9), c(4, 8)), ((XSum) p.rules().get(4)).cells(9, 9).subList(0, 2));
    }

    @Test
    void roundTripsThroughTheWriter() {
        Puzzle p = Parse.puzzle("regionsum r1c2-r1c5 r2c6\nzipper r1c1 r2c2 r3c3 r3c4\nxsum 25 r0c1\nxsum 1 r5c0\n"
                + "doublearrow r5c5 r5c6 r6c7 r7c7\n");
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void regionSumRunsFollowTheRegions() {
        RegionSumLine line = new RegionSumLine(List.of(c(1, 1), c(1, 2), c(1, 3), c(2, 3), c(2, 2), c(3, 2), c(3, 1)));
        // 4x4 boxes are 2x2: r1c1 r1c2 | r1c3 r2c3 | r2c2 (back in the first box: a new run) | r3c2 r3c1.
        assertEquals(List.of(List.of(c(1, 1), c(1, 2)), List.of(c(1, 3), c(2, 3)), List.of(c(2, 2)), List.of(c(3, 2), c(3, 1))),
                line.runs(Layout.standard(4)));
        assertEquals(List.of(), line.runs(Layout.none(4)), "no regions: no runs, nothing to constrain");
        // Regions A B / C and four cells in none (bottom right): those cells belong to no run and split runs.
        int[] map = {0, 0, 1, 1, 0, 0, 1, 1, 2, 2, -1, -1, 2, 2, -1, -1};
        Layout partial = Layout.jigsaw(4, map, List.of("region A", "region B", "region C"));
        assertEquals(List.of(List.of(c(2, 2)), List.of(c(3, 2))),
                new RegionSumLine(List.of(c(2, 2), c(3, 3), c(3, 2))).runs(partial));
        assertEquals(List.of(List.of(c(1, 2), c(2, 2))), new RegionSumLine(List.of(c(1, 2), c(2, 2), c(3, 3), c(4, 4))).runs(partial));
    }

    @Test
    void checksRejectBrokenSolutions() {
        // Row 1 is 1 2 3 4: its runs r1c1 r1c2 and r1c3 r1c4 add up to 3 and 7.
        RegionSumLine regionSum = new RegionSumLine(List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4)));
        assertTrue(regionSum.violation(Grids.grid4With()).contains("the run r1c3=3 r1c4=4 adds up to 7, the run r1c1=1 r1c2=2 to 3"),
                regionSum.violation(Grids.grid4With()));
        assertNull(new RegionSumLine(List.of(c(2, 2), c(3, 3))).violation(Grids.grid4With()), "4 in box 1, 4 in box 4");

        ZipperLine even = new ZipperLine(List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4)));
        assertNull(even.violation(Grids.grid4With()), "1+4 = 2+3");
        assertTrue(even.violation(Grids.grid4With(0, 2)).contains("r1c2=2 r1c3=3 add up to 5, the pair r1c1=2 r1c4=4 to 6"), even.violation(Grids.grid4With(0, 2)));
        assertNull(new ZipperLine(List.of(c(1, 1), c(2, 1), c(1, 2))).violation(Grids.grid4With()), "1 + 2 = 3, the centre");
        ZipperLine odd = new ZipperLine(List.of(c(3, 1), c(2, 2), c(1, 3)));
        assertTrue(odd.violation(Grids.grid4With()).contains("r3c1=2 r1c3=3 add up to 5, the centre r2c2=4 to 4"), odd.violation(Grids.grid4With()));

        // Row 1 from the left starts with 1 (X = 1: the clue is 1); from the right it reads 4 3 2 1 (X = 4: 10).
        assertNull(new XSum(1, new Cell(0, -1)).violation(Grids.grid4With()));
        assertNull(new XSum(10, new Cell(0, 4)).violation(Grids.grid4With()));
        assertTrue(new XSum(9, new Cell(0, 4)).violation(Grids.grid4With()).contains("the first 4 digits (r1c4=4 r1c3=3 r1c2=2 r1c1=1) add up to 10"));
        // Column 2 from below reads 3 1 4 2: X = 3, 3+1+4 = 8.
        assertNull(new XSum(8, new Cell(4, 1)).violation(Grids.grid4With()));

        DoubleArrow arrow = new DoubleArrow(List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4)));
        assertNull(arrow.violation(Grids.grid4With()), "2+3 = 1+4");
        assertTrue(arrow.violation(Grids.grid4With(1, 4)).contains("the inner cells r1c2=4 r1c3=3 add up to 7, the ends r1c1=1 r1c4=4 to 5"));
    }

    @Test
    void rejectsMalformedLines() {
        Parse.error("regionsum r1c1\n", "test:1:11", "the line needs at least 2 cells, found 1");
        assertEquals(1, Parse.puzzle("regionsum r1c1 r1c3\n").rules().size(), "consecutive cells of a line need not touch");
        Parse.error("zipper r1c1 r1c2 r1c1\n", "test:1:18", "passes through r1c1 twice");
        Parse.error("zipper\n", "test:1:1", "missing the line");
        Parse.error("zipper r1c1 r1c2 diff=2\n", "test:1:18", "unknown option 'diff'");
        Parse.error("doublearrow r1c1 r1c2\n", "test:1:13", "needs at least 3 cells, found 2");
        Parse.error("size 4\ndoublearrow r1c1-r1c4 r2c4-r2c1 r3c1-r3c3\n", "test:2:1",
                "the 9 inner cells add up to at least 9, more than two ends can hold (at most 8)");
        Parse.error("doublearrow r1c1 r1c2 r1c3 | r2c3\n", "test:1:28", "unexpected '|'");
    }

    @Test
    void rejectsMalformedXSums() {
        Parse.error("xsum 10 r1c1\n", "test:1:9", "the clue position must be a position outside the grid");
        Parse.error("xsum 10 r0c0\n", "test:1:9", "is a corner outside the grid");
        Parse.error("xsum r0c1\n", "test:1:6", "expected total (an integer), found 'r0c1'");
        Parse.neverHolds("xsum 2 r0c1\n", "xsum 2 r0c1", "total 2 is impossible");
        Parse.neverHolds("xsum 46 r0c1\n", "xsum 46 r0c1", "total 46 is impossible");
        Parse.error("xsum 10\n", "test:1:1", "missing the clue position");
        Parse.error("xsum 10 r0c1 r0c2\n", "test:1:14", "unexpected 'r0c2'");
        assertEquals(1, Parse.puzzle("xsum 45 r0c1\n").rules().size());
        assertEquals(1, Parse.puzzle("xsum 3 r0c1\n").rules().size());
    }

    @Test
    void possibleTotalsOnSmallGrids() {
        // 4x4: X=1 gives 1; X=2 gives 2+{1,3,4} = 3, 5, 6; X=3 gives 3 + two of {1,2,4}: 6, 8, 9; X=4 gives 10.
        List<Integer> possible = java.util.stream.IntStream.rangeClosed(0, 12).filter(t -> XSum.possible(t, 1, 4, 4)).boxed().toList();
        assertEquals(List.of(1, 3, 5, 6, 8, 9, 10), possible);
    }

    @Test
    void recordsRejectWhatTheParserRejects() {
        assertThrows(IllegalArgumentException.class, () -> new ZipperLine(List.of(c(1, 1))));
        assertThrows(IllegalArgumentException.class, () -> new DoubleArrow(List.of(c(1, 1), c(1, 2))));
        assertThrows(IllegalArgumentException.class, () -> new RegionSumLine(List.of(c(1, 1), c(1, 1))));
        assertThrows(IllegalArgumentException.class, () -> new XSum(0, new Cell(-1, 0)));
        Rule r = new XSum(5, new Cell(-1, 0));
        assertFalse(r.toNative().isEmpty());
    }
}
