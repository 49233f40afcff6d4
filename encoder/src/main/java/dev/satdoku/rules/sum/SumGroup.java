package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Sum group: the cells add up to the total; digits may repeat (cross-sum segments, or any cage whose
 * digits are not required to differ). Encoding: the chosen sum encoding, without the distinct hint.
 */
public record SumGroup(int total, List<Cell> cells) implements Rule {

    public SumGroup {
        cells = List.copyOf(cells);
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a sum needs at least one cell");
        }
        if (new HashSet<>(cells).size() != cells.size()) {
            throw new IllegalArgumentException("a sum cannot use a cell twice: " + cells);
        }
    }

    @Override
    public String keyword() {
        return "sum";
    }

    @Override
    public void encode(EncodingContext ctx) {
        ctx.sumEquals(ctx.cells(cells), total, false);
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
