package dev.satdoku.rules.count;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A count of different values: the control cell holds the number of distinct values among the
 * counted cells.
 *
 * <p>Encoding: one literal per value "some counted cell holds v" (a Tseitin disjunction of the
 * cells' direct literals), then the context's unary count of those literals equals the control's
 * value ({@code ctx.countEquals}, over the control's order literals).
 *
 * @param control the cell holding the count; not one of the counted cells
 * @param cells   the counted cells, all different
 */
public record CountDistinct(Cell control, List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("countdistinct", List.of(), "countdistinct CONTROL CELLS",
            "CONTROL holds the number of different values among the other listed cells", CountDistinct::parse)
            .withReference("the first cell (CONTROL) holds the number of different values among the cells after it "
                    + "(`countdistinct r1c1 r2c2-r2c5`: r1c1 = 2 when r2c2..r2c5 hold 3 3 5 5); the counted cells may repeat "
                    + "values where rows, columns and regions allow");

    private static CountDistinct parse(RuleArgs args) {
        Cell control = args.nextCell("the control cell");
        List<Cell> cells = args.nextDistinctCells("the counted cells");
        if (cells.contains(control)) {
            throw args.error("the control cell " + control + " is also one of the counted cells");
        }
        return new CountDistinct(control, cells);
    }

    public CountDistinct {
        cells = Lines.distinct(cells, "countdistinct");
        if (cells.isEmpty() || cells.contains(control)) {
            throw new IllegalArgumentException("countdistinct needs counted cells other than the control " + control);
        }
    }

    @Override
    public String keyword() {
        return "countdistinct";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> vars = ctx.cells(cells);
        int lo = vars.stream().mapToInt(IntVar::min).min().orElseThrow();
        int hi = vars.stream().mapToInt(IntVar::max).max().orElseThrow();
        List<Integer> present = new ArrayList<>();
        for (int v = lo; v <= hi; v++) {
            int value = v;
            int[] holds = vars.stream().mapToInt(x -> x.eq(value)).toArray();
            present.add(ctx.or("countdistinct " + control + ": some cell holds " + v, holds));
        }
        ctx.countEquals(present.stream().mapToInt(Integer::intValue).toArray(), ctx.cell(control));
    }

    @Override
    public String violation(Solution s) {
        Set<Integer> seen = new HashSet<>();
        for (Cell c : cells) {
            seen.add(s.digit(c));
        }
        if (s.digit(control) != seen.size()) {
            return control + "=" + s.digit(control) + " but " + Lines.digits(cells, s) + " hold " + seen.size() + " different values";
        }
        return null;
    }

    @Override
    public String toNative() {
        return "countdistinct " + control + " " + Lines.join(cells);
    }
}
