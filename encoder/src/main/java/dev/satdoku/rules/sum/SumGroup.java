package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import dev.satdoku.syntax.Token;
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

    public static final RuleType TYPE = RuleType.of("sum", List.of(), "sum TOTAL CELLS",
            "the cells add up to TOTAL; digits may repeat (cross-sum segments); a cell listed twice counts twice", SumGroup::parse)
            .withReference("the cells add up to TOTAL; digits may repeat (cross-sum segments); a cell listed twice counts "
                    + "twice (`sum 10 r1c1 r1c1 r1c2` is 2*r1c1 + r1c2 = 10), as ISS reads a repeated cell in a cage or sum");

    private static SumGroup parse(RuleArgs args) {
        Token at = args.peek();
        int total = args.nextInt("total");
        // A cell may be listed twice and then counts twice (ISS's cages and sums read so).
        List<Cell> cells = args.nextCells("cells");
        SumRules.checkRepeatable(args, at, total, cells.size());
        return new SumGroup(total, cells);
    }

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

    /** A sum over the cells it names. */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(SizeHint.namedCells(this), n);
    }

    @Override
    public String toNative() {
        return "sum " + total + " " + cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }
}
