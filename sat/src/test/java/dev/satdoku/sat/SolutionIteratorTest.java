package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.format.LineFormat;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.Origin;
import java.time.Duration;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The one solutions loop: what it hands out, when it knows it is done, and when it needs no solver. */
class SolutionIteratorTest {

    private static Puzzle line(String digits) {
        return LineFormat.parse(digits, new Origin("test", 1, 1, digits));
    }

    /** Counts the backends made, so a test can see that no solver was needed. */
    private static final class CountingBackends implements Supplier<SatBackend> {
        final AtomicInteger made = new AtomicInteger();

        @Override
        public SatBackend get() {
            made.incrementAndGet();
            return new Sat4jBackend();
        }
    }

    @Test
    void handsOutEveryGridOnceEachCheckedThenKnowsItIsDone() {
        Puzzle empty = RandomPuzzles.make(new Random(1), 4, 0, 0);
        for (EncodingOptions options : EncodingVariants.oneAtATime()) {
            Set<Solution> seen = new HashSet<>();
            try (SolutionIterator solutions = SolutionIterator.encode(empty, options, Sat4jBackend::new, null)) {
                for (Solution s = solutions.next(); s != null; s = solutions.next()) {
                    assertTrue(Checker.check(empty, s).isEmpty(), "only checked grids are handed out");
                    assertTrue(seen.add(s), "a grid was handed out twice under " + options.describe());
                }
                assertTrue(solutions.exhausted());
                assertFalse(solutions.stopped());
                // One call per solution, and the last one proves there are no more.
                assertEquals(seen.size() + 1, solutions.calls());
            }
            assertEquals(288, seen.size(), "a 4x4 grid with 2x2 boxes has 288 fillings, under " + options.describe());
        }
    }

    @Test
    void aPuzzleThatSimplificationSolvesNeedsNoSolverAndEndsOnlyWhenAskedAgain() {
        CountingBackends backends = new CountingBackends();
        Puzzle full = line("123434122143432.");
        try (SolutionIterator solutions = SolutionIterator.encode(full, EncodingOptions.DEFAULTS, backends, null)) {
            Solution only = solutions.next();
            assertNotNull(only);
            assertEquals(1, only.digits()[15]);
            assertFalse(solutions.exhausted(), "a question for one solution must not claim uniqueness");
            assertNull(solutions.next());
            assertTrue(solutions.exhausted());
            assertEquals(0, solutions.calls());
            assertSame(SolverStats.NONE, solutions.stats());
        }
        assertEquals(0, backends.made.get(), "no backend for a puzzle the encoder solved outright");
    }

    @Test
    void theCallersAnswersForAPuzzleSolvedOutrightAreUnchanged() {
        Puzzle full = line("123434122143432.");
        PuzzleSolver solver = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS);
        assertEquals(Verdict.FOUND, solver.solve(full, 1, null).verdict());
        SolveReport two = solver.solve(full, 2, null);
        assertEquals(Verdict.UNIQUE, two.verdict());
        assertTrue(two.exhaustive());
        assertSame(SolverStats.NONE, two.stats());
        Enumerator enumerator = new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new);
        assertEquals(Enumerator.Ending.LIMIT, enumerator.enumerate(full, 1, null, s -> { }).ending());
        assertEquals(Enumerator.Ending.EXHAUSTED, enumerator.enumerate(full, 0, null, s -> { }).ending());
    }

    @Test
    void aPuzzleThatSimplificationRefutesIsExhaustedWithoutASolver() {
        CountingBackends backends = new CountingBackends();
        try (SolutionIterator solutions = SolutionIterator.encode(line("11.............."), EncodingOptions.DEFAULTS, backends,
                null)) {
            assertTrue(solutions.encoded().decidedUnsatisfiable(), "precondition: two 1s in row 1 are refuted by propagation");
            assertNull(solutions.next());
            assertTrue(solutions.exhausted());
            assertFalse(solutions.stopped());
        }
        assertEquals(0, backends.made.get());
    }

    @Test
    void theDeadlineStopsTheSearchWithoutClaimingTheEnd() {
        Puzzle empty9 = RandomPuzzles.make(new Random(1), 9, 0, 0);
        try (SolutionIterator solutions = SolutionIterator.encode(empty9, EncodingOptions.DEFAULTS, Sat4jBackend::new,
                Duration.ofMillis(200))) {
            int found = 0;
            while (solutions.next() != null) {
                found++;
            }
            assertTrue(found > 0, "some grids come out within 200 ms");
            assertTrue(solutions.stopped());
            assertFalse(solutions.exhausted());
            assertNull(solutions.next(), "a stopped search stays stopped");
        }
    }

    @Test
    void aRejectedSolutionIsAnErrorNotAnAnswer() {
        // The checker is given a given the encoding never saw: the first grid without a 1 in r1c1 must
        // stop the search with an error instead of coming out as an answer.
        EncodedPuzzle encoded = PuzzleEncoder.encode(RandomPuzzles.make(new Random(1), 4, 0, 0), EncodingOptions.DEFAULTS);
        Puzzle stricter = line("1...............");
        int[] passed = {0};
        try (SolutionIterator solutions = SolutionIterator.over(stricter, encoded, Sat4jBackend::new, null)) {
            assertThrows(CheckFailedException.class, () -> {
                for (Solution s = solutions.next(); s != null; s = solutions.next()) {
                    assertEquals(1, s.digits()[0], "a grid handed out failed the check");
                    passed[0]++;
                }
            });
        }
        assertTrue(passed[0] < 288 / 4, "the search stopped at the first rejected grid, not at the end");
    }
}
