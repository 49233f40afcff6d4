package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Difference-count line: the difference of every pair of neighbours on the line is the number of
 * neighbour pairs on the line with exactly that difference (a difference of 3 occurs on exactly three
 * pairs). Equal neighbours are therefore impossible (a difference of 0 would occur on no pair). Encoding:
 * per pair i and difference k = 1..min(N-1, pairs) a literal defined as "the pair differs by exactly k"
 * (both directions, from the digit literals), one unary counter per k over the pairs' literals, and
 * "pair i differs by k implies the count of k is at least k and not k+1". Larger differences are
 * forbidden outright, since no line has that many pairs.
 *
 * @param line the cells in line order
 */
public record DifferenceCountLine(List<Cell> line) implements Rule {

    public static final RuleType TYPE = RuleType.of("differencecount", List.of(), "differencecount LINE",
            "the difference of each pair of neighbours on the line is how many neighbour pairs on the line have that difference",
            args -> new DifferenceCountLine(ModernRules.line(args)))
            .withReference("the difference of each pair of neighbours on the line is exactly how many neighbour pairs on the "
                    + "line have that same difference (so equal neighbours never occur, and a 2-cell line differs by 1)");

    public DifferenceCountLine {
        line = Lines.line(line, 2, "differencecount");
    }

    @Override
    public String keyword() {
        return "differencecount";
    }

    @Override
    public void encode(EncodingContext ctx) {
        int pairs = line.size() - 1;
        int min = ctx.layout().minValue();
        int max = ctx.layout().maxValue();
        int top = Math.min(max - min, pairs);
        // differs[k][i]: pair i differs by exactly k, for k = 1..top
        int[][] differs = new int[top + 1][pairs];
        for (int i = 0; i < pairs; i++) {
            IntVar a = ctx.cell(line.get(i));
            IntVar b = ctx.cell(line.get(i + 1));
            for (int x = min; x <= max; x++) {
                // no difference of 0 and none above the number of pairs
                ctx.clause(a.ne(x), b.ne(x));
                for (int y = min; y <= max; y++) {
                    if (Math.abs(x - y) > top) {
                        ctx.clause(a.ne(x), b.ne(y));
                    }
                }
            }
            for (int k = 1; k <= top; k++) {
                int d = ctx.newVar("differencecount " + line.get(0) + "..: " + line.get(i) + "-" + line.get(i + 1) + " differ by " + k);
                differs[k][i] = d;
                for (int x = min; x <= max; x++) {
                    ctx.clause(a.ne(x), b.ne(x + k), d);
                    ctx.clause(a.ne(x), b.ne(x - k), d);
                    ctx.clause(-d, a.ne(x), b.eq(x - k), b.eq(x + k));
                }
            }
        }
        for (int k = 1; k <= top; k++) {
            int[] atLeast = ctx.countOf(differs[k]);
            for (int i = 0; i < pairs; i++) {
                ctx.clause(-differs[k][i], atLeast[k]);
                if (k + 1 < atLeast.length) {
                    ctx.clause(-differs[k][i], -atLeast[k + 1]);
                }
            }
        }
    }

    @Override
    public String violation(Solution s) {
        int pairs = line.size() - 1;
        for (int i = 0; i < pairs; i++) {
            int d = Math.abs(s.digit(line.get(i)) - s.digit(line.get(i + 1)));
            int same = 0;
            for (int j = 0; j < pairs; j++) {
                if (Math.abs(s.digit(line.get(j)) - s.digit(line.get(j + 1))) == d) {
                    same++;
                }
            }
            if (same != d) {
                return "differencecount: " + line.get(i) + "=" + s.digit(line.get(i)) + " and " + line.get(i + 1) + "="
                        + s.digit(line.get(i + 1)) + " differ by " + d + ", but " + same + " pair" + (same == 1 ? "" : "s")
                        + " of neighbours on the line differ by " + d;
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "differencecount " + Lines.join(line);
    }
}
