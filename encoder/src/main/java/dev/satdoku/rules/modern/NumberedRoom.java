package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.List;

/**
 * Numbered room clue: seen from the outside position, with X the digit of the first cell, the X-th
 * cell holds {@code value}. X counts from the smallest value of the grid as the first cell (on 1..N a
 * 3 points to the third cell; on 0-based grids a 0 points to the first cell itself), as ISS counts it;
 * a first digit that points past the end of the line (values larger than the line is long) leaves the
 * clue satisfied, as in ISS. Encoding: for each value of the first cell, one clause "first = v implies
 * the pointed cell = value".
 *
 * @param value    the digit in the pointed cell
 * @param position the clue's position one step outside the grid
 */
public record NumberedRoom(int value, Cell position) implements Rule {

    public static final RuleType TYPE = RuleType.of("numberedroom", List.of(), "numberedroom VALUE POS",
            "seen from POS, the X-th cell holds VALUE, X being the digit of the first cell", NumberedRoom::parse)
            .withReference("seen from POS, with X the digit of the first cell, the X-th cell holds VALUE (X counted from the "
                    + "smallest value, which points to the first cell; a digit beyond the line's length satisfies the clue, as in "
                    + "ISS)");

    private static NumberedRoom parse(RuleArgs args) {
        Token at = args.peek();
        int value = args.nextInt("the digit in the pointed cell");
        Layout layout = args.layout();
        if (value < layout.minValue() || value > layout.maxValue()) {
            throw args.error(at, "value " + value + " is not a value of this grid (" + layout.minValue() + ".." + layout.maxValue() + ")");
        }
        return new NumberedRoom(value, args.nextOutsideCell("the clue position"));
    }

    @Override
    public String keyword() {
        return "numberedroom";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<Cell> cells = Sightline.from(position, ctx.layout().rows(), ctx.layout().cols());
        IntVar first = ctx.cell(cells.get(0));
        int lo = ctx.layout().minValue();
        for (int v = first.min(); v <= first.max(); v++) {
            int k = v - lo;
            if (k >= 0 && k < cells.size()) {
                ctx.clause(first.ne(v), ctx.cell(cells.get(k)).eq(value));
            }
        }
    }

    /** The check reads the row or column through {@link ClueView}, not the encoder's {@link Sightline}. */
    @Override
    public String violation(Solution s) {
        List<Cell> cells = ClueView.cells(position, s.layout().rows(), s.layout().cols());
        int x = s.digit(cells.get(0));
        int place = x - s.layout().minValue() + 1; // 1-based place in the line
        if (place < 1 || place > cells.size()) {
            return null;
        }
        Cell pointed = cells.get(place - 1);
        return s.digit(pointed) == value ? null
                : "numberedroom: from " + position + " the first digit " + x + " points to " + pointed + ", which holds "
                        + s.digit(pointed) + " instead of " + value + " (" + Lines.digits(cells, s) + ")";
    }

    @Override
    public String toNative() {
        return "numberedroom " + value + " " + position;
    }
}
