package dev.satdoku.rules.line;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.encoding.RenbanEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.Arrays;
import java.util.List;

/**
 * A renban line: distinct digits forming a set of consecutive numbers, in any order. Distinct digits
 * whose largest and smallest differ by less than the line's length are exactly such a set, which
 * gives the two encodings (picked by {@link RenbanEncoding} in the options; both start with
 * all-different):
 * <ul>
 *   <li>{@code pairs}: for every two cells, a binary clause forbids each pair of digits at least the
 *       line's length apart. No auxiliary variables.</li>
 *   <li>{@code window}: one selector per run lo..lo+len-1 the line may hold, exactly one chosen; the
 *       chosen run bans the digits outside it from every cell and requires each of its digits in some
 *       cell (redundant with distinctness, but it lets unit propagation place a digit that has one
 *       cell left, as hidden singles do in a house).</li>
 * </ul>
 *
 * @param cells the line in drawing order
 */
public record Renban(List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("renban", List.of(), "renban LINE",
            "distinct digits forming a set of consecutive numbers, in any order", Renban::parse)
            .withReference("distinct digits forming a set of consecutive numbers, in any order; at most N cells. "
                    + "Encoding `--renban window` (default) or `pairs`");

    private static Renban parse(RuleArgs args) {
        List<Cell> cells = args.nextLine("the line", 2);
        if (cells.size() > args.size()) {
            throw args.error("a renban line of " + cells.size() + " cells cannot hold distinct digits 1.." + args.size());
        }
        return new Renban(cells);
    }

    public Renban {
        cells = Lines.touching(cells, 2, "renban");
    }

    @Override
    public String keyword() {
        return "renban";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> xs = ctx.cells(cells);
        ctx.allDifferent(xs);
        switch (ctx.options().renban()) {
            case PAIRS -> forbidWidePairs(ctx, xs);
            case WINDOW -> selectWindow(ctx, xs);
        }
    }

    private static void forbidWidePairs(EncodingContext ctx, List<IntVar> xs) {
        int len = xs.size();
        for (int i = 0; i < len; i++) {
            for (int j = i + 1; j < len; j++) {
                IntVar a = xs.get(i);
                IntVar b = xs.get(j);
                for (int u = a.min(); u <= a.max(); u++) {
                    for (int v = b.min(); v <= b.max(); v++) {
                        if (Math.abs(u - v) >= len) {
                            ctx.clause(-a.eq(u), -b.eq(v));
                        }
                    }
                }
            }
        }
    }

    private void selectWindow(EncodingContext ctx, List<IntVar> xs) {
        int len = xs.size();
        int lo = xs.stream().mapToInt(IntVar::min).min().orElseThrow();
        int hi = xs.stream().mapToInt(IntVar::max).max().orElseThrow();
        int windows = hi - lo + 1 - len + 1;
        if (windows < 1) {
            ctx.clause();
            return;
        }
        String name = "renban " + cells.get(0) + ".." + cells.get(len - 1);
        int base = ctx.newVars(windows, k -> name + ":run" + (lo + k) + "-" + (lo + k + len - 1));
        int[] selectors = new int[windows];
        Arrays.setAll(selectors, k -> base + k);
        ctx.exactlyOne(selectors);
        for (int k = 0; k < windows; k++) {
            int from = lo + k;
            int to = from + len - 1;
            int w = selectors[k];
            for (IntVar x : xs) {
                for (int v = x.min(); v <= x.max(); v++) {
                    if (v < from || v > to) {
                        ctx.clause(-w, -x.eq(v));
                    }
                }
            }
            for (int v = from; v <= to; v++) {
                int[] clause = new int[len + 1];
                clause[0] = -w;
                for (int i = 0; i < len; i++) {
                    clause[i + 1] = xs.get(i).eq(v);
                }
                ctx.clause(clause);
            }
        }
    }

    @Override
    public String violation(Solution s) {
        int[] digits = cells.stream().mapToInt(s::digit).sorted().toArray();
        for (int i = 1; i < digits.length; i++) {
            if (digits[i] != digits[i - 1] + 1) {
                return "the digits " + Arrays.toString(digits) + " on the line are not " + digits.length + " consecutive numbers";
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "renban " + Lines.join(cells);
    }
}
