package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * decode reads what every supported solver prints, console and result file alike. The files in
 * src/test/resources/solver-output are real outputs (see the README there) for the 4x4 instance
 * encoded with --no-simplify. Found when decode stopped at MiniSat's console ("expected an integer,
 * found 'WARNING:'").
 */
class DecodeSolverOutputsTest {

    private static final String PUZZLE = Cli.instance("classic/4x4.sudoku");

    private static Path resource(String name) throws Exception {
        return Path.of(DecodeSolverOutputsTest.class.getResource("/solver-output/" + name).toURI());
    }

    @ParameterizedTest
    @ValueSource(strings = {"cadical-sat.out", "picosat-sat.out", "cryptominisat5-sat.out", "minisat-result-sat.txt",
        "bare-literals.txt"})
    void aModelDecodesToTheSolution(String file) throws Exception {
        Cli r = Cli.run("decode", PUZZLE, resource(file).toString(), "--no-simplify");
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("valid: the decoded grid satisfies every rule"), r.out());
        assertTrue(r.out().contains("| 4 2 | 1 3 |") && r.out().contains("| 3 1 | 4 2 |"), r.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"cadical-unsat.out", "picosat-unsat.out", "cryptominisat5-unsat.out", "minisat-result-unsat.txt",
        "minisat-console-unsat.out"})
    void anUnsatisfiableAnswerIsReportedAsSuch(String file) throws Exception {
        Cli r = Cli.run("decode", PUZZLE, resource(file).toString(), "--no-simplify");
        assertEquals(1, r.code(), r.toString());
        assertTrue(r.err().contains("the solver answered UNSATISFIABLE"), r.err());
    }

    /** MiniSat's console has the verdict but never the model: say where the model is, in one line. */
    @ParameterizedTest
    @ValueSource(strings = {"minisat-console-sat.out", "minisat-verb0-sat.out"})
    void miniSatsConsolePointsToItsResultFile(String file) throws Exception {
        Cli r = Cli.run("decode", PUZZLE, resource(file).toString(), "--no-simplify");
        assertEquals(1, r.code(), r.toString());
        assertTrue(r.err().contains("is MiniSat's console output") && r.err().contains("minisat FILE.cnf RESULT"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(!r.err().contains("expected an integer"), r.err());
    }

    @Test
    void aSatisfiableAnswerWithoutModelIsNamedAsSuch() throws Exception {
        Cli r = Cli.run("decode", PUZZLE, resource("cadical-no-model.out").toString(), "--no-simplify");
        assertEquals(1, r.code(), r.toString());
        assertTrue(r.err().contains("answered SATISFIABLE but printed no model"), r.err());
    }

    /**
     * The same forms from the solvers installed here, run now on a fresh CNF, so a new solver version
     * that changes its console is noticed. Solvers that are missing are named in the assumption.
     */
    @Test
    void installedSolversOutputDecodes(@TempDir Path tmp) throws Exception {
        Path cnf = tmp.resolve("p.cnf");
        assertEquals(0, Cli.run("encode", PUZZLE, "--no-simplify", "-o", cnf.toString()).code());
        List<String> ran = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (String solver : List.of("cadical", "picosat", "cryptominisat5", "minisat")) {
            if (!onPath(solver)) {
                missing.add(solver);
                continue;
            }
            Path console = tmp.resolve(solver + ".out");
            Path result = tmp.resolve(solver + ".res");
            List<String> cmd = solver.equals("minisat") ? List.of(solver, cnf.toString(), result.toString())
                    : List.of(solver, cnf.toString());
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(console.toFile()).start();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), solver);
            assertEquals(10, p.exitValue(), solver + " answers SATISFIABLE with exit status 10: " + Files.readString(console));
            Cli r = Cli.run("decode", PUZZLE, console.toString(), "--no-simplify");
            if (solver.equals("minisat")) {
                assertTrue(r.code() == 1 && r.err().contains("is MiniSat's console output"), r.toString());
                r = Cli.run("decode", PUZZLE, result.toString(), "--no-simplify");
            }
            assertEquals(0, r.code(), solver + "\n" + r);
            assertTrue(r.out().contains("valid: the decoded grid satisfies every rule"), r.out());
            ran.add(solver);
        }
        Assumptions.assumeFalse(ran.isEmpty(), "no SAT solver installed (" + missing + "); the recorded outputs are tested above");
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }
}
