package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.cnf.DimacsReader;
import dev.satdoku.cnf.DimacsWriter;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.format.ExpectedResult;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Instance;
import java.io.IOException;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The DIMACS written for each instance, solved by CaDiCaL and MiniSat as separate processes, decodes
 * to one of the stored solutions (or is reported unsatisfiable when there is none).
 */
class ExternalDimacsTest {

    @TempDir
    Path tmp;

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (String solver : ExternalSolvers.CI_SOLVERS) {
            for (Instance i : Instance.all()) {
                out.add(Arguments.of(solver, i));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void externalSolverAgrees(String solver, Instance instance) throws Exception {
        String binary = ExternalSolvers.require(solver);
        Puzzle puzzle = instance.puzzle();
        ExpectedResult expected = instance.expected(puzzle);
        for (EncodingOptions options : List.of(EncodingOptions.DEFAULTS, EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false))) {
            EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, options);
            Path cnf = tmp.resolve("p.cnf");
            try (Writer w = Files.newBufferedWriter(cnf, StandardCharsets.UTF_8)) {
                DimacsWriter.write(encoded.cnf(), encoded.describe("test"), w);
            }
            DimacsReader.Model model = run(binary, solver, cnf);
            if (expected.count() == 0) {
                assertEquals(DimacsReader.Status.UNSATISFIABLE, model.status(), instance + " " + options.describe());
                continue;
            }
            assertEquals(DimacsReader.Status.SATISFIABLE, model.status(), instance + " " + options.describe());
            Solution s = encoded.decode(model.values(encoded.cnf().numVars()));
            assertTrue(Checker.isValid(puzzle, s), instance + ": decoded grid breaks a rule");
            if (!expected.solutions().isEmpty()) {
                assertTrue(expected.solutions().contains(s), instance + ": decoded grid is not a stored solution");
            }
        }
    }

    private DimacsReader.Model run(String binary, String solver, Path cnf) throws IOException, InterruptedException {
        Path result = tmp.resolve("result.txt");
        List<String> cmd = solver.equals("minisat")
                ? List.of(binary, "-verb=0", cnf.toString(), result.toString())
                : List.of(binary, "-q", cnf.toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), solver + " did not finish");
        String text = solver.equals("minisat") ? Files.readString(result) : out;
        return DimacsReader.readModel(new StringReader(text), solver + " output");
    }
}
