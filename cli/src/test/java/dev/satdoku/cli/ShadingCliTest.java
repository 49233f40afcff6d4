package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shading puzzles from the command line: connectivity choice, shading in the output, checking saved output. */
class ShadingCliTest {

    private static final String ZIPPERY = Cli.instance("variants/cmears-3-zippery.sudoku");

    @TempDir
    Path tmp;

    @Test
    void solvesZipperyWithEitherConnectivityAndChecksItsOwnOutput() throws Exception {
        for (String connectivity : new String[] {"levels", "tree"}) {
            Cli r = Cli.run("solve", "--connectivity", connectivity, ZIPPERY);
            assertEquals(0, r.code(), r.toString());
            assertTrue(r.out().contains(": unique solution"), r.out());
            assertTrue(r.out().contains("shading ..#######.##.#.#.#.#..#...#...##"), r.out());
            Path saved = tmp.resolve(connectivity + ".txt");
            Files.writeString(saved, r.out());
            Cli check = Cli.run("check", ZIPPERY, saved.toString());
            assertEquals(0, check.code(), check.toString());
        }
    }

    @Test
    void encodeNamesTheConnectivityInTheHeader() {
        Cli r = Cli.run("encode", "--connectivity", "levels", ZIPPERY);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("connectivity=levels"), r.out().substring(0, 400));
        assertTrue(r.out().contains("yinyang shaded: node 40 within 3 steps"), "the variables of the levels encoding");
        assertFalse(r.out().contains("yinyang shaded: parent of"), "no variable of the tree encoding");
    }

    @Test
    void rejectsAnUnknownConnectivity() {
        Cli r = Cli.run("solve", "--connectivity", "flow", ZIPPERY);
        assertEquals(2, r.code(), r.toString());
        assertTrue(r.err().contains("unknown connectivity encoding 'flow'; choose one of levels, tree, hybrid"), r.err());
    }

    @Test
    void checkNamesTheBrokenRuleOfAWrongShading() throws Exception {
        Path wrong = tmp.resolve("wrong.txt");
        // The published digits with every cell shaded: the 2x2 rule breaks first.
        Files.writeString(wrong, "826593714139764258547128963291847536475236891683915472752681349914372685368459127\n"
                + "shading " + "W".repeat(81) + "\n");
        Cli r = Cli.run("check", ZIPPERY, wrong.toString());
        assertEquals(1, r.code(), r.toString());
        assertTrue((r.out() + r.err()).contains("the 2x2 block at r1c1 is all shaded"), r.toString());
    }
}
