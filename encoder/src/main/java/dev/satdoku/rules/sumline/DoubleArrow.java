package dev.satdoku.rules.sumline;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import java.util.List;

/**
 * Double arrow: the inner cells of the line add up to the sum of its two end cells (the circles).
 * Digits may repeat. Encoding: the ends' sum as a shared integer ({@code ctx.sumOf}), the inner
 * cells {@code sumEquals} to it.
 *
 * @param line the cells in line order, at least 3
 */
public record DoubleArrow(List<Cell> line) implements Rule {

    public static final RuleType TYPE = RuleType.of("doublearrow", List.of(), "doublearrow LINE",
            "the inner cells add up to the sum of the two end cells", DoubleArrow::parse);

    private static DoubleArrow parse(RuleArgs args) {
        List<Cell> line = args.nextLine("the line", 3);
        int min = args.minValue();
        int n = args.maxValue();
        int inner = line.size() - 2;
        if ((long) inner * min > 2L * n) {
            throw args.error("the " + inner + " inner cells add up to at least " + inner * min + ", more than two ends can hold (at most "
                    + 2 * n + ")");
        }
        return new DoubleArrow(line);
    }

    public DoubleArrow {
        line = Lines.line(line, 3, "doublearrow");
    }

    public List<Cell> ends() {
        return List.of(line.get(0), line.get(line.size() - 1));
    }

    public List<Cell> inner() {
        return line.subList(1, line.size() - 1);
    }

    @Override
    public String keyword() {
        return "doublearrow";
    }

    @Override
    public void encode(EncodingContext ctx) {
        ctx.sumEquals(ctx.cells(inner()), ctx.sumOf(ctx.cells(ends())), false);
    }

    @Override
    public String violation(Solution s) {
        // From the words, apart from ends()/inner() (the clauses): the cells strictly between the first and the
        // last add up to the first plus the last.
        int last = line.size() - 1;
        int ends = s.digit(line.get(0)) + s.digit(line.get(last));
        int inner = 0;
        for (int i = 1; i < last; i++) {
            inner += s.digit(line.get(i));
        }
        return ends == inner ? null
                : "doublearrow: the inner cells " + Lines.digits(line.subList(1, last), s) + " add up to " + inner + ", the ends "
                        + Lines.digits(List.of(line.get(0), line.get(last)), s) + " to " + ends;
    }

    /** A sum over the cells it names. */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(SizeHint.namedCells(this), n);
    }

    @Override
    public String toNative() {
        return "doublearrow " + Lines.join(line);
    }
}
