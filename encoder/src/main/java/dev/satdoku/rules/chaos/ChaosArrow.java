package dev.satdoku.rules.chaos;

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
import java.util.stream.Collectors;

/**
 * Chaos arrow (ISS {@code ChaosArrow}), a clue about the regions a {@link ChaosConstruction} finds:
 * the control cell's value, plus {@code offset}, is how far the start cell's region reaches along
 * the arms. Along one arm that is the run of cells, from the start, in the start cell's region (it
 * ends at the first cell of another region, even if the region comes back later); over several
 * arms the runs add up, the shared start counted once. An arm of the start cell alone adds nothing.
 *
 * <p>Encoding: per arm cell a literal "same region as the start" (tied to the region labels both
 * ways), prefix literals "the run reaches here" as and-gates, and per control value an exactly-k over
 * the prefix literals, guarded by that value.
 *
 * @param control the cell whose value is the length
 * @param arms    each arm's cells, all starting at the same cell
 * @param offset  0 or 1: the length is the value plus this (ISS's clue offset)
 */
public record ChaosArrow(Cell control, List<List<Cell>> arms, int offset) implements Rule {

    public static final RuleType TYPE = RuleType.of("chaosarrow", List.of(), "chaosarrow CONTROL | ARM... [| ARM...] [offset=0]",
            "with chaos: the control's value (plus offset) is how far the start cell's region reaches along the arms, start counted once",
            ChaosArrow::parse)
            .withReference("with `chaos`: the control cell's value, plus `offset` (0 or 1), equals the length of the run of "
                    + "cells in the start cell's region along the arm, from the start cell (the run stops at the first cell "
                    + "of another region); with several arms (all starting at the same cell, separated by `|`) the runs add "
                    + "up with the start counted once. ISS's `ChaosArrow`");

    public ChaosArrow {
        arms = arms.stream().map(List::copyOf).toList();
        if (arms.isEmpty() || arms.stream().anyMatch(List::isEmpty)) {
            throw new IllegalArgumentException("a chaos arrow needs at least one arm of cells");
        }
        Cell start = arms.get(0).get(0);
        for (List<Cell> arm : arms) {
            if (!arm.get(0).equals(start)) {
                throw new IllegalArgumentException("every arm of a chaos arrow starts at the same cell (" + start + "), not at " + arm.get(0));
            }
            Lines.distinct(arm, "chaosarrow");
        }
        if (offset != 0 && offset != 1) {
            throw new IllegalArgumentException("the offset of a chaos arrow is 0 or 1, not " + offset);
        }
    }

    private static ChaosArrow parse(RuleArgs args) {
        List<List<Cell>> groups = args.cellGroups("chaos arrow cells");
        int offset = args.intOption("offset", 0);
        args.done();
        if (groups.size() < 2 || groups.get(0).size() != 1) {
            throw args.error("write chaosarrow CONTROL | ARM [| ARM...]: one control cell, then the arms (| between them)");
        }
        try {
            return new ChaosArrow(groups.get(0).get(0), groups.subList(1, groups.size()), offset);
        } catch (IllegalArgumentException e) {
            throw args.error(e.getMessage());
        }
    }

    public Cell start() {
        return arms.get(0).get(0);
    }

    @Override
    public String keyword() {
        return "chaosarrow";
    }

    @Override
    public String missingPartner(List<Rule> puzzleRules) {
        return ChaosConstruction.in(puzzleRules) == null
                ? "chaosarrow needs a 'chaos' line: the regions it speaks of are those the chaos construction finds" : null;
    }

    @Override
    public void encode(EncodingContext ctx) {
        ChaosConstruction chaos = ChaosConstruction.in(ctx.puzzleRules());
        if (chaos == null) {
            throw new IllegalArgumentException("chaosarrow at " + control + " needs a chaos rule (the regions it speaks of)");
        }
        int count = chaos.regionCount(ctx.layout());
        List<Integer> reach = new ArrayList<>();
        for (List<Cell> arm : arms) {
            int prefix = 0;
            for (int j = 1; j < arm.size(); j++) {
                int same = ctx.sameRegion(start(), arm.get(j), count);
                prefix = j == 1 ? same : ctx.and("chaosarrow " + control + " reaches " + arm.get(j), prefix, same);
                reach.add(prefix);
            }
        }
        int[] lits = reach.stream().mapToInt(Integer::intValue).toArray();
        IntVar value = ctx.cell(control);
        for (int v = value.min(); v <= value.max(); v++) {
            int k = v + offset - 1; // cells beyond the start
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
            return "the solution gives no regions (the chaos arrow at " + control + " is about them)";
        }
        int region = s.region(start());
        int length = 1;
        for (List<Cell> arm : arms) {
            int j = 1;
            while (j < arm.size() && s.region(arm.get(j)) == region) {
                j++;
            }
            length += j - 1;
        }
        int value = s.digit(control);
        if (value + offset != length) {
            return "the chaos arrow at " + control + " holds " + value + (offset == 0 ? "" : " (plus " + offset + ")")
                    + " but the region of " + start() + " reaches " + length + " cells along it";
        }
        return null;
    }

    @Override
    public String toNative() {
        return "chaosarrow " + control + " | " + arms.stream().map(Lines::join).collect(Collectors.joining(" | "))
                + (offset == 0 ? "" : " offset=" + offset);
    }
}
