package dev.satdoku.rules.global;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * The clauses GlobalEntropy and GlobalMod share: every 2x2 block of the grid (all (rows-1)(cols-1)
 * overlapping windows) holds a value of each of three classes; the rules differ only in the class of
 * a value. Per block (row-major) and class (0, 1, 2), one clause over the direct literals of the
 * class's values (ascending) in the block's four cells, no auxiliaries. The order is part of the
 * encodings' fingerprints, so it must stay as it is. The rules' checks do not use this.
 */
final class TwoByTwoClasses {

    private TwoByTwoClasses() {
    }

    /** {@code classOf} maps each value of the layout to its class 0, 1 or 2 (or another number: in no class). */
    static void encode(EncodingContext ctx, IntUnaryOperator classOf) {
        Layout layout = ctx.layout();
        for (int r = 0; r + 1 < layout.rows(); r++) {
            for (int c = 0; c + 1 < layout.cols(); c++) {
                List<IntVar> block = ctx.cells(List.of(new Cell(r, c), new Cell(r, c + 1), new Cell(r + 1, c), new Cell(r + 1, c + 1)));
                for (int k = 0; k < 3; k++) {
                    List<Integer> lits = new ArrayList<>();
                    for (IntVar x : block) {
                        for (int v = layout.minValue(); v <= layout.maxValue(); v++) {
                            if (classOf.applyAsInt(v) == k) {
                                lits.add(x.eq(v));
                            }
                        }
                    }
                    ctx.clause(lits.stream().mapToInt(Integer::intValue).toArray());
                }
            }
        }
    }
}
