package dev.satdoku.rules.modern;

import dev.satdoku.cnf.Lits;
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
import java.util.Arrays;
import java.util.List;

/**
 * Numbered room clue: seen from the outside position, with X the digit of the first cell, the X-th
 * cell holds {@code value}. X is a position on the line, 1 being the first cell, whatever the grid's
 * smallest value; a first digit that is no position (0 on a 0-based grid, or a digit larger than the
 * line is long, as on a 7x7 grid holding 1..9) breaks the clue, as in ISS, whose handler keeps the
 * first cell to the positions 1..length. Encoding: for each value of the first cell, one clause
 * "first = v implies the pointed cell = value", and a unit clause forbidding each value that is no
 * position.
 *
 * <p>With {@code shaded} (loops and snakes the solver draws, "the digit in the Xth loop cell"), X
 * counts only the shaded cells of the line: the X-th shaded cell holds {@code value}, and the line
 * has at least X shaded cells; X is still the digit of the first cell, shaded or not. Encoding: the
 * shaded cells before each cell counted in unary ({@code ctx.countOf} of the prefix), and per first
 * digit X and cell k the clause "first = X, k shaded with exactly X-1 shaded before it, implies k =
 * value", plus "first = X implies at least X shaded on the line".
 *
 * @param value    the digit in the pointed cell
 * @param position the clue's position one step outside the grid
 * @param shaded   whether X counts only shaded cells
 */
public record NumberedRoom(int value, Cell position, boolean shaded) implements Rule {

    public static final RuleType TYPE = RuleType.of("numberedroom", List.of(), "numberedroom VALUE POS [shaded]",
            "seen from POS, the X-th cell holds VALUE, X being the digit of the first cell", NumberedRoom::parse)
            .withReference("seen from POS, with X the digit of the first cell, the X-th cell holds VALUE; the first cell "
                    + "must hold a position 1..length of the line (so never 0 on a 0-based grid, nor 8 on a 7-cell line), as in ISS; "
                    + "`shaded`: the X-th shaded cell holds VALUE (a loop's or snake's X-th cell seen from POS; there are at least X)");

    public NumberedRoom(int value, Cell position) {
        this(value, position, false);
    }

    private static NumberedRoom parse(RuleArgs args) {
        Token at = args.peek();
        int value = args.nextInt("the digit in the pointed cell");
        Layout layout = args.layout();
        if (value < layout.minValue() || value > layout.maxValue()) {
            throw args.error(at, "value " + value + " is not a value of this grid (" + layout.minValue() + ".." + layout.maxValue() + ")");
        }
        Cell position = args.nextOutsideCell("the clue position");
        boolean shaded = false;
        if (args.hasMore() && args.peek().text().equalsIgnoreCase("shaded")) {
            args.nextWord("an option", "shaded");
            shaded = true;
        }
        args.done();
        return new NumberedRoom(value, position, shaded);
    }

    @Override
    public String keyword() {
        return "numberedroom";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<Cell> cells = Sightline.from(position, ctx.layout().rows(), ctx.layout().cols());
        IntVar first = ctx.cell(cells.get(0));
        if (shaded) {
            encodeShaded(ctx, cells, first);
            return;
        }
        for (int v = first.min(); v <= first.max(); v++) {
            int k = v - 1;
            if (k >= 0 && k < cells.size()) {
                ctx.clause(first.ne(v), ctx.cell(cells.get(k)).eq(value));
            } else {
                ctx.clause(first.ne(v));
            }
        }
    }

    private void encodeShaded(EncodingContext ctx, List<Cell> cells, IntVar first) {
        int[] lits = new int[cells.size()];
        for (int k = 0; k < lits.length; k++) {
            lits[k] = ctx.shaded(cells.get(k));
        }
        int[] total = ctx.countOf(lits);
        for (int x = first.min(); x <= first.max(); x++) {
            if (x < 1 || x > cells.size()) {
                ctx.clause(first.ne(x));
                continue;
            }
            ctx.clause(first.ne(x), total[x]);
        }
        for (int k = 0; k < cells.size(); k++) {
            int[] before = ctx.countOf(Arrays.copyOf(lits, k));
            for (int x = Math.max(1, first.min()); x <= Math.min(cells.size(), first.max()); x++) {
                if (x - 1 > k) {
                    continue;
                }
                int atLeastAll = before[x - 1];
                int more = x < before.length ? before[x] : Lits.FALSE;
                ctx.clause(first.ne(x), -lits[k], -atLeastAll, more, ctx.cell(cells.get(k)).eq(value));
            }
        }
    }

    /** The check reads the row or column through {@link ClueView}, not the encoder's {@link Sightline}. */
    @Override
    public String violation(Solution s) {
        List<Cell> cells = ClueView.cells(position, s.layout().rows(), s.layout().cols());
        int x = s.digit(cells.get(0));
        if (shaded) {
            if (!s.hasShading()) {
                return "numberedroom: the solution gives no shading, which the clue from " + position + " counts";
            }
            int seen = 0;
            for (Cell c : cells) {
                if (s.shaded(c) && ++seen == x) {
                    return s.digit(c) == value ? null : "numberedroom: from " + position + " the first digit " + x + " points to the shaded "
                            + c + ", which holds " + s.digit(c) + " instead of " + value;
                }
            }
            return "numberedroom: from " + position + " the first digit " + x + " asks for the " + x + "th shaded cell, but the line has "
                    + seen + " (" + Lines.digits(cells, s) + ")";
        }
        if (x < 1 || x > cells.size()) {
            return "numberedroom: from " + position + " the first digit " + x + " is no position on the " + cells.size()
                    + "-cell line (" + Lines.digits(cells, s) + ")";
        }
        Cell pointed = cells.get(x - 1);
        return s.digit(pointed) == value ? null
                : "numberedroom: from " + position + " the first digit " + x + " points to " + pointed + ", which holds "
                        + s.digit(pointed) + " instead of " + value + " (" + Lines.digits(cells, s) + ")";
    }

    @Override
    public String toNative() {
        return "numberedroom " + value + " " + position + (shaded ? " shaded" : "");
    }
}
