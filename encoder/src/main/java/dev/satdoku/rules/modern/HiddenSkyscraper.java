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
import dev.satdoku.rules.SizeHint;
import dev.satdoku.syntax.Token;
import java.util.List;

/**
 * Hidden skyscraper clue: seen from the outside position, the first digit hidden behind a taller one
 * (the first digit that is not greater than every digit before it) is {@code value}; a line with no
 * hidden digit breaks the clue. Encoding over order literals: the running maximum ladder of
 * {@link Skyscraper}; a "hidden" literal per later cell defined by "x_i = v implies (hidden iff the
 * maximum before is >= v)"; a chain "nothing hidden before i"; then "first hidden at i implies x_i =
 * value" and "some cell is hidden". All auxiliaries are functions of the digits.
 *
 * @param value    the first hidden digit, a value of the grid
 * @param position the clue's position one step outside the grid, e.g. {@code r0c5} above column 5
 */
public record HiddenSkyscraper(int value, Cell position) implements Rule {

    public static final RuleType TYPE = RuleType.of("hiddenskyscraper", List.of(), "hiddenskyscraper VALUE POS",
            "seen from POS, the first digit hidden behind a taller one is VALUE", HiddenSkyscraper::parse)
            .withReference("seen from POS, the first digit that is hidden (not greater than every digit before it) is VALUE, "
                    + "a value of the grid; the line must hide some digit");

    private static HiddenSkyscraper parse(RuleArgs args) {
        Token at = args.peek();
        int value = args.nextInt("the first hidden digit");
        Layout layout = args.layout();
        if (value < layout.minValue() || value > layout.maxValue()) {
            throw args.error(at, "value " + value + " is not a value of this grid (" + layout.minValue() + ".." + layout.maxValue() + ")");
        }
        return new HiddenSkyscraper(value, args.nextOutsideCell("the clue position"));
    }

    @Override
    public String keyword() {
        return "hiddenskyscraper";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<Cell> cells = Sightline.from(position, ctx.layout().rows(), ctx.layout().cols());
        int lo = ctx.layout().minValue();
        int hi = ctx.layout().maxValue();
        String label = "hiddenskyscraper " + position;
        // maxGe[v - lo] = "the largest digit so far is >= v", for v in lo..hi+1.
        IntVar first = ctx.cell(cells.get(0));
        int[] maxGe = new int[hi - lo + 2];
        for (int v = lo; v <= hi + 1; v++) {
            maxGe[v - lo] = first.ge(v);
        }
        int noneBefore = Lits.TRUE;
        int[] hidden = new int[cells.size() - 1];
        for (int i = 1; i < cells.size(); i++) {
            IntVar x = ctx.cell(cells.get(i));
            int h = ctx.newVar(label + ": " + cells.get(i) + " hidden");
            hidden[i - 1] = h;
            for (int v = lo; v <= hi; v++) {
                ctx.clause(x.ne(v), -h, maxGe[v - lo]);
                ctx.clause(x.ne(v), h, -maxGe[v - lo]);
            }
            // The first hidden cell holds the clue.
            ctx.clause(-noneBefore, -h, x.eq(value));
            if (i + 1 < cells.size()) {
                noneBefore = ctx.and(label + ": nothing hidden up to " + cells.get(i), noneBefore, -h);
                int[] next = maxGe.clone();
                for (int v = lo + 1; v <= hi; v++) {
                    next[v - lo] = ctx.or(label + ": max up to " + cells.get(i) + " >= " + v, maxGe[v - lo], x.ge(v));
                }
                maxGe = next;
            }
        }
        ctx.clause(hidden);
    }

    /** The check reads the row or column through {@link ClueView}, not the encoder's {@link Sightline}. */
    @Override
    public String violation(Solution s) {
        List<Cell> cells = ClueView.cells(position, s.layout().rows(), s.layout().cols());
        int tallest = s.digit(cells.get(0));
        for (Cell c : cells.subList(1, cells.size())) {
            int d = s.digit(c);
            if (d <= tallest) {
                return d == value ? null
                        : "hiddenskyscraper: from " + position + " the first hidden digit is " + d + " in " + c + " ("
                                + Lines.digits(cells, s) + "), not " + value;
            }
            tallest = d;
        }
        return "hiddenskyscraper: from " + position + " no digit is hidden (" + Lines.digits(cells, s) + "), so none can be " + value;
    }

    /** A running-maximum ladder along the whole line: about N^2 variables and 5N^2 clauses (measured on 9x9). */
    @Override
    public SizeHint sizeHint(int n) {
        return new SizeHint((long) n * n, 5L * n * n);
    }

    @Override
    public String toNative() {
        return "hiddenskyscraper " + value + " " + position;
    }
}
