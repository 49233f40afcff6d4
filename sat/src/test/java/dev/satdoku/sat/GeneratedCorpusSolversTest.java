package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Solution;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Differential testing on a generated corpus ({@link GeneratedPuzzles}: 4x4, 6x6 and 9x9 puzzles built
 * backwards from random grids, with rules of every kind): each external solver installed agrees with
 * SAT4J on satisfiability, the capped count and the decoded grids, and admits the hidden grid. The
 * per-instance comparisons are in {@link ExternalSolverBackendTest}. The external solvers get the plain
 * encoding (no simplification), so that every puzzle reaches them instead of being decided by the
 * encoder's pre-pass; every fourth puzzle uses the defaults to cover the simplified CNF too.
 */
class GeneratedCorpusSolversTest {

    static final int CORPUS = 100;
    private static final int CAP = 3;
    private static final AtomicInteger COMPARED = new AtomicInteger();

    static List<String> solvers() {
        return ExternalSolverBackendTest.solvers();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solvers")
    void agreesWithSat4jOnTheGeneratedCorpus(String solver) {
        ExternalSolvers.require(ExternalSolver.known(solver).orElseThrow().program());
        Supplier<SatBackend> named = Backends.named(solver);
        AtomicInteger processes = new AtomicInteger();
        Supplier<SatBackend> external = () -> {
            processes.incrementAndGet();
            return named.get();
        };
        for (long seed = 0; seed < CORPUS; seed++) {
            GeneratedPuzzles g = GeneratedPuzzles.make(7_000 + seed);
            EncodingOptions options = seed % 4 == 0 ? EncodingOptions.DEFAULTS : EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false);
            SolveReport reference = PuzzleSolver.sat4j(options).solve(g.puzzle(), CAP, null);
            SolveReport theirs = new PuzzleSolver(options, external).solve(g.puzzle(), CAP, null);
            String what = solver + ", " + options.describe() + ": " + g;
            assertEquals(reference.verdict(), theirs.verdict(), what);
            assertEquals(reference.solutions().size(), theirs.solutions().size(), what);
            for (Solution s : theirs.solutions()) {
                assertTrue(Checker.isValid(g.puzzle(), s), what);
            }
            if (theirs.solutions().size() < CAP) {
                assertEquals(new HashSet<>(reference.solutions()), new HashSet<>(theirs.solutions()), what);
                assertTrue(theirs.solutions().contains(Solution.ofDigits(g.puzzle().layout(), g.hidden())), what);
            }
            COMPARED.incrementAndGet();
        }
        // Puzzles the encoder decides alone never start the solver; most must reach it, or this compares nothing.
        assertTrue(processes.get() >= CORPUS / 2, solver + " was asked about only " + processes.get() + " puzzles");
    }

    @AfterAll
    static void printCount() {
        System.out.println("differential: " + COMPARED.get() + " generated puzzles compared (" + CORPUS + " per solver) with "
                + solvers() + " against SAT4J");
    }
}
