package dev.satdoku.rules.sum;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.sumline.SumLine;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Parsing, writing back, validation and the checks of the sum rules beside killer cages (rellik and equality cages, lunchboxes, equal sums, weighted sums, sum lines). */
class SumVariantsParseTest {

    private static Cell c(int row, int col) {
        return Cell.of1(row, col);
    }

    private static void rejects(Rule rule, Solution s, String fragment) {
        String v = rule.violation(s);
        assertTrue(v != null && v.contains(fragment), () -> rule.toNative() + ": '" + v + "' lacks '" + fragment + "'");
    }

    @Test
    void parsesEachRule() {
        Puzzle p = Parse.puzzle("rellik 5 r1c1 r1c2\nequalitycage r3c3 r3c4\nlunchbox 7 r5c1-r5c4\nequalsum r1c1 r1c2 | r2c1 | r3c1 r3c1\n"
                + "sum 0 r1c1 r1c2 r2c1 weights=1,1,-1\nsum 12 r5c5 r5c6\nsumline 10 r7c1 r7c2 r8c2 r8c1 loop\nsumline 5 r1c9 r2c9\n");
        assertEquals(List.of(
                new RellikCage(5, List.of(c(1, 1), c(1, 2))),
                new EqualityCage(List.of(c(3, 3), c(3, 4))),
                new Lunchbox(7, List.of(c(5, 1), c(5, 2), c(5, 3), c(5, 4))),
                new EqualSum(List.of(List.of(c(1, 1), c(1, 2)), List.of(c(2, 1)), List.of(c(3, 1), c(3, 1)))),
                new SumGroup(0, List.of(c(1, 1), c(1, 2), c(2, 1)), List.of(1, 1, -1)),
                new SumGroup(12, List.of(c(5, 5), c(5, 6))),
                new SumLine(10, List.of(c(7, 1), c(7, 2), c(8, 2), c(8, 1)), true),
                new SumLine(5, List.of(c(1, 9), c(2, 9)), false)), p.rules());
    }

    @Test
    void roundTripsThroughTheWriter() {
        Puzzle p = Parse.puzzle("rellik 5 r1c1 r1c2\nequalitycage r3c3 r3c4 r4c3 r4c4\nlunchbox 0 r5c1 r5c2\n"
                + "equalsum r1c1 r1c2 | r2c1 r2c2 | r1c1 r2c2\nsum -7 r1c1 r1c2 r1c1 weights=-3,2,-1\n"
                + "sumline 10 r7c1 r7c2 r8c2 r8c1 loop\nsumline 30 r9c1\n");
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
        assertTrue(NativeWriter.write(p).contains("sum -7 r1c1 r1c2 r1c1 weights=-3,2,-1"));
    }

    @Test
    void rejectsBadArgumentsAtTheirWord() {
        Parse.error("rellik 0 r1c1 r1c2\n", "test:1:8", "a rellik total is at least 1");
        Parse.error("rellik 5 r1c1 r1c1\n", "test:1:15", "lists r1c1 twice");
        Parse.neverHolds("size 4\nrellik 5 r1c1-r1c4 r2c1\n", "rellik 5 r1c1-r1c4 r2c1", "cannot hold distinct digits");
        Parse.error("rellik r1c1\n", "test:1:8", "expected total");
        Parse.error("equalitycage r1c1 r1c2 r1c3\n", "test:1:1", "even number of cells");
        Parse.error("equalitycage\n", "test:1:1", "missing the equality cage");
        Parse.error("size 4\nequalitycage r1c1 r1c2 r1c3 r1c4 r2c1 r2c2\n", "test:2:1", "only 4 values are low or high");
        Parse.neverHolds("lunchbox 30 r1c1 r1c2 r1c3\n", "lunchbox 30 r1c1 r1c2 r1c3", "total 30 is impossible", "0..8");
        Parse.neverHolds("lunchbox -1 r1c1 r1c2 r1c3\n", "lunchbox -1 r1c1 r1c2 r1c3", "total -1 is impossible");
        Parse.error("lunchbox 0 r1c1\n", "test:1:1", "at least 2 cells");
        Parse.error("equalsum r1c1 r1c2\n", "test:1:1", "at least two groups");
        Parse.error("equalsum r1c1 | | r1c2\n", "test:1:1", "expected the group's cells");
        Parse.error("sum 10 r1c1 r1c2 weights=1\n", "test:1:18", "weights gives 1 weight for 2 cells");
        Parse.error("sum 10 r1c1 r1c2 weights=1,101\n", "test:1:18", "weight 101 is out of range (-100..100)");
        Parse.error("sum 10 r1c1 r1c2 weights=1,x\n", "test:1:18", "needs integers");
        Parse.neverHolds("sum 100 r1c1 r1c2 weights=1,2\n", "sum 100 r1c1 r1c2 weights=1,2", "total 100 is impossible for these weights", "3..27");
        Parse.error("sumline 0 r1c1 r1c2\n", "test:1:9", "total 0 is impossible");
        assertEquals(1, Parse.puzzle("sumline 5 r1c1 r1c3\n").rules().size(), "consecutive cells of a line need not touch");
        Parse.error("sumline 5 r1c1 r1c2 loops\n", "test:1:21", "unexpected 'loops'");
        Parse.error("sumline 5 loop\n", "test:1:11", "the line");
    }

    @Test
    void recordsRejectWhatTheParserRejects() {
        assertThrows(IllegalArgumentException.class, () -> new RellikCage(0, List.of(c(1, 1))));
        assertThrows(IllegalArgumentException.class, () -> new RellikCage(3, List.of(c(1, 1), c(1, 1))));
        assertThrows(IllegalArgumentException.class, () -> new EqualityCage(List.of(c(1, 1))));
        assertThrows(IllegalArgumentException.class, () -> new Lunchbox(3, List.of(c(1, 1))));
        assertThrows(IllegalArgumentException.class, () -> new Lunchbox(-1, List.of(c(1, 1), c(1, 2))));
        assertThrows(IllegalArgumentException.class, () -> new EqualSum(List.of(List.of(c(1, 1)))));
        assertThrows(IllegalArgumentException.class, () -> new EqualSum(List.of(List.of(c(1, 1)), List.of())));
        assertThrows(IllegalArgumentException.class, () -> new SumGroup(1, List.of(c(1, 1)), List.of(1, 2)));
        assertThrows(IllegalArgumentException.class, () -> new SumGroup(1, List.of(c(1, 1)), List.of(-101)));
        assertThrows(IllegalArgumentException.class, () -> new SumLine(0, List.of(c(1, 1)), false));
        assertThrows(IllegalArgumentException.class, () -> new SumLine(4, List.of(c(1, 1), c(1, 1)), true));
    }

    @Test
    void checksRejectBrokenSolutions() {
        // rows 1234 / 3412 / 2143 / 4321
        Solution g = Grids.grid4With();
        assertNull(new RellikCage(5, List.of(c(1, 1), c(1, 2))).violation(g), "1 and 2: nothing adds up to 5");
        rejects(new RellikCage(3, List.of(c(1, 1), c(1, 2), c(1, 3))), g, "r1c1=1 r1c2=2 add up to 3");
        rejects(new RellikCage(4, List.of(c(1, 2), c(1, 3), c(1, 4))), g, "r1c4=4 add up to 4");
        rejects(new RellikCage(9, List.of(c(1, 1), c(3, 2))), g, "both hold 1");

        assertNull(new EqualityCage(List.of(c(1, 1), c(1, 4))).violation(g), "1 (odd, low) and 4 (even, high)");
        rejects(new EqualityCage(List.of(c(1, 1), c(1, 3))), g, "holds 0 even and 2 odd digits");
        rejects(new EqualityCage(List.of(c(1, 1), c(1, 2))), g, "holds 2 low and 0 high digits");
        // 9x9: 5 is the middle value, neither low nor high.
        Solution nine = Grids.solution("812436597375912648964785213581243769437569821296871435648397152759124386123658974");
        rejects(new EqualityCage(List.of(c(1, 7), c(1, 8))), nine, "holds 5, the middle value");
        assertNull(new EqualityCage(List.of(c(1, 1), c(1, 2))).violation(nine), "8 and 1");

        assertNull(new Lunchbox(5, List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4))).violation(g), "between 1 and 4: 2 + 3");
        rejects(new Lunchbox(4, List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4))), g, "the cells r1c2=2 r1c3=3 add up to 5, not 4");
        // Row 2 reads 3 4 1 2: the smallest (1) and largest (4) are neighbours, nothing between them.
        assertNull(new Lunchbox(0, List.of(c(2, 1), c(2, 2), c(2, 3), c(2, 4))).violation(g));
        rejects(new Lunchbox(3, List.of(c(2, 1), c(2, 2), c(2, 3), c(2, 4))), g, "(none) add up to 0, not 3");

        assertNull(new EqualSum(List.of(List.of(c(1, 1), c(1, 4)), List.of(c(2, 1), c(2, 4)))).violation(g), "1+4 = 3+2");
        rejects(new EqualSum(List.of(List.of(c(1, 1), c(1, 2)), List.of(c(2, 1), c(2, 2)))), g, "add up to 7, but r1c1=1 r1c2=2 to 3");

        assertNull(new SumGroup(0, List.of(c(1, 1), c(1, 2), c(2, 1)), List.of(1, 1, -1)).violation(g), "1 + 2 - 3 = 0");
        rejects(new SumGroup(0, List.of(c(1, 1), c(1, 2), c(2, 1)), List.of(1, 2, -1)), g, "1*r1c1=1 + 2*r1c2=2 + -1*r2c1=3 is 2, not 0");

        // Line 1 4 | 2 3 in pieces of 5; read 4 2 3 1 it only works closed (1 4 | 2 3 round the end).
        SumLine open = new SumLine(5, List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4)), false);
        rejects(open, g, "cannot be cut into pieces that each add up to 5");
        List<Cell> round = List.of(c(1, 4), c(1, 2), c(1, 3), c(1, 1));
        rejects(new SumLine(5, round, false), g, "sum line at r1c4 (r1c4=4 r1c2=2 r1c3=3 r1c1=1)");
        assertNull(new SumLine(5, round, true).violation(g));
        assertNull(new SumLine(5, List.of(c(1, 1), c(1, 4), c(1, 2), c(1, 3)), false).violation(g), "1+4 | 2+3");
        assertNull(new SumLine(10, List.of(c(1, 1), c(1, 4), c(1, 2), c(1, 3)), false).violation(g), "one piece");
    }
}
