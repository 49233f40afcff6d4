package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.ExpectedResult;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Instance;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * CryptoMiniSat's library in-process (Debian libcryptominisat5): the same answers as SAT4J, cores
 * drawn from the assumptions, and a deadline that stops it. Skipped, with the reason, where the
 * library is not installed (CI installs it).
 */
class CryptoMiniSatBackendTest {

    @BeforeEach
    void libraryPresent() {
        assumeTrue(CryptoMiniSatBackend.available(), CryptoMiniSatBackend.unavailableReason());
    }

    @Test
    void solvesUnderAssumptionsAndReportsTheFailedOnes() {
        try (CryptoMiniSatBackend b = new CryptoMiniSatBackend()) {
            b.addClause(1, 2);
            b.addClause(-1, 3);
            assertEquals(SatResult.SATISFIABLE, b.solve(1));
            assertTrue(b.model()[1] && b.model()[3]);
            assertEquals(SatResult.UNSATISFIABLE, b.solve(1, -3, 2));
            int[] failed = b.failedAssumptions();
            Arrays.sort(failed);
            assertArrayEquals(new int[] {-3, 1}, failed);
            assertEquals(SatResult.SATISFIABLE, b.solve(), "assumptions hold for one call only");
            assertEquals(SatResult.SATISFIABLE, b.solve(-1));
            assertTrue(!b.model()[1] && b.model()[2]);
        }
    }

    @Test
    void contradictoryClausesAreUnsatisfiable() {
        try (CryptoMiniSatBackend b = new CryptoMiniSatBackend()) {
            b.addClause(1);
            b.addClause(-1);
            assertEquals(SatResult.UNSATISFIABLE, b.solve());
        }
    }

    @Test
    void theInstancesGetTheirStoredResults() {
        int checked = 0;
        for (Instance instance : Instance.all()) {
            Puzzle puzzle = instance.puzzle();
            if (puzzle.layout().rows() > 9 || checked >= 40 && !instance.toString().contains("arithmetic")) {
                continue; // a sample: the first 40 instances of up to 9x9, and the no-solution family
            }
            ExpectedResult expected = instance.expected(puzzle);
            SolveReport r = new PuzzleSolver(EncodingOptions.DEFAULTS, CryptoMiniSatBackend::new)
                    .solve(puzzle, expected.count() + 1, Duration.ofSeconds(60));
            assertTrue(r.exhaustive(), instance + ": search did not finish");
            assertEquals(expected.count(), r.solutions().size(), instance.toString());
            if (!expected.solutions().isEmpty()) {
                Set<Solution> want = new HashSet<>(expected.solutions());
                assertEquals(want, new HashSet<>(r.solutions()), instance.toString());
            }
            checked++;
        }
        assertTrue(checked >= 40, "only " + checked + " instances checked");
    }

    @Test
    void aDeadlineStopsTheSearchWithoutAVerdict() {
        Puzzle empty = Puzzle.classic("25x25", Layout.standard(25), Puzzle.noGivens(Layout.standard(25)));
        SolveReport r = new PuzzleSolver(EncodingOptions.DEFAULTS, CryptoMiniSatBackend::new)
                .solve(empty, 0, Duration.ofMillis(300));
        assertEquals(Verdict.TIMEOUT, r.verdict());
        for (var s : r.solutions()) {
            assertTrue(dev.satdoku.check.Checker.isValid(empty, s));
        }
    }

    @Test
    void backendsNameIt() {
        try (SatBackend b = Backends.named(CryptoMiniSatBackend.NAME).get()) {
            assertEquals(CryptoMiniSatBackend.NAME, b.name());
        }
        assertTrue(Backends.reportsEffort(CryptoMiniSatBackend.NAME));
        assertTrue(List.of(ExternalSolver.KNOWN.toArray()).contains("cryptominisat"), "the program keeps its own name");
    }
}
