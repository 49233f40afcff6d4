package dev.satdoku.rules.global;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Global entropy: every 2x2 block of the grid (all overlapping windows) holds a low (1-3), a middle
 * (4-6) and a high (7-9) digit. Defined for the values 1..9 only, as in ISS; any other value range is
 * an error when the rule is read. Encoding: per block and group, one clause over the direct literals
 * of the group's digits in the block's four cells.
 */
public record GlobalEntropy() implements Rule {

    public static final RuleType TYPE = RuleType.of("globalentropy", List.of(), "globalentropy",
            "every 2x2 block holds a low (1-3), a middle (4-6) and a high (7-9) digit (values 1..9 only)", args -> {
                Layout layout = args.layout();
                if (layout.minValue() != 1 || layout.maxValue() != 9) {
                    throw args.error("globalentropy uses the groups 1-3, 4-6 and 7-9, so it needs the values 1..9; this grid holds "
                            + layout.minValue() + ".." + layout.maxValue());
                }
                return new GlobalEntropy();
            })
            .withReference("every 2x2 block of cells (all overlapping ones) holds a low (1, 2, 3), a middle (4, 5, 6) and a high "
                    + "(7, 8, 9) digit; only for grids holding the values 1..9 (an error on any other range, as in ISS)");

    @Override
    public String keyword() {
        return "globalentropy";
    }

    @Override
    public void encode(EncodingContext ctx) {
        // Values are 1..9 (the rule refuses other ranges): low 1-3 is class 0, middle 1, high 2.
        TwoByTwoClasses.encode(ctx, v -> (v - 1) / 3);
    }

    /** From the words: each block must show a digit of at most 3, one from 4 to 6 and one of at least 7. */
    @Override
    public String violation(Solution s) {
        Layout layout = s.layout();
        for (int r = 1; r < layout.rows(); r++) {
            for (int c = 1; c < layout.cols(); c++) {
                int[] values = {s.digit(r - 1, c - 1), s.digit(r - 1, c), s.digit(r, c - 1), s.digit(r, c)};
                boolean low = false;
                boolean middle = false;
                boolean high = false;
                for (int v : values) {
                    low |= v >= 1 && v <= 3;
                    middle |= v >= 4 && v <= 6;
                    high |= v >= 7 && v <= 9;
                }
                if (!(low && middle && high)) {
                    String missing = !low ? "low (1-3)" : !middle ? "middle (4-6)" : "high (7-9)";
                    return "globalentropy: the 2x2 block at " + new Cell(r - 1, c - 1) + " holds " + values[0] + " " + values[1] + " "
                            + values[2] + " " + values[3] + ", no " + missing + " digit";
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "globalentropy";
    }
}
