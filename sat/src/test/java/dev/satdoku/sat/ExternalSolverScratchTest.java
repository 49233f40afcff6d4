package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An external solver's scratch folder (the DIMACS file, its output) is removed on every path: an
 * answer, a failure, a timeout, and, for a backend never closed, the shutdown clean-up. The fake
 * solvers are shell scripts that note the folder of the DIMACS file they were given, so the test
 * checks the very folder that was used.
 */
class ExternalSolverScratchTest {

    @TempDir
    Path tmp;

    private final Puzzle puzzle = RandomPuzzles.make(new Random(1), 4, 0, 0);

    /** A solver script that records its DIMACS file's folder, then runs {@code body}. */
    private Path solver(String body) throws Exception {
        Path f = tmp.resolve("solver.sh");
        Files.writeString(f, "#!/bin/sh\ndirname \"$1\" >> " + tmp.resolve("seen.txt") + "\n" + body + "\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
        return f;
    }

    private Enumerator enumerator(Path script) {
        return new Enumerator(EncodingOptions.DEFAULTS, Backends.named(script.toString()));
    }

    /** The scratch folders the solver was run in: at least one, none of them left. */
    private void assertScratchRemoved() throws Exception {
        List<String> seen = Files.readAllLines(tmp.resolve("seen.txt"));
        assertFalse(seen.isEmpty(), "the solver ran");
        for (String dir : seen) {
            assertFalse(Files.exists(Path.of(dir)), "scratch folder removed: " + dir);
            assertFalse(ExternalSolverBackend.openFolders().contains(Path.of(dir)), "and forgotten: " + dir);
        }
    }

    @Test
    void removedAfterAnAnswer() throws Exception {
        Path script = solver("echo 's UNSATISFIABLE'");
        assertEquals(Verdict.NONE, enumerator(script).enumerate(puzzle, 2, null, s -> { }).verdict());
        assertScratchRemoved();
    }

    @Test
    void removedAfterAFailure() throws Exception {
        Path script = solver("echo 'oops'; exit 139");
        assertThrows(ExternalSolverException.class, () -> enumerator(script).enumerate(puzzle, 1, null, s -> { }));
        assertScratchRemoved();
    }

    @Test
    void removedAfterATimeout() throws Exception {
        Path script = solver("sleep 60");
        Enumerator.Enumeration e = enumerator(script).enumerate(puzzle, 1, Duration.ofMillis(200), s -> { });
        assertEquals(Enumerator.Ending.STOPPED, e.ending());
        assertScratchRemoved();
    }

    @Test
    void removedByTheShutdownCleanUpWhenNeverClosed() throws Exception {
        Path script = solver("echo 's UNSATISFIABLE'");
        ExternalSolverBackend backend = (ExternalSolverBackend) Backends.named(script.toString()).get();
        backend.load(dev.satdoku.encode.PuzzleEncoder.encode(puzzle, EncodingOptions.DEFAULTS).cnf());
        assertEquals(SatResult.UNSATISFIABLE, backend.solve());
        assertTrue(ExternalSolverBackend.openFolders().stream().anyMatch(Files::exists), "open while in use");
        ExternalSolverBackend.deleteScratchFolders();
        assertScratchRemoved();
    }
}
