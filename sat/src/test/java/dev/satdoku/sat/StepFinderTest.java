package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.encode.Selectors;
import dev.satdoku.format.ExpectedResult;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.InputException;
import dev.satdoku.testing.Instance;
import dev.satdoku.testing.Parse;
import dev.satdoku.testing.SmallPuzzles;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Solve paths: every step is forced by its elements and by no proper subset of them (checked in a
 * solver of the test's own, over a fresh encoding with the houses behind selectors), the placements
 * of the path fill the grid with the expected solution (from the instance's expected file, which
 * satdoku did not produce), and bad progress is refused.
 */
class StepFinderTest {

    static Stream<Puzzle> small() {
        return Stream.of(Parse.puzzle(SmallPuzzles.THERMO_DOTS), Parse.puzzle(SmallPuzzles.KILLER));
    }

    static Stream<Instance> instances() {
        return Instance.all().stream().filter(i -> List.of("classic/4x4", "classic/6x6", "classic/9x9-wikipedia", "classic/jigsaw")
                .contains(i.name().replace(".sudoku", "")));
    }

    private static StepFinder finder() {
        return new StepFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new);
    }

    private static final StepFinder.Settings GO_ON = new StepFinder.Settings(StepFinder.DEFAULT_BOUND, true, null);

    @ParameterizedTest(name = "{0}")
    @MethodSource("instances")
    void instancePathsEndInTheExpectedSolution(Instance instance) {
        Puzzle puzzle = instance.puzzle();
        ExpectedResult expected = instance.expected(puzzle);
        assertEquals(1, expected.count(), instance + " is unique");
        SolvePath path = finder().path(puzzle, null, GO_ON, s -> { });
        assertEquals(SolvePath.Status.SOLVED, path.status());
        assertEquals(expected.solutions().get(0).digits().length, path.solution().digits().length);
        assertArrayEquals(expected.solutions().get(0).digits(), replay(puzzle, path));
        checkSteps(puzzle, path);
    }

    @ParameterizedTest
    @MethodSource("small")
    void variantPathsAreMinimalStepsToTheSolution(Puzzle puzzle) {
        List<Solution> all = new ArrayList<>();
        new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new).enumerate(puzzle, 0, null, all::add);
        assertEquals(1, all.size(), "the fixture is unique");
        SolvePath path = finder().path(puzzle, null, GO_ON, s -> { });
        assertEquals(SolvePath.Status.SOLVED, path.status());
        assertArrayEquals(all.get(0).digits(), replay(puzzle, path));
        assertTrue(path.steps().stream().anyMatch(s -> s.clues().stream().anyMatch(e -> e instanceof Selectors.RuleLine)),
                "some step uses a rule");
        checkSteps(puzzle, path);
        Difficulty d = path.difficulty();
        assertEquals(path.steps().size(), d.steps());
        assertEquals(path.steps().stream().mapToInt(Step::cost).max().orElse(0), d.hardest());
        assertEquals(path.steps().stream().mapToInt(Step::cost).sum(), d.total());
    }

    /** Applies the path's placements (and checks that no elimination removes a placed digit). */
    static int[] replay(Puzzle puzzle, SolvePath path) {
        int[] grid = puzzle.givens().clone();
        for (Step s : path.steps()) {
            for (Fact f : s.deduced()) {
                int i = puzzle.layout().index(f.cell());
                if (f.placed()) {
                    assertEquals(Puzzle.EMPTY, grid[i], "placed twice: " + f);
                    grid[i] = f.digit();
                } else {
                    assertTrue(grid[i] == Puzzle.EMPTY, "elimination in a placed cell: " + f);
                }
            }
        }
        return grid;
    }

    private static void assertArrayEquals(int[] expected, int[] actual) {
        assertEquals(Arrays.toString(expected), Arrays.toString(actual));
    }

    /**
     * Each step's elements and facts force its deduction, and dropping any one of them leaves some
     * deduced fact possible; every fact a step uses was deduced by an earlier step.
     */
    static void checkSteps(Puzzle puzzle, SolvePath path) {
        Selectors selectors = Selectors.withHouses();
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, EncodingOptions.DEFAULTS, selectors);
        List<Selectors.Element> elements = selectors.elements();
        List<Fact> known = new ArrayList<>();
        try (SatBackend backend = new Sat4jBackend()) {
            backend.load(encoded.cnf());
            for (Step step : path.steps()) {
                List<Integer> lits = new ArrayList<>();
                for (Selectors.Element e : step.clues()) {
                    int i = elements.indexOf(e);
                    assertTrue(i >= 0, "element " + e.label() + " is one of the puzzle's");
                    lits.add(encoded.literal(selectors.literal(i)));
                }
                for (Fact f : step.facts()) {
                    assertTrue(known.contains(f), step.text() + ": fact " + f + " was deduced earlier");
                    int lit = encoded.cellLiteral(f.cell(), f.digit());
                    lits.add(f.placed() ? lit : -lit);
                }
                for (Fact f : step.deduced()) {
                    assertTrue(forced(backend, encoded, lits, -1, f), step.text() + " forces " + f);
                }
                for (int drop = 0; drop < lits.size(); drop++) {
                    boolean stillForcesAll = true;
                    for (Fact f : step.deduced()) {
                        stillForcesAll &= forced(backend, encoded, lits, drop, f);
                    }
                    assertFalse(stillForcesAll, step.text() + " is not minimal: element " + (drop + 1) + " is not needed");
                }
                known.addAll(step.deduced());
            }
        }
    }

    /** True when the literals (without the one at {@code drop}) leave no room for the fact to be false. */
    private static boolean forced(SatBackend backend, EncodedPuzzle encoded, List<Integer> lits, int drop, Fact f) {
        int[] a = new int[lits.size() + (drop >= 0 ? 0 : 1)];
        int k = 0;
        for (int i = 0; i < lits.size(); i++) {
            if (i != drop) {
                a[k++] = lits.get(i);
            }
        }
        int lit = encoded.cellLiteral(f.cell(), f.digit());
        a[k] = f.placed() ? -lit : lit;
        return backend.solve(a) == SatResult.UNSATISFIABLE;
    }

    @Test
    void aHintStartsFromTheProgressAndRefusesAWrongDigit() {
        Puzzle puzzle = Parse.puzzle(SmallPuzzles.THERMO_DOTS);
        SolvePath full = finder().path(puzzle, null, GO_ON, s -> { });
        int[] progress = new int[puzzle.layout().cellCount()];
        Arrays.fill(progress, Puzzle.EMPTY);
        // The solver has made the path's first three placements.
        int placedSoFar = 0;
        for (Step s : full.steps()) {
            for (Fact f : s.deduced()) {
                if (f.placed() && placedSoFar < 3) {
                    progress[puzzle.layout().index(f.cell())] = f.digit();
                    placedSoFar++;
                }
            }
        }
        SolvePath hint = finder().hint(puzzle, progress, GO_ON);
        assertEquals(1, hint.steps().size());
        for (Fact f : hint.steps().get(0).deduced()) {
            assertEquals(Puzzle.EMPTY, progress[puzzle.layout().index(f.cell())], "the hint is about an open cell: " + f);
        }
        Cell first = puzzle.layout().cellAt(0);
        int wrong = full.solution().digit(first) == 1 ? 2 : 1;
        int[] bad = new int[puzzle.layout().cellCount()];
        Arrays.fill(bad, Puzzle.EMPTY);
        bad[0] = wrong;
        InputException e = assertThrows(InputException.class, () -> finder().hint(puzzle, bad, GO_ON));
        assertTrue(e.getMessage().contains("r1c1=" + wrong), e.getMessage());
    }

    @Test
    void stepsTakenBeforeAreFactsAndTheNextStepsGoOnFromThem() {
        Puzzle puzzle = Parse.puzzle(SmallPuzzles.THERMO_DOTS);
        SolvePath full = finder().path(puzzle, null, GO_ON, s -> { });
        List<Fact> known = new java.util.ArrayList<>();
        for (int taken = 0; taken < 3; taken++) {
            SolvePath next = finder().first(puzzle, known, "facts", GO_ON, 1);
            assertEquals(full.steps().get(taken).deduced(), next.steps().get(0).deduced(),
                    "after " + taken + " steps taken as facts, eliminations included, the next is the path's next");
            known.addAll(next.steps().get(0).deduced());
        }
        assertTrue(full.steps().get(0).deduced().stream().anyMatch(f -> !f.placed()), "the path starts with eliminations");
        Cell first = puzzle.layout().cellAt(0);
        int right = full.solution().digit(first);
        InputException e = assertThrows(InputException.class,
                () -> finder().first(puzzle, List.of(new Fact(first, right, false)), "facts", GO_ON, 1));
        assertEquals("facts: r1c1≠" + right + " eliminates the solution's digit", e.getMessage());
    }

    @Test
    void aPuzzleWithoutAUniqueSolutionHasNoPath() {
        Puzzle several = Parse.puzzle("size 4\ngivens\n....\n....\n....\n...1\n");
        SolvePath path = finder().path(several, null, GO_ON, s -> { });
        assertEquals(SolvePath.Status.NOT_UNIQUE, path.status());
        assertEquals(2, path.solutions());
        assertTrue(path.steps().isEmpty());
    }

    @Test
    void aLowBoundStopsAtTheFirstDeductionBeyondIt() {
        Puzzle puzzle = Parse.puzzle(SmallPuzzles.KILLER);
        SolvePath path = finder().path(puzzle, null, new StepFinder.Settings(1, false, null), s -> { });
        assertEquals(SolvePath.Status.CASE_SPLIT, path.status());
        assertTrue(path.difficulty().needsCaseSplit());
        SolvePath on = finder().path(puzzle, null, new StepFinder.Settings(1, true, null), s -> { });
        assertEquals(SolvePath.Status.SOLVED, on.status());
        assertTrue(on.steps().stream().anyMatch(s -> s.kind() == Step.Kind.CASE_SPLIT));
    }

    @Test
    void housesBehindSelectorsCanBeSwitchedOff() {
        Puzzle puzzle = Parse.puzzle("size 4\ngivens\n....\n....\n....\n....\n");
        Selectors selectors = Selectors.withHouses();
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, EncodingOptions.DEFAULTS, selectors);
        List<Selectors.Element> elements = selectors.elements();
        assertEquals(12, elements.size(), "4 rows, 4 columns, 4 boxes");
        assertEquals("row 1", elements.get(0).label());
        int row1 = encoded.literal(selectors.literal(0));
        int a = encoded.cellLiteral(new Cell(0, 0), 1);
        int b = encoded.cellLiteral(new Cell(0, 1), 1);
        try (SatBackend backend = new Sat4jBackend()) {
            backend.load(encoded.cnf());
            assertEquals(SatResult.SATISFIABLE, backend.solve(-row1, a, b), "row 1 off: two 1s in it are possible");
            assertEquals(SatResult.UNSATISFIABLE, backend.solve(row1, a, b), "row 1 on: they are not");
            int cellTwice = encoded.cellLiteral(new Cell(0, 0), 2);
            assertEquals(SatResult.UNSATISFIABLE, backend.solve(-row1, a, cellTwice), "one digit per cell always holds");
        }
    }
}
