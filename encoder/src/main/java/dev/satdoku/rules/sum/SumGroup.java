package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import dev.satdoku.syntax.Token;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Sum group: the cells add up to the total; digits may repeat (cross-sum segments, or any cage whose
 * digits are not required to differ). Encoding: the chosen sum encoding, without the distinct hint.
 */
public record SumGroup(int total, List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("sum", List.of(), "sum TOTAL CELLS",
            "the cells add up to TOTAL; digits may repeat (cross-sum segments)", SumGroup::parse);

    private static SumGroup parse(RuleArgs args) {
        Token at = args.peek();
        int total = args.nextInt("total");
        List<Cell> cells = args.distinct(args.nextCells("cells"), "the sum");
        SumRules.checkRepeatable(args, at, total, cells.size());
        return new SumGroup(total, cells);
    }

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
