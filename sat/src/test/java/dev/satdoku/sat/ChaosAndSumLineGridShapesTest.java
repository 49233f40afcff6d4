package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.RuleHarness;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.format.NativeParser;
import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.NeverHolds;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.chaos.ChaosConstruction;
import dev.satdoku.syntax.InputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Lunchboxes, sum lines, the chaos rules and anti-taxicab (lunchbox, sumline with and without loop, chaos, chaosarrow,
 * chaoscount, antitaxicab), run exhaustively on rectangular grids and 0-based value ranges: each
 * rule's CNF alone admits exactly what its check accepts (GridShapesTest's method), every sum and
 * connectivity encoding. The chaos rules compare digit grids against a brute force over every
 * partition of the R x C grid into connected regions (written here for rectangles).
 */
class ChaosAndSumLineGridShapesTest {

    private static final Layout TWO_BY_THREE = Layout.standard(2, 3);
    private static final Layout FOUR_BY_SIX = Layout.boxes(4, 6, 2, 3);
    private static final Layout ZERO_BASED = Layout.standard(4).withValues(0, 3);
    private static final Layout ZERO_TO_FIVE_4x6 = Layout.boxes(4, 6, 2, 3).withValues(0, 5);

    private static final List<EncodingOptions> OPTIONS = List.of(EncodingOptions.DEFAULTS,
            EncodingOptions.DEFAULTS.with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL));

    private static Rule rule(Layout layout, String line) {
        return rules(layout, line).get(0);
    }

    /** The lines as the parser reads them on this grid (so each rule's validation for the shape runs). */
    private static List<Rule> rules(Layout layout, String... lines) {
        String header = NativeWriter.write(Puzzle.classic("t", layout, Puzzle.noGivens(layout)));
        return NativeParser.parse(header + String.join("\n", lines) + "\n", "t").rules();
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
    void lunchboxOnRectangularAndZeroBasedGrids() {
        exact(TWO_BY_THREE, "lunchbox 0 r1c1 r1c2 r1c3", "r1c1", "r1c2", "r1c3");
        exact(TWO_BY_THREE, "lunchbox 2 r1c1 r1c2 r1c3", "r1c1", "r1c2", "r1c3");
        exact(FOUR_BY_SIX, "lunchbox 5 r1c1 r1c2 r1c3 r1c4", "r1c1", "r1c2", "r1c3", "r1c4");
        // 0 is the smallest value: a lunchbox whose crust is 0 and whose filling holds other small values
        exact(ZERO_BASED, "lunchbox 1 r1c1 r1c2 r1c3 r1c4", "r1c1", "r1c2", "r1c3", "r1c4");
        exact(ZERO_BASED, "lunchbox 0 r1c1 r2c2 r3c3", "r1c1", "r2c2", "r3c3");
        exact(ZERO_TO_FIVE_4x6, "lunchbox 3 r1c1 r1c2 r1c3 r2c3", "r1c1", "r1c2", "r1c3", "r2c3");
    }

    @Test
    void sumLinesOnRectangularAndZeroBasedGrids() {
        exact(TWO_BY_THREE, "sumline 3 r1c1 r1c2 r1c3", "r1c1", "r1c2", "r1c3");
        exact(TWO_BY_THREE, "sumline 3 r1c1 r1c2 r2c2 r2c1 loop", "r1c1", "r1c2", "r2c2", "r2c1");
        exact(FOUR_BY_SIX, "sumline 7 r1c1 r1c2 r1c3 r1c4 r1c5", "r1c1", "r1c2", "r1c3", "r1c4", "r1c5");
        exact(FOUR_BY_SIX, "sumline 6 r1c4 r1c5 r2c5 r2c4 loop", "r1c4", "r1c5", "r2c5", "r2c4");
        // 0s add nothing: a piece may hold zeros anywhere, and a line of zeros has no piece of a positive total
        exact(ZERO_BASED, "sumline 3 r1c1 r1c2 r1c3 r1c4", "r1c1", "r1c2", "r1c3", "r1c4");
        exact(ZERO_BASED, "sumline 2 r1c1 r1c2 r2c2 r2c1 loop", "r1c1", "r1c2", "r2c2", "r2c1");
        exact(ZERO_TO_FIVE_4x6, "sumline 5 r1c1 r1c2 r1c3 r2c3", "r1c1", "r1c2", "r1c3", "r2c3");
    }

    @Test
    void antiTaxicabOnRectangularAndZeroBasedGrids() {
        List<Cell> all = cells("r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3");
        RuleEquivalence.assertExact(TWO_BY_THREE, List.of(rule(TWO_BY_THREE, "antitaxicab")), all, OPTIONS);
        RuleEquivalence.assertExact(ZERO_BASED, List.of(rule(ZERO_BASED, "antitaxicab")),
                cells("r1c1", "r1c2", "r1c3", "r1c4", "r2c1", "r3c1", "r4c1", "r2c2"), OPTIONS);
        // 4x6 with 1..6: distances up to 8 across the rectangle, 6 the largest value; the cells outside the
        // scope hold a grid that keeps the rule (found by a throw-away random search), on both sides
        int[] background = "126146514551641233644653".chars().map(ch -> ch - '0').toArray();
        RuleEquivalence.assertExact(FOUR_BY_SIX, List.of(rule(FOUR_BY_SIX, "antitaxicab")),
                cells("r1c1", "r1c6", "r4c1", "r4c6", "r2c3", "r3c4"), background, OPTIONS);
    }

    // ---- chaos ----------------------------------------------------------------------------------------

    private static final List<EncodingOptions> CONNECTIVITY = List.of(
            EncodingOptions.DEFAULTS.with(EncodingOptions.CONNECTIVITY, ConnectivityEncoding.TREE),
            EncodingOptions.DEFAULTS.with(EncodingOptions.CONNECTIVITY, ConnectivityEncoding.LEVELS));

    @Test
    void chaosOnARectangle() {
        Layout layout = Layout.none(2, 3);
        Set<String> accepted = assertChaosExact(layout, rules(layout, "chaos"));
        // 2x3 splits into connected triples as the two rows or as two L shapes: a Latin rectangle passes
        assertTrue(accepted.contains(Arrays.toString(new int[] {1, 2, 3, 2, 3, 1})), accepted.toString());
        assertChaosExact(layout, rules(layout, "chaos", "chaosarrow r1c1 | r1c1 r1c2 r1c3"));
        assertChaosExact(layout, rules(layout, "chaos", "chaoscount r2c3 | r2c3 r2c2 r1c3 r1c1"));
        assertChaosExact(layout, rules(layout, "chaos", "chaosarrow r2c2 | r2c1 r1c1 | r2c1 r2c2 r2c3 offset=1"));
    }

    @Test
    void chaosOnZeroBasedValues() {
        // 3x3 holding 0..2 (regions of three): a chaos clue's value is a length, so 0 needs offset=1
        Layout layout = Layout.none(3).withValues(0, 2);
        assertChaosExact(layout, rules(layout, "chaos"));
        assertChaosExact(layout, rules(layout, "chaos", "chaosarrow r1c1 | r1c1 r1c2 r1c3 offset=1"));
        assertChaosExact(layout, rules(layout, "chaos", "chaoscount r2c2 | r2c2 r1c2 r2c1 r2c3 r3c2 offset=1"));
        assertChaosExact(layout, rules(layout, "chaos", "chaosarrow r3c3 | r3c1 r2c1 r1c1"));
    }

    @Test
    void chaosOnARectangleWithMoreValuesThanARegionHas() {
        // 2x4 holding 1..4 with regions of size 2: dominoes, a region need not hold every value
        Layout layout = Layout.none(2, 4);
        assertChaosExact(layout, rules(layout, "chaos size=2", "chaoscount r1c1 | r1c1 r1c2 r2c1 offset=0"));
    }

    @Test
    void rulesThatCannotWorkOnAShapeRefuseIt() {
        // chaos regions must tile the grid: 2x3 cells do not split into regions of 4
        InputException e = assertThrows(InputException.class, () -> rules(Layout.none(2, 3), "chaos size=4"));
        assertTrue(e.getMessage().contains("4"), e.getMessage());
        // a lunchbox needs distinct values, so one of more cells than values can never hold
        assertTrue(rule(TWO_BY_THREE, "lunchbox 0 r1c1 r1c2 r1c3 r2c1") instanceof NeverHolds);
    }

    /** CNF models projected on the digits = digit grids for which some partition passes every check. */
    private static Set<String> assertChaosExact(Layout layout, List<Rule> rules) {
        Set<String> accepted = new TreeSet<>();
        int cells = layout.cellCount();
        int lo = layout.minValue();
        int hi = layout.maxValue();
        int size = ChaosConstruction.in(rules).size(layout);
        List<int[]> partitions = partitions(layout.rows(), layout.cols(), size);
        int[] grid = new int[cells];
        Arrays.fill(grid, lo);
        while (true) {
            Solution digits = Solution.ofDigits(layout, grid);
            for (int[] p : partitions) {
                Solution s = digits.withRegions(p);
                if (rules.stream().allMatch(r -> r.violation(s) == null)) {
                    accepted.add(Arrays.toString(grid));
                    break;
                }
            }
            int k = 0;
            while (k < cells && grid[k] == hi) {
                grid[k] = lo;
                k++;
            }
            if (k == cells) {
                break;
            }
            grid[k]++;
        }
        if (accepted.isEmpty()) {
            fail("the checks accept no grid: the test would prove nothing");
        }
        for (EncodingOptions options : CONNECTIVITY) {
            RuleHarness harness = RuleHarness.encode(layout, List.of(), rules, options);
            Set<String> admitted = new TreeSet<>();
            try (Sat4jBackend backend = new Sat4jBackend()) {
                backend.load(harness.cnf());
                while (backend.solve() == SatResult.SATISFIABLE) {
                    boolean[] model = backend.model();
                    int[] digits = new int[cells];
                    int[] block = new int[cells];
                    for (int i = 0; i < cells; i++) {
                        for (int d = lo; d <= hi; d++) {
                            int lit = harness.cellLiteral(layout.cellAt(i), d);
                            if (lit > 0 && lit < model.length && model[lit]) {
                                digits[i] = d;
                                block[i] = -lit;
                            }
                        }
                    }
                    if (!admitted.add(Arrays.toString(digits))) {
                        fail("a grid came back after it was blocked: " + Arrays.toString(digits));
                    }
                    backend.addClause(block);
                }
            }
            assertEquals(accepted, admitted, rules + " on " + layout.describe() + " with " + options.describe());
        }
        return accepted;
    }

    /** Every partition of an R x C grid into orthogonally connected regions of {@code size} cells (labels 1..). */
    private static List<int[]> partitions(int rows, int cols, int size) {
        List<int[]> out = new ArrayList<>();
        grow(new int[rows * cols], 1, rows, cols, size, out);
        return out;
    }

    private static void grow(int[] labels, int next, int rows, int cols, int size, List<int[]> out) {
        int first = -1;
        for (int i = 0; i < labels.length && first < 0; i++) {
            if (labels[i] == 0) {
                first = i;
            }
        }
        if (first < 0) {
            out.add(labels.clone());
            return;
        }
        List<Integer> free = new ArrayList<>();
        for (int i = first + 1; i < labels.length; i++) {
            if (labels[i] == 0) {
                free.add(i);
            }
        }
        pick(labels, next, rows, cols, size, out, free, 0, new ArrayList<>(List.of(first)));
    }

    private static void pick(int[] labels, int next, int rows, int cols, int size, List<int[]> out, List<Integer> free, int from,
                             List<Integer> chosen) {
        if (chosen.size() == size) {
            if (connected(chosen, rows, cols)) {
                chosen.forEach(i -> labels[i] = next);
                grow(labels, next + 1, rows, cols, size, out);
                chosen.forEach(i -> labels[i] = 0);
            }
            return;
        }
        for (int k = from; k < free.size(); k++) {
            chosen.add(free.get(k));
            pick(labels, next, rows, cols, size, out, free, k + 1, chosen);
            chosen.remove(chosen.size() - 1);
        }
    }

    private static boolean connected(List<Integer> cells, int rows, int cols) {
        Set<Integer> members = new HashSet<>(cells);
        Set<Integer> seen = new HashSet<>(List.of(cells.get(0)));
        List<Integer> todo = new ArrayList<>(seen);
        while (!todo.isEmpty()) {
            int at = todo.remove(todo.size() - 1);
            int r = at / cols;
            int c = at % cols;
            for (int[] s : new int[][] {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}}) {
                if (s[0] >= 0 && s[0] < rows && s[1] >= 0 && s[1] < cols && members.contains(s[0] * cols + s[1]) && seen.add(s[0] * cols + s[1])) {
                    todo.add(s[0] * cols + s[1]);
                }
            }
        }
        return seen.size() == cells.size();
    }
}
