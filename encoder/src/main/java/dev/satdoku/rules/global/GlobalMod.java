package dev.satdoku.rules.global;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.List;
import java.util.TreeSet;

/**
 * Global mod 3: every 2x2 block of the grid (each of the (rows-1)(cols-1) overlapping windows) holds a
 * value from each residue class mod 3 ({1,4,7}, {2,5,8} and {3,6,9} on 1..9). Residues are taken of
 * the real values, so a 0-based grid's classes are {0,3,6}, {1,4,7}, {2,5,8}, as ISS reads them.
 * Encoding: per block and residue class, one clause over the direct literals of the class's values in
 * the block's four cells (no auxiliaries).
 */
public record GlobalMod() implements Rule {

    public static final RuleType TYPE = RuleType.of("globalmod", List.of(), "globalmod",
            "every 2x2 block holds a value from each residue class mod 3 ({1,4,7}, {2,5,8}, {3,6,9})", args -> new GlobalMod())
            .withReference("every 2x2 block of cells (all overlapping ones) holds a value of each residue class mod 3: one "
                    + "of 1, 4, 7, one of 2, 5, 8 and one of 3, 6, 9 on 1..9 (residues of the real values on other ranges)");

    @Override
    public String keyword() {
        return "globalmod";
    }

    @Override
    public void encode(EncodingContext ctx) {
        // Residues of the real values, so 0-based grids get ISS's classes too.
        TwoByTwoClasses.encode(ctx, v -> Math.floorMod(v, 3));
    }

    /** From the words: the residues found in each 2x2 block, which must be all three. */
    @Override
    public String violation(Solution s) {
        Layout layout = s.layout();
        for (int r = 1; r < layout.rows(); r++) {
            for (int c = 1; c < layout.cols(); c++) {
                TreeSet<Integer> residues = new TreeSet<>();
                int[] values = {s.digit(r - 1, c - 1), s.digit(r - 1, c), s.digit(r, c - 1), s.digit(r, c)};
                for (int v : values) {
                    residues.add(((v % 3) + 3) % 3);
                }
                if (residues.size() < 3) {
                    return "globalmod: the 2x2 block at " + new Cell(r - 1, c - 1) + " holds " + values[0] + " " + values[1] + " "
                            + values[2] + " " + values[3] + ", which leave residues mod 3 " + residues + " only";
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "globalmod";
    }
}
