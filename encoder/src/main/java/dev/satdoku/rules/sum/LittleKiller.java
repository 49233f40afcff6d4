package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.rules.KnownSum;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import dev.satdoku.syntax.Token;
import java.util.List;
import java.util.Optional;

/**
 * Little killer: the diagonal that enters the grid from an outside position adds up to the total;
 * digits may repeat. A corner position runs along a main diagonal ({@code r0c0 dr}).
 *
 * @param total     the clue
 * @param position  where the clue sits, outside the grid
 * @param direction the way the arrow points
 * @param cells     the diagonal's cells inside the grid, nearest first (derived from the above and the
 *                  grid size by {@link Diagonal#walk}; kept so the rule knows its cells on its own)
 */
public record LittleKiller(int total, Cell position, Diagonal direction, List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("littlekiller", List.of(), "littlekiller TOTAL POS DIR",
            "the diagonal entering the grid from POS in direction DIR (ul, ur, dl, dr) adds up to TOTAL; "
                    + "repeats allowed; POS may be a corner", LittleKiller::parse)
            .withReference("the diagonal entering the grid from POS in direction DIR (`ul`, `ur`, `dl`, `dr`) adds up to "
                    + "TOTAL; repeats allowed; POS may be a corner (`r0c0 dr` is the main diagonal)");

    private static LittleKiller parse(RuleArgs args) {
        Token totalAt = args.peek();
        int total = args.nextInt("total");
        Token posAt = args.peek();
        Cell position = args.nextOutsidePosition("the clue position");
        Diagonal direction = Diagonal.of(args.nextWord("direction", "ul", "ur", "dl", "dr"));
        List<Cell> cells = direction.walk(position, args.layout().rows(), args.layout().cols());
        if (cells.isEmpty()) {
            throw args.error(posAt, "the diagonal from " + position + " going " + direction.word() + " does not enter the grid");
        }
        SumRules.checkRepeatable(args, totalAt, total, cells.size());
        return new LittleKiller(total, position, direction, cells);
    }

    public LittleKiller {
        cells = List.copyOf(cells);
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("the diagonal from " + position + " going " + direction.word() + " does not enter the grid");
        }
    }

    /** The clue at {@code position} pointing {@code direction} in an R x C grid. */
    public static LittleKiller of(int total, Cell position, Diagonal direction, int rows, int cols) {
        return new LittleKiller(total, position, direction, direction.walk(position, rows, cols));
    }

    @Override
    public String keyword() {
        return "littlekiller";
    }

    @Override
    public void encode(EncodingContext ctx) {
        ctx.sumEquals(ctx.cells(cells), total, false);
    }

    @Override
    public Optional<Rule> withTotal(int newTotal) {
        return Optional.of(new LittleKiller(newTotal, position, direction, cells));
    }

    /** The diagonal's sum is fixed (the law of leftovers uses it where the diagonal lies in whole houses). */
    @Override
    public Optional<KnownSum> knownSum() {
        return Optional.of(new KnownSum(cells, total, "little killer " + total + " at " + position));
    }

    @Override
    public String violation(Solution s) {
        int sum = cells.stream().mapToInt(s::digit).sum();
        return sum == total ? null
                : "little killer " + total + " at " + position + " " + direction.word() + ": the diagonal adds up to " + sum;
    }

    /** A sum over a whole row, column or diagonal seen from outside (at least N cells counted). */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(Math.max(SizeHint.namedCells(this), n), n);
    }

    @Override
    public String toNative() {
        return "littlekiller " + total + " " + position + " " + direction.word();
    }
}
