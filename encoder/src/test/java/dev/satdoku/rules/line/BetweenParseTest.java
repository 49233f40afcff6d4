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

class BetweenParseTest {

    @Test
    void parsesALine() {
        Puzzle p = Parse.puzzle("size 6\nbetween r1c1-r1c3 r2c4\nbetweenline r6c6 r5c5 r4c4\n");
        assertEquals(List.of(new Between(cells("r1c1", "r1c2", "r1c3", "r2c4")), new Between(cells("r6c6", "r5c5", "r4c4"))), p.rules());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void reportsMistakesWithTheirPosition() {
        Parse.error("size 4\nbetween r1c1 r1c2\n", "test:2:9", "needs at least 3 cells, found 2");
        assertEquals(1, Parse.puzzle("size 4\nbetween r1c1 r1c2 r1c4\n").rules().size(), "consecutive cells of a line need not touch");
        Parse.error("size 4\nbetween r1c1 r2c2 r1c1\n", "test:2:19", "passes through r1c1 twice");
        Parse.error("size 2\nboxes none\nbetween r1c1 r1c2 r2c2\n", "test:3:1", "no digit lies strictly between");
        assertThrows(IllegalArgumentException.class, () -> new Between(cells("r1c1", "r1c2")));
    }

    @Test
    void checkAcceptsEitherDirectionAndRejectsAnEndDigit() {
        // GRID4 row 1 is 1 2 3 4, row 4 is 4 3 2 1; r2c2 = 4, r3c3 = 4, r2c1 = 3.
        assertNull(new Between(cells("r1c1", "r1c2", "r1c3", "r1c4")).violation(Grids.solution(Grids.GRID4)));
        assertNull(new Between(cells("r4c1", "r4c2", "r4c3", "r4c4")).violation(Grids.solution(Grids.GRID4)));
        assertNotNull(new Between(cells("r1c1", "r2c2", "r3c3")).violation(Grids.solution(Grids.GRID4)));
        assertNotNull(new Between(cells("r1c2", "r1c1", "r2c1")).violation(Grids.solution(Grids.GRID4)));
    }
}
