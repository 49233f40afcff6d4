package dev.satdoku.rules.line;

import dev.satdoku.encode.EncodingContext;
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
 * gives the two encodings: {@code ctx.renban} states all-different, then the one {@link RenbanEncoding}
 * picks in the options ({@code pairs}: {@code PairsRenban}, {@code window}:
 * {@code WindowRenban}).
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
        if (cells.size() > args.layout().valueCount()) {
            throw args.error("a renban line of " + cells.size() + " cells cannot hold distinct digits " + args.minValue() + ".." + args.maxValue());
        }
        return new Renban(cells);
    }

    public Renban {
        cells = Lines.line(cells, 2, "renban");
    }

    @Override
    public String keyword() {
        return "renban";
    }

    @Override
    public void encode(EncodingContext ctx) {
        ctx.renban(ctx.cells(cells));
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
