package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
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
 * is). Encoded by the skyscraper encoding of the options ({@code --skyscraper}, through
 * {@link EncodingContext#visibleCount}): {@code CountedVisibility} or
 * {@code LinkedVisibility}.
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
            throw args.neverHolds("count " + count + " is impossible (from 1 to " + length + " digits can be visible)");
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
        ctx.visibleCount(ctx.cells(cells), count, "skyscraper " + position);
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
