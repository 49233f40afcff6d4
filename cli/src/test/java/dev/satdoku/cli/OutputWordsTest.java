package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's words: counted nouns agree with their number, one word per verdict, sizes stated. */
class OutputWordsTest {

    @TempDir
    Path dir;

    @Test
    void oneOfAnythingIsSingular() throws Exception {
        Path one = dir.resolve("one.sudoku");
        Files.writeString(one, "size 4\ngivens 1...............\nodd r1c2\n");
        Cli solve = Cli.run("solve", one.toString());
        assertTrue(solve.out().contains(", 1 given, 1 rule]"), solve.toString());
        Cli redundant = Cli.run("redundant", Cli.instance("classic/4x4.sudoku"));
        assertFalse(redundant.out().matches("(?s).*\\b1 (givens|rules|clues|solver calls)\\b.*"), redundant.toString());

        Path list = dir.resolve("list.txt");
        Files.writeString(list, "1234\n");
        Cli batch = Cli.run("batch", list.toString());
        assertEquals(ExitCodes.BAD_INPUT, batch.code(), batch.toString());
        assertTrue(batch.err().contains("1 line was not a puzzle"), batch.toString());
    }

    @Test
    void aPuzzleWithSeveralSolutionsIsMultipleInEveryCommand() {
        String several = Cli.instance("classic/several-solutions.sudoku");
        Cli solve = Cli.run("solve", several);
        assertTrue(solve.out().contains(": multiple solutions"), solve.toString());
        assertFalse(solve.out().contains("more than one"), solve.toString());
        assertTrue(Cli.run("count", several).out().contains(": multiple: "));
        assertTrue(Cli.run("candidates", several).out().contains(": multiple solutions: "));
        assertTrue(Cli.run("steps", several).out().contains(": multiple solutions, so no path"));
        assertTrue(Cli.run("ambiguity", several).out().contains(": multiple"));
    }

    @Test
    void aGridOfTheWrongLengthSaysHowLongItIs() {
        Cli r = Cli.run("solve", ".".repeat(80));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.toString());
        assertTrue(r.err().contains("81 for 9x9, and this one has 80"), r.toString());
    }

    @Test
    void lettersOnLargeGridsHaveAKey() {
        Cli r = Cli.run("candidates", Cli.instance("classic/16x16.sudoku"));
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("G*"), "16 is written G in a cell's candidates: " + r.out());
        assertTrue(r.out().contains("letters: A=10 B=11 C=12 D=13 E=14 F=15 G=16\n"), r.out());
        Cli nine = Cli.run("candidates", Cli.instance("classic/9x9-wikipedia.sudoku"));
        assertFalse(nine.out().contains("letters:"), nine.out());
    }
}
