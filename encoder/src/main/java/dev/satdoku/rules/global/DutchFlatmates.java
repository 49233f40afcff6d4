package dev.satdoku.rules.global;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Dutch flatmates: every middle digit (5 on 1..9) has the smallest digit (1) directly above it or the
 * largest (9) directly below it, or both. On other ranges the middle value is the ceil(count/2)-th
 * value of the range (on 1..N: ceil(N/2)), the reading ISS's handler gives a column of N cells; ISS
 * itself accepts the rule on 1..9 only, which the importer enforces. Encoding: one clause per cell,
 * "not the middle value, or the cell above holds the smallest, or the cell below the largest".
 */
public record DutchFlatmates() implements Rule {

    public static final RuleType TYPE = RuleType.of("dutchflatmates", List.of(), "dutchflatmates",
            "every 5 has a 1 directly above it or a 9 directly below it (on 1..N: ceil(N/2), 1 and N)", args -> {
                if (args.layout().valueCount() < 3) {
                    throw args.error("dutchflatmates needs at least three values (a smallest, a middle and a largest)");
                }
                return new DutchFlatmates();
            })
            .withReference("every middle digit has the smallest digit directly above it or the largest directly below it (or "
                    + "both): 5, 1 and 9 on 1..9; on 1..N the middle digit is ceil(N/2) (the ceil(count/2)-th value of other "
                    + "ranges)");

    /** The middle value of the layout's range. */
    static int middle(Layout layout) {
        return layout.minValue() + (layout.valueCount() + 1) / 2 - 1;
    }

    @Override
    public String keyword() {
        return "dutchflatmates";
    }

    @Override
    public void encode(EncodingContext ctx) {
        Layout layout = ctx.layout();
        int mid = middle(layout);
        for (int r = 0; r < layout.rows(); r++) {
            for (int c = 0; c < layout.cols(); c++) {
                // A cell in the top (bottom) row has no neighbour above (below): that way out is closed.
                int above = r > 0 ? ctx.cell(new Cell(r - 1, c)).eq(layout.minValue()) : Lits.FALSE;
                int below = r + 1 < layout.rows() ? ctx.cell(new Cell(r + 1, c)).eq(layout.maxValue()) : Lits.FALSE;
                ctx.clause(-ctx.cell(new Cell(r, c)).eq(mid), above, below);
            }
        }
    }

    /** From the words, scanning each column top to bottom. */
    @Override
    public String violation(Solution s) {
        Layout layout = s.layout();
        int low = layout.minValue();
        int high = layout.maxValue();
        int mid = low + (high - low) / 2; // the lower middle when the count is even
        for (int c = 0; c < layout.cols(); c++) {
            for (int r = 0; r < layout.rows(); r++) {
                if (s.digit(r, c) != mid) {
                    continue;
                }
                boolean lowAbove = r >= 1 && s.digit(r - 1, c) == low;
                boolean highBelow = r <= layout.rows() - 2 && s.digit(r + 1, c) == high;
                if (!lowAbove && !highBelow) {
                    return "dutchflatmates: the " + mid + " in " + new Cell(r, c) + " has no " + low + " directly above it and no " + high
                            + " directly below it";
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "dutchflatmates";
    }
}
