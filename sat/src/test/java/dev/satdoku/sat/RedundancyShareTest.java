package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
