package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.SkyscraperEncoding;
import dev.satdoku.format.NativeParser;
import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.InputException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Rectangular grids and value ranges, checked exhaustively: each rule's CNF alone admits
 * exactly what its check accepts on a 2x3, a 4x6 with 2x3 boxes, a 0-based 4x4 and a 4x4 holding
 * 1..6; and whole small puzzles (houses included) have as many SAT solutions as a brute force over
 * every grid, judged by the independent checker, finds.
 */
class GridShapesTest {

    private static final Layout TWO_BY_THREE = Layout.standard(2, 3);
    private static final Layout FOUR_BY_SIX = Layout.boxes(4, 6, 2, 3);
    private static final Layout ZERO_BASED = Layout.standard(4).withValues(0, 3);
    private static final Layout SIX_VALUES = Layout.standard(4).withValues(1, 6);

    private static final List<EncodingOptions> OPTIONS = List.of(EncodingOptions.DEFAULTS,
            EncodingOptions.DEFAULTS.with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL),
            // Its bounds use the grid's value range, so it is checked on the odd shapes and ranges too.
            EncodingOptions.DEFAULTS.with(EncodingOptions.SKYSCRAPER, SkyscraperEncoding.LINKED));

    /** The rule as the parser reads it on this grid (so its validation for the shape runs too). */
    private static Rule rule(Layout layout, String line) {
        String header = NativeWriter.write(Puzzle.classic("t", layout, Puzzle.noGivens(layout)));
        return NativeParser.parse(header + line + "\n", "t").rules().get(0);
    }

    private static List<Cell> cells(String... refs) {
        return Arrays.stream(refs).map(r -> {
            String[] rc = r.substring(1).split("c");
            return Cell.of1(Integer.parseInt(rc[0]), Integer.parseInt(rc[1]));
        }).toList();
    }

    private static void exact(Layout layout, String line, String... scope) {
        RuleEquivalence.assertExact(layout, List.of(rule(layout, line)), cells(scope), RuleEquivalence.sumVariants());
        RuleEquivalence.assertExact(layout, List.of(rule(layout, line)), cells(scope), OPTIONS);
    }

    @Test
    void layoutsFollowTheIssBoxRule() {
        assertEquals("6x8, 2x4 boxes", Layout.standard(6, 8).describe());
        assertEquals("5x10, 5x2 boxes", Layout.standard(5, 10).describe());
        assertEquals("6x9, 3x3 boxes", Layout.standard(6, 9).describe());
        assertEquals("4x6, 2x3 boxes", Layout.standard(4, 6).describe());
        assertEquals("7x7, no regions", Layout.standard(7).describe());
        assertEquals("9x9, 3x3 boxes, values 0..8", Layout.standard(9).withValues(0, 8).describe());
        assertThrows(IllegalArgumentException.class, () -> Layout.standard(6).withValues(1, 5), "a 6-cell row cannot hold 5 values");
        assertEquals(4, Layout.standard(4).withValues(1, 6).houses().size() / 3, "rows, columns and boxes");
    }

    @Test
    void sumsUseRealValues() {
        exact(ZERO_BASED, "cage 3 r1c1 r1c2 r2c1", "r1c1", "r1c2", "r2c1");
        exact(ZERO_BASED, "cage 0 r1c1", "r1c1");
        exact(SIX_VALUES, "cage 15 r1c1 r1c2 r2c1", "r1c1", "r1c2", "r2c1");
        exact(ZERO_BASED, "littlekiller 0 r0c0 dr", "r1c1", "r2c2", "r3c3", "r4c4");
        exact(ZERO_BASED, "sum 4 r1c1 r2c2 r3c3", "r1c1", "r2c2", "r3c3");
        exact(FOUR_BY_SIX, "littlekiller 9 r0c3 dl", "r1c2", "r2c1");
        exact(FOUR_BY_SIX, "littlekiller 10 r0c4 dr", "r1c5", "r2c6");
        exact(ZERO_BASED, "arrow r1c1 | r1c2 r2c2", "r1c1", "r1c2", "r2c2");
        exact(SIX_VALUES, "doublearrow r1c1 r1c2 r1c3 r1c4", "r1c1", "r1c2", "r1c3", "r1c4");
    }

    @Test
    void linesAndDotsUseRealValues() {
        exact(ZERO_BASED, "thermo r1c1 r1c2 r1c3", "r1c1", "r1c2", "r1c3");
        exact(SIX_VALUES, "whisper r1c1 r1c2 r1c3", "r1c1", "r1c2", "r1c3");
        exact(ZERO_BASED, "whisper r1c1 r2c2", "r1c1", "r2c2");
        exact(ZERO_BASED, "black r1c1 r1c2", "r1c1", "r1c2");
        exact(SIX_VALUES, "black r1c1 r1c2 ratio=3", "r1c1", "r1c2");
        exact(ZERO_BASED, "white r1c1 r1c2", "r1c1", "r1c2");
        exact(SIX_VALUES, "renban r1c1 r1c2 r1c3", "r1c1", "r1c2", "r1c3");
        exact(ZERO_BASED, "nabner r1c1 r1c2 r2c3", "r1c1", "r1c2", "r2c3");
        exact(ZERO_BASED, "parity r1c1 r1c2 r1c3", "r1c1", "r1c2", "r1c3");
        exact(SIX_VALUES, "modular r1c1 r1c2 r1c3 r1c4", "r1c1", "r1c2", "r1c3", "r1c4");
        exact(SIX_VALUES, "entropic r1c1 r1c2 r1c3 r1c4", "r1c1", "r1c2", "r1c3", "r1c4");
        exact(ZERO_BASED, "samediff r1c1 r1c2 r1c3", "r1c1", "r1c2", "r1c3");
        exact(SIX_VALUES, "between r1c1 r1c2 r1c3", "r1c1", "r1c2", "r1c3");
        exact(ZERO_BASED, "lockout r1c1 r1c2 r1c3 diff=2", "r1c1", "r1c2", "r1c3");
        exact(SIX_VALUES, "zipper r1c1 r1c2 r1c3", "r1c1", "r1c2", "r1c3");
        exact(SIX_VALUES, "x r1c1 r1c2", "r1c1", "r1c2");
        exact(ZERO_BASED, "v r1c1 r1c2", "r1c1", "r1c2");
        exact(ZERO_BASED, "odd r1c1 r1c2", "r1c1", "r1c2");
        exact(ZERO_BASED, "even r1c1", "r1c1");
    }

    @Test
    void outsideCluesOnRectangularAndZeroBasedGrids() {
        // On the 2x3 grid a row holds 1..3 once each: sandwiches and X-sums on rows are defined there.
        exact(TWO_BY_THREE, "sandwich 2 r1", "r1c1", "r1c2", "r1c3");
        exact(TWO_BY_THREE, "xsum 3 r1c0", "r1c1", "r1c2", "r1c3");
        exact(TWO_BY_THREE, "skyscraper 2 r0c2", "r1c2", "r2c2");
        exact(ZERO_BASED, "sandwich 3 r1", "r1c1", "r1c2", "r1c3", "r1c4");
        exact(ZERO_BASED, "sandwich 0 c2", "r1c2", "r2c2", "r3c2", "r4c2");
        exact(ZERO_BASED, "xsum 3 r1c0", "r1c1", "r1c2", "r1c3", "r1c4");
        exact(ZERO_BASED, "skyscraper 3 r0c1", "r1c1", "r2c1", "r3c1", "r4c1");
        exact(SIX_VALUES, "xsum 7 r5c1", "r1c1", "r2c1", "r3c1", "r4c1");
        exact(FOUR_BY_SIX, "skyscraper 3 r2c7", "r2c1", "r2c2", "r2c3", "r2c4", "r2c5", "r2c6");
    }

    @Test
    void chessAndNegativeConstraintsOnRectangularGrids() {
        int[] background = new int[TWO_BY_THREE.cellCount()];
        Arrays.fill(background, 1);
        RuleEquivalence.assertExact(TWO_BY_THREE, List.of(rule(TWO_BY_THREE, "antiking")), cells("r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3"),
                OPTIONS);
        RuleEquivalence.assertExact(TWO_BY_THREE, List.of(rule(TWO_BY_THREE, "antiknight")), cells("r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3"),
                OPTIONS);
        RuleEquivalence.assertExact(TWO_BY_THREE, List.of(rule(TWO_BY_THREE, "nonconsecutive")),
                cells("r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3"), OPTIONS);
        RuleEquivalence.assertExact(TWO_BY_THREE, List.of(rule(TWO_BY_THREE, "antiqueen")), cells("r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3"),
                OPTIONS);
    }

    @Test
    void rulesDefinedOnlyForSomeGridsRefuseTheOthers() {
        assertRefused(Layout.standard(4, 6), "diagonal main", "square grids only");
        assertRefused(Layout.standard(4, 6), "windoku", "square grids only");
        assertRefused(Layout.standard(4, 6), "disjoint", "square grids");
        assertRefused(SIX_VALUES, "sandwich 5 r1", "holding every value once");
        assertRefused(Layout.standard(4, 6), "sandwich 5 c1", "holding every value once");
        assertRefused(Layout.standard(4).asRaw(), "antiking", "raw grids");
        assertRefused(Layout.standard(4).withValues(1, 5), "entropic r1c1 r1c2", "divisible by 3");
    }

    /** Row and column indexers read any grid: a digit that is no position of the row or column breaks them (ISS's Indexing). */
    @Test
    void indexersOnGridsWhoseValuesAreNotThePositions() {
        exact(ZERO_BASED, "indexer column r1c1 r1c3", "r1c1", "r1c2", "r1c3", "r1c4");
        exact(SIX_VALUES, "indexer row r1c2 r3c2", "r1c2", "r2c2", "r3c2", "r4c2");
    }

    private static void assertRefused(Layout layout, String line, String why) {
        InputException e = assertThrows(InputException.class, () -> rule(layout, line), line);
        assertTrue(e.getMessage().contains(why), e.getMessage());
    }

    /** Whole puzzles, houses included: the SAT solution set equals the brute-force one over every grid. */
    @Test
    void wholePuzzlesMatchBruteForce() {
        assertSameSolutions(Puzzle.classic("2x3", TWO_BY_THREE, Puzzle.noGivens(TWO_BY_THREE)));
        assertSameSolutions(withRules(Layout.standard(2, 4).withValues(0, 3), "cage 5 r1c1 r2c1", "black r1c2 r1c3"));
        assertSameSolutions(withRules(Layout.standard(2, 3).withValues(1, 5), "thermo r1c1 r1c2 r1c3", "cage 9 r2c1 r2c2"));
        assertSameSolutions(withRules(Layout.standard(3, 2).asRaw().withValues(0, 2), "littlekiller 2 r0c0 dr", "white r1c1 r1c2"));
        assertSameSolutions(withRules(Layout.boxes(2, 4, 2, 2).withValues(0, 3), "xsum 5 r1c0"));
        assertSameSolutions(withRules(Layout.standard(3, 2).withValues(1, 3), "sandwich 0 c1"));
        // Puzzles without a solution compare too (the sets must both be empty).
        assertSameSolutions(withRules(Layout.standard(3, 2).withValues(1, 3), "sandwich 0 c1", "antiknight"));
        assertEquals(6, nonEmpty, "all but the last puzzle have solutions, so the comparisons are not vacuous");
    }

    private static Puzzle withRules(Layout layout, String... lines) {
        String header = NativeWriter.write(Puzzle.classic("t", layout, Puzzle.noGivens(layout)));
        return NativeParser.parse(header + String.join("\n", lines) + "\n", "t");
    }

    private static int nonEmpty;

    private static void assertSameSolutions(Puzzle puzzle) {
        Layout layout = puzzle.layout();
        Set<Solution> brute = new HashSet<>();
        int[] values = new int[layout.cellCount()];
        Arrays.fill(values, layout.minValue());
        while (true) {
            Solution s = Solution.ofDigits(layout, values);
            if (Checker.isValid(puzzle, s)) {
                brute.add(s);
            }
            int k = 0;
            while (k < values.length && values[k] == layout.maxValue()) {
                values[k] = layout.minValue();
                k++;
            }
            if (k == values.length) {
                break;
            }
            values[k]++;
        }
        for (EncodingOptions options : List.of(EncodingOptions.DEFAULTS, EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false),
                EncodingOptions.DEFAULTS.with(EncodingOptions.HOUSES, EncodingOptions.Houses.MINIMAL))) {
            SolveReport report = PuzzleSolver.sat4j(options).solve(puzzle, brute.size() + 1, null);
            assertEquals(brute, new HashSet<>(report.solutions()), puzzle.layout().describe() + " " + puzzle.rules() + " with "
                    + options.describe());
        }
        nonEmpty += brute.isEmpty() ? 0 : 1;
    }
}
