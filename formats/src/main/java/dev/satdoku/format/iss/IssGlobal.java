package dev.satdoku.format.iss;

import dev.satdoku.model.Layout;
import java.util.List;

/**
 * ISS's whole-grid flags taken over from its section 5 types (AntiTaxicab, GlobalEntropy, GlobalMod,
 * DutchFlatmates): each becomes its native keyword, with ISS's own limits on the value range checked
 * here so that a puzzle ISS refuses is refused too, naming the item.
 */
final class IssGlobal {

    private IssGlobal() {
    }

    /** {@code .AntiTaxicab}: ISS refuses it on 0-based ranges; every 1-based grid reads as the native rule. */
    static void antiTaxicab(IssItem item, IssPuzzle p) {
        if (p.shape.min() != 1) {
            throw item.error("AntiTaxicab is refused by ISS on 0-based value ranges (a value is a distance, from 1); this grid "
                    + "holds " + p.shape.min() + ".." + p.shape.max());
        }
        flag(item, p, "antitaxicab");
    }

    /** {@code .GlobalEntropy}: the groups 1-3, 4-6, 7-9, so ISS accepts it on values 1..9 only. */
    static void globalEntropy(IssItem item, IssPuzzle p) {
        if (p.shape.min() != 1 || p.shape.max() != 9) {
            throw item.error("GlobalEntropy uses the groups 1-3, 4-6 and 7-9, so ISS accepts it only with the values 1..9; this "
                    + "grid holds " + p.shape.min() + ".." + p.shape.max());
        }
        flag(item, p, "globalentropy");
    }

    /**
     * {@code .GlobalMod}: ISS takes it on grids of exactly 9 values, with the classes {1,4,7}, {2,5,8},
     * {3,6,9} of its internal values 1..9; on a 0..8 grid those are {0,3,6}, {1,4,7}, {2,5,8}, so on
     * either range the classes are the residues mod 3, as the native rule takes them.
     */
    static void globalMod(IssItem item, IssPuzzle p) {
        if (p.shape.max() - p.shape.min() + 1 != 9) {
            throw item.error("GlobalMod (a value of each class mod 3 in every 2x2 block) is accepted by ISS only on grids of 9 "
                    + "values (1..9 or 0..8); this grid holds " + p.shape.min() + ".." + p.shape.max());
        }
        flag(item, p, "globalmod");
    }

    /** {@code .DutchFlatmates}: 5 with a 1 above or a 9 below, which ISS accepts on values 1..9 only. */
    static void dutchFlatmates(IssItem item, IssPuzzle p) {
        if (p.shape.min() != 1 || p.shape.max() != 9) {
            throw item.error("DutchFlatmates (every 5 with a 1 above or a 9 below) is accepted by ISS only with the values 1..9; this "
                    + "grid holds " + p.shape.min() + ".." + p.shape.max());
        }
        flag(item, p, "dutchflatmates");
    }

    /**
     * {@code .RegionSameValues}: ISS compares the largest of its rows, columns, boxes and jigsaw pieces,
     * which are the native layout's houses; where those hold every value of the grid it adds nothing.
     */
    static void regionSameValues(IssItem item, IssPuzzle p) {
        flag(item, p, "regionsamevalues");
    }

    /**
     * ISS shows Doppelganger's missing digits in extra cells that other items may name: {@code DGC1..DGCN}
     * for the rows (a column of cells beside the grid), {@code DGR1..DGRN} for the columns and, when the
     * grid has boxes, {@code DGB1..DGBN} for the boxes in reading order. They are declared before any item
     * is read (as .Var cells are), holding 1..N, and the rule ties them to the missing digits. A puzzle
     * without boxes gets no DGB cells (ISS fixes them to 0 and shows none), so naming one is an error.
     */
    static void declareDoppelgangerCells(List<IssItem> items, IssPuzzle p) {
        IssItem dg = items.stream().filter(i -> i.type().equals("Doppelganger")).findFirst().orElse(null);
        if (dg == null || !doppelgangerShape(p)) {
            return; // the reader reports a grid Doppelganger cannot be on
        }
        boolean boxes = !p.shape.raw() && items.stream().noneMatch(i -> i.type().equals("NoBoxes"))
                && Layout.defaultBoxes(p.rows, p.cols, p.shape.regionSize()) != null;
        for (String prefix : boxes ? List.of("DGC", "DGR", "DGB") : List.of("DGC", "DGR")) {
            for (int i = 1; i <= p.n; i++) {
                p.declareVar(prefix + i, dg.at());
                p.restrictVar(prefix + i, 1, p.n, dg.at());
            }
        }
    }

    private static boolean doppelgangerShape(IssPuzzle p) {
        return p.shape.square() && p.shape.min() == 0 && p.shape.max() == p.rows;
    }

    /**
     * {@code .Doppelganger}: an N x N grid holding 0..N (ISS's 9x9~0-9) and a region size of N, as ISS
     * requires; the extra cells DGC, DGR (and DGB) declared above are tied to the missing digits.
     */
    static void doppelganger(IssItem item, IssPuzzle p) {
        if (!item.args().isEmpty()) {
            throw item.error("Doppelganger takes no arguments");
        }
        if (!doppelgangerShape(p) || p.shape.regionSize() != p.rows) {
            throw item.error("Doppelganger needs a square N x N grid holding the values 0..N with regions of N cells (as ISS's "
                    + "Shape~9x9~0-9); this grid is " + p.rows + "x" + p.cols + " with values " + p.shape.min() + ".." + p.shape.max()
                    + (p.shape.regionSize() != p.rows ? " and regions of " + p.shape.regionSize() + " cells" : ""));
        }
        p.rule("flag doppelganger", "doppelganger rows=DGC cols=DGR" + (p.isVar("DGB1") ? " boxes=DGB" : ""), item.at());
    }

    private static void flag(IssItem item, IssPuzzle p, String keyword) {
        if (!item.args().isEmpty()) {
            throw item.error(item.type() + " takes no arguments");
        }
        p.rule("flag " + keyword, keyword, item.at());
    }
}
