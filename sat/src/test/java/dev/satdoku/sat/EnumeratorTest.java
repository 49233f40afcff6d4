package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.BruteForce;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Counting and listing solutions agrees with brute force (InstanceMatrixTest: with the stored results of every instance). */
class EnumeratorTest {

    /** Brute force is capped here; both sides are compared up to the cap. */
    private static final int CAP = 400;

    static Stream<Integer> seeds() {
        return IntStream.range(0, 60).boxed();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void countsEqualBruteForceOnRandomSmallPuzzles(int seed) {
        Random rnd = new Random(seed);
        int n = seed % 3 == 0 ? 6 : 4;
        Puzzle puzzle = RandomPuzzles.make(rnd, n, n == 6 ? 0.45 + rnd.nextDouble() * 0.3 : rnd.nextDouble() * 0.5, 6);
        Set<Solution> expected = new HashSet<>(BruteForce.solutions(puzzle, CAP));
        for (EncodingOptions options : List.of(EncodingOptions.DEFAULTS, EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false))) {
            List<Solution> found = new ArrayList<>();
            Enumerator.Enumeration e = new Enumerator(options, Sat4jBackend::new).enumerate(puzzle, CAP, null, found::add);
            assertEquals(expected.size(), e.count(), puzzle.name() + " " + options.describe());
            assertEquals(expected, new HashSet<>(found), puzzle.name());
            assertEquals(found.size(), new HashSet<>(found).size(), "a solution was listed twice");
            if (expected.size() < CAP) {
                assertEquals(Enumerator.Ending.EXHAUSTED, e.ending());
            }
            Verdict want = expected.isEmpty() ? Verdict.NONE : expected.size() == 1 ? Verdict.UNIQUE : Verdict.MULTIPLE;
            assertEquals(want, e.verdict());
        }
    }

    @Test
    void randomPuzzlesCoverNoneUniqueAndMultiple() {
        Set<Verdict> seen = new HashSet<>();
        for (int seed : seeds().toList()) {
            Random rnd = new Random(seed);
            int n = seed % 3 == 0 ? 6 : 4;
            Puzzle puzzle = RandomPuzzles.make(rnd, n, n == 6 ? 0.45 + rnd.nextDouble() * 0.3 : rnd.nextDouble() * 0.5, 6);
            int count = BruteForce.solutions(puzzle, 2).size();
            seen.add(count == 0 ? Verdict.NONE : count == 1 ? Verdict.UNIQUE : Verdict.MULTIPLE);
        }
        assertEquals(Set.of(Verdict.NONE, Verdict.UNIQUE, Verdict.MULTIPLE), seen, "the random puzzles must exercise every verdict");
    }

    @Test
    void limitStopsEarlyAndSaysSo() {
        Puzzle empty = RandomPuzzles.make(new Random(1), 4, 0, 0);
        Enumerator.Enumeration e = new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new).enumerate(empty, 5, null, s -> { });
        assertEquals(5, e.count());
        assertEquals(Enumerator.Ending.LIMIT, e.ending());
        Enumerator.Enumeration all = new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new).enumerate(empty, 0, null, s -> { });
        assertEquals(288, all.count(), "a 4x4 grid with 2x2 boxes has 288 fillings");
        assertEquals(Enumerator.Ending.EXHAUSTED, all.ending());
    }

    @Test
    void timeoutGivesALowerBoundNeverAVerdict() {
        Puzzle empty9 = RandomPuzzles.make(new Random(1), 9, 0, 0);
        List<Solution> found = new ArrayList<>();
        Enumerator.Enumeration e = new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new)
                .enumerate(empty9, 0, java.time.Duration.ofMillis(300), found::add);
        assertEquals(Enumerator.Ending.STOPPED, e.ending());
        assertEquals(Verdict.TIMEOUT, e.verdict());
        assertEquals(found.size(), e.count());
        assertTrue(e.count() > 0, "some solutions of the empty grid are found in 300 ms");
    }
}
