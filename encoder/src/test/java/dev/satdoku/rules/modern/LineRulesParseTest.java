package dev.satdoku.rules.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import dev.satdoku.testing.Repo;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineRulesParseTest {

    private static final List<Cell> R1_1_TO_3 = List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(1, 3));

    // A valid 9x9 grid: row 1 is 1 2 3 4 5 6 7 8 9.
    private static final String NINE = "123456789 456789123 789123456 214365897 365897214 897214365 531642978 642978531 978531642";

    @Test
    void parsesEveryLineRuleWithItsDefaults() {
        Puzzle p = Parse.puzzle("""
                whisper r1c1-r1c3
                whisper r1c1-r1c3 diff=4
                nabner r1c1 r2c2 r3c3
                entropic r1c1-r1c3
                modular r1c1-r1c3
                modular r1c1-r1c3 m=4
                parity r1c1-r1c3
                samediff r1c1-r1c3
                lockout r1c1-r1c3
                lockout r1c1-r1c3 diff=6
                """);
        assertEquals(List.of(
                new WhisperLine(R1_1_TO_3, 5),
                new WhisperLine(R1_1_TO_3, 4),
                new NabnerLine(List.of(Cell.of1(1, 1), Cell.of1(2, 2), Cell.of1(3, 3))),
                new EntropicLine(R1_1_TO_3),
                new ModularLine(R1_1_TO_3, 3),
                new ModularLine(R1_1_TO_3, 4),
                new ParityLine(R1_1_TO_3),
                new SameDifferenceLine(R1_1_TO_3),
                new LockoutLine(R1_1_TO_3, 4),
                new LockoutLine(R1_1_TO_3, 6)), p.rules());
    }

    @Test
    void theTwoGermanWhisperInstancesSpellTheSameRules() throws IOException {
        // One writes diff=5 and single cells (seed converter), the other the default and runs (by hand).
        Puzzle seed = PuzzleReader.readFile(Repo.instances().resolve("variants/sigh-004.sudoku"), false).get(0);
        Puzzle typed = PuzzleReader.readFile(Repo.instances().resolve("iss/german-whispers.sudoku"), false).get(0);
        assertEquals(4, seed.rules().size());
        assertEquals(seed.rules(), typed.rules());
        assertEquals(Arrays.toString(seed.givens()), Arrays.toString(typed.givens()));
    }

    @Test
    void whisperDefaultIsHalfTheDigitsRoundedUp() {
        assertEquals(new WhisperLine(List.of(Cell.of1(1, 1), Cell.of1(2, 1)), 3), Parse.puzzle("size 6\nwhisper r1c1 r2c1\n").rules().get(0));
        assertEquals(new WhisperLine(List.of(Cell.of1(1, 1), Cell.of1(2, 1)), 2), Parse.puzzle("size 4\nwhisper r1c1 r2c1\n").rules().get(0));
        assertEquals(new WhisperLine(List.of(Cell.of1(1, 1), Cell.of1(2, 1)), 3), Parse.puzzle("size 5\nwhisper r1c1 r2c1\n").rules().get(0));
    }

    @Test
    void roundTripsThroughTheWriter() {
        for (String size : List.of("9", "6")) {
            Puzzle p = Parse.puzzle("size " + size + """

                    whisper r1c1-r1c3 r2c4
                    whisper r3c1-r3c2 diff=2
                    nabner r4c4 r5c5
                    entropic r6c1 r5c2 r4c1
                    modular r1c6-r3c6
                    modular r1c5-r3c5 m=2
                    parity r2c2-r2c1
                    samediff r5c1-r5c4
                    lockout r6c6-r6c2
                    lockout r3c3-r3c4 diff=1
                    """);
            assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
            assertEquals(10, p.rules().size());
        }
    }

    @Test
    void rejectsBrokenLines() {
        Parse.error("whisper r1c1\n", "test:1:1", "the whisper line needs at least 2 cells, found 1");
        assertEquals(1, Parse.puzzle("nabner r1c1 r1c3\n").rules().size(), "consecutive cells of a line need not touch");
        Parse.error("parity r1c1 r1c2 r1c1\n", "test:1:1", "uses r1c1 twice");
        Parse.error("samediff\n", "test:1:1", "missing the line's cells");
        Parse.error("lockout r1c1 r1c10\n", "test:1:14", "column 10 is outside the grid");
        Parse.error("entropic r1c1 r1c2 up\n", "test:1:20", "unexpected 'up'");
        Parse.error("modular r1c1 r1c2 k=2\n", "test:1:19", "unknown option 'k'");
    }

    @Test
    void differenceCountLines() {
        Puzzle p = Parse.puzzle("differencecount r1c1 r1c3 r1c5 r1c4\n");
        List<Cell> line = List.of(Cell.of1(1, 1), Cell.of1(1, 3), Cell.of1(1, 5), Cell.of1(1, 4));
        assertEquals(List.of(new DifferenceCountLine(line)), p.rules());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
        Parse.error("differencecount r1c1\n", "test:1:1", "the differencecount line needs at least 2 cells, found 1");
        Parse.error("differencecount r1c1 r1c2 r1c1\n", "test:1:1", "uses r1c1 twice");

        Solution s = Grids.solution(NINE);
        assertNull(new DifferenceCountLine(line).violation(s), "1 3 5 4: two pairs differ by 2, one by 1");
        assertNull(new DifferenceCountLine(line.subList(0, 3)).violation(s), "1 3 5: two pairs differ by 2");
        assertNull(new DifferenceCountLine(List.of(Cell.of1(1, 1), Cell.of1(1, 2))).violation(s), "1 2: one pair differs by 1");
        assertTrue(new DifferenceCountLine(List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(1, 3))).violation(s)
                .contains("r1c1=1 and r1c2=2 differ by 1, but 2 pairs of neighbours on the line differ by 1"));
        assertTrue(new DifferenceCountLine(line.subList(0, 2)).violation(s).contains("differ by 2, but 1 pair of neighbours"));
        assertNotNull(new DifferenceCountLine(List.of(Cell.of1(1, 1), Cell.of1(2, 1), Cell.of1(3, 1))).violation(s), "1 4 7: 3 twice");
    }

    @Test
    void rejectsImpossibleOptions() {
        // No two digits differ by 9 on 1..9: the line never holds (no solution) rather than being malformed.
        Parse.neverHolds("whisper r1c1 r1c2 diff=9\n", "whisper r1c1 r1c2 diff=9", "diff=9 is more than any two values 1..9 differ by");
        Parse.error("whisper r1c1 r1c2 diff=0\n", "test:1:19", "diff=0 is impossible");
        Parse.error("whisper r1c1 r1c2 diff=x\n", "test:1:19", "option diff needs an integer");
        Parse.error("modular r1c1 r1c2 m=1\n", "test:1:19", "m=1 is impossible on a 9x9 grid (must be 2..9)");
        Parse.error("size 4\nmodular r1c1 r1c2 m=5\n", "test:2:19", "m=5 is impossible on a 4x4 grid (must be 2..4)");
        Parse.error("lockout r1c1 r1c2 diff=9\n", "test:1:19", "diff=9 is impossible on a 9x9 grid (must be 1..8)");
        // The default lockout difference cannot fit on a 4x4 grid; the error says so at the keyword.
        Parse.error("size 4\nlockout r1c1 r1c2 r1c3\n", "test:2:1", "diff=4 is impossible on a 4x4 grid (must be 1..3); that is the default");
    }

    @Test
    void entropicNeedsThirds() {
        Parse.error("size 4\nentropic r1c1 r1c2\n", "test:2:1", "entropic lines need a grid size divisible by 3", "this grid is 4x4");
        Parse.error("size 8\nentropic r1c1 r1c2\n", "test:2:1", "divisible by 3");
        assertEquals(1, Parse.puzzle("size 6\nentropic r1c1 r1c2\n").rules().size());
        assertEquals(1, Parse.puzzle("size 12\nentropic r1c1 r1c2\n").rules().size());
        Solution four = Grids.of(Layout.standard(4), "1234 3412 2143 4321");
        assertThrows(IllegalArgumentException.class, () -> new EntropicLine(R1_1_TO_3).violation(four));
    }

    @Test
    void linesWrittenBackToTheirFirstCellAreLoops() {
        // r1c1 r1c2 r2c2 r2c1 and r1c1 again: a loop round the top-left box, so r2c1 and r1c1 are neighbours too.
        String loop = "r1c1 r1c2 r2c2 r2c1 r1c1";
        for (String rule : List.of("whisper " + loop + " diff=2", "parity " + loop, "samediff " + loop, "entropic r1c1 r1c2 r1c3 r2c1 r1c1",
                "modular " + loop + " m=2")) {
            String size = rule.startsWith("entropic") ? "size 6\n" : "size 4\n";
            assertEquals(rule, Parse.puzzle(size + rule + "\n").rules().get(0).toNative(), "a loop writes back as a loop");
        }
        Solution g = Grids.of(Layout.standard(4), "2413 3124 1342 4231");
        // 2 4 1 3 along the open line: every step is at least 2; the closing step 3 -> 2 is not.
        assertNull(new WhisperLine(List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(2, 2), Cell.of1(2, 1)), 2).violation(g));
        assertNotNull(Parse.puzzle("size 4\nwhisper " + loop + " diff=2\n").rules().get(0).violation(g), "the closing step is checked");
        // 4 1 2 alternates even, odd, even; closing the loop joins the two even digits.
        assertNull(new ParityLine(List.of(Cell.of1(1, 2), Cell.of1(1, 3), Cell.of1(2, 3))).violation(g));
        assertNotNull(new ParityLine(List.of(Cell.of1(1, 2), Cell.of1(1, 3), Cell.of1(2, 3), Cell.of1(1, 2))).violation(g));
        // 1 2 3 4 (r1c1 r1c2 r1c3 r2c1 of the grid below): every 3 consecutive have distinct residues mod 3 on the open
        // line; round the loop the window 3 4 1 repeats residue 1.
        Solution six = Grids.of(Layout.standard(6), "123456 456123 231564 564231 312645 645312");
        List<Cell> open = List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(1, 3), Cell.of1(2, 1));
        assertNull(new ModularLine(open, 3).violation(six));
        java.util.ArrayList<Cell> closed = new java.util.ArrayList<>(open);
        closed.add(open.get(0));
        assertNotNull(new ModularLine(closed, 3).violation(six), "the windows across the closing point are checked");
        Parse.error("size 4\nwhisper r1c1 r1c2 r1c1\n", "uses r1c1 twice");
        Parse.error("size 4\nwhisper r1c1 r1c2 r2c2 r1c2 r1c1\n", "uses r1c2 twice");
        Parse.error("size 4\nthermo r1c1 r1c2 r2c2 r2c1 r1c1\n", "r1c1");
    }

    @Test
    void recordsRejectWhatTheParserWouldNotBuild() {
        assertThrows(IllegalArgumentException.class, () -> new WhisperLine(List.of(Cell.of1(1, 1)), 5));
        assertThrows(IllegalArgumentException.class, () -> new WhisperLine(R1_1_TO_3, 0));
        assertThrows(IllegalArgumentException.class, () -> new ModularLine(R1_1_TO_3, 1));
        assertThrows(IllegalArgumentException.class, () -> new LockoutLine(R1_1_TO_3, 0));
        assertThrows(IllegalArgumentException.class, () -> new NabnerLine(List.of(Cell.of1(1, 1), Cell.of1(1, 1))));
    }

    @Test
    void checksAcceptGoodLinesAndRejectBrokenOnes() {
        Layout layout = Layout.standard(9);
        Solution s = Grids.of(layout, NINE);
        // r1c1..r1c3 hold 1 2 3; r2c1..r2c3 hold 4 5 6; r3c1 7.
        List<Cell> row1 = R1_1_TO_3;
        List<Cell> diagonal = List.of(Cell.of1(1, 1), Cell.of1(2, 2), Cell.of1(3, 3)); // 1 5 9
        assertNull(new WhisperLine(diagonal, 4).violation(s));
        assertNotNull(new WhisperLine(diagonal, 5).violation(s));
        assertTrue(new WhisperLine(row1, 5).violation(s).contains("r1c1=1 and r1c2=2 differ by less than 5"));

        assertNull(new NabnerLine(diagonal).violation(s));
        assertTrue(new NabnerLine(row1).violation(s).contains("are consecutive"));
        Solution repeat = Grids.with(s, 3, 3, 1);
        assertTrue(new NabnerLine(diagonal).violation(repeat).contains("are equal"));

        List<Cell> column1 = List.of(Cell.of1(1, 1), Cell.of1(2, 1), Cell.of1(3, 1), Cell.of1(4, 1)); // 1 4 7 2
        assertNull(new EntropicLine(column1).violation(s));
        assertNotNull(new EntropicLine(row1).violation(s));
        assertTrue(new EntropicLine(column1).violation(Grids.with(s, 4, 1, 5)).contains("r2c1=4 and r4c1=5"));
        assertNotNull(new EntropicLine(List.of(Cell.of1(1, 1), Cell.of1(1, 2))).violation(s), "a 2-cell line needs two groups");

        assertNull(new ModularLine(row1, 3).violation(s));
        assertNotNull(new ModularLine(column1, 3).violation(s)); // 1 4 7: all residue 1
        assertNull(new ModularLine(List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(1, 3), Cell.of1(1, 4)), 3).violation(s));
        assertNull(new ModularLine(List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(1, 3), Cell.of1(1, 4)), 3)
                .violation(Grids.with(s, 1, 4, 7))); // 1 2 3 7 keeps the residue pattern
        assertNotNull(new ModularLine(List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(1, 3), Cell.of1(1, 4)), 3)
                .violation(Grids.with(s, 1, 4, 5)));

        assertNull(new ParityLine(row1).violation(s));
        assertNull(new ParityLine(column1).violation(s));
        assertTrue(new ParityLine(List.of(Cell.of1(1, 1), Cell.of1(2, 2))).violation(s).contains("both odd"));

        assertNull(new SameDifferenceLine(row1).violation(s));
        assertNull(new SameDifferenceLine(column1.subList(0, 3)).violation(s));
        assertTrue(new SameDifferenceLine(column1).violation(s).contains("r3c1=7 and r4c1=2 differ by 5"));

        List<Cell> lock = List.of(Cell.of1(1, 2), Cell.of1(1, 1), Cell.of1(2, 1), Cell.of1(3, 2)); // 2 1 4 8
        assertNotNull(new LockoutLine(lock, 4).violation(s)); // 4 lies in 2..8
        assertNull(new LockoutLine(List.of(Cell.of1(1, 2), Cell.of1(1, 1), Cell.of1(2, 2)), 3).violation(s)); // ends 2, 5; middle 1
        assertTrue(new LockoutLine(List.of(Cell.of1(1, 2), Cell.of1(1, 1), Cell.of1(2, 2)), 4).violation(s).contains("differ by less than 4"));
        assertTrue(new LockoutLine(List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(2, 2)), 4).violation(s).contains("r1c2=2 lies in 1..5"));
    }
}
