package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Metadata;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.Origin;
import dev.satdoku.testing.BruteForce;
import dev.satdoku.testing.Instance;
import dev.satdoku.testing.Repo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Explanations are minimal (the set alone has no solution; without any one of its elements it has
 * one, each checked by re-solving that sub-puzzle with the normal encoding) and contain the error
 * planted in each instance under instances/broken/ (a {@code # planted: r3c5} comment names a given,
 * {@code # planted: line 12} the rule written on line 12).
 */
class ConflictExplainerTest {

    static Stream<Instance> broken() {
        List<Instance> list = Instance.all().stream().filter(i -> i.name().startsWith("broken")).toList();
        assertTrue(list.size() >= 5, "instances/broken holds at least five broken puzzles");
        return list.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("broken")
    void explanationIsMinimalAndNamesThePlantedError(Instance instance) {
        check(instance, Sat4jBackend::new);
    }

    /** Shared with the external-solver test (deletion-only shrinking). */
    static Explanation check(Instance instance, Supplier<SatBackend> backends) {
        return check(instance, backends, EncodingOptions.DEFAULTS);
    }

    static Explanation check(Instance instance, Supplier<SatBackend> backends, EncodingOptions options) {
        Puzzle puzzle = instance.puzzle();
        assertEquals(0, instance.expected(puzzle).count(), instance + " is meant to have no solution");
        List<String> planted = planted(instance);
        assertFalse(planted.isEmpty(), instance + " has no '# planted:' line");
        Explanation e = new ConflictExplainer(options, backends).explain(puzzle, null);
        assertEquals(Explanation.Status.CONFLICT, e.status(), instance.name());
        assertTrue(e.minimal());
        for (String p : planted) {
            assertTrue(e.elements().stream().anyMatch(el -> matches(el, p)), instance + ": " + labels(e) + " lacks the planted " + p);
            // The planted error is the culprit: without it the puzzle has a solution.
            List<Selectors.Element> allButPlanted = allElements(puzzle).stream().filter(el -> !matches(el, p)).toList();
            assertTrue(solvable(puzzle, allButPlanted), instance + " is solvable without " + p);
        }
        assertMinimal(puzzle, e);
        return e;
    }

    static void assertMinimal(Puzzle puzzle, Explanation e) {
        assertFalse(solvable(puzzle, e.elements()), labels(e) + " must conflict on its own");
        for (int k = 0; k < e.elements().size(); k++) {
            List<Selectors.Element> fewer = new ArrayList<>(e.elements());
            Selectors.Element dropped = fewer.remove(k);
            assertTrue(solvable(puzzle, fewer), "not minimal: " + labels(e) + " still conflicts without " + dropped.label());
        }
    }

    static List<String> labels(Explanation e) {
        return e.elements().stream().map(Selectors.Element::label).toList();
    }

    static List<String> planted(Instance instance) {
        try {
            return Files.readAllLines(instance.file()).stream()
                    .filter(l -> l.startsWith("# planted:"))
                    .map(l -> l.substring("# planted:".length()).strip().toLowerCase(Locale.ROOT))
                    .toList();
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }

    /** {@code r3c5} matches the given in that cell; {@code line 12} the rule written on line 12. */
    static boolean matches(Selectors.Element element, String planted) {
        if (planted.startsWith("line ")) {
            int line = Integer.parseInt(planted.substring(5).strip());
            return element instanceof Selectors.RuleLine r && r.origin().line() == line;
        }
        return element instanceof Selectors.Given g && g.cell().toString().equals(planted);
    }

    static List<Selectors.Element> allElements(Puzzle puzzle) {
        List<Selectors.Element> out = new ArrayList<>();
        int n = puzzle.layout().rows();
        for (int i = 0; i < n * n; i++) {
            Cell c = Cell.ofIndex(i, n);
            if (puzzle.given(c) != Puzzle.EMPTY) {
                out.add(new Selectors.Given(c, puzzle.given(c), puzzle.givenOrigin(c)));
            }
        }
        for (int r = 0; r < puzzle.rules().size(); r++) {
            out.add(new Selectors.RuleLine(r, puzzle.rules().get(r), puzzle.ruleOrigins().get(r)));
        }
        return out;
    }

    /** Solves the puzzle made of the grid and just these elements, with the normal encoding. */
    static boolean solvable(Puzzle puzzle, List<Selectors.Element> elements) {
        int[] givens = new int[puzzle.layout().cellCount()];
        java.util.Arrays.fill(givens, Puzzle.EMPTY);
        List<Rule> rules = new ArrayList<>();
        List<Origin> origins = new ArrayList<>();
        for (Selectors.Element el : elements) {
            if (el instanceof Selectors.Given g) {
                givens[g.cell().index(puzzle.layout().rows())] = g.digit();
            } else if (el instanceof Selectors.RuleLine r) {
                rules.add(r.rule());
                origins.add(r.origin());
            }
        }
        Puzzle sub = new Puzzle(puzzle.name() + " (subset)", puzzle.layout(), givens, null, rules, origins, puzzle.extraCells(),
                Metadata.EMPTY);
        SolveReport report = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(sub, 1, null);
        return !report.solutions().isEmpty();
    }

    static Stream<Integer> seeds() {
        return IntStream.range(0, 40).boxed();
    }

    /** Random small puzzles: unsolvable ones (by brute force) get a minimal explanation, solvable ones none. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomPuzzlesAgreeWithBruteForce(int seed) {
        Random rnd = new Random(7000 + seed);
        int n = seed % 2 == 0 ? 6 : 4;
        Puzzle puzzle = RandomPuzzles.make(rnd, n, 0.3 + rnd.nextDouble() * 0.4, 8);
        // Scramble a few givens so that many puzzles break.
        int[] givens = puzzle.givens();
        for (int k = 0; k < 2; k++) {
            int i = rnd.nextInt(givens.length);
            if (givens[i] != Puzzle.EMPTY) {
                givens[i] = 1 + rnd.nextInt(n);
            }
        }
        puzzle = puzzle.withGivens(givens);
        boolean solvable = !BruteForce.solutions(puzzle, 1).isEmpty();
        Explanation e = new ConflictExplainer(EncodingOptions.DEFAULTS, Sat4jBackend::new).explain(puzzle, null);
        if (solvable) {
            assertEquals(Explanation.Status.SOLVABLE, e.status());
            assertNotNull(e.solution());
        } else {
            assertEquals(Explanation.Status.CONFLICT, e.status(), puzzle.name());
            assertTrue(e.minimal());
            assertMinimal(puzzle, e);
        }
    }

    @Test
    void randomCasesIncludeSolvableAndUnsolvablePuzzles() {
        int unsolvable = 0;
        int total = 0;
        for (int seed : seeds().toList()) {
            Random rnd = new Random(7000 + seed);
            int n = seed % 2 == 0 ? 6 : 4;
            Puzzle puzzle = RandomPuzzles.make(rnd, n, 0.3 + rnd.nextDouble() * 0.4, 8);
            int[] givens = puzzle.givens();
            for (int k = 0; k < 2; k++) {
                int i = rnd.nextInt(givens.length);
                if (givens[i] != Puzzle.EMPTY) {
                    givens[i] = 1 + rnd.nextInt(n);
                }
            }
            total++;
            if (BruteForce.solutions(puzzle.withGivens(givens), 1).isEmpty()) {
                unsolvable++;
            }
        }
        assertTrue(unsolvable >= 10 && total - unsolvable >= 5, unsolvable + " of " + total + " random puzzles unsolvable");
    }

    @Test
    void solvablePuzzleIsSaidToBeSolvable() {
        Puzzle p = Instance.all().stream().filter(i -> i.name().endsWith("classic/6x6.sudoku")).findFirst().orElseThrow().puzzle();
        Explanation e = new ConflictExplainer(EncodingOptions.DEFAULTS, Sat4jBackend::new).explain(p, null);
        assertEquals(Explanation.Status.SOLVABLE, e.status());
        assertTrue(e.elements().isEmpty());
        PuzzleSolver.requireValid(p, e.solution());
    }

    @Test
    void coresShrinkInFewerCallsThanDeletionAlone() {
        Instance wrong = broken().filter(i -> i.name().endsWith("wrong-given.sudoku")).findFirst().orElseThrow();
        Explanation e = new ConflictExplainer(EncodingOptions.DEFAULTS, Sat4jBackend::new).explain(wrong.puzzle(), null);
        assertTrue(e.usedCores());
        assertTrue(e.solverCalls() < allElements(wrong.puzzle()).size(),
                e.solverCalls() + " calls for " + allElements(wrong.puzzle()).size() + " elements");
    }

    /**
     * With the implied sums chosen, explain still names the mistyped cage and only what is needed: in
     * selector mode no implied sum is added, since one derived from the cage would still hold with the
     * cage switched off (and the explanation would blame the cages next to it instead).
     */
    @Test
    void impliedSumsLeaveTheExplanationOfABrokenKillerAlone() {
        Instance wrong = broken().filter(i -> i.name().endsWith("wrong-cage-total.sudoku")).findFirst().orElseThrow();
        EncodingOptions leftovers = EncodingOptions.DEFAULTS.with(EncodingOptions.IMPLIED_SUMS, dev.satdoku.encoding.ImpliedSums.LEFTOVERS);
        Explanation e = check(wrong, Sat4jBackend::new, leftovers);
        Explanation plain = new ConflictExplainer(EncodingOptions.DEFAULTS.with(EncodingOptions.IMPLIED_SUMS,
                dev.satdoku.encoding.ImpliedSums.NONE), Sat4jBackend::new).explain(wrong.puzzle(), null);
        assertEquals(labels(plain), labels(e));
    }

    @Test
    void repoHasBrokenInstances() {
        assertTrue(Files.isDirectory(Repo.instances().resolve("broken")));
    }
}
