package dev.satdoku.format.iss;

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
     * {@code .GlobalMod}: ISS's handler knows the classes {1,4,7}, {2,5,8}, {3,6,9} of the values up to 9;
     * what it does with larger values is not documented, so such grids are an error rather than a guess.
     */
    static void globalMod(IssItem item, IssPuzzle p) {
        if (p.shape.min() < 1 || p.shape.max() > 9) {
            throw item.error("GlobalMod's classes {1,4,7}, {2,5,8}, {3,6,9} cover the values up to 9 only, from 1; ISS's reading of the values "
                    + p.shape.min() + ".." + p.shape.max() + " of this grid is not specified, so it is not imported");
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

    private static void flag(IssItem item, IssPuzzle p, String keyword) {
        if (!item.args().isEmpty()) {
            throw item.error(item.type() + " takes no arguments");
        }
        p.rule("flag " + keyword, keyword, item.at());
    }
}
