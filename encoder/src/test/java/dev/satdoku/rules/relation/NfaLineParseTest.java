package dev.satdoku.rules.relation;

import static dev.satdoku.testing.Grids.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.relation.NfaLine.Move;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class NfaLineParseTest {

    private static final int SEP = NfaLine.SEP;

    private static NfaLine rule(String line) {
        return (NfaLine) Parse.puzzle("size 4\n" + line + "\n").rules().get(0);
    }

    @Test
    void readsStatesMovesAndSegmentsAndWritesThemBack() {
        Puzzle p = Parse.puzzle("size 4\nnfa r1c1-r1c3 | r2c1 start=0 accept=1,2 next=0:1-3/sep>1,1:4>0,0:2>2\n");
        NfaLine expected = new NfaLine(List.of(0), List.of(1, 2),
                List.of(new Move(0, 1, 1), new Move(0, 2, 1), new Move(0, 3, 1), new Move(0, SEP, 1), new Move(1, 4, 0), new Move(0, 2, 2)),
                List.of(cells("r1c1", "r1c2", "r1c3"), cells("r2c1")));
        assertEquals(List.of(expected), p.rules());
        assertEquals("nfa r1c1 r1c2 r1c3 | r2c1 start=0 accept=1,2 next=0:1-3/sep>1,0:2>2,1:4>0", expected.toNative());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
        assertEquals(3, expected.stateCount());
    }

    @Test
    void emptySegmentsNoStatesAndNoMovesAreWritable() {
        Puzzle p = Parse.puzzle("size 4\nnfa | r1c1 | | r1c2 r1c1 | start=none accept=none\n");
        NfaLine rule = (NfaLine) p.rules().get(0);
        assertEquals(List.of(List.of(), cells("r1c1"), List.of(), cells("r1c2", "r1c1"), List.of()), rule.segments());
        assertEquals("nfa | r1c1 | | r1c2 r1c1 | start=none accept=none", rule.toNative());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
        assertEquals(0, rule.stateCount());
    }

    @Test
    void valuesFollowTheGridsRange() {
        Puzzle p = Parse.puzzle("size 4\nvalues 0..3\nnfa r1c1 r1c2 start=0 accept=0 next=0:0-1/3>0\n");
        assertEquals("nfa r1c1 r1c2 start=0 accept=0 next=0:0-1/3>0", p.rules().get(0).toNative());
        Parse.error("size 4\nnfa r1c1 start=0 accept=0 next=0:0>0\n", "test:2:34", "'0' is not among this grid's values 1..4");
        String reason = new NfaLine(List.of(0), List.of(0), List.of(new Move(0, 9, 0)), List.of(cells("r1c1"))).unsupportedOn(Layout.standard(4));
        assertNotNull(reason);
        assertTrue(reason.contains("reads 9"), reason);
    }

    @Test
    void reportsMistakesAtTheirColumn() {
        Parse.error("size 4\nnfa r1c1 r1c2 accept=1 next=0:1>1\n", "test:2:1", "missing start=");
        Parse.error("size 4\nnfa r1c1 r1c2 start=0 next=0:1>1\n", "test:2:1", "missing accept=");
        Parse.error("size 4\nnfa start=0 accept=0\n", "test:2:1", "missing the cells");
        Parse.error("size 4\nnfa | | start=0 accept=0\n", "test:2:1", "missing the cells");
        Parse.error("size 4\nnfa r1c1 foo start=0 accept=0\n", "test:2:10", "unexpected 'foo'");
        Parse.error("size 4\nnfa r1c1 start=0,x accept=0\n", "test:2:18", "expected a state number");
        Parse.error("size 4\nnfa r1c1 start=0 accept=70000\n", "test:2:25", "expected a state number");
        Parse.error("size 4\nnfa r1c1 start=0 accept=0 next=0:1>1,0-1>2\n", "test:2:38", "expected a move FROM:VALUES>TO");
        Parse.error("size 4\nnfa r1c1 start=0 accept=0 next=0:1>1,0:3-2>2\n", "test:2:40", "runs backwards");
        Parse.error("size 4\nnfa r1c1 start=0 accept=0 next=0:1/5>1\n", "test:2:36", "'5' is not among this grid's values");
        Parse.error("size 4\nnfa r1c1 start=0 accept=0 next=0:1/x>1\n", "test:2:36", "expected a value, a range such as 1-4 or sep");
        Parse.error("size 4\nnfa r1c1 start=0 accept=0 next=0:1>q\n", "test:2:36", "expected a state number");
        Parse.error("size 4\nnfa r1c1 start=0 accept=0 next=0:1>1 start=1\n", "test:2:38", "option 'start' given twice");
        assertThrows(IllegalArgumentException.class, () -> new NfaLine(List.of(0), List.of(0), List.of(), List.of(List.of(), List.of())));
        assertThrows(IllegalArgumentException.class, () -> new NfaLine(List.of(-1), List.of(0), List.of(), List.of(cells("r1c1"))));
        assertThrows(IllegalArgumentException.class, () -> new NfaLine(List.of(0), List.of(0), List.of(new Move(0, -2, 0)),
                List.of(cells("r1c1"))));
    }

    @Test
    void checkFollowsEveryPathOfTheMachine() {
        // GRID4 rows: 1234 / 3412 / 2143 / 4321. "Some 3 is followed later by a 2", nondeterministically guessed.
        NfaLine threeThenTwo = rule("nfa r1c1-r1c4 start=0 accept=2 next=0:1-4>0,0:3>1,1:1-4>1,1:2>2,2:1-4>2");
        NfaLine onRow2 = new NfaLine(threeThenTwo.start(), threeThenTwo.accept(), threeThenTwo.moves(), List.of(cells("r2c1", "r2c2", "r2c3", "r2c4")));
        NfaLine onRow4 = new NfaLine(threeThenTwo.start(), threeThenTwo.accept(), threeThenTwo.moves(), List.of(cells("r4c1", "r4c2", "r4c3", "r4c4")));
        assertNotNull(threeThenTwo.violation(Grids.solution(Grids.GRID4)));
        assertNull(onRow2.violation(Grids.solution(Grids.GRID4)));
        assertNull(onRow4.violation(Grids.solution(Grids.GRID4)));
        String problem = threeThenTwo.violation(Grids.solution(Grids.GRID4));
        assertTrue(problem.contains("1 2 3 4") && problem.contains("does not accept"), problem);
    }

    @Test
    void checkReadsTheSeparatorBetweenSegments() {
        // Accepts exactly: one value, the separator, one value equal to it.
        String moves = "next=0:1>1,0:2>2,0:3>3,0:4>4,1:sep>5,2:sep>6,3:sep>7,4:sep>8,5:1>9,6:2>9,7:3>9,8:4>9";
        NfaLine same = rule("nfa r1c1 | r3c2 start=0 accept=9 " + moves);
        assertNull(same.violation(Grids.solution(Grids.GRID4)));
        NfaLine differ = rule("nfa r1c1 | r1c2 start=0 accept=9 " + moves);
        assertNotNull(differ.violation(Grids.solution(Grids.GRID4)));
        NfaLine noSeparator = rule("nfa r1c1 r3c2 start=0 accept=9 " + moves);
        assertNotNull(noSeparator.violation(Grids.solution(Grids.GRID4)));
        NfaLine nothing = rule("nfa r1c1 start=none accept=none");
        assertNotNull(nothing.violation(Grids.solution(Grids.GRID4)));
    }

    @Test
    void theReferenceExamplesSayWhatTheySay() {
        // A cyclic 9x9 Latin square: row r holds r, r+1, ... (mod 9), so row 1 is 1..9 and r3c3 = 5.
        int[] digits = new int[81];
        for (int i = 0; i < 81; i++) {
            digits[i] = (i / 9 + i % 9) % 9 + 1;
        }
        dev.satdoku.model.Solution s = dev.satdoku.model.Solution.ofDigits(Layout.standard(9), digits);
        Puzzle p = Parse.puzzle("size 9\nnfa r1c1-r1c4 start=0 accept=0,1 next=0:1-4/6-9>0,0:5>1,1:1-4/6-9>1\n"
                + "nfa r1c1 r1c2 | r3c3 start=0 accept=2 next=0:1-9>0,0:sep>1,1:1>2\n");
        // At most one 5: r1c1-r1c4 hold 1 2 3 4 (none), r1c2-r1c5 would hold one, r1c5 r2c4 r3c3 are three 5s.
        NfaLine atMostOne5 = (NfaLine) p.rules().get(0);
        assertNull(atMostOne5.violation(s));
        assertNull(new NfaLine(atMostOne5.start(), atMostOne5.accept(), atMostOne5.moves(), List.of(cells("r1c2", "r1c3", "r1c4", "r1c5"))).violation(s));
        assertNotNull(new NfaLine(atMostOne5.start(), atMostOne5.accept(), atMostOne5.moves(), List.of(cells("r1c5", "r2c4", "r3c3"))).violation(s));
        // A 1 after the separator: r3c3 is 5, r9c2 is 1.
        NfaLine oneAfter = (NfaLine) p.rules().get(1);
        assertNotNull(oneAfter.violation(s));
        assertNull(new NfaLine(oneAfter.start(), oneAfter.accept(), oneAfter.moves(), List.of(cells("r1c1", "r1c2"), cells("r9c2"))).violation(s));
    }
}
