package dev.satdoku.rules.sum;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SumRulesParseTest {

    private static Cell c(int row, int col) {
        return Cell.of1(row, col);
    }

    @Test
    void parsesCages() {
        Puzzle p = Parse.puzzle("var J 3..17\ncage 17 r1c1 r1c2\ncage r2c1-r2c3\ncage J r3c3 r3c4\n");
        assertEquals(List.of(
                new Cage(List.of(c(1, 1), c(1, 2)), new Cage.FixedTotal(17)),
                new Cage(List.of(c(2, 1), c(2, 2), c(2, 3)), new Cage.NoTotal()),
                new Cage(List.of(c(3, 3), c(3, 4)), new Cage.VariableTotal("J"))), p.rules());
        assertEquals(3, p.ruleOrigins().get(1).line());
    }

    @Test
    void parsesSumsLittleKillersArrowsAndSandwiches() {
        Puzzle p = Parse.puzzle("sum 6 r1c1,r2c1,r3c1\nlittlekiller 45 r0c0 dr\nlittlekiller 45 r0c10 dl\nlittlekiller 17 r0c4 dl\n"
                + "arrow r1c1 r1c2 | r2c2 r3c3 | r1c3 r1c4\nsandwich 18 c5\nsandwich 10 R3 crusts=2,8\n");
        List<Rule> rules = p.rules();
        assertEquals(new SumGroup(6, List.of(c(1, 1), c(2, 1), c(3, 1))), rules.get(0));
        LittleKiller main = (LittleKiller) rules.get(1);
        assertEquals(9, main.cells().size());
        assertEquals(c(1, 1), main.cells().get(0));
        assertEquals(c(9, 9), main.cells().get(8));
        LittleKiller anti = (LittleKiller) rules.get(2);
        assertEquals(c(1, 9), anti.cells().get(0));
        assertEquals(c(9, 1), anti.cells().get(8));
        assertEquals(List.of(c(1, 3), c(2, 2), c(3, 1)), ((LittleKiller) rules.get(3)).cells());
        assertEquals(new Arrow(List.of(c(1, 1), c(1, 2)), List.of(List.of(c(2, 2), c(3, 3)), List.of(c(1, 3), c(1, 4)))), rules.get(4));
        assertEquals(List.of(10, 1), ((Arrow) rules.get(4)).placeValues());
        assertEquals(new Sandwich(18, false, 5, 9, 1, 9), rules.get(5));
        assertEquals(new Sandwich(10, true, 3, 9, 2, 8), rules.get(6));
        assertEquals(c(5, 5), ((Sandwich) rules.get(5)).cells().get(4));
    }

    @Test
    void roundTripsThroughTheWriter() {
        Puzzle p = Parse.puzzle("var J 3..17\ncage 17 r1c1 r1c2\ncage r2c1-r2c3\ncage J r3c3 r3c4\nsum 6 r1c1,r2c1,r3c1\n"
                + "littlekiller 45 r0c0 dr\nlittlekiller 16 r4c10 ul\narrow r1c1 r1c2 | r2c2 r3c3 | r1c3 r1c4\narrow r5c5 | r5c6\n"
                + "sandwich 18 c5\nsandwich 10 r3 crusts=2,8\nsandwich 0 r4 crusts=9,1\n");
        String written = NativeWriter.write(p);
        assertEquals(p, Parse.puzzle(written));
        assertTrue(written.contains("sandwich 0 r4 crusts=9,1"), written);
        assertTrue(written.contains("sandwich 18 c5\n"), written);
    }

    @Test
    void rejectsMalformedCages() {
        Parse.neverHolds("cage 50 r1c1 r1c2\n", "cage 50 r1c1 r1c2", "total 50 is impossible for 2 distinct digits of 1..9 (they add up to 3..17)");
        Parse.neverHolds("cage 2 r1c1 r1c2\n", "cage 2 r1c1 r1c2", "total 2 is impossible");
        Parse.error("size 9\ncage 10 r1c1 r1c1\n", "test:2:1", "uses r1c1 twice");
        Parse.neverHolds("cage 45 r1c1-r1c9 r2c1\n", "cage 45 r1c1-r1c9 r2c1", "a cage of 10 cells cannot hold distinct digits");
        Parse.error("cage J r1c1\n", "test:1:6", "'J' is not a declared extra cell (declare it with: var J 1..9)");
        Parse.error("var J 30..40\ncage J r1c1 r1c2\n", "test:2:6", "total J (30..40) can never equal 2 distinct digits");
        Parse.error("cage 10\n", "test:1:1", "missing cage cells");
        Parse.error("cage 3 r1c1 r1c2 x=3\n", "test:1:18", "unknown option 'x'");
        Parse.error("cage 3 r1c1 | r1c2\n", "test:1:13", "unexpected '|'");
        Parse.error("cage 10 r1c10\n", "test:1:9", "column 10 is outside the grid");
    }

    @Test
    void rejectsMalformedSums() {
        Parse.error("sum r1c1 r1c2\n", "test:1:5", "expected total (an integer), found 'r1c1'");
        Parse.neverHolds("sum 19 r1c1 r2c1\n", "sum 19 r1c1 r2c1", "total 19 is impossible for 2 digits of 1..9 (they add up to 2..18)");
        Parse.error("sum 5\n", "missing cells");
    }

    @Test
    void rejectsMalformedLittleKillers() {
        Parse.error("littlekiller 10 r1c1 dr\n", "test:1:17", "the clue position must be a position outside the grid");
        Parse.error("littlekiller 10 r0c4 ul\n", "test:1:17", "the diagonal from r0c4 going ul does not enter the grid");
        Parse.error("littlekiller 10 r0c0 ur\n", "test:1:17", "does not enter the grid");
        Parse.error("littlekiller 10 r0c4 dx\n", "test:1:22", "expected direction (ul, ur, dl, dr), found 'dx'");
        Parse.neverHolds("littlekiller 100 r0c0 dr\n", "littlekiller 100 r0c0 dr", "total 100 is impossible for 9 digits of 1..9 (they add up to 9..81)");
        Parse.error("littlekiller 10 r0c11 dl\n", "test:1:17", "column 11 is outside the grid (0..10");
        Parse.error("littlekiller 10 r0c4\n", "test:1:1", "missing direction");
        Parse.error("littlekiller r0c4 dl\n", "test:1:14", "expected total (an integer)");
    }

    @Test
    void rejectsMalformedArrows() {
        Parse.error("arrow r1c1 r1c2\n", "test:1:1", "missing the shaft");
        Parse.error("arrow r1c1 | r1c1 r1c2\n", "test:1:1", "r1c1 is both in the circle and on a shaft");
        Parse.error("arrow r1c1 | r1c2 r1c2\n", "test:1:1", "a shaft uses r1c2 twice");
        Parse.error("arrow r1c1 r1c1 | r1c2\n", "test:1:1", "the circle uses r1c1 twice");
        Parse.error("size 16\narrow r1c1 r1c2 | r2c1 r2c2\n", "test:2:1", "a pill (a circle of 2 cells) is read as a decimal number");
        Parse.neverHolds("arrow r1c1 | r2c1-r2c9 r3c1\n", "arrow r1c1 | r2c1-r2c9 r3c1",
                "the shaft from r2c1 adds up to 10..90, which the circle (1..9) can never hold");
        Parse.neverHolds("arrow r1c1 r1c2 | r2c1\n", "arrow r1c1 r1c2 | r2c1", "adds up to 1..9, which the circle (11..99) can never hold");
        Parse.error("arrow r1c1 |\n", "test:1:1", "missing arrow cells");
    }

    @Test
    void rejectsMalformedSandwiches() {
        Parse.error("sandwich 5 r10\n", "test:1:12", "row 10 is outside the grid (1..9)");
        Parse.error("sandwich 5 x3\n", "test:1:12", "expected a row like r3 or a column like c5, found 'x3'");
        Parse.neverHolds("sandwich 36 r1\n", "sandwich 36 r1", "total 36 is impossible: no set of distinct digits of 1..9 other than 1 and 9 adds up to it");
        Parse.neverHolds("sandwich 1 c2\n", "sandwich 1 c2", "total 1 is impossible");
        Parse.neverHolds("sandwich -1 c2\n", "sandwich -1 c2", "total -1 is impossible");
        Parse.error("sandwich 5 r1 crusts=1\n", "test:1:15", "crusts needs two digits");
        Parse.error("sandwich 5 r1 crusts=3,3\n", "test:1:15", "the crusts must be two different digits of 1..9, found 3 and 3");
        Parse.error("sandwich 5 r1 crusts=0,9\n", "test:1:15", "found 0 and 9");
        Parse.error("sandwich 5 r1 crust=1,9\n", "test:1:15", "unknown option 'crust'");
        Parse.error("sandwich 5\n", "test:1:1", "missing the row or column");
        Parse.error("size 1\nsandwich 0 r1\n", "test:2:1", "a sandwich needs two different crust digits");
    }

    @Test
    void aCellListedTwiceInASumCountsTwice() {
        // A sum may name a cell twice (ISS cages and sums read so); before, the parser refused it.
        Puzzle p = Parse.puzzle("size 4\nsum 6 r1c1 r1c1 r1c4\n");
        SumGroup sum = (SumGroup) p.rules().get(0);
        assertEquals(List.of(c(1, 1), c(1, 1), c(1, 4)), sum.cells());
        assertEquals("sum 6 r1c1 r1c1 r1c4", sum.toNative());
        // rows 1234 / 3412 / 2143 / 4321: 1 + 1 + 4 = 6
        assertNull(sum.violation(Grids.grid4With()));
        assertNotNull(new SumGroup(5, sum.cells()).violation(Grids.grid4With()), "1 + 4 = 5 only if r1c1 counted once");
        Parse.neverHolds("size 4\nsum 13 r1c1 r1c1 r1c1\n", "sum 13 r1c1 r1c1 r1c1", "impossible");
    }

    @Test
    void aSumsTotalMayBeADeclaredVariableOfAnyRangeNarrowedByCandidates() {
        Puzzle p = Parse.puzzle("size 4\nvar T U 2..24\ncandidates T U digits=2,3,5,7,11,13,17,19,23\nsum T r1c1 r1c2 r2c1\n"
                + "sum U r3c3 r3c4 weights=2,1\ndistinct T U\n");
        SumGroup plain = (SumGroup) p.rules().get(1);
        assertEquals("T", plain.variable());
        assertEquals("sum T r1c1 r1c2 r2c1", plain.toNative());
        assertEquals("sum U r3c3 r3c4 weights=2,1", p.rules().get(2).toNative());
        assertEquals("candidates T U digits=2,3,5,7,11,13,17,19,23", p.rules().get(0).toNative());
        assertEquals(java.util.Optional.empty(), plain.knownSum(), "a variable total is no known sum");
        assertEquals(java.util.Optional.empty(), plain.withTotal(7));
        // three cells of 1..4 add up to 3..12: a total of 13..20 never
        Parse.neverHolds("size 4\nvar T 13..20\nsum T r1c1 r1c2 r2c1\n", "sum T r1c1 r1c2 r2c1", "can never equal");
        Parse.neverHolds("size 4\nvar T 20..30\nsum T r1c1 r1c2 weights=2,1\n", "sum T r1c1 r1c2 weights=2,1", "impossible for these weights");
        Parse.error("size 4\nvar T 2..24\ncandidates T digits=25\n", "test:3:1", "digit 25 is impossible here (must be 1..24)");
        // rules over the grid's values still refuse a variable wider than the grid's digits
        Parse.error("size 4\nvar T 2..24\nodd T\n", "test:3:5", "beyond the grid's values");
    }

    @Test
    void checksRejectBrokenSolutions() {
        // rows 1234 / 3412 / 2143 / 4321
        Cage cage = new Cage(List.of(c(1, 1), c(2, 1)), new Cage.FixedTotal(4));
        assertNull(cage.violation(Grids.grid4With()));
        assertNotNull(cage.violation(Grids.grid4With(0, 2)));
        Cage repeats = new Cage(List.of(c(1, 1), c(2, 2)), new Cage.NoTotal());
        assertNull(repeats.violation(Grids.grid4With()));
        assertNotNull(repeats.violation(Grids.grid4With(5, 1)));
        Cage named = new Cage(List.of(c(1, 1), c(2, 1)), new Cage.VariableTotal("J"));
        assertNull(named.violation(new Solution(Layout.standard(4), Grids.grid4Digits(), Map.of("J", 4), null)));
        assertNotNull(named.violation(new Solution(Layout.standard(4), Grids.grid4Digits(), Map.of("J", 5), null)));

        SumGroup sum = new SumGroup(10, List.of(c(1, 4), c(2, 4), c(3, 3)));
        assertNull(sum.violation(Grids.grid4With()));
        assertNotNull(sum.violation(Grids.grid4With(3, 3)));

        LittleKiller diagonal = LittleKiller.of(10, new Cell(-1, -1), Diagonal.DR, 4, 4);
        assertNull(diagonal.violation(Grids.grid4With()));
        assertNotNull(diagonal.violation(Grids.grid4With(15, 2)));

        Arrow arrow = new Arrow(List.of(c(2, 2)), List.of(List.of(c(1, 1), c(3, 3)), List.of(c(2, 3), c(1, 3))));
        assertNull(arrow.violation(Grids.grid4With(10, 3)));
        assertNotNull(arrow.violation(Grids.grid4With()), "the first shaft adds up to 5, the circle holds 4");
        Arrow pill = new Arrow(List.of(c(1, 1), c(1, 2)), List.of(List.of(c(2, 1), c(2, 2), c(3, 4), c(4, 3))));
        assertNull(pill.violation(Grids.grid4With()), "12 = 3 + 4 + 3 + 2");
        assertNotNull(pill.violation(Grids.grid4With(1, 3)), "13 is not 12");
        Arrow notPill = new Arrow(List.of(c(1, 1), c(1, 2)), List.of(List.of(c(2, 1), c(2, 2), c(2, 3), c(2, 4))));
        assertNotNull(notPill.violation(Grids.grid4With()), "12 is not 3 + 4 + 1 + 2");
    }

    @Test
    void sandwichCheckReadsBetweenTheCrusts() {
        assertNull(new Sandwich(5, true, 1, 4, 1, 4).violation(Grids.grid4With()), "1 2 3 4: 2 + 3 between");
        assertNotNull(new Sandwich(4, true, 1, 4, 1, 4).violation(Grids.grid4With()));
        assertNull(new Sandwich(5, true, 4, 4, 1, 4).violation(Grids.grid4With()), "4 3 2 1: 3 + 2 between");
        assertNull(new Sandwich(0, true, 2, 4, 1, 2).violation(Grids.grid4With()), "3 4 1 2: crusts 1 and 2 touch");
        assertNull(new Sandwich(3, false, 1, 4, 1, 2).violation(Grids.grid4With()), "column 1 is 1 3 2 4");
        assertNotNull(new Sandwich(5, true, 1, 4, 1, 4).violation(Grids.grid4With(2, 2)), "1 2 2 4 repeats a digit");
    }

    @Test
    void sandwichCellsAreItsRowOrColumnInReadingOrder() {
        // The clause side's geometry on its own (the check reads the line itself).
        assertEquals(java.util.List.of(dev.satdoku.model.Cell.of1(3, 1), dev.satdoku.model.Cell.of1(3, 2),
                dev.satdoku.model.Cell.of1(3, 3), dev.satdoku.model.Cell.of1(3, 4)), new Sandwich(5, true, 3, 4, 1, 4).cells());
        assertEquals(java.util.List.of(dev.satdoku.model.Cell.of1(1, 2), dev.satdoku.model.Cell.of1(2, 2),
                dev.satdoku.model.Cell.of1(3, 2), dev.satdoku.model.Cell.of1(4, 2)), new Sandwich(5, false, 2, 4, 1, 4).cells());
    }
}
