package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.BruteForce;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Properties over puzzles built backwards from a random valid grid ({@link GeneratedPuzzles}: 4x4,
 * 6x6 and 9x9; lines of every kind, cages with true totals, arrows, dots, little killers, sandwiches,
 * X-sums, skyscrapers): satdoku admits the grid under every encoding choice, every solution it finds
 * passes the independent checker, and every encoding choice ({@link EncodingVariants}, picked up from
 * {@link EncodingOptions} by reflection) gives the same solutions up to a cap of three. Fixed seeds,
 * bounded tries; shrinking is off because a seed has no smaller form.
 */
class GeneratedPuzzlesPropertyTest {

    static final int CAP = 3;
    private static final String SEED = "20261121";
    private static final AtomicInteger CASES = new AtomicInteger();

    @Property(tries = 300, seed = SEED, shrinking = ShrinkingMode.OFF)
    void theHiddenGridIsASolutionUnderEveryEncoding(@ForAll @LongRange(min = 0, max = 1L << 40) long seed) {
        GeneratedPuzzles g = GeneratedPuzzles.make(seed);
        CASES.incrementAndGet();
        Solution hidden = Solution.ofDigits(g.puzzle().layout(), g.hidden());
        assertTrue(Checker.isValid(g.puzzle(), hidden), "the generator wrote a rule the grid breaks: " + g);
        for (EncodingOptions options : EncodingVariants.oneAtATime()) {
            SolveReport r = PuzzleSolver.sat4j(options).solve(g.fullyGiven(), 2, null);
            assertEquals(Verdict.UNIQUE, r.verdict(), options.describe() + ": " + g);
            assertEquals(hidden, r.solutions().get(0), options.describe() + ": " + g);
        }
    }

    @Property(tries = 200, seed = SEED, shrinking = ShrinkingMode.OFF)
    void everyEncodingFindsTheSameSolutions(@ForAll @LongRange(min = 0, max = 1L << 40) long seed) {
        GeneratedPuzzles g = GeneratedPuzzles.make(seed);
        CASES.incrementAndGet();
        SolveReport reference = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(g.puzzle(), CAP, null);
        assertSound(g, reference.solutions());
        List<EncodingOptions> variants = new ArrayList<>(EncodingVariants.oneAtATime());
        Random rnd = new Random(seed);
        variants.add(EncodingVariants.random(rnd));
        variants.add(EncodingVariants.random(rnd));
        for (EncodingOptions options : variants) {
            List<Solution> found = PuzzleSolver.sat4j(options).solve(g.puzzle(), CAP, null).solutions();
            assertSound(g, found);
            assertEquals(reference.solutions().size(), found.size(), "capped count, " + options.describe() + ": " + g);
            if (found.size() < CAP) {
                assertEquals(new HashSet<>(reference.solutions()), new HashSet<>(found), options.describe() + ": " + g);
            }
        }
    }

    /** On 4x4 and on 6x6 with enough givens, the capped count equals a brute-force search's, which uses no CNF. */
    @Property(tries = 200, seed = SEED, shrinking = ShrinkingMode.OFF)
    void smallGridsCountLikeBruteForce(@ForAll @LongRange(min = 0, max = 1L << 40) long seed) {
        GeneratedPuzzles g = GeneratedPuzzles.make(seed);
        int n = g.puzzle().layout().rows();
        if (n == 9 || n == 6 && g.puzzle().givenCount() < 12) {
            return; // brute force checks rules only on complete grids: 9x9, or 6x6 with few givens, would take minutes
        }
        CASES.incrementAndGet();
        Set<Solution> brute = new HashSet<>(BruteForce.solutions(g.puzzle(), CAP));
        List<Solution> sat = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(g.puzzle(), CAP, null).solutions();
        assertEquals(brute.size(), sat.size(), g.toString());
        if (sat.size() < CAP) {
            assertEquals(brute, new HashSet<>(sat), g.toString());
        }
    }

    /**
     * The generator must cover what the properties claim: every line kind, both 4x4/6x6/9x9, and
     * puzzles with one and with several solutions; otherwise the properties above could pass vacuously.
     */
    @Example
    void theGeneratorCoversEveryLineKindAndVerdict() {
        Set<String> keywords = new HashSet<>();
        Set<Integer> sizes = new HashSet<>();
        Set<Verdict> verdicts = new HashSet<>();
        for (long seed = 0; seed < 300; seed++) {
            GeneratedPuzzles g = GeneratedPuzzles.make(seed);
            g.puzzle().rules().forEach(r -> keywords.add(r.keyword()));
            sizes.add(g.puzzle().layout().rows());
            if (seed % 5 == 0) {
                verdicts.add(PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(g.puzzle(), 2, null).verdict());
            }
        }
        assertTrue(keywords.containsAll(GridRules.LINE_KEYWORDS), "line kinds never generated: "
                + GridRules.LINE_KEYWORDS.stream().filter(k -> !keywords.contains(k)).toList());
        assertTrue(keywords.containsAll(List.of("cage", "arrow", "littlekiller", "sandwich", "xsum", "skyscraper", "white", "black")),
                keywords.toString());
        assertEquals(Set.of(4, 6, 9), sizes);
        assertTrue(verdicts.containsAll(Set.of(Verdict.UNIQUE, Verdict.MULTIPLE)), verdicts.toString());
    }

    /** Every solution passes the checker; when all were found (fewer than the cap), the hidden grid is one of them. */
    private static void assertSound(GeneratedPuzzles g, List<Solution> found) {
        for (Solution s : found) {
            assertTrue(Checker.isValid(g.puzzle(), s), "checker rejects a solution of " + g);
        }
        if (found.size() < CAP) {
            assertTrue(found.contains(Solution.ofDigits(g.puzzle().layout(), g.hidden())), "the hidden grid is missing: " + g);
        }
    }

    @AfterContainer
    static void printCount() {
        System.out.println("property: " + CASES.get() + " generated puzzles checked, " + EncodingVariants.oneAtATime().size()
                + " encoding variants each (one choice at a time, with and without simplification) plus random combinations");
    }
}
