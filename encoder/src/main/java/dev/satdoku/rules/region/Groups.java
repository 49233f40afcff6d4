package dev.satdoku.rules.region;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Solution;
import java.util.List;

/** The two halves every extra-group rule shares: all-different per group, and its plain check. */
final class Groups {

    private Groups() {
    }

    static void encode(EncodingContext ctx, List<House> groups) {
        for (House g : groups) {
            ctx.allDifferent(ctx.cells(g.cells()));
        }
    }

    static String violation(Solution s, List<House> groups) {
        for (House g : groups) {
            List<Cell> cells = g.cells();
            for (int i = 0; i < cells.size(); i++) {
                for (int j = i + 1; j < cells.size(); j++) {
                    if (s.digit(cells.get(i)) == s.digit(cells.get(j))) {
                        return g.name() + " holds " + s.digit(cells.get(i)) + " twice (" + cells.get(i) + " and " + cells.get(j) + ")";
                    }
                }
            }
        }
        return null;
    }
}
