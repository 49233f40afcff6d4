package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What 'encode' tells a researcher on standard error about the CNF it wrote. */
class EncodeNotesTest {

    private static final String NOTE = "the pre-pass decided the puzzle, so the CNF is empty";

    @Test
    void anEmptyCnfSaysThePrePassDecidedAndNamesTheOptionThatKeepsIt() {
        Cli decided = Cli.run("encode", Cli.instance("classic/9x9-wikipedia.sudoku"));
        assertEquals(0, decided.code(), decided.toString());
        assertTrue(decided.out().contains("p cnf 0 0"), decided.out());
        assertTrue(decided.err().contains(NOTE) && decided.err().contains("use --no-simplify to keep the full CNF"), decided.toString());

        Cli full = Cli.run("encode", Cli.instance("classic/9x9-wikipedia.sudoku"), "--no-simplify");
        assertFalse(full.err().contains(NOTE), full.toString());
        Cli open = Cli.run("encode", ".".repeat(81));
        assertFalse(open.out().contains("p cnf 0 0"), "an empty grid is not decided");
        assertFalse(open.err().contains(NOTE), open.toString());
        assertTrue(Cli.run("encode", "--help").out().replaceAll("\\s+", " ").contains("--no-simplify keeps the full CNF"));
    }

    @Test
    void aSolverThePrePassLeftNothingToDoIsNamed(@TempDir Path tmp) throws Exception {
        // A "solver" that would only print garbage: it must not be run at all.
        Path never = tmp.resolve("never.sh");
        Files.writeString(never, "#!/bin/sh\necho garbage\n");
        Files.setPosixFilePermissions(never, PosixFilePermissions.fromString("rwx------"));
        String decided = Cli.instance("classic/9x9-wikipedia.sudoku");
        for (String command : List.of("solve", "count")) {
            Cli r = Cli.run(command, decided, "--solver", never.toString());
            assertEquals(0, r.code(), r.toString());
            assertTrue(r.err().contains("the pre-pass decided the puzzle, so " + never + " was not run; use --no-simplify"),
                    r.toString());
            Cli open = Cli.run(command, ".".repeat(16), "--solver", never.toString());
            assertTrue(open.err().contains("garbage") || open.err().contains("no usable answer"), "it runs when needed: " + open);
            assertFalse(open.err().contains("pre-pass"), open.toString());
            assertFalse(Cli.run(command, decided).err().contains("pre-pass"), "nothing to say about the default solver");
        }
    }
}
