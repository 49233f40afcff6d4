package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A cell listed twice in an ISS list is read as ISS reads it (iss.md 2.8 and each type of section 4),
 * with a warning naming the cell; where that reading has no native form the import stops with an error
 * naming the cell, never a different rule.
 */
class IssRepeatedCellsTest {

    private static Translation translate(String iss) {
        return IssTranslator.translate(iss, "<argument>");
    }

    private static void warnsAbout(Translation t, String cell) {
        assertTrue(t.warnings().stream().anyMatch(w -> w.contains(cell + " is listed twice")), t.warnings()::toString);
    }

    private static SolveReport solve(String iss, int max) {
        List<Puzzle> read = PuzzleReader.readText(iss, "<argument>");
        assertEquals(1, read.size());
        assertTrue(read.get(0).metadata().warnings().stream().anyMatch(w -> w.contains("listed twice")), "the warning reaches the puzzle");
        return PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(read.get(0), max, null);
    }

    private static int digit(Solution s, int row, int col) {
        return s.digit(Cell.of1(row, col));
    }

    @Test
    void aCageCountsARepeatedCellTwiceInItsSumButNotInItsDistinctness() {
        String iss = ".~R1C1_3.Cage~10~R1C1~R1C1~R1C2";
        Translation t = translate(iss);
        assertTrue(t.statements().containsAll(List.of("cage r1c1 r1c2", "sum 10 r1c1 r1c1 r1c2")), t.statements()::toString);
        warnsAbout(t, "R1C1");
        SolveReport r = solve(iss, 1);
        assertEquals(1, r.solutions().size());
        assertEquals(4, digit(r.solutions().get(0), 1, 2), "3 + 3 + R1C2 = 10");
        // Without a total only distinctness is left, over the distinct cells.
        Translation noTotal = translate(".Cage~~R2C2~R3C3~R2C2");
        assertTrue(noTotal.statements().contains("cage r2c2 r3c3"), noTotal.statements()::toString);
        warnsAbout(noTotal, "R2C2");
    }

    @Test
    void aSumCountsARepeatedCellTwice() {
        String iss = ".~R5C5_2.Sum~9~R5C5~R5C5~R5C5~R6C6";
        Translation t = translate(iss);
        assertTrue(t.statements().contains("sum 9 r5c5 r5c5 r5c5 r6c6"), t.statements()::toString);
        warnsAbout(t, "R5C5");
        SolveReport r = solve(iss, 1);
        assertEquals(3, digit(r.solutions().get(0), 6, 6));
    }

    @Test
    void consecutivePairRulesAreCutWhereTheLineComesBack() {
        // Back to its first cell only: a closed loop, which the native whisper states as one line.
        Translation loop = translate(".Whisper~R1C1~R1C2~R2C2~R1C1");
        assertEquals(List.of("size 9", "whisper r1c1 r1c2 r2c2 r1c1"), loop.statements());
        // Coming back to another cell: cut there.
        Translation w = translate(".Whisper~R1C1~R1C2~R2C2~R1C2");
        assertEquals(List.of("size 9", "whisper r1c1 r1c2 r2c2", "whisper r2c2 r1c2"), w.statements());
        warnsAbout(w, "R1C2");
        Translation dutch = translate(".Whisper~4~R1C1~R1C2~R1C1");
        assertEquals(List.of("size 9", "whisper r1c1 r1c2 diff=4", "whisper r1c2 r1c1 diff=4"), dutch.statements());
        // A thermometer that comes back must rise above itself: ISS finds no solution, and so do we.
        assertTrue(solve(".Thermo~R1C1~R1C2~R2C2~R1C1", 1).solutions().isEmpty());
        IssTranslatorTest.error(".Thermo~R1C1~R1C1", "R1C1 follows itself");
        Translation pair = translate(".Pair~-n_4H-gH4AGg~R1C1~R1C2~R2C2~R1C2");
        assertEquals(List.of("size 9", "thermo r1c1 r1c2 r2c2", "thermo r2c2 r1c2"), pair.statements());
    }

    @Test
    void pairMarksAndEqualitiesIgnoreARepeatWithAWarning() {
        Translation dots = translate(".WhiteDot~R1C1~R1C2~R1C1");
        assertEquals(List.of("size 9", "white r1c1 r1c2"), dots.statements());
        warnsAbout(dots, "R1C1");
        IssTranslatorTest.error(".GreaterThan~R1C1~R1C2~R1C1", "each greater than the other");
        Translation same = translate(".SameValues~3~R1C1~R2C2~R1C1");
        assertEquals(List.of("size 9", "clone r1c1 | r2c2"), same.statements());
        warnsAbout(same, "R1C1");
        Translation index = translate(".Indexing~C~R1C1~R2C1~R1C1");
        assertEquals(List.of("size 9", "indexer column r1c1 r2c1"), index.statements());
        String palindrome = ".Palindrome~R1C1~R2C4~R1C1~R4C2";
        Translation pal = translate(palindrome);
        assertEquals(List.of("size 9", "clone r1c1 | r4c2", "clone r2c4 | r1c1"), pal.statements());
        warnsAbout(pal, "R1C1");
        Solution s = solve(palindrome, 1).solutions().get(0);
        assertEquals(digit(s, 1, 1), digit(s, 4, 2));
        assertEquals(digit(s, 1, 1), digit(s, 2, 4));
    }

    @Test
    void rulesWithoutANativeReadingOfARepeatNameTheCell() {
        for (String iss : List.of(".Renban~R1C1~R1C2~R1C1", ".Arrow~R1C1~R1C2~R1C2", ".DoubleArrow~R1C1~R1C2~R1C2~R1C3",
                ".Between~R1C1~R1C2~R1C1", ".Zipper~R1C1~R1C2~R1C1", ".RegionSumLine~R1C3~R1C4~R1C3", ".Modular~3~R1C1~R1C2~R1C1",
                ".Lockout~4~R1C1~R1C2~R1C1", ".PillArrow~2~R1C1~R1C2~R1C1", ".PairX~8H_xf8H_xf8H_B~R1C1~R1C2~R1C1")) {
            IssTranslatorTest.error(iss, "listed twice", "R1C");
        }
    }
}
