package dev.satdoku.rules.chaos;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.check.Violation;
import dev.satdoku.format.NativeWriter;
import dev.satdoku.format.SolutionText;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChaosRulesParseTest {

    private static Cell c(int row, int col) {
        return Cell.of1(row, col);
    }

    /** A 4x4 grid: rows 1234 / 3412 / 2143 / 4321. */
    private static final int[] GRID = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};

    private static Solution with(String labels) {
        String l = labels.replace(" ", "");
        int[] regions = new int[16];
        for (int i = 0; i < 16; i++) {
            regions[i] = l.charAt(i) - '0';
        }
        return Solution.ofDigits(Layout.none(4), GRID).withRegions(regions);
    }

    @Test
    void aRegionLabelGoesIntoAnExtraCell() {
        Puzzle p = Parse.puzzle("size 4\nboxes none\nvar L 1..4\nchaos\nregionlabel r2c1 L\n");
        assertEquals(new RegionLabel(Cell.of1(2, 1), Cell.extra("L")), p.rules().get(1));
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
        Parse.error("size 4\nvar L 1..4\nregionlabel r2c1 L\n", "3:1", "regionlabel needs a 'chaos' line");
        Parse.error("size 4\nvar L 1..4\nchaos\nregionlabel r2c1 r1c1\n", "4:18", "the label goes into an extra cell");
        Parse.error("size 4\nvar L 1..4\nchaos\nregionlabel L r1c1\n", "4:13", "the labelled cell must be a place on the grid");
        RegionLabel r = new RegionLabel(Cell.of1(2, 1), Cell.extra("L"));
        int[] digits = new int[16];
        Solution bare = new Solution(Layout.none(4), digits, java.util.Map.of("L", 2), null);
        assertTrue(r.violation(bare).contains("gives no regions"), r.violation(bare));
        int[] regions = {1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4};
        Solution wrong = new Solution(Layout.none(4), digits, java.util.Map.of("L", 3), null, regions);
        assertEquals("L = 3, but r2c1 lies in region 1", r.violation(wrong));
        Solution right = new Solution(Layout.none(4), digits, java.util.Map.of("L", 1), null, regions);
        assertNull(r.violation(right));
    }

    @Test
    void parsesAndWritesBack() {
        Puzzle p = Parse.puzzle("size 4\nboxes none\nchaos\nchaosarrow r1c1 | r1c1-r4c1 | r1c1 r1c2\n"
                + "chaosarrow r4c4 | r2c2 r2c3 offset=1\nchaoscount r3c3 | r3c3 r2c3 r4c3 offset=1\nchaoscount r1c4 | r2c4 r1c4\n");
        assertEquals(List.of(new ChaosConstruction(0),
                new ChaosArrow(c(1, 1), List.of(List.of(c(1, 1), c(2, 1), c(3, 1), c(4, 1)), List.of(c(1, 1), c(1, 2))), 0),
                new ChaosArrow(c(4, 4), List.of(List.of(c(2, 2), c(2, 3))), 1),
                new ChaosCount(c(3, 3), List.of(c(3, 3), c(2, 3), c(4, 3)), 1),
                new ChaosCount(c(1, 4), List.of(c(2, 4), c(1, 4)), 0)), p.rules());
        assertEquals("chaosarrow r1c1 | r1c1 r2c1 r3c1 r4c1 | r1c1 r1c2", p.rules().get(1).toNative());
        assertEquals("chaoscount r3c3 | r3c3 r2c3 r4c3 offset=1", p.rules().get(3).toNative());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
        Puzzle sized = Parse.puzzle("size 4\nboxes none\nchaos size=2\n");
        assertEquals(new ChaosConstruction(2), sized.rules().get(0));
        assertEquals("chaos size=2", sized.rules().get(0).toNative());
    }

    @Test
    void rejectsBadArguments() {
        Parse.error("size 4\nchaos size=3\n", "test:2:1", "chaos regions of 3 cells cannot divide the 16 cells");
        Parse.error("size 4\nchaos size=1\n", "test:2:1", "chaos regions of 1 cells cannot divide");
        Parse.error("size 4\nchaos r1c1\n", "test:2:7", "chaos: unexpected 'r1c1'");
        Parse.error("size 4\nchaosarrow r1c1\n", "test:2:1", "write chaosarrow CONTROL | ARM");
        // found by ParserFuzzTest: without a chaos line the encoder failed with an internal error
        Parse.error("size 4\nboxes none\nchaosarrow r1c1 | r1c1 r1c2\n", "test:3:1", "chaosarrow needs a 'chaos' line");
        Parse.error("size 4\nboxes none\nchaoscount r1c1 | r1c1 r1c2\n", "test:3:1", "chaoscount needs a 'chaos' line");
        Parse.error("size 4\nchaosarrow r1c1 r1c2 | r1c1 r1c2\n", "test:2:1", "one control cell");
        Parse.error("size 4\nchaosarrow r1c1 | r1c1 r1c2 | r2c1 r3c1\n", "test:2:1", "every arm of a chaos arrow starts at the same cell (r1c1)");
        Parse.error("size 4\nchaosarrow r1c1 | r1c1 r1c2 r1c1\n", "test:2:1", "uses r1c1 twice");
        Parse.error("size 4\nchaosarrow r1c1 | r1c1 r1c2 offset=2\n", "test:2:1", "the offset of a chaos arrow is 0 or 1, not 2");
        Parse.error("size 4\nchaosarrow r1c1 | r1c1 r1c5\n", "test:2:24", "column 5 is outside the grid");
        Parse.error("size 4\nchaoscount r1c1 r1c2\n", "test:2:1", "write chaoscount CONTROL | CELLS");
        Parse.error("size 4\nchaoscount r1c1 | r1c2 r1c2\n", "test:2:1", "uses r1c2 twice");
    }

    @Test
    void chaosCheckFindsEachBrokenRegion() {
        ChaosConstruction rule = new ChaosConstruction(0);
        assertNull(rule.violation(with("1111 2222 3333 4444")), "rows are valid regions");
        assertNull(rule.violation(with("1122 1122 3344 3344")), "the boxes are too");
        assertNull(rule.violation(with("4433 4433 2211 2211")), "labels need not be in order");
        assertEquals("the region of r1c1 has 5 cells, not 4", rule.violation(with("1111 1222 3334 3444")));
        assertEquals("the region of r1c1 holds 1 twice", rule.violation(with("1222 1233 1133 4444")));
        assertEquals("the region of r1c1 is not connected (r3c3 is cut off)", rule.violation(with("1222 1233 1413 4443")));
        assertTrue(rule.violation(Solution.ofDigits(Layout.none(4), GRID)).startsWith("the solution gives no regions"));
    }

    @Test
    void arrowAndCountChecksReadTheRegions() {
        Solution rows = with("1111 2222 3333 4444");
        // r1c1 holds 1; its region (row 1) reaches 4 cells to the right, 1 cell downwards.
        assertNull(new ChaosArrow(c(1, 1), List.of(List.of(c(1, 1), c(2, 1), c(3, 1))), 0).violation(rows));
        assertEquals("the chaos arrow at r1c1 holds 1 but the region of r1c1 reaches 4 cells along it",
                new ChaosArrow(c(1, 1), List.of(List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4))), 0).violation(rows));
        // r1c2 holds 2, plus offset 1: the run from r1c4 leftwards over r1c3 and r1c2 is 3 cells.
        assertNull(new ChaosArrow(c(1, 2), List.of(List.of(c(1, 4), c(1, 3), c(1, 2))), 1).violation(rows));
        // The run stops at the first cell of another region even if the region comes back.
        Solution gap = with("1222 1133 4133 4444");
        assertNull(new ChaosArrow(c(3, 2), List.of(List.of(c(1, 1), c(1, 2), c(2, 2))), 0).violation(gap), "r3c2 holds 1: the run is r1c1 only");
        // r1c2 holds 2: of r1c2 r2c2 r1c3, two are in row 1's region.
        assertNull(new ChaosCount(c(1, 2), List.of(c(1, 2), c(2, 2), c(1, 3)), 0).violation(rows));
        assertEquals("the chaos count at r1c1 holds 1 but 2 of its cells share the region of r1c2",
                new ChaosCount(c(1, 1), List.of(c(1, 2), c(2, 2), c(1, 3)), 0).violation(rows));
        assertTrue(new ChaosCount(c(1, 1), List.of(c(1, 2)), 0).violation(Solution.ofDigits(Layout.none(4), GRID))
                .startsWith("the solution gives no regions"));
    }

    @Test
    void bordersParseWriteBackAndRejectBadLines() {
        Puzzle p = Parse.puzzle("size 4\nboxes none\nchaos\nchaosborders r2c3 | r2c1-r2c4 | r1c3-r4c3\n");
        assertEquals(new ChaosBorders(c(2, 3), List.of(List.of(c(2, 1), c(2, 2), c(2, 3), c(2, 4)),
                List.of(c(1, 3), c(2, 3), c(3, 3), c(4, 3)))), p.rules().get(1));
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
        Parse.error("size 4\nboxes none\nchaosborders r1c1 | r1c1 r1c2\n", "test:3:1", "chaosborders needs a 'chaos' line");
        Parse.error("size 4\nchaos\nchaosborders r1c1 r1c2\n", "test:3:1", "write chaosborders CONTROL | LINE");
        Parse.error("size 4\nchaos\nchaosborders r1c1 | r1c1\n", "test:3:1", "needs two cells or more, not 1");
        Parse.error("size 4\nchaos\nchaosborders r1c1 | r1c1 r2c2\n", "test:3:1", "r1c1 and r2c2 are not adjacent");
        Parse.error("size 4\nchaos\nchaosborders r1c1 | r1c1 r1c2 | r1c2 r1c1\n", "test:3:1", "the border between r1c1 and r1c2 is on two lines");
        Parse.error("size 4\nchaos\nchaosborders r1c1 | r1c1 r1c2 r1c1\n", "test:3:1", "uses r1c1 twice");
    }

    @Test
    void bordersCheckCountsNeighboursInDifferentRegions() {
        ChaosBorders lighthouse = new ChaosBorders(c(1, 2), List.of(List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4)),
                List.of(c(1, 2), c(2, 2), c(3, 2), c(4, 2))));
        // r1c2 holds 2. Boxes: one border in row 1 (c2|c3), one in column 2 (r2|r3); the grid's edge is none.
        assertNull(lighthouse.violation(with("1122 1122 3344 3344")));
        // Rows: none along row 1, three down column 2.
        assertEquals("the chaos borders at r1c2 hold 2 but its lines cross 3 region borders",
                lighthouse.violation(with("1111 2222 3333 4444")));
        // Columns: three along row 1, none down column 2.
        assertEquals("the chaos borders at r1c2 hold 2 but its lines cross 3 region borders",
                lighthouse.violation(with("1234 1234 1234 1234")));
        assertTrue(lighthouse.violation(Solution.ofDigits(Layout.none(4), GRID)).startsWith("the solution gives no regions"));
    }

    @Test
    void regionsReadBackFromSolutionText() {
        Puzzle p = Parse.puzzle("size 4\nboxes none\nchaos\nchaoscount r1c2 | r1c2 r2c2 r1c3\n");
        Solution s = with("1111 2222 3333 4444");
        String text = SolutionText.format(s);
        assertTrue(text.contains("regions\n1 1 1 1\n2 2 2 2\n"), text);
        Solution back = SolutionText.parse(text, p, "out");
        assertArrayEquals(s.regions(), back.regions());
        assertEquals(List.of(), Checker.check(p, back));
        // Valid regions that break the count: r1c2, r2c2 and r1c3 all in one region (3, not 2).
        Solution columns = SolutionText.parse("1234\n3412\n2143\n4321\nregions 1223 1223 1443 1443\n", p, "sol");
        List<Violation> broken = Checker.check(p, columns);
        assertEquals(List.of("chaoscount"), broken.stream().map(Violation::rule).toList(), broken.toString());
        List<Violation> bare = Checker.check(p, SolutionText.parse("1234\n3412\n2143\n4321\n", p, "sol"));
        assertEquals(List.of("chaos", "chaoscount"), bare.stream().map(Violation::rule).toList());
    }
}
