package dev.satdoku.rules.relation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.model.Term;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** relation with declared variables among its cells (ISS's extra cells on a whisper): parse, round trip, check. */
class RelationTermsTest {

    private static final String HEAD = "size 4\nvar A B 1..4\n";

    @Test
    void variablesStandAmongTheCells() {
        Puzzle p = Parse.puzzle(HEAD + "relation chain A r1c1 r1c2 B A allow=1:3-4,2:4,3:1,4:1-2\n");
        Relation r = (Relation) p.rules().get(0);
        assertEquals(List.of(Term.of("A"), Term.of(Grids.cell("r1c1")), Term.of(Grids.cell("r1c2")), Term.of("B"), Term.of("A")), r.terms());
        assertEquals(List.of(Cell.extra("A"), Grids.cell("r1c1"), Grids.cell("r1c2"), Cell.extra("B"), Cell.extra("A")), r.cells());
        assertEquals("relation chain A r1c1 r1c2 B A allow=1:3-4,2:4,3:1,4:1-2", r.toNative());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void mistakesWithVariables() {
        Parse.error(HEAD + "relation chain A A allow=1:2\n", "test:3:1", "A follows itself");
        Parse.error(HEAD + "relation all A r1c1 A allow=1:2\n", "test:3:1", "uses A twice");
        Parse.error(HEAD + "relation chain A allow=1:2\n", "test:3:1", "at least two cells");
        Parse.error(HEAD + "relation chain A C allow=1:2\n", "test:3:18", "C");
    }

    @Test
    void checkReadsTheVariables() {
        Relation apart = (Relation) Parse.puzzle(HEAD + "relation chain A r1c1 B allow=1:3-4,2:4,3:1,4:1-2\n").rules().get(0);
        Layout four = Layout.standard(4);
        int[] digits = Grids.of(four, Grids.GRID4).digits(); // r1c1 = 1
        assertNull(apart.violation(new Solution(four, digits, Map.of("A", 3, "B", 4), null)));
        assertEquals("relation: A=2 then r1c1=1 is not an allowed pair (2 allows only 4)",
                apart.violation(new Solution(four, digits, Map.of("A", 2, "B", 4), null)));
        assertEquals("relation: r1c1=1 then B=2 is not an allowed pair (1 allows only 3-4)",
                apart.violation(new Solution(four, digits, Map.of("A", 4, "B", 2), null)));
    }
}
