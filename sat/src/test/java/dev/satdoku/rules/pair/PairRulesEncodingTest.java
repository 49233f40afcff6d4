package dev.satdoku.rules.pair;

import dev.satdoku.model.Puzzle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.RuleHarness;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Solution;
import dev.satdoku.model.Term;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SatResult;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class PairRulesEncodingTest {

    private static final Layout SIX = Layout.standard(6);
    private static final Layout FOUR = Layout.standard(4);

    private static Cell c(int r, int col) {
        return Cell.of1(r, col);
    }

    /** A 6x6 background of 6s: equal neighbours are never consecutive, in ratio 2 or 3, or summing to 5 or 10. */
    private static int[] sixes() {
        int[] g = new int[36];
        java.util.Arrays.fill(g, Puzzle.EMPTY);
        Arrays.fill(g, 6);
        return g;
    }

    @Test
    void eachMarkAdmitsExactlyItsDigitPairs() {
        // A third, unconstrained cell in each scope catches clauses that stray onto a neighbour.
        List<List<Object>> cases = List.of(
                List.of(new WhiteDot(c(1, 1), c(1, 2), 1), c(1, 3)),
                List.of(new WhiteDot(c(3, 2), c(2, 2), 3), c(2, 3)),
                List.of(new BlackDot(c(4, 4), c(4, 5), 2), c(5, 4)),
                List.of(new BlackDot(c(6, 6), c(5, 6), 3), c(6, 5)),
                List.of(new XvMark(c(2, 5), c(2, 6), 10), c(1, 6)),
                List.of(new XvMark(c(5, 1), c(6, 1), 5), c(6, 2)));
        for (List<Object> k : cases) {
            PairMark m = (PairMark) k.get(0);
            RuleEquivalence.assertExact(SIX, List.of(m), List.of(m.a(), m.b(), (Cell) k.get(1)), RuleEquivalence.amoVariants());
        }
    }

    @Test
    void marksCombineOnSharedCells() {
        List<Rule> rules = List.of(new WhiteDot(c(1, 1), c(1, 2), 1), new BlackDot(c(1, 2), c(2, 2), 2),
                new XvMark(c(2, 2), c(2, 1), 10), new XvMark(c(1, 1), c(2, 1), 5));
        RuleEquivalence.assertExact(SIX, rules, List.of(c(1, 1), c(1, 2), c(2, 1), c(2, 2), c(1, 3)), RuleEquivalence.amoVariants());
    }

    @Test
    void greaterThanChainsOverCellsAnywhere() {
        Rule chain = new GreaterChain(List.of(Term.of(c(1, 1)), Term.of(c(2, 3)), Term.of(c(4, 4)), Term.of(c(1, 2))));
        RuleEquivalence.assertExact(SIX, List.of(chain), List.of(c(1, 1), c(2, 3), c(4, 4), c(1, 2), c(3, 3)),
                RuleEquivalence.amoVariants());
        Rule pair = new GreaterChain(List.of(Term.of(c(2, 2)), Term.of(c(2, 1))));
        RuleEquivalence.assertExact(FOUR, List.of(pair, chain), List.of(c(2, 2), c(2, 1), c(1, 1), c(2, 3), c(4, 4), c(1, 2)),
                RuleEquivalence.amoVariants());
    }

    @Test
    void equalityOfCells() {
        Rule eq = new EqualTerms(Term.of(c(1, 1)), Term.of(c(3, 4)));
        RuleEquivalence.assertExact(FOUR, List.of(eq), List.of(c(1, 1), c(3, 4), c(2, 2)), RuleEquivalence.amoVariants());
    }

    @Test
    void negativeWhiteAndNonconsecutiveExemptWhiteDotsOnly() {
        List<Cell> corner = block(1, 1);
        for (Rule negative : List.of(Negative.of(NegativeKind.WHITE), Negative.nonconsecutive())) {
            List<Rule> rules = List.of(negative, new WhiteDot(c(1, 1), c(1, 2), 1), new WhiteDot(c(2, 3), c(2, 2), 2),
                    new BlackDot(c(1, 3), c(2, 3), 2));
            RuleEquivalence.assertExact(SIX, rules, corner, sixes(), RuleEquivalence.amoVariants());
        }
    }

    @Test
    void negativeBlackForbidsTheRatiosInUse() {
        // 5 is in ratio 2 or 3 with no digit of 1..6, so a background of 5s leaves the free cells room.
        int[] fives = new int[36];
        Arrays.fill(fives, 5);
        List<Cell> bottomRight = block(5, 4);
        RuleEquivalence.assertExact(SIX, List.of(Negative.of(NegativeKind.BLACK)), bottomRight, fives,
                RuleEquivalence.amoVariants());
        List<Rule> ratios = List.of(Negative.of(NegativeKind.BLACK), new BlackDot(c(5, 4), c(5, 5), 3),
                new BlackDot(c(6, 6), c(5, 6), 2), new WhiteDot(c(6, 4), c(6, 5), 1));
        RuleEquivalence.assertExact(SIX, ratios, bottomRight, fives, RuleEquivalence.amoVariants());
    }

    @Test
    void negativeKropkiExemptsEitherDot() {
        List<Rule> rules = List.of(Negative.of(NegativeKind.KROPKI), new WhiteDot(c(3, 3), c(3, 4), 1),
                new BlackDot(c(3, 4), c(4, 4), 2), new WhiteDot(c(4, 2), c(4, 3), 3));
        RuleEquivalence.assertExact(SIX, rules, block(3, 2), sixes(), RuleEquivalence.amoVariants());
    }

    @Test
    void negativeXvExemptsXAndVMarks() {
        List<Rule> rules = List.of(Negative.of(NegativeKind.XV), new XvMark(c(1, 4), c(1, 5), 10),
                new XvMark(c(2, 5), c(2, 6), 5), new WhiteDot(c(1, 6), c(2, 6), 1));
        RuleEquivalence.assertExact(SIX, rules, block(1, 4), sixes(), RuleEquivalence.amoVariants());
    }

    @Test
    void severalNegativeRulesTogether() {
        // Two negative rules over the same edges; next to the background 1s only 1, 3, 5 and 6 fit.
        int[] ones = new int[36];
        Arrays.fill(ones, 1);
        List<Rule> rules = List.of(Negative.nonconsecutive(), Negative.of(NegativeKind.XV, NegativeKind.BLACK));
        RuleEquivalence.assertExact(SIX, rules, block(3, 3), ones, RuleEquivalence.amoVariants());
    }

    /** The 2x3 block of cells whose top-left cell is r{row}c{col}. */
    private static List<Cell> block(int row, int col) {
        List<Cell> out = new ArrayList<>();
        for (int r = row; r < row + 2; r++) {
            for (int k = col; k < col + 3; k++) {
                out.add(c(r, k));
            }
        }
        return out;
    }

    // ---- terms that are declared variables -------------------------------------------------------

    @Test
    void chainsAndEqualitiesOverVariables() {
        ExtraCell a = new ExtraCell("A", 2, 7, Origin.NONE);
        ExtraCell b = new ExtraCell("B", 0, 3, Origin.NONE);
        List<Cell> cells = List.of(c(1, 1), c(2, 2));
        List<Rule> rules = List.of(new GreaterChain(List.of(Term.of("A"), Term.of(c(1, 1)), Term.of("B"))),
                new EqualTerms(Term.of("B"), Term.of(c(2, 2))));
        for (EncodingOptions options : RuleEquivalence.amoVariants()) {
            Set<String> admitted = admitted(FOUR, List.of(a, b), rules, cells, options);
            Set<String> accepted = accepted(FOUR, List.of(a, b), rules, cells);
            assertEquals(accepted, admitted, options.describe());
            assertTrue(accepted.size() > 1 && accepted.size() < 6 * 4 * 4 * 4, "the rules must cut, but not everything");
        }
    }

    /** Every (A, B, cells...) the CNF admits, by enumeration with blocking clauses. */
    private static Set<String> admitted(Layout layout, List<ExtraCell> vars, List<Rule> rules, List<Cell> cells,
                                        EncodingOptions options) {
        RuleHarness h = RuleHarness.encode(layout, vars, rules, options);
        Set<String> out = new TreeSet<>();
        try (Sat4jBackend backend = new Sat4jBackend()) {
            backend.load(h.cnf());
            while (backend.solve() == SatResult.SATISFIABLE) {
                boolean[] model = backend.model();
                List<Integer> values = new ArrayList<>();
                List<Integer> block = new ArrayList<>();
                for (ExtraCell v : vars) {
                    for (int x = v.min(); x <= v.max(); x++) {
                        if (model[h.variableLiteral(v.name(), x)]) {
                            values.add(x);
                            block.add(-h.variableLiteral(v.name(), x));
                        }
                    }
                }
                for (Cell cell : cells) {
                    for (int d = 1; d <= layout.rows(); d++) {
                        if (model[h.cellLiteral(cell, d)]) {
                            values.add(d);
                            block.add(-h.cellLiteral(cell, d));
                        }
                    }
                }
                out.add(values.toString());
                backend.addClause(block.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        return out;
    }

    /** Every (A, B, cells...) each rule's check accepts (other cells 1). */
    private static Set<String> accepted(Layout layout, List<ExtraCell> vars, List<Rule> rules, List<Cell> cells) {
        Set<String> out = new TreeSet<>();
        ExtraCell a = vars.get(0);
        ExtraCell b = vars.get(1);
        int n = layout.rows();
        for (int va = a.min(); va <= a.max(); va++) {
            for (int vb = b.min(); vb <= b.max(); vb++) {
                for (int d0 = 1; d0 <= n; d0++) {
                    for (int d1 = 1; d1 <= n; d1++) {
                        int[] grid = new int[n * n];
                        Arrays.fill(grid, 1);
                        grid[cells.get(0).index(n)] = d0;
                        grid[cells.get(1).index(n)] = d1;
                        Solution s = new Solution(layout, grid, Map.of(a.name(), va, b.name(), vb), null);
                        if (rules.stream().allMatch(r -> r.violation(s, rules) == null)) {
                            out.add(List.of(va, vb, d0, d1).toString());
                        }
                    }
                }
            }
        }
        return out;
    }
}
