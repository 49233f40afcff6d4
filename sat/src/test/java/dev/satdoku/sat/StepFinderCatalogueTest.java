package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Instance;
import dev.satdoku.testing.Parse;
import dev.satdoku.testing.RuleExamples;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The solve path works for every rule of the catalogue: each rule's example (on its own grid shape)
 * gets one of its solutions as givens, except on the cells its line names (the main diagonal for a rule
 * over the whole grid), and
 * the path from there must reach that solution through steps that are each forced and minimal
 * ({@link StepFinderTest#checkSteps}). Where blanking the rule's cells leaves more than one solution,
 * its cells are given back one at a time until one remains; a rule whose solution holds more than
 * digits (shading, regions, extra cells) may stay open with every digit given, and the path must then
 * say it is not unique.
 */
@Tag("slow")
class StepFinderCatalogueTest {

    private static final Pattern CELL = Pattern.compile("\\br(\\d+)c(\\d+)\\b");

    /**
     * Solvable lines for the rules whose shared example (written to pin a CNF, not to be solved) has no
     * solution: a palindrome or equality inside one row, a look-and-say of two 3s in a row, ...
     */
    private static final Map<String, String> SOLVABLE = Map.of(
            "equalsum", "equalsum r1c1 r1c2 | r2c4 r2c5",
            "palindrome", "palindrome r1c1 r2c2 r3c4",
            "equal", "equal r1c1 r2c4",
            "antibishop", "size 5\nboxes none\nantibishop",
            "contain", "contain r1c1 r2c4 r3c7 1 1 2",
            "containexact", "containexact r3c3 r4c4 4 4",
            "lookandsay", "lookandsay r1c1 r2c4 r3c7 1x2 2x3",
            "connectedvalues", "connectedvalues 1 2 3 4 5",
            "relation", "relation chain r8c1 r8c2 allow=1:3/5/7/9,2:4/6/8");

    static Stream<Map.Entry<String, String>> examples() {
        return RuleExamples.EXAMPLES.entrySet().stream()
                .map(e -> Map.entry(e.getKey(), SOLVABLE.getOrDefault(e.getKey(), e.getValue())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void pathsReachTheSolution(Map.Entry<String, String> example) {
        Puzzle rules = Parse.puzzle(example.getValue() + "\n");
        PuzzleSolver solver = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS);
        SolveReport first = solver.solve(rules, 1, Duration.ofSeconds(20));
        assertEquals(1, first.solutions().size(), "the example has a solution: " + first.verdict());
        Solution solution = first.solutions().get(0);
        int[] digits = solution.digits();

        Set<Integer> blank = new LinkedHashSet<>();
        Set<Integer> ruleCells = new LinkedHashSet<>();
        Matcher m = CELL.matcher(example.getValue());
        while (m.find()) {
            Cell c = new Cell(Integer.parseInt(m.group(1)) - 1, Integer.parseInt(m.group(2)) - 1);
            if (rules.layout().contains(c)) {
                ruleCells.add(rules.layout().index(c));
            }
        }
        blank.addAll(ruleCells);
        if (blank.isEmpty()) {
            // A rule over the whole grid: the main diagonal's cells are left to find.
            int n = Math.min(rules.layout().rows(), rules.layout().cols());
            for (int i = 0; i < n; i++) {
                blank.add(rules.layout().index(new Cell(i, i)));
            }
        }
        Puzzle puzzle = withBlanks(rules, digits, blank);
        for (int cell : ruleCells) {
            if (solver.solve(puzzle, 2, null).solutions().size() == 1) {
                break;
            }
            blank.remove(cell);
            puzzle = withBlanks(rules, digits, blank);
        }
        StepFinder finder = new StepFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new);
        StepFinder.Settings settings = new StepFinder.Settings(StepFinder.DEFAULT_BOUND, true, Duration.ofSeconds(60));
        if (solver.solve(puzzle, 2, null).solutions().size() > 1) {
            // Digits alone do not pin such a solution: its shading, regions or extra cells stay open. The path
            // must say so rather than invent steps.
            assertTrue(solution.hasShading() || solution.hasRegions() || !solution.variables().isEmpty(),
                    example.getKey() + ": several solutions with every digit given, yet the solution is digits only");
            assertEquals(SolvePath.Status.NOT_UNIQUE, finder.path(puzzle, null, settings, s -> { }).status());
            return;
        }
        SolvePath path = finder.path(puzzle, null, settings, s -> { });
        assertEquals(SolvePath.Status.SOLVED, path.status(), example.getKey());
        int[] grid = StepFinderTest.replay(puzzle, path);
        for (int cell : blank) {
            assertEquals(digits[cell], grid[cell], example.getKey() + ": the path places the solution's digit at cell " + cell);
        }
        assertTrue(path.steps().size() >= 1, "the blanks take at least one step");
        StepFinderTest.checkSteps(puzzle, path);
    }

    static Stream<Instance> shapes() {
        List<String> names = List.of("classic/5x5-latin", "classic/6x6-boxes-3x2", "classic/8x8", "classic/12x12",
                "classic/16x16", "grids/postcard-6x9", "grids/little-killer-0-based");
        return Instance.all().stream().filter(i -> names.contains(i.name().replace(".sudoku", "")));
    }

    /**
     * Every grid shape: Latin squares without boxes, other box shapes, 8x8 to 16x16, a rectangular grid and a
     * 0-based one, each with its published solution given but for one cell per row (the main diagonal).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void pathsWorkOnEveryGridShape(Instance instance) {
        Puzzle rules = instance.puzzle();
        int[] digits = instance.expected(rules).solutions().get(0).digits();
        Set<Integer> blank = new LinkedHashSet<>();
        for (int i = 0; i < Math.min(rules.layout().rows(), rules.layout().cols()); i++) {
            blank.add(rules.layout().index(new Cell(i, i)));
        }
        Puzzle puzzle = withBlanks(rules, digits, blank);
        StepFinder finder = new StepFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new);
        SolvePath path = finder.path(puzzle, null, new StepFinder.Settings(StepFinder.DEFAULT_BOUND, true, Duration.ofSeconds(60)), s -> { });
        assertEquals(SolvePath.Status.SOLVED, path.status(), instance.name());
        int[] grid = StepFinderTest.replay(puzzle, path);
        assertEquals(java.util.Arrays.toString(digits), java.util.Arrays.toString(grid), instance.name());
        StepFinderTest.checkSteps(puzzle, path);
    }

    private static Puzzle withBlanks(Puzzle rules, int[] digits, Set<Integer> blank) {
        int[] givens = digits.clone();
        for (int cell : blank) {
            givens[cell] = Puzzle.EMPTY;
        }
        return rules.withGivens(givens);
    }
}
