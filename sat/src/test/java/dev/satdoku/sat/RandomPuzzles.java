package dev.satdoku.sat;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Metadata;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.cell.AllowedDigits;
import dev.satdoku.syntax.Origin;
import dev.satdoku.testing.BruteForce;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random small puzzles for the differential tests of count, candidates and explain: a random valid
 * grid (a brute-force grid shuffled by symmetries: digit relabelling, rows within bands, bands,
 * columns within stacks, stacks), some of its cells as givens, and random rules. Most rules are
 * drawn true of the hidden grid, some at random, so the puzzles range from none to many solutions.
 *
 * <p>To cover a new rule type, add a {@link RuleMaker} to {@link #RULE_MAKERS}: every test built on
 * this class then exercises it against brute force.
 */
public final class RandomPuzzles {

    /** Makes one random rule; {@code hidden} is a valid grid the rule should usually agree with. */
    @FunctionalInterface
    public interface RuleMaker {
        Rule make(Random rnd, Layout layout, int[] hidden);
    }

    /** Probability that a rule is drawn true of the hidden grid (the rest are random, often false). */
    private static final double TRUTHFUL = 0.85;

    public static final List<RuleMaker> RULE_MAKERS = List.of(
            RandomPuzzles::parity,
            RandomPuzzles::candidates,
            GridRules::make);

    private RandomPuzzles() {
    }

    /**
     * A random puzzle on an n x n grid with standard boxes.
     *
     * @param givenShare fraction of cells given
     * @param maxRules   up to this many rules (at least 0)
     */
    public static Puzzle make(Random rnd, int n, double givenShare, int maxRules) {
        Layout layout = Layout.standard(n);
        int[] hidden = grid(rnd, layout);
        int[] givens = new int[n * n];
        java.util.Arrays.fill(givens, Puzzle.EMPTY);
        for (int i = 0; i < givens.length; i++) {
            if (rnd.nextDouble() < givenShare) {
                givens[i] = hidden[i];
            }
        }
        int count = maxRules == 0 ? 0 : rnd.nextInt(maxRules + 1);
        List<Rule> rules = new ArrayList<>();
        List<Origin> origins = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            rules.add(RULE_MAKERS.get(rnd.nextInt(RULE_MAKERS.size())).make(rnd, layout, hidden));
            origins.add(new Origin("random", k + 1, 1, ""));
        }
        String name = "random " + n + "x" + n + " " + java.util.Arrays.toString(givens).replaceAll("[ ,\\[\\]]", "") + " " + rules;
        return new Puzzle(name, layout, givens, null, rules, origins, List.of(), Metadata.EMPTY);
    }

    /** A random valid grid for a standard layout. */
    public static int[] grid(Random rnd, Layout layout) {
        int n = layout.rows();
        int[] base = BruteForce.solutions(Puzzle.classic("empty", layout, Puzzle.noGivens(layout)), 1).get(0).digits();
        int bh = layout.boxHeight();
        int bw = layout.boxWidth();
        List<Integer> rows = order(rnd, n, bh);
        List<Integer> cols = order(rnd, n, bw);
        List<Integer> relabel = new ArrayList<>();
        for (int d = 1; d <= n; d++) {
            relabel.add(d);
        }
        Collections.shuffle(relabel, rnd);
        int[] out = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                out[r * n + c] = relabel.get(base[rows.get(r) * n + cols.get(c)] - 1);
            }
        }
        return out;
    }

    /** A permutation of 0..n-1 that keeps groups of {@code group} together (bands or stacks). */
    private static List<Integer> order(Random rnd, int n, int group) {
        List<Integer> groups = new ArrayList<>();
        for (int g = 0; g < n / group; g++) {
            groups.add(g);
        }
        Collections.shuffle(groups, rnd);
        List<Integer> out = new ArrayList<>();
        for (int g : groups) {
            List<Integer> inside = new ArrayList<>();
            for (int k = 0; k < group; k++) {
                inside.add(g * group + k);
            }
            Collections.shuffle(inside, rnd);
            out.addAll(inside);
        }
        return out;
    }

    private static List<Cell> someCells(Random rnd, int n, int max) {
        List<Cell> cells = new ArrayList<>();
        int k = 1 + rnd.nextInt(max);
        while (cells.size() < k) {
            Cell c = new Cell(rnd.nextInt(n), rnd.nextInt(n));
            if (!cells.contains(c)) {
                cells.add(c);
            }
        }
        return cells;
    }

    private static Rule parity(Random rnd, Layout layout, int[] hidden) {
        int n = layout.rows();
        List<Cell> cells = someCells(rnd, n, 3);
        int remainder;
        if (rnd.nextDouble() < TRUTHFUL) {
            // keep only cells whose hidden digit has the parity of the first one
            remainder = hidden[cells.get(0).index(n)] % 2;
            cells.removeIf(c -> hidden[c.index(n)] % 2 != remainder);
        } else {
            remainder = rnd.nextInt(2);
        }
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= n; d++) {
            if (d % 2 == remainder) {
                digits.add(d);
            }
        }
        return new AllowedDigits(remainder == 1 ? "odd" : "even", cells, digits);
    }

    private static Rule candidates(Random rnd, Layout layout, int[] hidden) {
        int n = layout.rows();
        List<Cell> cells = someCells(rnd, n, 2);
        boolean truthful = rnd.nextDouble() < TRUTHFUL;
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= n; d++) {
            if (rnd.nextInt(3) == 0) {
                digits.add(d);
            }
        }
        if (truthful) {
            for (Cell c : cells) {
                if (!digits.contains(hidden[c.index(n)])) {
                    digits.add(hidden[c.index(n)]);
                }
            }
        }
        if (digits.isEmpty()) {
            digits.add(1 + rnd.nextInt(n));
        }
        Collections.sort(digits);
        return new AllowedDigits("candidates", cells, digits);
    }
}
