package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.testing.Repo;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The README's first command, run as a user would: the launcher at the repository root. */
class LauncherIT {

    private static String[] run(String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of(Repo.root().resolve("satdoku").toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(Repo.root().toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return new String[] {Integer.toString(p.exitValue()), out, err};
    }

    @Test
    void solvesAnIncludedInstance() throws Exception {
        String[] r = run("solve", "instances/classic/9x9-wikipedia.sudoku");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("unique solution"), r[1]);
        assertTrue(r[1].contains("| 5 3 4 | 6 7 8 | 9 1 2 |"), r[1]);
        assertTrue(!r[2].contains("building"), "the jar built by Maven is fresh, no rebuild: " + r[2]);
    }

    @Test
    void reportsBadInputWithExitCode1() throws Exception {
        String[] r = run("solve", "instances/no-such-file.sudoku");
        assertEquals("1", r[0]);
        assertTrue(r[2].startsWith("satdoku: instances/no-such-file.sudoku: no such file"), r[2]);
    }
}
