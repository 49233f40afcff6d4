package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.BruteForce;
import dev.satdoku.testing.Instance;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** True candidates equal the union of all solutions; counts equal the tally over all solutions (on instances: InstanceMatrixTest). */
class CandidatesFinderTest {

    private static final int COUNT_LIMIT = 3;

    static Stream<Integer> seeds() {
        return IntStream.range(0, 40).boxed();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void candidatesAreTheUnionOfAllSolutionsOnRandomPuzzles(int seed) {
        Random rnd = new Random(1000 + seed);
        int n = seed % 2 == 0 ? 6 : 4;
        Puzzle puzzle = RandomPuzzles.make(rnd, n, n == 6 ? 0.5 + rnd.nextDouble() * 0.25 : 0.2 + rnd.nextDouble() * 0.4, 5);
        List<Solution> all = BruteForce.solutions(puzzle, 0);
        for (EncodingOptions options : List.of(EncodingOptions.DEFAULTS, EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false))) {
            assertMatches(puzzle, all, options);
        }
    }

    /** The candidates found equal the union of {@code all} solutions, and their counts the tally (InstanceMatrixTest uses it too). */
    static void assertMatches(Puzzle puzzle, List<Solution> all, EncodingOptions options) {
        dev.satdoku.model.Layout layout = puzzle.layout();
        int min = layout.minValue();
        int max = layout.maxValue();
        TrueCandidates tc = new CandidatesFinder(options, Sat4jBackend::new).find(puzzle, null, COUNT_LIMIT);
        Verdict want = all.isEmpty() ? Verdict.NONE : all.size() == 1 ? Verdict.UNIQUE : Verdict.MULTIPLE;
        assertEquals(want, tc.verdict(), puzzle.name());
        assertTrue(tc.complete());
        for (int i = 0; i < layout.cellCount(); i++) {
            Cell cell = layout.cellAt(i);
            int union = 0;
            int[] tally = new int[max + 1];
            for (Solution s : all) {
                union |= 1 << s.digit(cell);
                tally[s.digit(cell)]++;
            }
            assertEquals(union, tc.possible()[i], puzzle.name() + " " + cell + " with " + options.describe());
            assertEquals(0, tc.undecided()[i]);
            assertEquals(!all.isEmpty() && Integer.bitCount(union) == 1, tc.isFixed(cell), cell + " backbone");
            if (!all.isEmpty()) {
                int[] want2 = new int[max + 1];
                int[] got = new int[max + 1];
                for (int d = min; d <= max; d++) {
                    want2[d] = tally[d] == 0 ? -1 : Math.min(tally[d], COUNT_LIMIT);
                    got[d] = tc.counts()[i][d];
                }
                assertArrayEquals(want2, got, puzzle.name() + " counts at " + cell);
            }
        }
        assertTrue(tc.solutionsSeen() <= all.size(), "every model is a distinct solution");
    }

    @Test
    void aUniquePuzzleCostsTwoCalls() {
        Puzzle p = Instance.all().stream().filter(i -> i.name().endsWith("9x9-wikipedia.sudoku")).findFirst().orElseThrow().puzzle();
        TrueCandidates tc = new CandidatesFinder(EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false), Sat4jBackend::new).find(p, null, 0);
        assertEquals(Verdict.UNIQUE, tc.verdict());
        assertEquals(81, tc.fixedCount());
        assertEquals(2, tc.solverCalls(), "one model, then one call that rules out every other candidate at once");
    }

    @Test
    void fieldsOfAZeroBasedGridWithOpenCellsSayNullForTheirFixedValue() {
        // an empty 4x6 grid holding 0..5: no cell is fixed, and 0 is a value, so "fixed" is null (it was an NPE)
        dev.satdoku.model.Layout layout = dev.satdoku.model.Layout.boxes(4, 6, 2, 3).withValues(0, 5);
        Puzzle empty = Puzzle.classic("zero-based", layout, Puzzle.noGivens(layout));
        java.util.Map<String, Object> fields = new CandidatesFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new).find(empty, null, 0).fields();
        Object[] fixed = (Object[]) fields.get("fixed");
        assertEquals(24, fixed.length);
        assertTrue(java.util.Arrays.stream(fixed).allMatch(java.util.Objects::isNull), java.util.Arrays.toString(fixed));
        @SuppressWarnings("unchecked")
        List<List<Integer>> candidates = (List<List<Integer>>) fields.get("candidates");
        assertEquals(List.of(0, 1, 2, 3, 4, 5), candidates.get(0));
        // with a given 0 at r1c1 that cell is fixed at the value 0 (not null, not "empty")
        int[] givens = Puzzle.noGivens(layout);
        givens[0] = 0;
        Object[] withZero = (Object[]) new CandidatesFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new)
                .find(Puzzle.classic("zero-given", layout, givens), null, 0).fields().get("fixed");
        assertEquals(0, withZero[0]);
        assertEquals(null, withZero[1]);
    }

    @Test
    void timeoutLeavesUndecidedCandidatesAndNoVerdict() {
        Puzzle empty = RandomPuzzles.make(new Random(3), 16, 0, 0);
        TrueCandidates tc = new CandidatesFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new).find(empty, Duration.ofMillis(1), 0);
        assertEquals(Verdict.TIMEOUT, tc.verdict());
        assertFalse(tc.complete());
        int undecided = 0;
        for (int u : tc.undecided()) {
            undecided += Integer.bitCount(u);
        }
        assertTrue(undecided > 0, "an empty 16x16 cannot be settled in 1 ms");
        for (int i = 0; i < tc.possible().length; i++) {
            assertEquals(0, tc.possible()[i] & tc.undecided()[i], "a digit is either confirmed or undecided");
        }
    }
}
