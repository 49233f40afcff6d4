package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Nabner line: no two digits anywhere on the line are equal or consecutive. Encoding: for each
 * d = 1..N-1, at most one of the literals "some line cell holds d or d+1" is true. A cell holds one
 * digit, so this says no two cells hold digits from {d, d+1}; over all d it forbids exactly the
 * equal and the consecutive pairs. N-1 at-most-ones of 2L literals (the chosen at-most-one
 * strategy), instead of L(L-1)/2 pairs times 3N forbidden digit pairs.
 *
 * @param line the cells (their order does not matter to the rule)
 */
public record NabnerLine(List<Cell> line) implements Rule {

    public static final RuleType TYPE = RuleType.of("nabner", List.of(), "nabner LINE",
            "no two digits on the line are equal or consecutive",
            args -> new NabnerLine(ModernRules.line(args)))
            .withReference("no two digits on the line are equal or consecutive (all pairs, not only neighbours)");

    public NabnerLine {
        line = Lines.line(line, 2, "nabner");
    }

    @Override
    public String keyword() {
        return "nabner";
    }

    @Override
    public void encode(EncodingContext ctx) {
        int min = ctx.layout().minValue();
        int max = ctx.layout().maxValue();
        // Values d and d+1 at most once on the whole line; with a single value, that value at most once.
        for (int d = min; d < Math.max(max, min + 1); d++) {
            int[] lits = new int[2 * line.size()];
            for (int i = 0; i < line.size(); i++) {
                lits[2 * i] = ctx.cell(line.get(i)).eq(d);
                lits[2 * i + 1] = ctx.cell(line.get(i)).eq(d + 1);
            }
            ctx.atMostOne(lits);
        }
    }

    @Override
    public String violation(Solution s) {
        for (int i = 0; i < line.size(); i++) {
            for (int j = i + 1; j < line.size(); j++) {
                int a = s.digit(line.get(i));
                int b = s.digit(line.get(j));
                if (Math.abs(a - b) <= 1) {
                    return "nabner: " + line.get(i) + "=" + a + " and " + line.get(j) + "=" + b
                            + (a == b ? " are equal" : " are consecutive");
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "nabner " + Lines.join(line);
    }
}
