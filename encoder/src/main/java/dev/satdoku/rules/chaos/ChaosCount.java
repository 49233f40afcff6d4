package dev.satdoku.rules.chaos;

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
 * Chaos count (ISS {@code ChaosCount}), a clue about the regions a {@link ChaosConstruction} finds:
 * the control cell's value, plus {@code offset}, is the number of listed cells in the same region
 * as the first listed cell (the first counts itself).
 *
 * <p>Encoding: per other listed cell a literal "same region as the first" (tied to the region
 * labels both ways), and per control value an exactly-k over them, guarded by that value.
 *
 * @param control the cell whose value is the count
 * @param cells   the counted cells; the first is the one whose region counts
 * @param offset  0 or 1: the count is the value plus this (ISS's clue offset)
 */
public record ChaosCount(Cell control, List<Cell> cells, int offset) implements Rule {

    public static final RuleType TYPE = RuleType.of("chaoscount", List.of(), "chaoscount CONTROL | CELLS... [offset=0]",
            "with chaos: the control's value (plus offset) is how many listed cells share the first listed cell's region (itself included)",
            ChaosCount::parse)
            .withReference("with `chaos`: the control cell's value, plus `offset` (0 or 1), equals the number of the listed "
                    + "cells that lie in the same region as the first listed cell, that cell included. ISS's `ChaosCount`");

    public ChaosCount {
        cells = List.copyOf(cells);
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a chaos count needs the cells it counts");
        }
        Lines.distinct(cells, "chaoscount");
        if (offset != 0 && offset != 1) {
            throw new IllegalArgumentException("the offset of a chaos count is 0 or 1, not " + offset);
        }
    }

    private static ChaosCount parse(RuleArgs args) {
        List<List<Cell>> groups = args.cellGroups("chaos count cells");
        int offset = args.intOption("offset", 0);
        args.done();
        if (groups.size() != 2 || groups.get(0).size() != 1) {
            throw args.error("write chaoscount CONTROL | CELLS: one control cell, a |, then the counted cells (the first one's region counts)");
        }
        try {
            return new ChaosCount(groups.get(0).get(0), groups.get(1), offset);
        } catch (IllegalArgumentException e) {
            throw args.error(e.getMessage());
        }
    }

    @Override
    public String keyword() {
        return "chaoscount";
    }

    @Override
    public String missingPartner(List<Rule> puzzleRules) {
        return ChaosConstruction.in(puzzleRules) == null
                ? "chaoscount needs a 'chaos' line: the regions it speaks of are those the chaos construction finds" : null;
    }

    @Override
    public void encode(EncodingContext ctx) {
        ChaosConstruction chaos = ChaosConstruction.in(ctx.puzzleRules());
        if (chaos == null) {
            throw new IllegalArgumentException("chaoscount at " + control + " needs a chaos rule (the regions it speaks of)");
        }
        int count = chaos.regionCount(ctx.layout());
        int[] lits = new int[cells.size() - 1];
        for (int i = 1; i < cells.size(); i++) {
            lits[i - 1] = ctx.sameRegion(cells.get(0), cells.get(i), count);
        }
        IntVar value = ctx.cell(control);
        for (int v = value.min(); v <= value.max(); v++) {
            int k = v + offset - 1; // counted cells besides the first
            if (k < 0 || k > lits.length) {
                ctx.clause(-value.eq(v));
            } else {
                final int need = k;
                ctx.guarded(value.eq(v), () -> ctx.exactlyK(lits, need));
            }
        }
    }

    @Override
    public String violation(Solution s) {
        if (!s.hasRegions()) {
            return "the solution gives no regions (the chaos count at " + control + " is about them)";
        }
        int region = s.region(cells.get(0));
        int counted = 0;
        for (Cell c : cells) {
            if (s.region(c) == region) {
                counted++;
            }
        }
        int value = s.digit(control);
        if (value + offset != counted) {
            return "the chaos count at " + control + " holds " + value + (offset == 0 ? "" : " (plus " + offset + ")")
                    + " but " + counted + " of its cells share the region of " + cells.get(0);
        }
        return null;
    }

    @Override
    public String toNative() {
        return "chaoscount " + control + " | " + Lines.join(cells) + (offset == 0 ? "" : " offset=" + offset);
    }
}
