package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.Origin;
import dev.satdoku.testing.Instance;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Redundant clues and minimal clue sets, each claim checked independently: the puzzle with the clues
 * removed is re-encoded normally (no selectors) and its solutions counted by the {@link Enumerator}.
 */
class RedundancyFinderTest {

    static Stream<String> instances() {
        // A classic 4x4 and a 6x6 with 2x3 boxes (givens only), and a 9x9 zipper puzzle (rules only).
        return Stream.of("classic/4x4.sudoku", "variants/sigh-093.sudoku", "classic/6x6.sudoku");
    }

    static Puzzle load(String name) {
        return Instance.all().stream().filter(i -> i.name().equals(name)).findFirst().orElseThrow().puzzle();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("instances")
    void redundantCluesAndTheMinimalSetAreProved(String name) {
        Puzzle puzzle = load(name);
        Redundancy r = new RedundancyFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new).find(puzzle, null);
        assertEquals(Verdict.UNIQUE, r.status(), name);
        Solution solution = r.solution();
        assertNotNull(solution);
        for (Selectors.Element x : r.redundant()) {
            assertUniqueWith(puzzle, without(puzzle, List.of(x)), solution, name + " without " + x.label());
        }
        for (Selectors.Element x : r.elements()) {
            if (!r.redundant().contains(x)) {
                assertTrue(count(without(puzzle, List.of(x))) >= 2, name + ": " + x.label() + " was called necessary");
            }
        }
        // The minimal set forces the solution, and no clue of it can go.
        List<Selectors.Element> dropped = new ArrayList<>(r.elements());
        dropped.removeAll(r.minimalSet());
        assertFalse(r.minimalSet().isEmpty());
        assertUniqueWith(puzzle, without(puzzle, dropped), solution, name + " minimal set");
        for (Selectors.Element x : r.minimalSet()) {
            List<Selectors.Element> more = new ArrayList<>(dropped);
            more.add(x);
            assertTrue(count(without(puzzle, more)) >= 2, name + ": minimal set still unique without " + x.label());
        }
        assertTrue(r.solverCalls() >= 2);
    }

    @Test
    void aPuzzleWithSeveralSolutionsHasNothingRedundant() {
        Puzzle puzzle = load("classic/several-solutions.sudoku");
        Redundancy r = new RedundancyFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new).find(puzzle, null);
        assertEquals(Verdict.MULTIPLE, r.status());
        assertNotNull(r.other());
        assertFalse(r.solution().equals(r.other()));
        assertTrue(r.redundant().isEmpty());
        assertTrue(r.minimalSet().isEmpty());
    }

    @Test
    void anUnsolvablePuzzleSaysSo() {
        Puzzle puzzle = load("classic/no-solution.sudoku");
        Redundancy r = new RedundancyFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new).find(puzzle, null);
        assertEquals(Verdict.NONE, r.status());
    }

    private static void assertUniqueWith(Puzzle original, Puzzle reduced, Solution expected, String what) {
        List<Solution> found = new ArrayList<>();
        new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new).enumerate(reduced, 2, null, found::add);
        assertEquals(1, found.size(), what + ": solutions");
        assertTrue(java.util.Arrays.equals(expected.digits(), found.get(0).digits()), what + ": same grid");
    }

    private static long count(Puzzle p) {
        return new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new).enumerate(p, 2, null, s -> { }).count();
    }

    /** The puzzle without the given clues, built from the puzzle's own fields (not through selectors). */
    static Puzzle without(Puzzle p, List<Selectors.Element> clues) {
        int[] givens = p.givens();
        List<Rule> rules = new ArrayList<>();
        List<Origin> origins = new ArrayList<>();
        List<Integer> droppedRules = new ArrayList<>();
        for (Selectors.Element e : clues) {
            if (e instanceof Selectors.Given g) {
                assertEquals(g.digit(), givens[p.layout().index(g.cell())], "a reported given is a given of the puzzle");
                givens[p.layout().index(g.cell())] = Puzzle.EMPTY;
            } else if (e instanceof Selectors.RuleLine rl) {
                assertEquals(rl.rule(), p.rules().get(rl.index()));
                droppedRules.add(rl.index());
            }
        }
        for (int i = 0; i < p.rules().size(); i++) {
            if (!droppedRules.contains(i)) {
                rules.add(p.rules().get(i));
                origins.add(p.ruleOrigins().get(i));
            }
        }
        return p.withGivens(givens).withRules(rules, origins);
    }
}
