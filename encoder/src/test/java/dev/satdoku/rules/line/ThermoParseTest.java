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

class ThermoParseTest {

    @Test
    void parsesThermosWithRunsAndAliases() {
        Puzzle p = Parse.puzzle("size 6\nthermo r3c1-r1c3 r1c4\nslowthermo r6c6-4\nthermometer r1c1 r2c2\n");
        assertEquals(List.of(
                new Thermo(cells("r3c1", "r2c2", "r1c3", "r1c4"), false),
                new Thermo(cells("r6c6", "r6c5", "r6c4"), true),
                new Thermo(cells("r1c1", "r2c2"), false)), p.rules());
        assertEquals("slowthermo", p.rules().get(1).keyword());
    }

    @Test
    void roundTripsThroughTheWriter() {
        Puzzle p = Parse.puzzle("size 6\nthermo r1c1 r2c2 r2c3\nslowthermo r4c4 r5c4\n");
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void reportsEachMistakeAtTheWordThatCausesIt() {
        assertEquals(1, Parse.puzzle("size 4\nthermo r1c1 r1c2 r3c3\n").rules().size(), "consecutive cells of a line need not touch");
        Parse.error("size 4\nthermo r1c1 r1c2 r2c2 r1c1\n", "test:2:23", "passes through r1c1 twice");
        Parse.error("size 4\nslowthermo r1c1-r1c3 r2c2 r1c2\n", "test:2:27", "passes through r1c2 twice");
        Parse.error("size 4\nthermo r1c1\n", "test:2:8", "needs at least 2 cells, found 1");
        Parse.error("size 4\nthermo\n", "test:2:1", "missing the thermometer");
        Parse.error("size 4\nthermo r1c5 r1c4\n", "test:2:8", "column 5 is outside the grid");
        Parse.error("size 4\nthermo r1c1 r1c2 x\n", "test:2:18", "unexpected 'x'");
        Parse.error("size 4\nthermo r1c1-r4c4 r4c3\n", "test:2:1", "a thermometer of 5 cells cannot strictly increase through the digits 1..4");
    }

    @Test
    void aSlowThermometerMayBeLongerThanTheDigitRange() {
        Puzzle p = Parse.puzzle("size 4\nslowthermo r1c1-r4c4 r4c3\n");
        assertEquals(5, ((Thermo) p.rules().get(0)).cells().size());
    }

    @Test
    void recordsRejectBadShapesBuiltByCode() {
        assertEquals(cells("r1c1", "r1c3"), new Thermo(cells("r1c1", "r1c3"), false).cells(), "a line may jump");
        assertThrows(IllegalArgumentException.class, () -> new Thermo(cells("r1c1", "r1c2", "r1c1"), true));
        assertThrows(IllegalArgumentException.class, () -> new Thermo(cells("r1c1"), false));
    }

    @Test
    void checkRejectsADecreaseAndSlowAcceptsAnEqualStep() {
        // GRID4: row 1 is 1 2 3 4, column 1 is 1 3 2 4.
        Thermo rising = new Thermo(cells("r1c1", "r1c2", "r1c3"), false);
        assertNull(rising.violation(Grids.solution(Grids.GRID4)));
        assertNotNull(new Thermo(cells("r1c1", "r2c1", "r3c1"), false).violation(Grids.solution(Grids.GRID4)));
        assertNotNull(rising.violation(Grids.with(Grids.GRID4, Grids.cell("r1c2"), 1)));
        assertNull(new Thermo(cells("r1c1", "r1c2", "r1c3"), true).violation(Grids.with(Grids.GRID4, Grids.cell("r1c2"), 1)));
        assertNotNull(new Thermo(cells("r1c1", "r1c2", "r1c3"), true).violation(Grids.with(Grids.GRID4, Grids.cell("r1c2"), 4)));
    }
}
