package dev.satdoku.rules.count;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The counting rules: syntax and native round trip, each parse error at its word, and the checks
 * rejecting broken grids with a message that names the cells. GRID4 is
 * 1234 / 3412 / 2143 / 4321.
 */
class CountRulesParseTest {

    private static final Solution GRID = Grids.solution(Grids.GRID4);

    @Test
    void parsesEveryKeywordAndWritesItBack() {
        Puzzle p = Parse.puzzle("size 4\n"
                + "contain r1c1-r1c4 4 1 1\n"
                + "containexact r1c1 r2c1 3\n"
                + "lookandsay r1c1 r1c2 r2c1 r2c2 1x2 0x3 2x4\n"
                + "countdistinct r1c1 r2c2 r3c3 r4c4\n"
                + "valueindex r1c1 r1c2 r2c1 r2c2\n"
                + "countingcircles r1c1 r2c2 r3c3\n"
                + "samevalues r1c1 r1c2 | r2c3 r3c3\n"
                + "connectedvalues 2 1 size=6\n");
        assertEquals(List.of(
                new CountedValues(Grids.cells("r1c1", "r1c2", "r1c3", "r1c4"), counts(1, 2, 4, 1), CountedValues.Kind.AT_LEAST),
                new CountedValues(Grids.cells("r1c1", "r2c1"), counts(3, 1), CountedValues.Kind.EXACT),
                new CountedValues(Grids.cells("r1c1", "r1c2", "r2c1", "r2c2"), counts(2, 1, 3, 0, 4, 2), CountedValues.Kind.LOOK_AND_SAY),
                new CountDistinct(Grids.cell("r1c1"), Grids.cells("r2c2", "r3c3", "r4c4")),
                new ValueIndex(Grids.cell("r1c1"), Grids.cell("r1c2"), Grids.cells("r2c1", "r2c2")),
                new CountingCircles(Grids.cells("r1c1", "r2c2", "r3c3")),
                new SameValues(List.of(Grids.cells("r1c1", "r1c2"), Grids.cells("r2c3", "r3c3"))),
                new ConnectedValues(new TreeSet<>(Set.of(1, 2)), 6)), p.rules());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
        assertEquals("contain r1c1 r1c2 r1c3 r1c4 1 1 4", p.rules().get(0).toNative());
        assertEquals("lookandsay r1c1 r1c2 r2c1 r2c2 1x2 0x3 2x4", p.rules().get(2).toNative());
        assertEquals("connectedvalues 1 2 size=6", p.rules().get(7).toNative());
    }

    @Test
    void reportsMistakesAtTheirWord() {
        Parse.error("size 4\ncontain r1c1 r1c2\n", "test:2:1", "missing the values");
        Parse.error("size 4\ncontain r1c1 r1c2 5\n", "test:2:19", "value 5 is impossible here (must be 1..4)");
        Parse.error("size 4\ncontain r1c1 r1c2 1 1 2\n", "test:2:1", "lists 3 values for 2 cells");
        Parse.error("size 4\ncontain r1c1 r1c1 1\n", "test:2:14", "lists r1c1 twice");
        Parse.error("size 4\ncontainexact r1c1 x\n", "test:2:19", "expected a value (an integer), found 'x'");
        Parse.error("size 4\nlookandsay r1c1 r1c2 12\n", "test:2:22", "expected COUNTxVALUE");
        Parse.error("size 4\nlookandsay r1c1 r1c2 1x2 1x2\n", "test:2:26", "states the count of 2 twice");
        Parse.error("size 4\nlookandsay r1c1 r1c2 3x2\n", "test:2:22", "asks for 3 cells holding 2, but there are only 2 cells");
        Parse.error("size 4\ncountdistinct r1c1 r1c1 r1c2\n", "test:2:1", "control cell r1c1 is also one of the counted cells");
        Parse.error("size 4\ncountdistinct r1c1\n", "test:2:1", "missing the counted cells");
        Parse.error("size 4\nvalueindex r1c1 r1c2\n", "test:2:1", "missing the indexed cells");
        Parse.error("size 4\nvalueindex r1c1 r1c2 r1c1\n", "test:2:1", "uses r1c1 twice");
        Parse.error("size 4\ncountingcircles 3\n", "test:2:17", "expected the circled cells");
        Parse.error("size 4\nsamevalues r1c1 r1c2\n", "test:2:1", "at least two groups");
        Parse.error("size 4\nsamevalues r1c1 r1c2 | r2c1\n", "test:2:24", "group 2 has 1 cells but the first group has 2");
        Parse.error("size 4\nsamevalues r1c1 r1c2 | r1c2 r2c2\n", "test:2:24", "r1c2 is in two groups");
        Parse.error("size 4\nconnectedvalues\n", "test:2:1", "missing the values");
        Parse.error("size 4\nconnectedvalues 1 1\n", "test:2:19", "value 1 is listed twice");
        Parse.error("size 4\nconnectedvalues 1 size=17\n", "test:2:19", "size 17 is impossible here (must be 1..16)");
        Parse.error("size 4\nconnectedvalues 0\n", "test:2:17", "value 0 is impossible here");
        assertThrows(IllegalArgumentException.class, () -> new CountedValues(Grids.cells("r1c1"), counts(1, 0), CountedValues.Kind.EXACT));
        assertThrows(IllegalArgumentException.class, () -> new SameValues(List.of(Grids.cells("r1c1"))));
        assertThrows(IllegalArgumentException.class, () -> new CountingCircles(List.of()));
    }

    @Test
    void checksRejectBrokenGridsByName() {
        // Row 1 holds 1 2 3 4, column 1 holds 1 3 2 4.
        assertNull(new CountedValues(Grids.cells("r1c1", "r1c2", "r2c1"), counts(1, 1, 3, 1), CountedValues.Kind.AT_LEAST).violation(GRID));
        assertMentions(new CountedValues(Grids.cells("r1c1", "r1c2", "r2c1"), counts(1, 2), CountedValues.Kind.AT_LEAST).violation(GRID),
                "r1c1=1 r1c2=2 r2c1=3 hold 1 once", "at least 2 times");
        assertNull(new CountedValues(Grids.cells("r1c1", "r2c2"), counts(1, 1), CountedValues.Kind.EXACT).violation(GRID));
        assertMentions(new CountedValues(Grids.cells("r2c3", "r3c2"), counts(1, 1), CountedValues.Kind.EXACT).violation(GRID),
                "hold 1 2 times", "exactly once");
        assertMentions(new CountedValues(Grids.cells("r1c1", "r1c2"), counts(2, 0), CountedValues.Kind.LOOK_AND_SAY).violation(GRID),
                "the clue forbids it");
        assertNull(new CountDistinct(Grids.cell("r1c2"), Grids.cells("r2c3", "r3c2", "r2c2")).violation(GRID));
        assertMentions(new CountDistinct(Grids.cell("r1c1"), Grids.cells("r2c3", "r3c2", "r2c2")).violation(GRID),
                "r1c1=1 but", "hold 2 different values");
        // r1c2 = 2 points at the second indexed cell r2c2 = 4, equal to r1c4 = 4.
        assertNull(new ValueIndex(Grids.cell("r1c4"), Grids.cell("r1c2"), Grids.cells("r2c1", "r2c2")).violation(GRID));
        assertMentions(new ValueIndex(Grids.cell("r1c3"), Grids.cell("r1c2"), Grids.cells("r2c1", "r2c2")).violation(GRID),
                "r1c2=2 points at r2c2=4", "r1c3=3");
        assertMentions(new ValueIndex(Grids.cell("r1c3"), Grids.cell("r1c4"), Grids.cells("r2c1", "r2c2")).violation(GRID),
                "is no position among the 2 indexed cells");
        // r1c2, r2c4 hold 2 and 2: a valid pair of circles; adding r1c1 = 1 keeps it valid; r1c3 = 3 alone does not.
        assertNull(new CountingCircles(Grids.cells("r1c2", "r2c4", "r1c1")).violation(GRID));
        assertMentions(new CountingCircles(Grids.cells("r1c2", "r1c3")).violation(GRID), "r1c2=2 but 1 circle holds 2");
        assertNull(new SameValues(List.of(Grids.cells("r1c1", "r1c2"), Grids.cells("r3c1", "r3c2"))).violation(GRID));
        assertMentions(new SameValues(List.of(Grids.cells("r1c1", "r1c2"), Grids.cells("r1c3", "r1c4"))).violation(GRID),
                "r1c3=3 r1c4=4 do not hold the same values as r1c1=1 r1c2=2");
        assertMentions(new ConnectedValues(new TreeSet<>(Set.of(1)), 0).violation(GRID), "are not connected");
        // 1s and 2s: r1c1 r1c2 r2c3 r2c4 r3c1 r3c2 r4c3 r4c4 are two pairs of areas; 3 and 4 likewise.
        assertMentions(new ConnectedValues(new TreeSet<>(Set.of(1, 2)), 0).violation(GRID), "any of 1, 2 are not connected");
        Solution stripes = Grids.solution("1111222233334444");
        assertNull(new ConnectedValues(new TreeSet<>(Set.of(1, 2)), 8).violation(stripes));
        assertMentions(new ConnectedValues(new TreeSet<>(Set.of(1, 2)), 6).violation(stripes), "8 cells hold any of 1, 2, but size=6");
    }

    private static void assertMentions(String message, String... fragments) {
        assertTrue(message != null, "expected a violation");
        for (String f : fragments) {
            assertTrue(message.contains(f), "'" + message + "' should mention '" + f + "'");
        }
    }

    private static TreeMap<Integer, Integer> counts(int... pairs) {
        TreeMap<Integer, Integer> out = new TreeMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put(pairs[i], pairs[i + 1]);
        }
        return out;
    }
}
