package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Sum group: the cells add up to the total; digits may repeat (cross-sum segments, or any cage whose
 * digits are not required to differ). A cell listed twice counts twice, as the Interactive Sudoku
 * Solver reads a cell repeated in a cage or sum. Encoding: the chosen sum encoding, without the
 * distinct hint; a repeated cell is one term scaled by its count ({@code 2*a}), so no encoding ever
 * sees the same literals as two terms.
 */
public record SumGroup(int total, List<Cell> cells) implements Rule {

    public SumGroup {
        cells = List.copyOf(cells);
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a sum needs at least one cell");
        }
    }

    @Override
    public String keyword() {
        return "sum";
    }

    @Override
    public void encode(EncodingContext ctx) {
        Map<Cell, Integer> counts = new LinkedHashMap<>();
        cells.forEach(c -> counts.merge(c, 1, Integer::sum));
        if (counts.size() == cells.size()) {
            ctx.sumEquals(ctx.cells(cells), total, false);
            return;
        }
        List<Cell> distinct = List.copyOf(counts.keySet());
        ctx.sumEquals(List.of(ctx.linear(ctx.cells(distinct), List.copyOf(counts.values()))), total, false);
    }

    @Override
    public String violation(Solution s) {
        int sum = cells.stream().mapToInt(s::digit).sum();
        return sum == total ? null : "sum at " + cells.get(0) + " adds up to " + sum + ", not " + total;
    }

    @Override
    public String toNative() {
        return "sum " + total + " " + cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }
}
