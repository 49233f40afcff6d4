package dev.satdoku.rules.sum;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * Lunchbox (ISS's {@code Lunchbox}): distinct digits; the cells lying strictly between the cell with
 * the cage's smallest digit and the cell with its largest, in the order the cells are listed, add up
 * to the total (0 when those two cells are neighbours in the list). Unlike a sandwich, the crusts are
 * the cage's own extremes, not 1 and N. Encoding: all-different; one literal per ordered pair
 * "a &lt; b" on order literals; per cell "holds the minimum" / "holds the maximum" as conjunctions of
 * those, "is an end" as their disjunction, "lies between the ends" from prefix and suffix
 * disjunctions; then the sum of the cells that lie between through the chosen sum encoding.
 *
 * @param total what the filling adds up to, at least 0
 * @param cells the lunchbox's cells in order (distinct, at least two)
 */
public record Lunchbox(int total, List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("lunchbox", List.of(), "lunchbox TOTAL CELLS",
            "distinct digits; the cells listed between the smallest and the largest digit add up to TOTAL",
            Lunchbox::parse)
            .withReference("lunchbox (ISS `Lunchbox`): distinct digits; the cells lying between the cell holding the "
                    + "lunchbox's smallest digit and the cell holding its largest, in the order the cells are written, add "
                    + "up to TOTAL (0 when those two are next to each other in the list)");

    private static Lunchbox parse(RuleArgs args) {
        Token at = args.peek();
        int total = args.nextInt("total");
        List<Cell> cells = args.nextDistinctCells("the lunchbox");
        if (cells.size() < 2) {
            throw args.error("a lunchbox needs at least 2 cells, found " + cells.size());
        }
        if (cells.size() > args.layout().valueCount()) {
            throw args.neverHolds("a lunchbox of " + cells.size() + " cells cannot hold distinct digits: there are only "
                    + args.layout().valueCount());
        }
        // The filling is at most the k-2 largest values below the maximum.
        int max = 0;
        for (int i = 0; i < cells.size() - 2; i++) {
            max += args.layout().maxValue() - 1 - i;
        }
        if (total < 0 || total > max) {
            throw args.neverHolds("total " + total + " is impossible: the filling of " + cells.size() + " distinct digits adds up to 0.." + max);
        }
        return new Lunchbox(total, cells);
    }

    public Lunchbox {
        cells = Lines.distinct(cells, "lunchbox");
        if (cells.size() < 2) {
            throw new IllegalArgumentException("a lunchbox needs at least 2 cells");
        }
        if (total < 0) {
            throw new IllegalArgumentException("a lunchbox total is at least 0, got " + total);
        }
    }

    @Override
    public String keyword() {
        return "lunchbox";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> x = ctx.cells(cells);
        int k = x.size();
        ctx.allDifferent(x);
        String name = "lunchbox@" + cells.get(0);
        // less[i][j] <-> x_i < x_j; with distinct digits, exactly one of less[i][j] and less[j][i].
        int[][] less = new int[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                int lt = ctx.newVar(name + ":" + cells.get(i) + "<" + cells.get(j));
                IntVar a = x.get(i);
                IntVar b = x.get(j);
                for (int v = Math.min(a.min(), b.min()); v <= Math.max(a.max(), b.max()) + 1; v++) {
                    ctx.clause(-lt, -a.ge(v), b.ge(v + 1));
                    ctx.clause(lt, -b.ge(v), a.ge(v + 1));
                }
                less[i][j] = lt;
                less[j][i] = -lt;
            }
        }
        int[] end = new int[k];
        for (int i = 0; i < k; i++) {
            int[] below = new int[k - 1];
            int[] above = new int[k - 1];
            int m = 0;
            for (int j = 0; j < k; j++) {
                if (j != i) {
                    below[m] = less[i][j];
                    above[m] = less[j][i];
                    m++;
                }
            }
            int isMin = ctx.and(name + ":" + cells.get(i) + " smallest", below);
            int isMax = ctx.and(name + ":" + cells.get(i) + " largest", above);
            end[i] = ctx.or(name + ":" + cells.get(i) + " end", isMin, isMax);
        }
        // before[i]: an end among cells 0..i-1; after[i]: an end among cells i+1..k-1.
        int[] before = new int[k];
        int[] after = new int[k];
        before[0] = Lits.FALSE;
        for (int i = 1; i < k; i++) {
            before[i] = i == 1 ? end[0] : ctx.or(name + ":end before " + cells.get(i), before[i - 1], end[i - 1]);
        }
        after[k - 1] = Lits.FALSE;
        for (int i = k - 2; i >= 0; i--) {
            after[i] = i == k - 2 ? end[k - 1] : ctx.or(name + ":end after " + cells.get(i), after[i + 1], end[i + 1]);
        }
        List<IntVar> filling = new ArrayList<>();
        for (int i = 1; i < k - 1; i++) {
            int inside = ctx.and(name + ":" + cells.get(i) + " inside", -end[i], before[i], after[i]);
            filling.add(ctx.when(inside, x.get(i)));
        }
        if (filling.isEmpty()) {
            if (total != 0) {
                ctx.clause();
            }
            return;
        }
        ctx.sumEquals(filling, total, false);
    }

    @Override
    public String violation(Solution s) {
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                if (s.digit(cells.get(i)) == s.digit(cells.get(j))) {
                    return "lunchbox at " + cells.get(0) + ": " + cells.get(i) + " and " + cells.get(j) + " both hold " + s.digit(cells.get(i));
                }
            }
        }
        int lowAt = 0;
        int highAt = 0;
        for (int i = 1; i < cells.size(); i++) {
            if (s.digit(cells.get(i)) < s.digit(cells.get(lowAt))) {
                lowAt = i;
            }
            if (s.digit(cells.get(i)) > s.digit(cells.get(highAt))) {
                highAt = i;
            }
        }
        List<Cell> filling = cells.subList(Math.min(lowAt, highAt) + 1, Math.max(lowAt, highAt));
        int sum = Lines.sum(filling, s);
        if (sum == total) {
            return null;
        }
        return "lunchbox at " + cells.get(0) + ": between " + cells.get(lowAt) + "=" + s.digit(cells.get(lowAt)) + " and "
                + cells.get(highAt) + "=" + s.digit(cells.get(highAt)) + " the cells " + (filling.isEmpty() ? "(none)" : Lines.digits(filling, s))
                + " add up to " + sum + ", not " + total;
    }


    @Override
    public String toNative() {
        return "lunchbox " + total + " " + Lines.join(cells);
    }

    @Override
    public List<House> extraHouses() {
        return List.of(new House("lunchbox at " + cells.get(0), cells));
    }
}
