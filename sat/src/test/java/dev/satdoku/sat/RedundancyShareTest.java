package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Puzzle;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Under a time limit one hard clue does not take the whole budget: its question gets a share of the time,
 * is reported undecided when the share runs out, and every other clue is still decided. The hard question is
 * made by a backend whose one chosen call searches until it is cancelled, so nothing here depends on timing.
 */
class RedundancyShareTest {

    /** SAT4J, except that call number {@code stallAt} never finishes by itself. */
    private static final class StallingBackend implements SatBackend {
        private final Sat4jBackend inner = new Sat4jBackend();
        private final int stallAt;
        private int calls;
        private volatile boolean cancelled;

        StallingBackend(int stallAt) {
            this.stallAt = stallAt;
        }

        @Override
        public String name() {
            return "stalling";
        }

        @Override
        public void load(Cnf cnf) {
            inner.load(cnf);
        }

        @Override
        public void ensureVariables(int count) {
            inner.ensureVariables(count);
        }

        @Override
        public int variableCount() {
            return inner.variableCount();
        }

        @Override
        public void addClause(int... lits) {
            inner.addClause(lits);
        }

        @Override
        public SatResult solve(int... assumptions) {
            if (++calls == stallAt) {
                cancelled = false;
                while (!cancelled) {
                    Thread.onSpinWait();
                }
                return SatResult.UNKNOWN;
            }
            return inner.solve(assumptions);
        }

        @Override
        public boolean[] model() {
            return inner.model();
        }

        @Override
        public int[] failedAssumptions() {
            return inner.failedAssumptions();
        }

        @Override
        public boolean providesCores() {
            return true;
        }

        @Override
        public void interrupt() {
            cancelled = true;
            inner.interrupt();
        }

        @Override
        public boolean cancelsSearch() {
            return true;
        }

        @Override
        public void cancelSearch() {
            cancelled = true;
            inner.cancelSearch();
        }

        @Override
        public SolverStats stats() {
            return inner.stats();
        }

        @Override
        public void close() {
            inner.close();
        }
    }

    @Test
    void aClueWhoseQuestionRunsOutOfItsShareIsUndecidedAndTheOthersGoOn() {
        Puzzle puzzle = RedundancyFinderTest.load("classic/4x4.sudoku");
        Redundancy full = new RedundancyFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new).find(puzzle, null);
        assertTrue(full.complete() && full.undecided().isEmpty());
        // Calls 1 and 2 find the solution and prove it unique; call 3 asks about the first clue of the core.
        Redundancy r = new RedundancyFinder(EncodingOptions.DEFAULTS, () -> new StallingBackend(3))
                .find(puzzle, Duration.ofSeconds(20));
        assertEquals(Verdict.UNIQUE, r.status(), "uniqueness was proved; only one clue is open");
        assertEquals(1, r.undecided().size(), r.undecided().toString());
        assertFalse(r.complete());
        Selectors.Element open = r.undecided().get(0);
        List<Selectors.Element> redundant = new ArrayList<>(full.redundant());
        List<Selectors.Element> needed = new ArrayList<>(full.needed());
        redundant.remove(open);
        needed.remove(open);
        assertEquals(redundant, r.redundant(), "every other clue decided as without the limit");
        assertEquals(needed, r.needed());
        assertEquals(r.elements().size(), r.redundant().size() + r.needed().size() + r.undecided().size());
        assertFalse(r.minimalSet().isEmpty(), "the minimal set is still found");
    }

    @Test
    void withoutATimeLimitTheAnswerIsComplete() {
        Redundancy r = new RedundancyFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new)
                .find(RedundancyFinderTest.load("variants/sigh-093.sudoku"), null);
        assertTrue(r.complete());
        assertEquals(r.elements().size(), r.redundant().size() + r.needed().size());
    }
}
