package dev.satdoku.rules.sumline;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import dev.satdoku.rules.modern.ClueView;
import dev.satdoku.rules.modern.Sightline;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * X-sum clue: seen from the outside position, the first X digits of the row or column add up to the
 * total, X being the first digit (which counts itself).
 *
 * <p>Encoding, by cases on the first digit: for each x, under the guard "first cell = x", the next
 * x-1 cells {@code sumEquals} total-x; a case whose remainder those cells cannot make is a single
 * clause "first cell is not x". Each case is a short sum with a constant total, which the table
 * encoding lists directly (with the distinct hint when the houses are encoded: the cells share a
 * row or column). The alternative, one sum over N terms "cell i if the first digit exceeds i"
 * ({@code ctx.when}), gave a larger CNF and more SAT4J conflicts on the X-sum instances
 * (docs/speed.md, "Rule encodings chosen by measurement").
 *
 * @param total    the clue
 * @param position the clue's position one step outside the grid, beside a row or column
 */
public record XSum(int total, Cell position) implements Rule {

    public static final RuleType TYPE = RuleType.of("xsum", List.of(), "xsum TOTAL POS",
            "seen from POS, the first X digits add up to TOTAL, X being the first digit", XSum::parse);

    private static XSum parse(RuleArgs args) {
        Token totalAt = args.peek();
        int total = args.nextInt("total");
        Cell position = args.nextOutsideCell("the clue position");
        int length = Sightline.from(position, args.layout().rows(), args.layout().cols()).size();
        // On a raw grid digits may repeat along the line, so only grids with rows and columns are pre-checked.
        if (!args.layout().isRaw() && !possible(total, args.minValue(), args.maxValue(), length)) {
            throw args.neverHolds("total " + total + " is impossible: no first digit X and X-1 other distinct digits of "
                    + args.minValue() + ".." + args.maxValue() + " add up to it");
        }
        return new XSum(total, position);
    }

    public XSum {
        if (total < 1) {
            throw new IllegalArgumentException("xsum total must be at least 1, found " + total);
        }
    }

    /** The row or column of an R x C grid as seen from the clue, nearest cell first. */
    public List<Cell> cells(int rows, int cols) {
        return Sightline.from(position, rows, cols);
    }

    /**
     * The totals an X-sum clue can have on a line of {@code length} cells holding distinct values
     * min..n: for each x from 1 to the length, x plus a sum of x-1 distinct values other than x.
     */
    public static boolean possible(int total, int min, int n, int length) {
        for (int x = Math.max(1, min); x <= Math.min(n, length); x++) {
            if (distinctSumPossible(total - x, x - 1, min, n, x)) {
                return true;
            }
        }
        return false;
    }

    /** Some k distinct values of min..n, none equal to {@code excluded}, add up to {@code sum}. */
    private static boolean distinctSumPossible(int sum, int k, int min, int n, int excluded) {
        // reach[j][s]: j distinct digits (from those seen so far) add up to s.
        if (sum < 0) {
            return false;
        }
        boolean[][] reach = new boolean[k + 1][sum + 1];
        reach[0][0] = true;
        for (int d = min; d <= n; d++) {
            if (d == excluded) {
                continue;
            }
            for (int j = k; j >= 1; j--) {
                for (int s = sum; s >= d; s--) {
                    reach[j][s] |= reach[j - 1][s - d];
                }
            }
        }
        return reach[k][sum];
    }

    @Override
    public String keyword() {
        return "xsum";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<Cell> cells = cells(ctx.layout().rows(), ctx.layout().cols());
        IntVar first = ctx.cell(cells.get(0));
        // On a raw grid the line is no house: its digits may repeat, so the sums get no distinct hint.
        boolean distinct = ctx.housesEncoded() && !ctx.layout().isRaw();
        for (int x = first.min(); x <= first.max(); x++) {
            int rest = total - x;
            if (x < 1 || x > cells.size()) {
                // A length of 0 counts no cell (a sum of 0, never a total of 1 or more); a length past the line cannot be counted.
                ctx.clause(first.ne(x));
                continue;
            }
            List<IntVar> next = new ArrayList<>(ctx.cells(cells.subList(1, x)));
            int lo = next.stream().mapToInt(IntVar::min).sum();
            int hi = next.stream().mapToInt(IntVar::max).sum();
            if (rest < lo || rest > hi) {
                ctx.clause(first.ne(x));
            } else if (!next.isEmpty()) {
                ctx.guarded(first.eq(x), () -> ctx.sumEquals(next, rest, distinct));
            }
        }
    }

    @Override
    public String violation(Solution s) {
        // Read through ClueView, not the encoder's Sightline, so a wrong direction cannot hide in both.
        List<Cell> cells = ClueView.cells(position, s.layout().rows(), s.layout().cols());
        int x = s.digit(cells.get(0));
        if (x > cells.size()) {
            return "xsum " + total + " at " + position + ": the first digit " + x + " counts more cells than the line's " + cells.size();
        }
        List<Cell> counted = cells.subList(0, Math.min(x, cells.size()));
        int sum = Lines.sum(counted, s);
        return sum == total ? null
                : "xsum " + total + " at " + position + ": the first " + x + " digits (" + Lines.digits(counted, s) + ") add up to " + sum;
    }

    /** A sum over a whole row, column or diagonal seen from outside (at least N cells counted). */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(Math.max(SizeHint.namedCells(this), n), n);
    }

    @Override
    public String toNative() {
        return "xsum " + total + " " + position;
    }
}
