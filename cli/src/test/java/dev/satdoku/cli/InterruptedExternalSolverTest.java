package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SIGTERM or Ctrl-C while an external solver runs, on a real process: the solver process is killed,
 * its scratch folder (the DIMACS file) is deleted, and the command reports 'interrupted'. The
 * "solver" is a script that notes its process id and folder, then sleeps for a minute.
 */
class InterruptedExternalSolverTest {

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"TERM", "INT"})
    void theSolverIsKilledAndItsFilesDeleted(String signal) throws Exception {
        Path seen = tmp.resolve("seen.txt");
        Path script = tmp.resolve("slow-solver.sh");
        // 'exec' makes the sleeping process the one whose id was noted.
        Files.writeString(script, "#!/bin/sh\necho \"$$ $(dirname \"$1\")\" > " + seen + ".tmp\nmv " + seen + ".tmp " + seen
                + "\nexec sleep 60\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = List.of(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "solve", ".".repeat(81), "--solver", script.toString(), "--json");
        Path out = tmp.resolve("out.txt");
        Path err = tmp.resolve("err.txt");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        String[] noted;
        try {
            long end = System.currentTimeMillis() + 60_000;
            while (!Files.exists(seen)) {
                if (!p.isAlive() || System.currentTimeMillis() > end) {
                    fail("the solver script never started; " + Files.readString(out));
                }
                Thread.sleep(10);
            }
            noted = Files.readString(seen).strip().split(" ", 2);
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).inheritIO().start();
            assertEquals(0, kill.waitFor());
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the process ends after SIG" + signal);
        } finally {
            p.destroyForcibly();
        }
        String printed = "standard output: " + Files.readString(out) + "\nstandard error: " + Files.readString(err);
        assertEquals(signal.equals("TERM") ? 143 : 130, p.exitValue(), printed);
        assertTrue(Files.readString(out).contains("\"status\":\"interrupted\""), printed);
        var solver = ProcessHandle.of(Long.parseLong(noted[0]));
        assertFalse(solver.isPresent() && solver.get().isAlive(), "the solver process was killed");
        assertFalse(Files.exists(Path.of(noted[1])), "the scratch folder was deleted: " + noted[1]);
    }
}
