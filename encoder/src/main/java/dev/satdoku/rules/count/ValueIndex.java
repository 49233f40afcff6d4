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
import java.util.List;

/**
 * Value indexing (a "slingshot"): the control cell points into the indexed cells, and the cell it
 * points at holds the same value as the value cell. Control k picks the k-th indexed cell, 1 being
 * the first, whatever the grid's smallest value; a control that is no position (0 on a 0-based grid,
 * or beyond the last indexed cell) is not allowed, as in ISS, whose handler keeps the control to the
 * positions 1..count.
 *
 * <p>Encoding: for each allowed control value, "control = v" guards {@code ctx.equal} of the value
 * cell and the cell it picks; the other control values are ruled out by unit clauses.
 *
 * @param value   the cell whose value must reappear
 * @param control the cell that says where
 * @param indexed the cells the control counts along; value and control are not among them
 */
public record ValueIndex(Cell value, Cell control, List<Cell> indexed) implements Rule {

    public static final RuleType TYPE = RuleType.of("valueindex", List.of(), "valueindex VALUE CONTROL CELLS",
            "the CONTROL-th of the CELLS holds the same value as VALUE (a slingshot)", ValueIndex::parse)
            .withReference("value indexing: with CONTROL holding k, the k-th of CELLS (1 is the first, on every grid) holds the "
                    + "same value as VALUE; CONTROL holds a position 1..count of CELLS (never 0, never past the last). "
                    + "`valueindex r1c4 r2c4 r2c3 r2c2 r2c1`");

    private static ValueIndex parse(RuleArgs args) {
        Cell value = args.nextCell("the value cell");
        Cell control = args.nextCell("the control cell");
        List<Cell> indexed = args.nextDistinctCells("the indexed cells");
        List<Cell> all = new ArrayList<>(List.of(value, control));
        all.addAll(indexed);
        args.distinct(all, "valueindex");
        return new ValueIndex(value, control, indexed);
    }

    public ValueIndex {
        List<Cell> all = new ArrayList<>(List.of(value, control));
        all.addAll(indexed);
        Lines.distinct(all, "valueindex");
        indexed = List.copyOf(indexed);
        if (indexed.isEmpty()) {
            throw new IllegalArgumentException("valueindex needs at least one indexed cell");
        }
    }

    @Override
    public String keyword() {
        return "valueindex";
    }

    @Override
    public void encode(EncodingContext ctx) {
        IntVar x = ctx.cell(value);
        IntVar k = ctx.cell(control);
        for (int v = k.min(); v <= k.max(); v++) {
            int position = v - 1;
            if (position < 0 || position >= indexed.size()) {
                ctx.clause(k.ne(v));
            } else {
                IntVar target = ctx.cell(indexed.get(position));
                ctx.guarded(k.eq(v), () -> ctx.equal(x, target));
            }
        }
    }

    @Override
    public String violation(Solution s) {
        int position = s.digit(control) - 1;
        if (position < 0 || position >= indexed.size()) {
            return control + "=" + s.digit(control) + " is no position among the " + indexed.size() + " indexed cells";
        }
        Cell target = indexed.get(position);
        if (s.digit(target) != s.digit(value)) {
            return control + "=" + s.digit(control) + " points at " + target + "=" + s.digit(target) + ", which differs from "
                    + value + "=" + s.digit(value);
        }
        return null;
    }

    @Override
    public String toNative() {
        return "valueindex " + value + " " + control + " " + Lines.join(indexed);
    }
}
