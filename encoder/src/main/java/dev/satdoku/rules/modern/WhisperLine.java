package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Whisper line: neighbours on the line differ by at least {@code diff} (German whispers: 5 on 9x9,
 * Dutch: 4). Encoding: a digit that no digit of the grid can sit beside (5 on a German 9x9 line) is
 * removed from every cell of the line by a unit clause, once per cell; every other forbidden pair of
 * neighbouring digits gets one binary clause. No auxiliary variables.
 *
 * @param line the cells in line order
 * @param diff the least difference between neighbours, 1..N-1
 */
public record WhisperLine(List<Cell> line, int diff) implements Rule {

    public static final RuleType TYPE = RuleType.of("whisper", List.of(), "whisper LINE [diff=D]",
            "neighbours on the line differ by at least D (default half the number of values, rounded up: 5 on 9x9, German whispers; diff=4: Dutch)",
            WhisperLine::parse)
            .withReference("neighbours on the line differ by at least D, 1 to the number of values less one (default half the number of values, rounded up: 5 on 9x9: German "
                    + "whispers; 4: Dutch); written with its first cell again at the end, the line is a closed loop and goes round");

    private static WhisperLine parse(RuleArgs args) {
        List<Cell> line = ModernRules.lineOrLoop(args);
        int fallback = (args.layout().valueCount() + 1) / 2;
        int widest = args.layout().valueCount() - 1;
        int diff = args.intOption("diff", fallback);
        if (diff > widest && widest >= 1) {
            // Neighbours on a line can never be further apart than the values allow: the line is false.
            throw args.neverHolds("diff=" + diff + " is more than any two values " + args.minValue() + ".." + args.maxValue()
                    + " differ by");
        }
        return new WhisperLine(line, ModernRules.option(args, "diff", fallback, 1, widest));
    }

    public WhisperLine {
        line = Lines.lineOrLoop(line, 2, "whisper");
        if (diff < 1) {
            throw new IllegalArgumentException("whisper diff must be at least 1, found " + diff);
        }
    }

    @Override
    public String keyword() {
        return "whisper";
    }

    @Override
    public void encode(EncodingContext ctx) {
        int min = ctx.layout().minValue();
        int n = ctx.layout().maxValue();
        for (Cell c : line) {
            IntVar x = ctx.cell(c);
            for (int d = min; d <= n; d++) {
                if (!hasPartner(d, min, n)) {
                    ctx.clause(x.ne(d));
                }
            }
        }
        for (int i = 0; i + 1 < line.size(); i++) {
            IntVar a = ctx.cell(line.get(i));
            IntVar b = ctx.cell(line.get(i + 1));
            for (int x = min; x <= n; x++) {
                for (int y = min; y <= n; y++) {
                    if (Math.abs(x - y) < diff && hasPartner(x, min, n) && hasPartner(y, min, n)) {
                        ctx.clause(a.ne(x), b.ne(y));
                    }
                }
            }
        }
    }

    /** Some value min..max differs from d by at least diff. */
    private boolean hasPartner(int d, int min, int max) {
        return d - diff >= min || d + diff <= max;
    }

    @Override
    public String violation(Solution s) {
        for (int i = 0; i + 1 < line.size(); i++) {
            int a = s.digit(line.get(i));
            int b = s.digit(line.get(i + 1));
            if (Math.abs(a - b) < diff) {
                return "whisper: neighbours " + line.get(i) + "=" + a + " and " + line.get(i + 1) + "=" + b
                        + " differ by less than " + diff;
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "whisper " + Lines.join(line) + " diff=" + diff;
    }
}
