package dev.satdoku.format.iss;

/**
 * ISS's extra cells: {@code .Var~PREFIX~label[~size]} declares cells outside the grid, {@code V<PREFIX>1}
 * to {@code V<PREFIX><count>} (or the one cell {@code V<PREFIX>} without a size), each holding one of
 * the grid's values. The size is a count or, for a board of cells, {@code ROWSxCOLUMNS} ({@code 10x10}
 * declares 100 cells, numbered in reading order). They become satdoku extra cells of the same names
 * ({@code var VX1 VX2 1..9}), which every item may name where it takes a cell; an item that needs a
 * place on the grid (an outside clue's start, a quad's corner) refuses them, since they have none.
 * A group of several cells is a board ({@code board VX 2x9 VX1 ...}): ISS lays it out in rows of the
 * declared columns, or of the grid's columns for a plain count, and its cells touch inside the group,
 * which is what ConnectedValues over the group and a Replicate from one of its cells read.
 */
final class IssVars {

    private IssVars() {
    }

    /** Declares the item's cells (the translator calls this for every Var item before reading any item). */
    static void declare(IssItem item, IssPuzzle p) {
        if (item.args().size() < 2 || item.args().size() > 3) {
            throw item.error("expected Var~PREFIX~label[~size]");
        }
        String prefix = item.arg(0);
        if (!prefix.matches("[A-Za-z][A-Za-z0-9]*")) {
            throw item.errorAt(0, "the prefix of extra cells is a letter then letters or digits, found '" + prefix + "'");
        }
        if (item.args().size() == 2 || item.arg(2).isEmpty()) {
            p.declareVar("V" + prefix, item.at());
            return;
        }
        String size = item.arg(2);
        int count;
        int columns = p.cols;
        if (size.matches("[1-9]\\d{0,3}")) {
            count = Integer.parseInt(size);
        } else if (size.matches("[1-9]\\d{0,2}x[1-9]\\d{0,2}")) {
            String[] rc = size.split("x");
            count = Integer.parseInt(rc[0]) * Integer.parseInt(rc[1]);
            columns = Integer.parseInt(rc[1]);
        } else {
            count = -1;
        }
        if (count < 1 || count > 1000) {
            throw item.errorAt(2, "the number of extra cells is 1 to 1000, written as a count or as ROWSxCOLUMNS (like 10x10), found '"
                    + size + "'");
        }
        if (count == 1) {
            p.declareVar("V" + prefix, item.at());
            return;
        }
        java.util.List<String> names = new java.util.ArrayList<>();
        for (int i = 1; i <= count; i++) {
            p.declareVar("V" + prefix + i, item.at());
            names.add("V" + prefix + i);
        }
        p.declareBoard("V" + prefix, names, columns, item.at());
    }
}
