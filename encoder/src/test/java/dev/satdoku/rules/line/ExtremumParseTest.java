package dev.satdoku.rules.line;

import static dev.satdoku.testing.Grids.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.satdoku.check.Checker;
import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExtremumParseTest {

    @Test
    void parsesMinimumAndMaximumCells() {
        Puzzle p = Parse.puzzle("size 4\nminimum r1c1 r4c4\nmaximum r1-2c4\n");
        assertEquals(List.of(new Extremum(cells("r1c1", "r4c4"), false), new Extremum(cells("r1c4", "r2c4"), true)), p.rules());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void reportsMistakesWithTheirPosition() {
        Parse.error("size 4\nminimum r1c1 r2c2 r1c1\n", "test:2:19", "lists r1c1 twice");
        Parse.error("size 4\nmaximum r1-2c1 r2c1\n", "test:2:16", "lists r2c1 twice");
        Parse.error("size 4\nmaximum\n", "test:2:1", "missing the maximum cells");
        Parse.error("size 4\nmaximum 3\n", "test:2:9", "expected the maximum cells");
        assertThrows(IllegalArgumentException.class, () -> new Extremum(List.of(), true));
    }

    @Test
    void checkComparesWithNeighboursThatAreNotListedAnywhere() {
        // GRID4: r1c1 = 1 with neighbours r1c2 = 2 and r2c1 = 3; r4c4 = 1 with r4c3 = 2 and r3c4 = 3.
        Extremum min = new Extremum(cells("r1c1", "r4c4"), false);
        assertNull(min.violation(Grids.solution(Grids.GRID4)));
        assertNotNull(new Extremum(cells("r1c2"), false).violation(Grids.solution(Grids.GRID4)));
        assertNotNull(min.violation(Grids.with(Grids.GRID4, Grids.cell("r1c1"), 4)));
        // r2c2 = 4 is larger than all its neighbours; r1c2 = 2 is not, unless it is a maximum cell too,
        // in which case neither compares with the other.
        Extremum max = new Extremum(cells("r2c2"), true);
        assertNull(max.violation(Grids.solution(Grids.GRID4)));
        Extremum other = new Extremum(cells("r1c2"), true);
        assertNotNull(other.violation(Grids.solution(Grids.GRID4)));
        assertNotNull(new Extremum(cells("r1c2", "r2c2"), true).violation(Grids.solution(Grids.GRID4)));
        // r1c2 = 2 has neighbours r1c1 = 1, r1c3 = 3, r2c2 = 4: it passes once r1c3 and r2c2 are maximum
        // cells too, even when they are listed by other rules.
        List<Rule> rules = List.of(max, other, new Extremum(cells("r1c3"), true));
        assertNull(other.violation(Grids.solution(Grids.GRID4), rules));
        assertNotNull(other.violation(Grids.solution(Grids.GRID4), List.of(max, other)));
    }

    @Test
    void separateRulesOfOneKindExemptEachOther() {
        // r2c2 = 4 and r2c3 = 3 side by side: as two maximum rules they do not compare, so r2c3 = 3 only
        // has to beat r1c3 = 2, r3c3 = 1 and r2c4 = 1; alone, its neighbour r2c2 = 4 breaks it.
        String grid = "1324" + "2431" + "4213" + "3142";
        Puzzle p = Parse.puzzle("size 4\nmaximum r2c2\nmaximum r2c3\n");
        assertEquals(List.of(), Checker.check(p, Grids.solution(grid)));
        Puzzle alone = Parse.puzzle("size 4\nmaximum r2c3\n");
        assertEquals(1, Checker.check(alone, Grids.solution(grid)).size());
    }
}
