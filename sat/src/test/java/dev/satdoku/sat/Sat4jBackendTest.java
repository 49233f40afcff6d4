package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.encode.EncodingOptions;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class Sat4jBackendTest {

    @Test
    void solvesUnderAssumptionsAndReportsTheFailedOnes() {
        try (Sat4jBackend b = new Sat4jBackend()) {
            b.addClause(1, 2);
            b.addClause(-1, 3);
            assertEquals(SatResult.SATISFIABLE, b.solve(1));
            assertTrue(b.model()[1] && b.model()[3]);
            assertEquals(SatResult.UNSATISFIABLE, b.solve(1, -3, 2));
            int[] failed = b.failedAssumptions();
            Arrays.sort(failed);
            assertArrayEquals(new int[] {-3, 1}, failed);
            assertEquals(SatResult.SATISFIABLE, b.solve(), "assumptions hold for one call only");
        }
    }

    @Test
    void contradictoryClausesAreUnsatisfiable() {
        try (Sat4jBackend b = new Sat4jBackend()) {
            b.addClause(1);
            b.addClause(-1);
            assertEquals(SatResult.UNSATISFIABLE, b.solve());
        }
    }

    @Test
    void aDeadlineStopsTheSearchWithoutAVerdict() {
        // An empty 25x25 enumerated to the end would take forever; the deadline ends it with TIMEOUT.
        Puzzle empty = Puzzle.classic("25x25", Layout.standard(25), Puzzle.noGivens(Layout.standard(25)));
        SolveReport r = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(empty, 0, Duration.ofMillis(300));
        assertEquals(Verdict.TIMEOUT, r.verdict());
        assertTrue(!r.exhaustive());
        for (var s : r.solutions()) {
            assertTrue(dev.satdoku.check.Checker.isValid(empty, s));
        }
    }
}
