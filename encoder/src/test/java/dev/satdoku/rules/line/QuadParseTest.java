package dev.satdoku.rules.line;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class QuadParseTest {

    @Test
    void parsesDigitsAndVariables() {
        Puzzle p = Parse.puzzle("size 4\nvar A B 1..4\nquad r1c1 2 1\nquad r3c3 B 4 A\nquadruple r2c2 3 3\n");
        assertEquals(List.of(
                new Quad(Grids.cell("r1c1"), List.of(1, 2), List.of()),
                new Quad(Grids.cell("r3c3"), List.of(4), List.of("A", "B")),
                new Quad(Grids.cell("r2c2"), List.of(3, 3), List.of())), p.rules());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void reportsMistakesWithTheirPosition() {
        Parse.error("size 4\nquad r4c1 1\n", "test:2:6", "the 2x2 block at r4c1 would reach past the grid", "rows and columns 1..3");
        Parse.error("size 4\nquad r1c4 1\n", "test:2:6", "would reach past the grid");
        Parse.error("size 4\nquad r1c1 1 2 3 4 1\n", "test:2:19", "at most 4");
        Parse.error("size 4\nquad r1c1 5\n", "test:2:11", "digit 5 is impossible here (must be 1..4)");
        Parse.error("size 4\nquad r1c1 2 2 2\n", "test:2:15", "digit 2 listed a third time");
        Parse.error("size 4\nquad r1c1 B\n", "test:2:11", "expected a digit 1..4 or a declared variable", "var B 1..4");
        Parse.error("size 4\nquad r1c1\n", "test:2:1", "missing the digits");
        Parse.error("size 4\nquad\n", "test:2:1", "missing the top-left cell");
        Parse.error("size 4\nquad r1c1-r1c2 1\n", "test:2:6", "expected a single cell");
        assertThrows(IllegalArgumentException.class, () -> new Quad(Grids.cell("r1c1"), List.of(1, 2, 3), List.of("A", "B")));
        assertThrows(IllegalArgumentException.class, () -> new Quad(Grids.cell("r1c1"), List.of(), List.of()));
    }

    @Test
    void checkCountsRepeatsAndVariableValues() {
        // GRID4: the block at r1c1 holds 1 2 3 4; the block at r2c2 holds 4 1 1 4.
        Solution grid = Grids.solution(Grids.GRID4);
        assertNull(new Quad(Grids.cell("r1c1"), List.of(1, 4), List.of()).violation(grid));
        assertNotNull(new Quad(Grids.cell("r1c1"), List.of(1, 1), List.of()).violation(grid));
        assertNull(new Quad(Grids.cell("r2c2"), List.of(1, 1, 4, 4), List.of()).violation(grid));
        assertNotNull(new Quad(Grids.cell("r2c2"), List.of(2), List.of()).violation(grid));

        Quad letters = new Quad(Grids.cell("r1c1"), List.of(3), List.of("A"));
        assertNull(letters.violation(withVariable(grid, 2)));
        // A = 3 with 3 listed as well: 3 must appear twice, and the block holds it once.
        assertNotNull(letters.violation(withVariable(grid, 3)));
        assertNotNull(letters.violation(grid));
    }

    private static Solution withVariable(Solution s, int value) {
        return new Solution(Layout.standard(4), s.digits(), Map.of("A", value), null);
    }
}
