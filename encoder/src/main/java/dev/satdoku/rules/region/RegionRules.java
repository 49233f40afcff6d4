package dev.satdoku.rules.region;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.List;
import java.util.Locale;

/** Extra all-different groups: diagonals, windoku windows, extra regions, disjoint groups. */
public final class RegionRules {

    private RegionRules() {
    }

    public static final List<RuleType> TYPES = List.of(
            RuleType.of("diagonal", List.of(), "diagonal main|anti|both",
                    "main: r1c1..rNcN holds distinct digits; anti: rNc1..r1cN; both: the two",
                    args -> new Diagonal(Diagonal.Which.valueOf(
                            args.nextWord("which diagonal", "main", "anti", "both").toUpperCase(Locale.ROOT)), args.size())),
            RuleType.of("windoku", List.of(), "windoku",
                    "extra box-shaped windows one cell from the edges and one apart hold distinct digits (rows and columns 2-4 and 6-8 on 9x9)",
                    args -> Windoku.forLayout(args.layout())),
            RuleType.of("extraregion", List.of(), "extraregion CELLS", "the cells hold distinct digits", RegionRules::extra),
            RuleType.of("disjoint", List.of(), "disjoint", "cells in the same position of every box hold distinct digits",
                    args -> Disjoint.forLayout(args.layout())));

    private static ExtraRegion extra(RuleArgs args) {
        List<Cell> cells = args.distinct(args.nextCells("cells"), "the region");
        if (cells.size() < 2) {
            throw args.error("an extra region needs at least two cells");
        }
        if (cells.size() > args.size()) {
            throw args.error("an extra region of " + cells.size() + " cells cannot hold distinct digits 1.." + args.size());
        }
        return new ExtraRegion(cells);
    }
}
