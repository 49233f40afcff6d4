package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.testing.Repo;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The README's first command, run as a user would: the launcher at the repository root. */
class LauncherIT {

    private static String[] run(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Repo.root().resolve("satdoku").toString()));
        cmd.addAll(List.of(args));
        return exec(new ProcessBuilder(cmd));
    }

    private static String[] exec(ProcessBuilder builder) throws Exception {
        Process p = builder.directory(Repo.root().toFile()).start();
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

    /**
     * The class-data sharing archive the launcher records holds picocli and the command classes that
     * implement its interfaces (the JVM leaves classes of picocli's published jar, class-file version
     * 49, out of an archive, and with them every class implementing their interfaces), a killer's sum
     * encoding and implied sums, and what the exit hooks load.
     */
    @Test
    void theLaunchersArchiveHoldsWhatASolveLoads() throws Exception {
        ProcessBuilder options = new ProcessBuilder(Repo.root().resolve("satdoku").toString());
        options.environment().put("SATDOKU_PRINT_JVM_OPTIONS", "1");
        String[] printed = exec(options);
        assertEquals("0", printed[0], printed[2]);
        assertTrue(printed[1].contains("-XX:SharedArchiveFile="), printed[1]);
        List<String> cmd = new ArrayList<>(List.of("java"));
        cmd.addAll(printed[1].lines().toList());
        cmd.addAll(List.of("-Xlog:class+load=info", "-jar", Repo.root().resolve("cli/target/satdoku.jar").toString(),
                "solve", "instances/variants/sigh-017.sudoku"));
        String[] r = exec(new ProcessBuilder(cmd));
        assertEquals("0", r[0], r[2]);
        for (String loaded : List.of("picocli.CommandLine", "picocli.CommandLine$Model$CommandSpec",
                "dev.satdoku.cli.SolveCommand", "dev.satdoku.cli.UsageErrors", "dev.satdoku.encode.SumAlgebra",
                "dev.satdoku.sat.ExternalSolverBackend")) {
            String line = r[1].lines().filter(l -> l.contains(" " + loaded + " source:")).findFirst().orElse("(not loaded)");
            assertTrue(line.contains("source: shared objects file"), loaded + " is not from the archive: " + line);
        }
    }
}
