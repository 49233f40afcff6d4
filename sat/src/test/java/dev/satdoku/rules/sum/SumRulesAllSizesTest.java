package dev.satdoku.rules.sum;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.sum.SumEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Metadata;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The sum rules on every grid size 1..25 under every sum encoding: from a valid grid, a cage over the
 * whole first row (325 on 25x25), a small cage, a sum group, a main-diagonal little killer, a sandwich
 * and an arrow are built with the grid's own totals; their cells are blanked, the rest given, and the
 * solver must find the grid again. Catches overflow, out-of-range values and table blow-ups on large
 * domains that the 4x4 and 6x6 exhaustive tests cannot.
 */
class SumRulesAllSizesTest {

    static List<Integer> sizes() {
        List<Integer> out = new ArrayList<>();
        for (int n = 1; n <= 25; n++) {
            out.add(n);
        }
        return out;
    }

    /** The shifted-rows pattern: a valid grid for the default boxes of any size. */
    private static int[] grid(Layout layout) {
        int n = layout.rows();
        int h = Math.max(1, layout.boxHeight());
        int w = n / h;
        int[] g = new int[n * n];
        java.util.Arrays.fill(g, Puzzle.EMPTY);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                g[r * n + c] = (r % h * w + r / h + c) % n + 1;
            }
        }
        return g;
    }

    @ParameterizedTest(name = "{0}x{0}")
    @MethodSource("sizes")
    void sumRulesSolveOnEveryGridSize(int n) {
        Layout layout = Layout.standard(n);
        int[] digits = grid(layout);
        Solution truth = Solution.ofDigits(layout, digits);
        assertTrue(Checker.isValid(Puzzle.classic("grid", layout, digits), truth), "the test grid itself is invalid for " + n);
        List<Rule> rules = new ArrayList<>();
        List<Cell> row1 = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            row1.add(new Cell(0, c));
        }
        rules.add(new Cage(row1, new Cage.FixedTotal(n * (n + 1) / 2)));
        LittleKiller diagonal = LittleKiller.of(0, new Cell(-1, -1), Diagonal.DR, n, n);
        rules.add(LittleKiller.of(diagonal.cells().stream().mapToInt(truth::digit).sum(), new Cell(-1, -1), Diagonal.DR, n, n));
        if (n >= 3) {
            List<Cell> small = List.of(new Cell(n - 1, 0), new Cell(n - 1, 1), new Cell(n - 1, 2));
            rules.add(new Cage(small, new Cage.FixedTotal(small.stream().mapToInt(truth::digit).sum())));
            List<Cell> column = List.of(new Cell(1, n - 1), new Cell(2, n - 1), new Cell(0, n - 1));
            rules.add(new SumGroup(column.stream().mapToInt(truth::digit).sum(), column));
            Sandwich probe = new Sandwich(0, true, 2, n, 1, n);
            int total = 0;
            boolean inside = false;
            for (Cell c : probe.cells()) {
                int d = truth.digit(c);
                if (d == 1 || d == n) {
                    inside = !inside;
                } else if (inside) {
                    total += d;
                }
            }
            rules.add(new Sandwich(total, true, 2, n, 1, n));
            Cell circle = new Cell(n - 2, n - 2);
            List<Cell> ones = new ArrayList<>();
            for (int r = 1; r < n && ones.size() < truth.digit(circle); r++) {
                for (int c = 0; c < n; c++) {
                    if (truth.digit(r, c) == 1 && !new Cell(r, c).equals(circle)) {
                        ones.add(new Cell(r, c));
                    }
                }
            }
            if (ones.size() == truth.digit(circle)) {
                rules.add(new Arrow(List.of(circle), List.of(ones)));
            }
        }
        int[] givens = digits.clone();
        for (Rule rule : rules) {
            assertNull(rule.violation(truth), rule + " rejects the grid it was built from");
            for (Cell c : cellsOf(rule)) {
                givens[c.index(n)] = Puzzle.EMPTY;
            }
        }
        Puzzle puzzle = new Puzzle(n + "x" + n, layout, givens, null, rules, null, List.of(), Metadata.EMPTY);
        for (SumEncoding sum : SumEncoding.values()) {
            SolveReport report = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS.with(EncodingOptions.SUM, sum)).solve(puzzle, 1, null);
            assertTrue(report.solutions().size() == 1, n + "x" + n + " with sum=" + sum + ": no solution found");
            assertTrue(Checker.isValid(puzzle, report.solutions().get(0)), n + "x" + n + " with sum=" + sum);
        }
    }

    private static List<Cell> cellsOf(Rule rule) {
        if (rule instanceof Cage c) {
            return c.cells();
        }
        if (rule instanceof SumGroup s) {
            return s.cells();
        }
        if (rule instanceof LittleKiller k) {
            return k.cells();
        }
        if (rule instanceof Sandwich s) {
            return s.cells();
        }
        Arrow a = (Arrow) rule;
        List<Cell> out = new ArrayList<>(a.circle());
        a.shafts().forEach(out::addAll);
        return out;
    }
}
