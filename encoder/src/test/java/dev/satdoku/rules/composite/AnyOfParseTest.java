package dev.satdoku.rules.composite;

import static dev.satdoku.testing.Grids.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.line.Thermo;
import dev.satdoku.rules.relation.RegexLine;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnyOfParseTest {

    @Test
    void parsesGroupsOfRulesNestedOrsAndWritesThemBack() {
        Puzzle p = Parse.puzzle("size 4\nor { thermo r1c1 r1c2 ; thermo r2c1 r2c2 } { or {thermo r3c1 r3c2} { regex r4c1 r4c2 pattern=1{2} } }\n"
                + "or {thermo r1c4 r2c4;} {thermo r2c4 r1c4}\n");
        AnyOf first = (AnyOf) p.rules().get(0);
        assertEquals(2, first.groups().size());
        assertEquals(List.of(new Thermo(cells("r1c1", "r1c2"), false), new Thermo(cells("r2c1", "r2c2"), false)), first.groups().get(0));
        AnyOf nested = (AnyOf) first.groups().get(1).get(0);
        assertEquals(List.of(List.<Rule>of(new Thermo(cells("r3c1", "r3c2"), false)), List.<Rule>of(new RegexLine("1{2}", cells("r4c1", "r4c2")))),
                nested.groups());
        assertEquals("or { thermo r1c4 r2c4 } { thermo r2c4 r1c4 }", p.rules().get(1).toNative());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void itsSizeIsItsGroupsRulesAndASelectorEach() {
        // Many groups over a few cells: the estimate grows with the groups, not with the square of the line's words.
        StringBuilder line = new StringBuilder("or");
        for (int g = 0; g < 90; g++) {
            line.append(" { thermo r1c1 r1c2 r1c3 ; thermo r2c1 r2c2 r2c3 }");
        }
        AnyOf or = (AnyOf) Parse.puzzle("size 4\n" + line + "\n").rules().get(0);
        dev.satdoku.rules.SizeHint thermo = new Thermo(cells("r1c1", "r1c2", "r1c3"), false).sizeHint(4);
        assertEquals(new dev.satdoku.rules.SizeHint(90 + 180 * thermo.variables(), 1 + 180 * thermo.clauses()), or.sizeHint(4));
    }

    @Test
    void reportsMistakesWithTheirPosition() {
        Parse.error("size 4\nor thermo r1c1 r1c2\n", "test:2:4", "expected '{'");
        Parse.error("size 4\nor { thermo r1c1 r1c2\n", "test:2:4", "never closed");
        Parse.error("size 4\nor { thermo r1c1 r1c2 ; ; thermo r2c1 r2c2 }\n", "test:2:25", "an empty rule");
        Parse.error("size 4\nor { }\n", "test:2:6", "an empty rule");
        Parse.error("size 4\nor\n", "test:2:1", "missing the groups");
        Parse.error("size 4\nor { thermo r1c1 r1c1 }\n", "test:2:18", "thermo");
        Parse.error("size 4\nor { thermoo r1c1 r1c2 }\n", "test:2:6", "unknown rule 'thermoo'");
        // Each rule of a group has its own options; a rule that repeats one is still an error at the repeat.
        assertEquals(2, ((AnyOf) Parse.puzzle("size 4\nor { candidates r1c1 digits=1 } { candidates r1c2 digits=1 }").rules().get(0))
                .groups().size());
        Parse.error("size 4\ncandidates r1c1 digits=1 digits=2\n", "test:2:26", "option 'digits' given twice");
        Parse.error("size 4\nor { candidates r1c1 digits=1 digits=2 }\n", "test:2:31", "option 'digits' given twice");
        Parse.error("size 4\n" + "or { ".repeat(25) + "thermo r1c1 r1c2" + " }".repeat(25) + "\n", "test:2:104", "nested more than 20");
        assertThrows(IllegalArgumentException.class, () -> new AnyOf(List.of()));
        assertThrows(IllegalArgumentException.class, () -> new AnyOf(List.of(List.of())));
    }

    @Test
    void holdsWhenSomeGroupHoldsEntirely() {
        // GRID4 row 1 is 1 2 3 4.
        Rule rising = new Thermo(cells("r1c1", "r1c2"), false);
        Rule falling = new Thermo(cells("r1c2", "r1c1"), false);
        Rule alsoRising = new Thermo(cells("r1c3", "r1c4"), false);
        assertNull(new AnyOf(List.of(List.of(falling), List.of(rising, alsoRising))).violation(Grids.solution(Grids.GRID4)));
        String problem = new AnyOf(List.of(List.of(falling), List.of(rising, new Thermo(cells("r1c4", "r1c3"), false))))
                .violation(Grids.solution(Grids.GRID4));
        assertNotNull(problem);
        assertTrue(problem.startsWith("or: no group holds"), problem);
    }
}
