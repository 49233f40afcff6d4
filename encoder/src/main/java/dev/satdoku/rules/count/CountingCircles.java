package dev.satdoku.rules.count;

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
 * Counting circles: each circle's value equals the number of circles holding that value (a 3 in a
 * circle means exactly three circles hold 3). So no circle can hold a value below 1 or above the
 * number of circles, and each rule is one independent set of circles.
 *
 * <p>Encoding: for every value v the circles can hold, the context's unary count of "circle holds
 * v" ({@code ctx.countOf}); "at least one holds v" implies "at least v" and "not v+1". Values
 * outside 1..circles are ruled out by unit clauses.
 *
 * @param cells the circles, all different
 */
public record CountingCircles(List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("countingcircles", List.of(), "countingcircles CELLS",
            "the value in each circle equals the number of circles holding that value", CountingCircles::parse)
            .withReference("the value in each circle (listed cell) equals the number of circles holding that value: a 2 "
                    + "appears in exactly two circles or in none; each rule is its own set of circles");

    private static CountingCircles parse(RuleArgs args) {
        return new CountingCircles(args.nextDistinctCells("the circled cells"));
    }

    public CountingCircles {
        cells = Lines.distinct(cells, "countingcircles");
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("countingcircles needs at least one circle");
        }
    }

    @Override
    public String keyword() {
        return "countingcircles";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> vars = ctx.cells(cells);
        int lo = vars.stream().mapToInt(IntVar::min).min().orElseThrow();
        int hi = vars.stream().mapToInt(IntVar::max).max().orElseThrow();
        List<Integer> usedLits = new java.util.ArrayList<>();
        List<Integer> usedValues = new java.util.ArrayList<>();
        for (int v = lo; v <= hi; v++) {
            int value = v;
            int[] holds = vars.stream().mapToInt(x -> x.eq(value)).toArray();
            if (v < 1 || v > cells.size()) {
                for (int lit : holds) {
                    ctx.clause(-lit);
                }
                continue;
            }
            int[] count = ctx.countOf(holds);
            usedLits.add(count[1]);
            usedValues.add(v);
            ctx.clause(-count[1], count[v]);
            if (v + 1 < count.length) {
                ctx.clause(-count[v + 1]);
            }
        }
        ctx.weightedSumEquals(usedLits.stream().mapToInt(Integer::intValue).toArray(),
                usedValues.stream().mapToInt(Integer::intValue).toArray(), cells.size());
    }

    @Override
    public String violation(Solution s) {
        for (Cell c : cells) {
            int v = s.digit(c);
            long holding = cells.stream().filter(o -> s.digit(o) == v).count();
            if (holding != v) {
                return c + "=" + v + " but " + holding + (holding == 1 ? " circle holds " : " circles hold ") + v + " ("
                        + Lines.digits(cells, s) + ")";
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "countingcircles " + Lines.join(cells);
    }
}
