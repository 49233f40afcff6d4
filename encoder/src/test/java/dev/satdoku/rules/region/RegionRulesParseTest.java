package dev.satdoku.rules.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class RegionRulesParseTest {

    private static final int[] GRID = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};

    private static final String JIGSAW_9 = "regions\nAAABBBCCC\nAAAABBCCC\nAABBBBCCC\nDDDEEEFFF\nDDDEEEFFF\nDDDEEEFFF\n"
            + "GGGHHHIII\nGGGHHHIII\nGGGHHHIII\n";

    private static Solution grid(int... digits) {
        return Solution.ofDigits(Layout.standard(4), digits);
    }

    private static Cell c(int r, int col) {
        return Cell.of1(r, col);
    }

    @Test
    void parsesTheRegionRules() {
        Puzzle p = Parse.puzzle("size 4\ndiagonal main\ndiagonal ANTI\ndiagonal both\nwindoku\nextraregion r1c1 r2c2-r3c3\ndisjoint\n");
        assertEquals(List.of(new Diagonal(Diagonal.Which.MAIN, 4), new Diagonal(Diagonal.Which.ANTI, 4),
                new Diagonal(Diagonal.Which.BOTH, 4), new Windoku(4, 2, 2),
                new ExtraRegion(List.of(c(1, 1), c(2, 2), c(3, 3))), new Disjoint(4, 2, 2)), p.rules());
    }

    @Test
    void roundTripsThroughTheWriter() {
        Puzzle p = Parse.puzzle("size 9\ndiagonal anti\ndiagonal both\nwindoku\nextraregion r1-3c1 r9c9\ndisjoint\n");
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
        Puzzle jigsaw = Parse.puzzle("size 9\n" + JIGSAW_9 + "windoku\n");
        assertEquals(jigsaw, Parse.puzzle(NativeWriter.write(jigsaw)));
    }

    @Test
    void windokuWindowsSitOneCellInAndOneApart() {
        List<House> nine = new Windoku(9, 3, 3).extraHouses();
        assertEquals(4, nine.size());
        assertEquals(List.of(c(2, 2), c(2, 3), c(2, 4), c(3, 2), c(3, 3), c(3, 4), c(4, 2), c(4, 3), c(4, 4)), nine.get(0).cells());
        assertEquals(c(6, 6), nine.get(3).cells().get(0));
        assertEquals(List.of(c(2, 2), c(2, 3), c(3, 2), c(3, 3)), new Windoku(4, 2, 2).extraHouses().get(0).cells());
        List<House> sixteen = new Windoku(16, 4, 4).extraHouses();
        assertEquals(9, sixteen.size());
        assertEquals(c(15, 15), sixteen.get(8).cells().get(15));
        // A jigsaw keeps the box-shaped windows of its size.
        Puzzle jigsaw = Parse.puzzle("size 9\n" + JIGSAW_9 + "windoku\n");
        assertEquals(new Windoku(9, 3, 3), jigsaw.rules().get(0));
    }

    @Test
    void rejectsMalformedRules() {
        Parse.error("size 4\ndiagonal\n", "test:2:1", "missing which diagonal");
        Parse.error("size 4\ndiagonal up\n", "test:2:10", "expected which diagonal (main, anti, both), found 'up'");
        Parse.error("size 4\ndiagonal main anti\n", "test:2:15", "unexpected 'anti'");
        Parse.error("size 6\nwindoku\n", "test:2:1", "windows of 2x3 cannot sit one cell from the edges");
        Parse.error("size 8\nwindoku\n", "test:2:1", "windows of 2x4 cannot sit");
        Parse.error("size 5\nwindoku\n", "test:2:1", "a 5x5 grid has no such box shape");
        Parse.error("size 9\nwindoku r1c1\n", "test:2:9", "unexpected 'r1c1'");
        Parse.error("size 9\n" + JIGSAW_9 + "disjoint\n", "test:12:1", "disjoint groups need regular boxes", "jigsaw regions");
        Parse.error("size 5\ndisjoint\n", "test:2:1", "no boxes (5x5, no regions)");
        Parse.error("size 4\nextraregion r1c1\n", "test:2:1", "needs at least two cells");
        Parse.error("size 4\nextraregion r1c1 r2c2 r1c1\n", "test:2:1", "uses r1c1 twice");
        Parse.error("size 4\nextraregion r1c1-r1c4 r2c1\n", "test:2:1", "5 cells cannot hold distinct digits 1..4");
        Parse.error("size 4\nextraregion r1c1 r1c2 three\n", "test:2:23", "unexpected 'three'");
        Parse.error("size 4\nextraregion\n", "test:2:1", "missing cells");
    }

    @Test
    void checksRejectRepeatsInTheirGroups() {
        Solution s = grid(GRID);
        assertEquals("main diagonal holds 1 twice (r1c1 and r4c4)", new Diagonal(Diagonal.Which.MAIN, 4).violation(s));
        assertEquals("anti-diagonal holds 4 twice (r4c1 and r1c4)", new Diagonal(Diagonal.Which.ANTI, 4).violation(s));
        assertEquals("window at r2c2 holds 4 twice (r2c2 and r3c3)", new Windoku(4, 2, 2).violation(s));
        assertNull(new Disjoint(4, 2, 2).violation(s));
        int[] broken = GRID.clone();
        broken[c(3, 3).index(4)] = 1;
        assertEquals("disjoint group 1,1 holds 1 twice (r1c1 and r3c3)", new Disjoint(4, 2, 2).violation(grid(broken)));
        assertNull(new ExtraRegion(List.of(c(1, 1), c(2, 2), c(4, 3))).violation(s));
        assertEquals("extra region r1c1.. holds 1 twice (r1c1 and r4c4)",
                new ExtraRegion(List.of(c(1, 1), c(2, 2), c(4, 4))).violation(s));
        // A diagonal sudoku: both diagonals distinct.
        assertNull(new Diagonal(Diagonal.Which.BOTH, 4).violation(grid(1, 2, 3, 4, 3, 4, 1, 2, 4, 3, 2, 1, 2, 1, 4, 3)));
    }

    @Test
    void completeGroupsAreOfferedAsExtraHouses() {
        assertEquals(2, new Diagonal(Diagonal.Which.BOTH, 9).extraHouses().size());
        assertEquals(9, new Disjoint(9, 3, 3).extraHouses().size());
        new Disjoint(9, 3, 3).extraHouses().forEach(h -> assertEquals(9, h.cells().size()));
        assertEquals(List.of(c(1, 2), c(1, 5), c(1, 8), c(4, 2), c(4, 5), c(4, 8), c(7, 2), c(7, 5), c(7, 8)),
                new Disjoint(9, 3, 3).extraHouses().get(1).cells());
    }

    @Test
    void diagonalsAreTheCellsWithRowEqualToColumnOrAddingUpToNPlusOne() {
        List<House> both = new Diagonal(Diagonal.Which.BOTH, 4).extraHouses();
        assertEquals(List.of(c(1, 1), c(2, 2), c(3, 3), c(4, 4)), both.get(0).cells());
        assertEquals(List.of(c(4, 1), c(3, 2), c(2, 3), c(1, 4)), both.get(1).cells());
        assertEquals(List.of(c(3, 1), c(2, 2), c(1, 3)), new Diagonal(Diagonal.Which.ANTI, 3).extraHouses().get(0).cells());
    }
}
