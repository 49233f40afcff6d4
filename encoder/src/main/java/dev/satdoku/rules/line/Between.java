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
 * A between line: every inner cell lies strictly between the digits of the two end cells, whichever
 * end is smaller. Encoding: one auxiliary literal "the first end is the smaller" chooses between two
 * sets of order comparisons (first < inner < last, or last < inner < first), each set guarded by that
 * literal or its negation. The inner cells fix the literal, so every solution has one model. Each set
 * also states what it implies for the ends (they differ by at least 2 that way round): without it unit
 * propagation could not set the literal from the ends' digits, only refute a wrong guess by search.
 *
 * @param cells the first end, the inner cells, the last end (at least one inner cell)
 */
public record Between(List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("between", List.of("betweenline"), "between LINE",
            "every inner cell lies strictly between the two end cells", Between::parse)
            .withReference("every inner cell lies strictly between the two end cells, whichever is smaller; at least 3 "
                    + "cells");

    private static Between parse(RuleArgs args) {
        List<Cell> cells = args.nextLine("the line", 3);
        if (args.maxValue() - args.minValue() < 2) {
            throw args.error("no digit lies strictly between two others of " + args.minValue() + ".." + args.maxValue());
        }
        return new Between(cells);
    }

    public Between {
        cells = Lines.line(cells, 3, "between");
    }

    @Override
    public String keyword() {
        return "between";
    }

    @Override
    public void encode(EncodingContext ctx) {
        IntVar first = ctx.cell(cells.get(0));
        IntVar last = ctx.cell(cells.get(cells.size() - 1));
        List<IntVar> inner = ctx.cells(cells.subList(1, cells.size() - 1));
        int ascending = ctx.newVar("between " + cells.get(0) + ".." + cells.get(cells.size() - 1) + ":ascending");
        ctx.guarded(ascending, () -> {
            ctx.atLeastApart(first, last, 2);
            inner.forEach(m -> {
                ctx.less(first, m);
                ctx.less(m, last);
            });
        });
        ctx.guarded(-ascending, () -> {
            ctx.atLeastApart(last, first, 2);
            inner.forEach(m -> {
                ctx.less(last, m);
                ctx.less(m, first);
            });
        });
    }

    @Override
    public String violation(Solution s) {
        int a = s.digit(cells.get(0));
        int b = s.digit(cells.get(cells.size() - 1));
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        for (Cell m : cells.subList(1, cells.size() - 1)) {
            int d = s.digit(m);
            if (d <= lo || d >= hi) {
                return m + "=" + d + " is not strictly between the ends " + cells.get(0) + "=" + a + " and "
                        + cells.get(cells.size() - 1) + "=" + b;
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "between " + Lines.join(cells);
    }
}
