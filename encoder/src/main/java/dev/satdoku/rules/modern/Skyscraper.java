package dev.satdoku.rules.modern;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import dev.satdoku.syntax.Token;
import java.util.List;

/**
 * Skyscraper clue: seen from the outside position, exactly {@code count} digits of the row or column
 * are visible, a digit being visible when it is greater than every digit before it (the first always
 * is). Encoding over order literals: the running maximum of the first i+1 cells as a ladder
 * {@code max_i >= v} (the first cell's own order literals, then "max_{i-1} >= v or x_i >= v"); a
 * "visible" literal per later cell, defined by "x_i = v implies (visible iff not max_{i-1} >= v)";
 * and the count of visible literals by the named cardinality strategy ({@link EncodingContext#exactlyK}).
 * All auxiliaries are functions of the digits.
 *
 * @param count    the number of visible digits, 1..N
 * @param position the clue's position one step outside the grid, e.g. {@code r0c5} above column 5
 */
public record Skyscraper(int count, Cell position) implements Rule {

    public static final RuleType TYPE = RuleType.of("skyscraper", List.of(), "skyscraper COUNT POS",
            "seen from POS, COUNT digits are visible (a digit is visible when greater than all before it)",
            Skyscraper::parse)
            .withReference("seen from POS, COUNT (1..N) digits are visible: the first digit, and each digit greater than "
                    + "all before it");

    private static Skyscraper parse(RuleArgs args) {
        Token at = args.peek();
        int count = args.nextInt("the number of visible digits");
        Cell position = args.nextOutsideCell("the clue position");
        int length = Sightline.from(position, args.layout().rows(), args.layout().cols()).size();
        if (count < 1 || count > length) {
            throw args.error(at, "count " + count + " is impossible (from 1 to " + length + " digits can be visible)");
        }
        return new Skyscraper(count, position);
    }

    public Skyscraper {
        if (count < 1) {
            throw new IllegalArgumentException("skyscraper count must be at least 1, found " + count);
        }
    }

    @Override
    public String keyword() {
        return "skyscraper";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<Cell> cells = Sightline.from(position, ctx.layout().rows(), ctx.layout().cols());
        int min = ctx.layout().minValue();
        int n = ctx.layout().maxValue();
        int[] visible = new int[cells.size()];
        visible[0] = Lits.TRUE;
        // maxGe[v] = "the largest value so far is >= v", indexed by the value; values up to min are always true.
        int[] maxGe = new int[n + 2];
        IntVar first = ctx.cell(cells.get(0));
        for (int v = 0; v <= n + 1; v++) {
            maxGe[v] = first.ge(v);
        }
        for (int i = 1; i < cells.size(); i++) {
            IntVar x = ctx.cell(cells.get(i));
            visible[i] = ctx.newVar("skyscraper " + position + ": " + cells.get(i) + " visible");
            for (int v = min; v <= n; v++) {
                ctx.clause(x.ne(v), -visible[i], -maxGe[v]);
                ctx.clause(x.ne(v), visible[i], maxGe[v]);
            }
            if (i + 1 < cells.size()) {
                int[] next = maxGe.clone();
                for (int v = min + 1; v <= n; v++) {
                    next[v] = ctx.or("skyscraper " + position + ": max up to " + cells.get(i) + " >= " + v, maxGe[v], x.ge(v));
                }
                maxGe = next;
            }
        }
        ctx.exactlyK(visible, count);
    }

    /** The check reads the row or column through {@link ClueView}, not the encoder's {@link Sightline}. */
    @Override
    public String violation(Solution s) {
        List<Cell> cells = ClueView.cells(position, s.layout().rows(), s.layout().cols());
        int seen = 0;
        // Below every value, so that the first cell is always visible (a 0 too, on 0-based grids).
        int tallest = Integer.MIN_VALUE;
        for (Cell c : cells) {
            if (s.digit(c) > tallest) {
                seen++;
                tallest = s.digit(c);
            }
        }
        return seen == count ? null
                : "skyscraper: from " + position + " " + seen + " digits are visible (" + Lines.digits(cells, s) + "), not " + count;
    }

    /** A sum over a whole row, column or diagonal seen from outside (at least N cells counted). */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(Math.max(SizeHint.namedCells(this), n), n);
    }

    @Override
    public String toNative() {
        return "skyscraper " + count + " " + position;
    }
}
