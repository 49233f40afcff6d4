package dev.satdoku.rules.sum;

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
import java.util.stream.Collectors;

/**
 * Equal sums (ISS's {@code EqualSum}): the groups, separated by {@code |}, all add up to the same
 * total; digits may repeat, and a cell may belong to several groups (the rows, columns and diagonals
 * of a magic square). Encoding: when no cell is shared or repeated, the context's equal sums (the
 * first group's sum defined once, every other group summed to it); otherwise, per other group, the
 * weighted sum "first minus other = 0", where a shared cell's terms cancel.
 *
 * @param groups two or more non-empty groups of cells
 */
public record EqualSum(List<List<Cell>> groups) implements Rule {

    public static final RuleType TYPE = RuleType.of("equalsum", List.of(), "equalsum CELLS | CELLS [| CELLS...]",
            "the groups all add up to the same total (magic squares); digits may repeat", EqualSum::parse)
            .withReference("the groups of cells, separated by `|`, all add up to the same total (ISS `EqualSum`; a magic "
                    + "square is one `equalsum` of its rows, columns and diagonals); digits may repeat and a cell may be in "
                    + "several groups; a cell listed twice in one group counts twice");

    private static EqualSum parse(RuleArgs args) {
        List<List<Cell>> groups = args.cellGroups("the group's cells");
        for (List<Cell> g : groups) {
            if (g.isEmpty()) {
                throw args.error("every group needs at least one cell");
            }
        }
        if (groups.size() < 2) {
            throw args.error("equal sums need at least two groups separated by |, found " + groups.size());
        }
        return new EqualSum(groups);
    }

    public EqualSum {
        groups = groups.stream().map(List::copyOf).toList();
        if (groups.size() < 2) {
            throw new IllegalArgumentException("equal sums need at least two groups");
        }
        if (groups.stream().anyMatch(List::isEmpty)) {
            throw new IllegalArgumentException("every group of an equal sum needs a cell");
        }
    }

    @Override
    public String keyword() {
        return "equalsum";
    }

    @Override
    public void encode(EncodingContext ctx) {
        Set<Cell> seen = new HashSet<>();
        boolean disjoint = groups.stream().flatMap(List::stream).allMatch(seen::add);
        if (disjoint) {
            ctx.equalSums(groups.stream().map(ctx::cells).toList());
            return;
        }
        List<Cell> first = groups.get(0);
        for (List<Cell> other : groups.subList(1, groups.size())) {
            List<IntVar> terms = new ArrayList<>(ctx.cells(first));
            terms.addAll(ctx.cells(other));
            List<Integer> weights = new ArrayList<>();
            first.forEach(c -> weights.add(1));
            other.forEach(c -> weights.add(-1));
            ctx.linearEquals(terms, weights, 0);
        }
    }

    @Override
    public String violation(Solution s) {
        int want = Lines.sum(groups.get(0), s);
        for (List<Cell> g : groups.subList(1, groups.size())) {
            int sum = Lines.sum(g, s);
            if (sum != want) {
                return "equal sums: " + Lines.digits(g, s) + " add up to " + sum + ", but " + Lines.digits(groups.get(0), s)
                        + " to " + want;
            }
        }
        return null;
    }


    @Override
    public String toNative() {
        return "equalsum " + groups.stream().map(Lines::join).collect(Collectors.joining(" | "));
    }
}
