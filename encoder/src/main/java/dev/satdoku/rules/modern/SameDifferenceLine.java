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
 * Same-difference line: every pair of neighbours on the line has the same absolute difference
 * (0 included: equal neighbours are allowed where no house forbids them). Encoding: one selector
 * per difference k = 0..N-1, exactly one of them true, and for each neighbour pair (a, b), each k
 * and each digit x of a the support clause "selector k and a = x imply b = x-k or b = x+k". That is
 * arc-consistent in both directions once the selector is known. A 2-cell line constrains nothing, so
 * it emits nothing.
 *
 * @param line the cells in line order
 */
public record SameDifferenceLine(List<Cell> line) implements Rule {

    public static final RuleType TYPE = RuleType.of("samediff", List.of(), "samediff LINE",
            "every pair of neighbours on the line has the same absolute difference",
            args -> new SameDifferenceLine(ModernRules.lineOrLoop(args)))
            .withReference("every pair of neighbours on the line has the same absolute difference (0 allowed where no "
                    + "house forbids equal neighbours); written with its first cell again at the end, the line is a closed loop and goes round");

    public SameDifferenceLine {
        line = Lines.lineOrLoop(line, 2, "samediff");
    }

    @Override
    public String keyword() {
        return "samediff";
    }

    @Override
    public void encode(EncodingContext ctx) {
        if (line.size() < 3) {
            return;
        }
        int n = ctx.layout().valueCount();
        int min = ctx.layout().minValue();
        int base = ctx.newVars(n, k -> "samediff " + line.get(0) + "..: difference " + k);
        int[] selector = new int[n];
        for (int k = 0; k < n; k++) {
            selector[k] = base + k;
        }
        ctx.exactlyOne(selector);
        for (int i = 0; i + 1 < line.size(); i++) {
            IntVar a = ctx.cell(line.get(i));
            IntVar b = ctx.cell(line.get(i + 1));
            for (int k = 0; k < n; k++) {
                for (int x = min; x < min + n; x++) {
                    if (k == 0) {
                        ctx.clause(-selector[k], a.ne(x), b.eq(x));
                    } else {
                        ctx.clause(-selector[k], a.ne(x), b.eq(x - k), b.eq(x + k));
                    }
                }
            }
        }
    }

    @Override
    public String violation(Solution s) {
        int first = Math.abs(s.digit(line.get(0)) - s.digit(line.get(1)));
        for (int i = 1; i + 1 < line.size(); i++) {
            int d = Math.abs(s.digit(line.get(i)) - s.digit(line.get(i + 1)));
            if (d != first) {
                return "samediff: " + line.get(i) + "=" + s.digit(line.get(i)) + " and " + line.get(i + 1) + "="
                        + s.digit(line.get(i + 1)) + " differ by " + d + ", but " + line.get(0) + " and " + line.get(1)
                        + " differ by " + first;
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "samediff " + Lines.join(line);
    }
}
