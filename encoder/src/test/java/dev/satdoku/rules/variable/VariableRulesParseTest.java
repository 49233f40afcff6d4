package dev.satdoku.rules.variable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.model.Term;
import dev.satdoku.testing.Parse;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class VariableRulesParseTest {

    @Test
    void parsesVariablesAndCells() {
        Puzzle p = Parse.puzzle("var A B C 1..9\ndistinct A B C\ndistinct A r1c1 R2C2\n");
        assertEquals(List.of(
                new DistinctTerms(List.of(Term.of("A"), Term.of("B"), Term.of("C"))),
                new DistinctTerms(List.of(Term.of("A"), Term.of(Cell.of1(1, 1)), Term.of(Cell.of1(2, 2))))), p.rules());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void rejectsMalformedLists() {
        Parse.error("var A B 1..9\ndistinct A\n", "test:2:1", "distinct: needs at least two terms");
        Parse.error("var A B 1..9\ndistinct A B A\n", "test:2:14", "A is listed twice");
        Parse.error("var A B 1..9\ndistinct A r1c1 r1c1\n", "test:2:17", "r1c1 is listed twice");
        Parse.error("var A B 1..9\ndistinct A X\n", "test:2:12", "expected a term (a cell like r1c2 or a declared extra cell), found 'X'");
        Parse.error("var A B 1..9\ndistinct A r1c1-r1c3\n", "test:2:12", "expected a single cell");
        Parse.error("var A B 1..9\ndistinct A B | r1c1\n", "test:2:14", "found '|'");
        Parse.error("var A B 1..9\ndistinct A B x=1\n", "test:2:14", "unknown option 'x'");
    }

    @Test
    void checkRejectsRepeatedValues() {
        int[] digits = new int[16];
        Arrays.fill(digits, 2);
        Solution s = new Solution(Layout.standard(4), digits, Map.of("A", 1, "B", 3, "C", 3), null);
        assertNull(new DistinctTerms(List.of(Term.of("A"), Term.of("B"))).violation(s));
        assertNull(new DistinctTerms(List.of(Term.of("A"), Term.of(Cell.of1(1, 1)))).violation(s));
        assertEquals("distinct: B and C are both 3", new DistinctTerms(List.of(Term.of("A"), Term.of("B"), Term.of("C"))).violation(s));
        assertEquals("distinct: r1c1 and r4c4 are both 2",
                new DistinctTerms(List.of(Term.of(Cell.of1(1, 1)), Term.of(Cell.of1(4, 4)))).violation(s));
        assertThrows(IllegalArgumentException.class, () -> new DistinctTerms(List.of(Term.of("A"))));
        assertThrows(IllegalArgumentException.class, () -> new DistinctTerms(List.of(Term.of("A"), Term.of("A"))));
    }
}
