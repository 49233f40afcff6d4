package dev.satdoku.rules.chaos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.RuleHarness;
import dev.satdoku.encoding.connect.ConnectedSpan;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.encoding.connect.RegionNaming;
import dev.satdoku.encoding.connect.RegionSizes;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.Enumerator;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SatResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The chaos rules, exhaustively: on a 3x3 grid of values 1..3 (regions of three cells), the CNF's
 * models projected onto the digits are exactly the grids for which some partition into connected
 * regions passes every rule's check. The partitions are enumerated here by brute force (subsets of
 * cells, flood fill), independently of the encoding; the check sees each partition as the solution's
 * regions. Projecting onto digits is the point: a grid with two valid partitions is one answer, and
 * the test asserts such grids exist, so a CNF that counted partitions would fail.
 */
class ChaosRulesEncodingTest {

    private static final List<EncodingOptions> OPTIONS = options();

    private static List<EncodingOptions> options() {
        List<EncodingOptions> out = new ArrayList<>();
        for (RegionNaming naming : RegionNaming.values()) {
            for (RegionSizes sizes : RegionSizes.values()) {
                for (ConnectivityEncoding c : ConnectivityEncoding.values()) {
                    for (ConnectedSpan span : ConnectedSpan.values()) {
                        out.add(EncodingOptions.DEFAULTS.with(EncodingOptions.CHAOS_REGIONS, naming).with(EncodingOptions.CHAOS_SIZES, sizes)
                                .with(EncodingOptions.CONNECTIVITY, c).with(EncodingOptions.CONNECTED_SPAN, span));
                    }
                }
            }
        }
        return out;
    }

    private static Cell c(int row, int col) {
        return Cell.of1(row, col);
    }

    @Test
    void chaosAloneOn3x3() {
        Layout layout = Layout.none(3);
        Set<String> accepted = assertExact(layout, List.of(new ChaosConstruction(0)));
        // 3x3 has 10 partitions into connected triples; a grid with distinct rows and distinct columns
        // (a Latin square) passes with at least two of them (rows, columns), and counts once.
        assertTrue(partitions(3, 3).size() > 2);
        int[] latin = {1, 2, 3, 2, 3, 1, 3, 1, 2};
        assertTrue(accepted.contains(Arrays.toString(latin)));
        assertTrue(validPartitions(layout, List.of(new ChaosConstruction(0)), latin) >= 2);
    }

    @Test
    void chaosArrowsOn3x3() {
        Layout layout = Layout.none(3);
        Rule chaos = new ChaosConstruction(0);
        // One arm to the right, two arms (up and down the middle column), offset 1, and a start that is
        // not the control cell.
        assertExact(layout, List.of(chaos, new ChaosArrow(c(1, 1), List.of(List.of(c(1, 1), c(1, 2), c(1, 3))), 0)));
        assertExact(layout, List.of(chaos, new ChaosArrow(c(2, 2),
                List.of(List.of(c(2, 2), c(1, 2)), List.of(c(2, 2), c(3, 2))), 0)));
        assertExact(layout, List.of(chaos, new ChaosArrow(c(3, 3), List.of(List.of(c(1, 1), c(2, 1), c(3, 1))), 1)));
    }

    @Test
    void chaosCountsOn3x3() {
        Layout layout = Layout.none(3);
        Rule chaos = new ChaosConstruction(0);
        assertExact(layout, List.of(chaos, new ChaosCount(c(2, 2), List.of(c(2, 2), c(1, 2), c(2, 1), c(2, 3), c(3, 2)), 0)));
        assertExact(layout, List.of(chaos, new ChaosCount(c(1, 1), List.of(c(3, 3), c(1, 1), c(3, 2)), 1)));
    }

    @Test
    void chaosBordersOn3x3() {
        Layout layout = Layout.none(3);
        Rule chaos = new ChaosConstruction(0);
        // A lighthouse in a corner and one in the centre (row and column), and a bent line read by another cell.
        assertExact(layout, List.of(chaos, new ChaosBorders(c(1, 1), List.of(List.of(c(1, 1), c(1, 2), c(1, 3)),
                List.of(c(1, 1), c(2, 1), c(3, 1))))));
        assertExact(layout, List.of(chaos, new ChaosBorders(c(2, 2), List.of(List.of(c(2, 1), c(2, 2), c(2, 3)),
                List.of(c(1, 2), c(2, 2), c(3, 2))))));
        assertExact(layout, List.of(chaos, new ChaosBorders(c(3, 3), List.of(List.of(c(1, 1), c(1, 2), c(2, 2), c(2, 3))))));
    }

    @Test
    void regionsSmallerThanTheValueCountUnderEveryAtMostOne() {
        // 4x4, regions of two cells (dominoes) over values 1..4: the branch where a region need not hold
        // every value (at-most-one per label and value, by the options' at-most-one). Rows 3-4 are fixed
        // to 1212 / 2121 and rows 1-2 take 1 or 2, on both sides, so the 256 grids are judged whole.
        Layout layout = Layout.none(4);
        Rule chaos = new ChaosConstruction(2);
        int[] background = {1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 2, 2, 1, 2, 1};
        Set<String> accepted = new TreeSet<>();
        int[] grid = background.clone();
        for (int mask = 0; mask < 256; mask++) {
            for (int i = 0; i < 8; i++) {
                grid[i] = 1 + (mask >> i & 1);
            }
            if (validPartitions(layout, List.of(chaos), grid) > 0) {
                accepted.add(Arrays.toString(grid));
            }
        }
        assertTrue(!accepted.isEmpty() && accepted.size() < 256, accepted.size() + " of 256");
        List<EncodingOptions> variants = new ArrayList<>();
        for (dev.satdoku.encoding.AmoEncoding amo : dev.satdoku.encoding.AmoEncoding.values()) {
            for (EncodingOptions o : OPTIONS) {
                variants.add(o.with(EncodingOptions.AMO, amo));
            }
        }
        for (EncodingOptions options : variants) {
            RuleHarness harness = RuleHarness.encode(layout, List.of(), List.of(chaos), options);
            Set<String> admitted = new TreeSet<>();
            try (Sat4jBackend backend = new Sat4jBackend()) {
                backend.load(harness.cnf());
                for (int i = 0; i < 16; i++) {
                    for (int d = 1; d <= 4; d++) {
                        boolean allowed = i < 8 ? d <= 2 : d == background[i];
                        if (!allowed) {
                            backend.addClause(-harness.cellLiteral(Cell.ofIndex(i, 4), d));
                        }
                    }
                }
                while (backend.solve() == SatResult.SATISFIABLE) {
                    boolean[] model = backend.model();
                    int[] digits = new int[16];
                    int[] block = new int[8];
                    for (int i = 0; i < 16; i++) {
                        for (int d = 1; d <= 4; d++) {
                            int lit = harness.cellLiteral(Cell.ofIndex(i, 4), d);
                            if (model[lit]) {
                                digits[i] = d;
                                if (i < 8) {
                                    block[i] = -lit;
                                }
                            }
                        }
                    }
                    admitted.add(Arrays.toString(digits));
                    backend.addClause(block);
                }
            }
            assertEquals(accepted, admitted, options.describe());
        }
    }

    @Test
    void countsGridsNotPartitionsThroughTheEnumerator() {
        // 4x4, rows and columns distinct, regions of four found while solving: the enumerator's count
        // must equal the number of 4x4 Latin squares that admit at least one valid partition.
        // Under every region naming and size statement: the decoder reads the partition from labels or from roots.
        Puzzle puzzle = NativeParser.parse("size 4\nboxes none\nchaos\n", "chaos-4x4");
        for (RegionNaming naming : RegionNaming.values()) {
            for (RegionSizes sizes : RegionSizes.values()) {
                countGridsNotPartitions(puzzle, EncodingOptions.DEFAULTS.with(EncodingOptions.CHAOS_REGIONS, naming).with(EncodingOptions.CHAOS_SIZES, sizes));
            }
        }
    }

    private static void countGridsNotPartitions(Puzzle puzzle, EncodingOptions options) {
        List<Solution> found = new ArrayList<>();
        Enumerator.Enumeration e = new Enumerator(options, Sat4jBackend::new).enumerate(puzzle, 0, null, found::add);
        assertEquals(Enumerator.Ending.EXHAUSTED, e.ending());
        Layout layout = puzzle.layout();
        long expected = 0;
        long withSeveral = 0;
        for (int[] grid : latinSquares(4)) {
            int valid = validPartitions(layout, List.of(new ChaosConstruction(0)), grid);
            if (valid > 0) {
                expected++;
            }
            if (valid > 1) {
                withSeveral++;
            }
        }
        assertTrue(withSeveral > 0, "some grid has two partitions, so counting partitions would differ");
        assertEquals(expected, e.count(), options.describe());
        Set<String> distinct = new HashSet<>();
        for (Solution s : found) {
            assertTrue(distinct.add(Arrays.toString(s.digits())), "grid repeated: " + s);
            assertTrue(s.hasRegions());
            assertNull(new ChaosConstruction(0).violation(s));
        }
    }

    /** CNF models projected on the digits = grids with some partition every rule's check accepts. */
    private static Set<String> assertExact(Layout layout, List<Rule> rules) {
        Set<String> accepted = acceptedByCheck(layout, rules);
        if (accepted.isEmpty()) {
            fail("the checks accept no grid: the test would prove nothing");
        }
        for (EncodingOptions options : OPTIONS) {
            Set<String> admitted = admittedBySat(layout, rules, options);
            if (!admitted.equals(accepted)) {
                Set<String> extra = new TreeSet<>(admitted);
                extra.removeAll(accepted);
                Set<String> missing = new TreeSet<>(accepted);
                missing.removeAll(admitted);
                fail(rules + " with " + options.describe() + ": admitted but rejected " + extra.stream().limit(5).toList()
                        + ", accepted but excluded " + missing.stream().limit(5).toList());
            }
        }
        return accepted;
    }

    private static Set<String> acceptedByCheck(Layout layout, List<Rule> rules) {
        // Square 1..N grids only (the layouts above): every value 1..n per cell.
        int n = layout.rows();
        int cells = layout.cellCount();
        Set<String> out = new TreeSet<>();
        int[] grid = new int[cells];
        Arrays.fill(grid, 1);
        while (true) {
            if (validPartitions(layout, rules, grid) > 0) {
                out.add(Arrays.toString(grid));
            }
            int k = 0;
            while (k < cells && grid[k] == n) {
                grid[k] = 1;
                k++;
            }
            if (k == cells) {
                return out;
            }
            grid[k]++;
        }
    }

    /** How many partitions of the grid make every rule's check pass. */
    private static int validPartitions(Layout layout, List<Rule> rules, int[] grid) {
        int valid = 0;
        Solution digits = Solution.ofDigits(layout, grid);
        int size = ChaosConstruction.in(rules).size(layout);
        for (int[] partition : partitions(layout.rows(), size)) {
            Solution s = digits.withRegions(partition);
            if (rules.stream().allMatch(r -> r.violation(s) == null)) {
                valid++;
            }
        }
        return valid;
    }

    private static Set<String> admittedBySat(Layout layout, List<Rule> rules, EncodingOptions options) {
        RuleHarness harness = RuleHarness.encode(layout, List.of(), rules, options);
        int n = layout.rows();
        Set<String> out = new TreeSet<>();
        try (Sat4jBackend backend = new Sat4jBackend()) {
            backend.load(harness.cnf());
            while (true) {
                SatResult r = backend.solve();
                if (r == SatResult.UNSATISFIABLE) {
                    return out;
                }
                boolean[] model = backend.model();
                int[] digits = new int[n * n];
                int[] block = new int[n * n];
                for (int i = 0; i < n * n; i++) {
                    for (int d = 1; d <= n; d++) {
                        int lit = harness.cellLiteral(Cell.ofIndex(i, n), d);
                        if (model[lit]) {
                            digits[i] = d;
                            block[i] = -lit;
                        }
                    }
                }
                if (!out.add(Arrays.toString(digits))) {
                    fail("a grid came back after it was blocked: " + Arrays.toString(digits));
                }
                backend.addClause(block);
            }
        }
    }

    /**
     * Region labels in extra cells (ISS's CC cells): on the 3x3 grid, with P holding r1c1's label, Q
     * r3c3's and the two distinct, the solutions (digits and both labels) are exactly the brute force's
     * (Latin square, valid partition) pairs read through the canonical labels; labels are part of a
     * solution here, so two partitions giving the labels apart are two solutions.
     */
    @Test
    void regionLabelsInExtraCellsAreTheCanonicalLabels() {
        Puzzle p = NativeParser.parse("size 3\nvar P Q 1..3\nchaos\nregionlabel r1c1 P\nregionlabel r3c3 Q\ndistinct P Q\n", "t");
        Set<String> expected = new TreeSet<>();
        for (int[] grid : latinSquares(3)) {
            for (int[] part : partitions(3, 3)) {
                boolean valid = true;
                for (int i = 0; i < 9 && valid; i++) {
                    for (int j = i + 1; j < 9 && valid; j++) {
                        valid = part[i] != part[j] || grid[i] != grid[j];
                    }
                }
                if (valid && part[0] != part[8]) {
                    expected.add(Arrays.toString(grid) + " P=" + part[0] + " Q=" + part[8]);
                }
            }
        }
        assertTrue(expected.size() > 12, "some grid has solutions with different labels: " + expected.size());
        for (EncodingOptions options : OPTIONS) {
            Set<String> found = new TreeSet<>();
            for (Solution s : dev.satdoku.sat.PuzzleSolver.sat4j(options).solve(p, 10_000, null).solutions()) {
                found.add(Arrays.toString(s.digits()) + " P=" + s.digit(Cell.extra("P")) + " Q=" + s.digit(Cell.extra("Q")));
            }
            assertEquals(expected, found, options.describe());
        }
    }

    /**
     * Every partition of an n x n grid into orthogonally connected regions of {@code size} cells, as
     * labels 1.. per cell: the first free cell in reading order opens the next region, which takes
     * every connected set of free cells of that size containing it.
     */
    static List<int[]> partitions(int n, int size) {
        List<int[]> out = new ArrayList<>();
        fill(new int[n * n], 1, n, size, out);
        return out;
    }

    private static void fill(int[] labels, int next, int n, int size, List<int[]> out) {
        int first = -1;
        for (int i = 0; i < labels.length; i++) {
            if (labels[i] == 0) {
                first = i;
                break;
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
        chooseRest(labels, next, n, size, out, first, free, 0, new ArrayList<>(List.of(first)));
    }

    private static void chooseRest(int[] labels, int next, int n, int size, List<int[]> out, int first, List<Integer> free,
                                   int from, List<Integer> chosen) {
        if (chosen.size() == size) {
            if (connected(chosen, n)) {
                for (int i : chosen) {
                    labels[i] = next;
                }
                fill(labels, next + 1, n, size, out);
                for (int i : chosen) {
                    labels[i] = 0;
                }
            }
            return;
        }
        for (int k = from; k < free.size(); k++) {
            chosen.add(free.get(k));
            chooseRest(labels, next, n, size, out, first, free, k + 1, chosen);
            chosen.remove(chosen.size() - 1);
        }
    }

    private static boolean connected(List<Integer> cells, int n) {
        Set<Integer> members = new HashSet<>(cells);
        Set<Integer> seen = new HashSet<>(List.of(cells.get(0)));
        List<Integer> todo = new ArrayList<>(seen);
        while (!todo.isEmpty()) {
            int at = todo.remove(todo.size() - 1);
            int r = at / n;
            int col = at % n;
            int[][] steps = {{r - 1, col}, {r + 1, col}, {r, col - 1}, {r, col + 1}};
            for (int[] s : steps) {
                if (s[0] >= 0 && s[0] < n && s[1] >= 0 && s[1] < n) {
                    int next = s[0] * n + s[1];
                    if (members.contains(next) && seen.add(next)) {
                        todo.add(next);
                    }
                }
            }
        }
        return seen.size() == cells.size();
    }

    /** Every n x n Latin square over 1..n, row-major. */
    private static List<int[]> latinSquares(int n) {
        List<int[]> out = new ArrayList<>();
        latin(new int[n * n], 0, n, out);
        return out;
    }

    private static void latin(int[] grid, int at, int n, List<int[]> out) {
        if (at == grid.length) {
            out.add(grid.clone());
            return;
        }
        int r = at / n;
        int col = at % n;
        for (int d = 1; d <= n; d++) {
            boolean ok = true;
            for (int k = 0; k < n && ok; k++) {
                ok = (k >= col || grid[r * n + k] != d) && (k >= r || grid[k * n + col] != d);
            }
            if (ok) {
                grid[at] = d;
                latin(grid, at + 1, n, out);
                grid[at] = 0;
            }
        }
    }
}
