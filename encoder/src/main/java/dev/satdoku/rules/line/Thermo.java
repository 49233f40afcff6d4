package dev.satdoku.rules.line;

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
 * A thermometer: digits strictly increase from the bulb (the first cell), or never decrease on a slow
 * thermometer. Encoding: order literals on the thermometer's cells and one binary clause per pair of
 * neighbours and value ({@code [a >= v] -> [b >= v+1]}, or {@code [b >= v]} when slow); unit
 * propagation then narrows every cell to the digits its position leaves room for.
 *
 * @param cells from the bulb to the tip; each touches the previous one
 * @param slow  non-decreasing instead of strictly increasing
 */
public record Thermo(List<Cell> cells, boolean slow) implements Rule {

    public static final RuleType TYPE = RuleType.of("thermo", List.of("thermometer"), "thermo LINE",
            "strictly increasing from the first cell (the bulb)", args -> parse(args, false))
            .withReference("strictly increasing from the first cell (the bulb); at most N cells");

    public static final RuleType SLOW_TYPE = RuleType.of("slowthermo", List.of("slowthermometer"), "slowthermo LINE",
            "never decreasing from the bulb", args -> parse(args, true));

    private static Thermo parse(RuleArgs args, boolean slow) {
        List<Cell> cells = args.nextLine("the thermometer", 2);
        if (!slow && cells.size() > args.layout().valueCount()) {
            throw args.error("a thermometer of " + cells.size() + " cells cannot strictly increase through the digits "
                    + args.minValue() + ".." + args.maxValue());
        }
        return new Thermo(cells, slow);
    }

    public Thermo {
        cells = Lines.line(cells, 2, slow ? "slowthermo" : "thermo");
    }

    @Override
    public String keyword() {
        return slow ? "slowthermo" : "thermo";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> xs = ctx.cells(cells);
        for (int i = 1; i < xs.size(); i++) {
            if (slow) {
                ctx.lessOrEqual(xs.get(i - 1), xs.get(i));
            } else {
                ctx.less(xs.get(i - 1), xs.get(i));
            }
        }
    }

    @Override
    public String violation(Solution s) {
        for (int i = 1; i < cells.size(); i++) {
            int a = s.digit(cells.get(i - 1));
            int b = s.digit(cells.get(i));
            if (slow ? a > b : a >= b) {
                return cells.get(i - 1) + "=" + a + " then " + cells.get(i) + "=" + b + (slow ? " decreases" : " does not increase");
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return keyword() + " " + Lines.join(cells);
    }
}
