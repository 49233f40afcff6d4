package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SatBackend;
import dev.satdoku.sat.SatResult;
import org.junit.jupiter.api.Test;

/**
 * The command line wraps every backend so that Ctrl-C reaches it; the wrapper must not hide what the
 * backend can do, or redundant's per-question time shares would silently not apply on the command line.
 */
class TrackedBackendTest {

    @Test
    void theCtrlCWrapperKeepsTheBackendsAbilityToStopOneSearch() {
        try (SatBackend b = Interruption.tracked(Sat4jBackend::new).get()) {
            assertTrue(b.cancelsSearch(), "SAT4J can stop one search without stopping the next");
            b.ensureVariables(1);
            b.cancelSearch(); // lands before any search: lost, and the next search runs
            assertEquals(SatResult.SATISFIABLE, b.solve(1));
        }
    }
}
