package dev.satdoku.rules.region;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.List;

/**
 * A rule that is nothing but extra groups of distinct digits (its {@link #extraHouses()}): it encodes
 * each group with the configured all-different strategy and checks it by comparing digits pairwise.
 */
public sealed interface DistinctGroups extends Rule permits Diagonal, Windoku, ExtraRegion, Disjoint {

    @Override
    List<House> extraHouses();

    @Override
    default void encode(EncodingContext ctx) {
        for (House g : extraHouses()) {
            ctx.allDifferent(ctx.cells(g.cells()));
        }
    }

    @Override
    default String violation(Solution s) {
        for (House g : extraHouses()) {
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
