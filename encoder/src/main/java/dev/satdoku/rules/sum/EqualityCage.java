package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Equality cage (ISS's {@code EqualityCage}): distinct digits, as many even as odd and as many low as
 * high. Low and high follow ISS on any value range: of the grid's V values in order, the first
 * floor(V/2) are low and the last floor(V/2) high; when V is odd the middle value is neither and may
 * not appear (1..9: 1-4 low, 6-9 high, no 5; 0..8: 0-3 low, 5-8 high, no 4). Parity is that of the
 * real value (0 is even). Encoding: all-different, and for each class one literal per cell ("this cell
 * holds an even value", ...) counted with exactly-k, k = half the cage.
 *
 * @param cells the cage's cells (distinct, an even number of them)
 */
public record EqualityCage(List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("equalitycage", List.of(), "equalitycage CELLS",
            "distinct digits, as many even as odd and as many low as high (never the middle digit)",
            EqualityCage::parse)
            .withReference("equality cage (ISS `EqualityCage`): distinct digits, as many even as odd and as many low as high; "
                    + "of the grid's V values in order the first floor(V/2) are low and the last floor(V/2) high, so on 1..9 "
                    + "1-4 are low, 6-9 high and 5 (the middle value, when V is odd) never appears; the cage has an even "
                    + "number of cells");

    private static EqualityCage parse(RuleArgs args) {
        List<Cell> cells = args.nextDistinctCells("the equality cage");
        if (cells.isEmpty()) {
            throw args.error("missing the cage cells");
        }
        if (cells.size() % 2 != 0) {
            throw args.error("an equality cage of " + cells.size() + " cells cannot hold as many even as odd digits; "
                    + "give an even number of cells");
        }
        int usable = 2 * (args.layout().valueCount() / 2);
        if (cells.size() > usable) {
            throw args.error("an equality cage of " + cells.size() + " cells cannot hold distinct digits: only " + usable
                    + " values are low or high");
        }
        return new EqualityCage(cells);
    }

    public EqualityCage {
        cells = Lines.distinct(cells, "equalitycage");
        if (cells.size() % 2 != 0) {
            throw new IllegalArgumentException("an equality cage needs an even number of cells, found " + cells.size());
        }
    }

    @Override
    public String keyword() {
        return "equalitycage";
    }

    /** The largest low value on this grid. */
    static int lowTop(Layout layout) {
        return layout.minValue() + layout.valueCount() / 2 - 1;
    }

    /** The smallest high value on this grid. */
    static int highBottom(Layout layout) {
        return layout.maxValue() - layout.valueCount() / 2 + 1;
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> x = ctx.cells(cells);
        ctx.allDifferent(x);
        int half = cells.size() / 2;
        int lowTop = lowTop(ctx.layout());
        int highBottom = highBottom(ctx.layout());
        ctx.exactlyK(classLiterals(ctx, x, "even", v -> Math.floorMod(v, 2) == 0), half);
        ctx.exactlyK(classLiterals(ctx, x, "low", v -> v <= lowTop), half);
        ctx.exactlyK(classLiterals(ctx, x, "high", v -> v >= highBottom), half);
    }

    /** Per cell, a literal equivalent to "the cell's value is in the class". */
    private int[] classLiterals(EncodingContext ctx, List<IntVar> x, String what, IntPredicate member) {
        int[] out = new int[x.size()];
        for (int i = 0; i < x.size(); i++) {
            IntVar c = x.get(i);
            int[] lits = java.util.stream.IntStream.rangeClosed(c.min(), c.max()).filter(member).map(c::eq).toArray();
            out[i] = lits.length == 1 ? lits[0] : ctx.or(cells.get(i) + " " + what, lits);
        }
        return out;
    }

    @Override
    public String violation(Solution s) {
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                if (s.digit(cells.get(i)) == s.digit(cells.get(j))) {
                    return "equality cage at " + cells.get(0) + ": " + cells.get(i) + " and " + cells.get(j) + " both hold "
                            + s.digit(cells.get(i));
                }
            }
        }
        // Sorted values: the lower half of the range is low, the upper half high, a middle one is neither.
        int count = s.layout().valueCount();
        int even = 0;
        int low = 0;
        int high = 0;
        for (Cell c : cells) {
            int v = s.digit(c);
            int rank = v - s.layout().minValue();
            if (v % 2 == 0) {
                even++;
            }
            if (rank < count / 2) {
                low++;
            } else if (rank >= count - count / 2) {
                high++;
            } else {
                return "equality cage at " + cells.get(0) + ": " + c + " holds " + v + ", the middle value, which is neither low nor high";
            }
        }
        String digits = Lines.digits(cells, s);
        if (2 * even != cells.size()) {
            return "equality cage at " + cells.get(0) + " (" + digits + ") holds " + even + " even and " + (cells.size() - even) + " odd digits";
        }
        if (low != high) {
            return "equality cage at " + cells.get(0) + " (" + digits + ") holds " + low + " low and " + high + " high digits";
        }
        return null;
    }

    @Override
    public String toNative() {
        return "equalitycage " + Lines.join(cells);
    }

    @Override
    public List<House> extraHouses() {
        return List.of(new House("equality cage at " + cells.get(0), cells));
    }
}
