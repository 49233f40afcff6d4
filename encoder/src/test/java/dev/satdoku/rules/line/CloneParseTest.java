package dev.satdoku.rules.line;

import static dev.satdoku.testing.Grids.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Puzzle;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class CloneParseTest {

    @Test
    void parsesMovedRotatedAndMirroredCopies() {
        Puzzle p = Parse.puzzle("size 6\n"
                + "clone r1c1 r1c2 r2c1 | r4c4 r4c5 r5c4\n"      // moved
                + "clone r1c1 r1c2 r2c1 | r1c6 r2c6 r1c5\n"      // rotated a quarter turn clockwise
                + "clone r1c1 r1c2 r2c1 | r6c6 r6c5 r5c6 | r1c4 r1c3 r2c4\n"); // half turn; mirrored
        assertEquals(new Clone(List.of(cells("r1c1", "r1c2", "r2c1"), cells("r4c4", "r4c5", "r5c4"))), p.rules().get(0));
        assertEquals(3, ((Clone) p.rules().get(2)).groups().size());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void oneCellGroupsSayTheCellsAreEqual() {
        Puzzle p = Parse.puzzle("size 4\nclone r1c1 | r2c3 | r3c2 | r4c4\n");
        Clone clone = (Clone) p.rules().get(0);
        assertEquals(4, clone.groups().size());
        // GRID4 holds 1 in each of these cells.
        assertNull(clone.violation(Grids.solution(Grids.GRID4)));
        assertNotNull(clone.violation(Grids.with(Grids.GRID4, Grids.cell("r3c2"), 3)));
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void reportsMistakesWithTheirPosition() {
        Parse.error("size 4\nclone r1c1 r1c2 | r3c1 r3c3\n", "test:2:19", "group 2 (r3c1 r3c3) is not the shape of the first group");
        Parse.error("size 4\nclone r1c1 r1c2 | r3c3\n", "test:2:19", "group 2 has 1 cells but the first group has 2");
        Parse.error("size 4\nclone r1c1 r1c2 | r3c3 r3c4 | r4c1 r2c1\n", "test:2:31", "group 3");
        Parse.error("size 4\nclone r1c1 r1c2\n", "test:2:1", "needs at least two groups");
        Parse.error("size 4\nclone r1c1 r1c1 | r2c2 r2c3\n", "test:2:12", "lists r1c1 twice");
        Parse.error("size 4\nclone r1c1 |\n", "test:2:1", "missing the cells of group 2");
        Parse.error("size 4\nclone r1c1 | 3\n", "test:2:14", "expected the cells of group 2");
    }

    @Test
    void recordChecksShapesForRulesBuiltByCode() {
        assertThrows(IllegalArgumentException.class, () -> new Clone(List.of(cells("r1c1", "r1c2"))));
        assertThrows(IllegalArgumentException.class, () -> new Clone(List.of(cells("r1c1", "r1c2"), cells("r2c1", "r3c3"))));
        assertThrows(IllegalArgumentException.class, () -> new Clone(List.of(cells("r1c1", "r1c2"), cells("r2c1", "r2c1"))));
    }

    @Test
    void checkComparesCorrespondingCells() {
        // GRID4: row 1 is 1 2 3 4, row 4 is 4 3 2 1; r1c1 r1c2 cloned to r4c4 r4c3 (half turn) holds 1 2 both times.
        Clone halfTurn = new Clone(List.of(cells("r1c1", "r1c2"), cells("r4c4", "r4c3")));
        assertNull(halfTurn.violation(Grids.solution(Grids.GRID4)));
        assertNotNull(new Clone(List.of(cells("r1c1", "r1c2"), cells("r4c3", "r4c4"))).violation(Grids.solution(Grids.GRID4)));
    }
}
