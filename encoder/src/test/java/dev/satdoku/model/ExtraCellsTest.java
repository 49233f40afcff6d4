package dev.satdoku.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.format.NativeParser;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.InputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Extra cells: declared by {@code var}, named by every rule that takes cells, outside the grid's geometry. */
class ExtraCellsTest {

    private static final String HEAD = "size 4\nvar A B C 1..4\nvar T 2..30\n";

    /** One line per kind of rule that takes cells, each naming extra cells where a grid cell could stand. */
    static final List<String> LINES = List.of(
            "cage 7 A r1c1 B", "cage T r1c1 r1c2", "cage r1c1 A", "sum 9 A B r2c2", "sum 5 A r1c1 weights=1,2",
            "arrow A | r1c1 B", "thermo A r1c1 B", "slowthermo r1c1 A", "whisper A r1c1 B diff=2", "renban A B r1c1",
            "palindrome A r1c1 r1c2 B", "between A r1c2 B", "zipper A r1c1 B", "extraregion A B C", "clone A | r1c1",
            "samevalues A B | r1c1 r1c2", "countdistinct A B C r1c1", "relation chain A r1c1 B allow=1:2-4,2:1,3:1,4:1",
            "regex A r1c1 B pattern=12*", "candidates A B digits=1,3", "odd C", "even A", "white A B", "black A r1c1", "v r1c1 A",
            "gt T A", "equal A r2c2", "distinct A B T", "contain A B r1c1 1 2", "lookandsay A B 1x1 1x2",
            "equalsum A | B", "modular A B r1c1", "lockout A r1c1 B diff=2", "countingcircles A B r1c1",
            "lunchbox 3 A B r1c1 r1c2", "equalitycage A B r1c1 r1c2", "containexact A B 1 2");

    private static Puzzle parse(String rules) {
        return NativeParser.parse(HEAD + "givens ................\n" + rules + "\n", "test");
    }

    @Test
    void everyKindOfRuleTakesExtraCellsAndWritesThemBack() {
        for (String line : LINES) {
            Puzzle p;
            try {
                p = parse(line);
            } catch (InputException e) {
                throw new AssertionError(line + ": " + e.getMessage(), e);
            }
            Rule rule = p.rules().get(0);
            assertEquals(p, parse(rule.toNative()), line + " written back as " + rule.toNative());
        }
    }

    @Test
    void anExtraCellHasNoPlaceAndNoNeighbours() {
        Cell a = Cell.extra("A");
        assertTrue(a.isExtra());
        assertEquals("A", a.toString());
        assertEquals(a, Term.of("A").cell());
        assertFalse(a.inside(9, 9));
        assertFalse(a.isOrthogonallyAdjacent(new Cell(0, 0)) || a.isKingAdjacent(Cell.extra("B")));
        assertTrue(a.mayPrecedeOnLine(new Cell(5, 5)) && new Cell(5, 5).mayPrecedeOnLine(a));
        assertFalse(new Cell(0, 0).mayPrecedeOnLine(new Cell(5, 5)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, a::row);
        assertTrue(e.getMessage().contains("A is an extra cell"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Layout.standard(9).index(a));
        List<Cell> sorted = new ArrayList<>(List.of(Cell.extra("X10"), Cell.extra("X2"), new Cell(3, 3), Cell.extra("B"), new Cell(0, 1)));
        java.util.Collections.sort(sorted);
        assertEquals("[r1c2, r4c4, B, X2, X10]", sorted.toString());
    }

    @Test
    void rulesThatNeedAPlaceOrTheGridsValuesSayWhereTheExtraCellIs() {
        assertError("littlekiller 5 A dr", 1, "must be a place on the grid; A is an extra cell");
        assertError("sandwich 5 r1\nsum 9 T r1c1", 2, "extra cell T holds 2..30, beyond the grid's values 1..4");
        assertError("quad A 1 2", 1, "A is an extra cell");
        assertError("cage Q r1c1", 1, "'Q' is not a declared extra cell");
        // rules whose meaning needs the cells' places say so at their line, not while solving
        assertError("indexer row A r1c2", 1, "indexer needs a place on the grid for its cells: A is an extra cell");
        // minimum and maximum cells are compared with their neighbours: refused at the extra cell's word,
        // also after grid cells whose placeholder check fails first
        assertError("minimum A", 1, "the minimum cells must be a place on the grid; A is an extra cell");
        assertError("maximum r1c1 r2c2 A", 1, "the maximum cells must be a place on the grid; A is an extra cell");
        assertError("if some shaded A: thermo r1c1 r1c2", 1, "needs a place on the grid for its cells: A is an extra cell");
    }

    private static void assertError(String rules, int ruleLine, String fragment) {
        InputException e = assertThrows(InputException.class, () -> parse(rules));
        assertTrue(e.getMessage().contains(fragment), e.getMessage());
        assertTrue(e.getMessage().startsWith("test:" + (4 + ruleLine) + ":"), e.getMessage());
    }

    @Test
    void theCheckerReadsExtraCellsLikeGridCells() {
        Puzzle p = parse("sum 6 A B r1c1\nextraregion A B C");
        int[] digits = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
        assertTrue(Checker.check(p, solution(p, digits, 2, 3, 4)).isEmpty());
        assertFalse(Checker.check(p, solution(p, digits, 3, 2, 2)).isEmpty(), "A, B, C must differ");
        assertFalse(Checker.check(p, solution(p, digits, 2, 4, 3)).isEmpty(), "1 + 2 + 4 is not 6");
        Solution s = solution(p, digits, 2, 3, 4);
        assertEquals(3, s.digit(Cell.extra("B")));
        assertEquals(Solution.MISSING, s.digit(Cell.extra("Z")));
        assertNotNull(p.extraCell("T"));
        assertNull(p.extraCell("Z"));
    }

    private static Solution solution(Puzzle p, int[] digits, int a, int b, int c) {
        Map<String, Integer> values = new LinkedHashMap<>();
        values.put("A", a);
        values.put("B", b);
        values.put("C", c);
        values.put("T", 5);
        return new Solution(p.layout(), Arrays.copyOf(digits, digits.length), values, null);
    }

    @Test
    void aPuzzleDeclaresEachExtraCellOnce() {
        ExtraCell a = new ExtraCell("A", 1, 4, null);
        assertThrows(IllegalArgumentException.class, () -> new Puzzle("p", Layout.standard(4), Puzzle.noGivens(Layout.standard(4)), null,
                List.of(), null, List.of(a, new ExtraCell("A", 1, 2, null)), null));
    }
}
