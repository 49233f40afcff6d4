package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Entropic line: every 3 consecutive cells hold one low, one middle and one high digit; a 2-cell
 * line holds two different groups. The groups are the three equal thirds of 1..N (1-3, 4-6, 7-9 on
 * 9x9; 1-2, 3-4, 5-6 on 6x6), so N must be divisible by 3. Encoding: {@link PeriodicClasses} with
 * one auxiliary group literal per line position modulo 3.
 *
 * @param line the cells in line order
 */
public record EntropicLine(List<Cell> line) implements Rule {

    public static final RuleType TYPE = RuleType.of("entropic", List.of(), "entropic LINE",
            "every 3 consecutive cells hold one low, one middle and one high digit (the thirds of 1..N: 1-3, 4-6, 7-9 on 9x9)",
            EntropicLine::parse)
            .withReference("every 3 consecutive cells hold one low, one middle and one high digit: the thirds of 1..N "
                    + "(1-3, 4-6, 7-9 on 9x9; 1-2, 3-4, 5-6 on 6x6), so N must be divisible by 3; a 2-cell line "
                    + "holds two different thirds. On other value ranges, the thirds of the range (0-2, 3-5, 6-8 for 0..8); written with its first cell again at the end, the line is a closed loop and goes round");

    private static EntropicLine parse(RuleArgs args) {
        String why = unsupportedValues(args.layout());
        if (why != null) {
            throw args.error(why);
        }
        return new EntropicLine(ModernRules.lineOrLoop(args));
    }

    public EntropicLine {
        line = Lines.lineOrLoop(line, 2, "entropic");
    }

    /** Why a grid's values cannot carry entropic lines, or null when they can. */
    static String unsupportedValues(Layout layout) {
        if (layout.valueCount() % 3 == 0) {
            return null;
        }
        return layout.isClassic()
                ? "entropic lines need a grid size divisible by 3 (low, middle and high thirds of the digits); this grid is "
                + layout.rows() + "x" + layout.cols()
                : "entropic lines need a number of values divisible by 3 (low, middle and high thirds of the values); this grid holds "
                + layout.minValue() + ".." + layout.maxValue();
    }

    @Override
    public String keyword() {
        return "entropic";
    }

    @Override
    public void encode(EncodingContext ctx) {
        classes(ctx.layout()).encode(ctx, Lines.aroundLoop(line, 3));
    }

    @Override
    public String violation(Solution s) {
        // From the words, apart from PeriodicClasses (the clauses): any 3 cells in a row of the line, or all of a
        // shorter line, hold digits from different thirds of 1..N.
        int min = s.layout().minValue();
        int count = s.layout().maxValue() - min + 1;
        if (count % 3 != 0) {
            throw new IllegalArgumentException("entropic lines need a number of values divisible by 3; this grid has " + count);
        }
        int third = count / 3;
        // On a loop (first cell written again at the end) the windows go round: positions count modulo its length.
        boolean loop = Lines.isLoop(line);
        int length = loop ? line.size() - 1 : line.size();
        int window = loop ? 3 : Math.min(3, line.size());
        for (int start = 0; loop ? start < length : start + window <= length; start++) {
            for (int i = start; i < start + window; i++) {
                for (int j = i + 1; j < start + window; j++) {
                    Cell ci = line.get(i % length);
                    Cell cj = line.get(j % length);
                    int di = s.digit(ci);
                    int dj = s.digit(cj);
                    if ((di - min) / third == (dj - min) / third) {
                        return "entropic: " + ci + "=" + di + " and " + cj + "=" + dj
                                + " lie within 3 consecutive cells" + (loop ? " of the loop" : "") + " but are in the same third";
                    }
                }
            }
        }
        return null;
    }

    private static PeriodicClasses classes(Layout layout) {
        String why = unsupportedValues(layout);
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        int min = layout.minValue();
        int third = layout.valueCount() / 3;
        List<String> names = List.of(min + "-" + (min + third - 1), (min + third) + "-" + (min + 2 * third - 1),
                (min + 2 * third) + "-" + layout.maxValue());
        return new PeriodicClasses(3, d -> (d - min) / third, names);
    }

    @Override
    public String toNative() {
        return "entropic " + Lines.join(line);
    }
}
