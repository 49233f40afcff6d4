package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;

/** ISS outside clues: little killers (named by their start cell), sandwiches, X-sums and skyscrapers. */
final class IssOutside {

    private IssOutside() {
    }

    /**
     * {@code .LittleKiller~sum~startCell}. ISS names each diagonal by the cell next to its clue: column 1
     * (rows 1..N-1) runs down-right, row 1 (columns 2..N) down-left, column N (rows 2..N-1) up-left, row N
     * (columns 2..N-1) up-right. The native rule names the clue position one step before that cell.
     */
    static void littleKiller(IssItem item, IssPuzzle p) {
        item.needArgs(2, "LittleKiller~sum~startCell");
        int sum = IssTypes.integer(item, 0, "LittleKiller~sum~startCell");
        Cell start = IssCells.gridCell(item, 1, p);
        // The same edge rules on every shape (iss.md 4.5): rows count down the left and right edges, columns along the others.
        int rows = p.rows;
        int n = p.cols;
        int r = start.row() + 1;
        int c = start.col() + 1;
        String dir;
        Cell clue;
        if (c == 1 && r <= rows - 1) {
            dir = "dr";
            clue = Cell.of1(r - 1, 0);
        } else if (r == 1 && c >= 2) {
            dir = "dl";
            clue = Cell.of1(0, c + 1);
        } else if (c == n && r >= 2 && r <= rows - 1) {
            dir = "ul";
            clue = Cell.of1(r + 1, n + 1);
        } else if (r == rows && c >= 2 && c <= n - 1) {
            dir = "ur";
            clue = Cell.of1(rows + 1, c - 1);
        } else {
            throw item.errorAt(1, start + " does not name a little-killer diagonal (start cells are in column 1, row 1, column "
                    + n + " or row " + rows + ", see the ISS format)");
        }
        p.rule("littlekiller " + clue + " " + dir, "littlekiller " + sum + " " + clue + " " + dir, item.at());
    }

    /**
     * {@code .Sandwich~sum~R3} or {@code C3}. ISS's handler makes the crusts the smallest and largest
     * value only when the line has one cell per value; on a line with fewer cells than values (a 4x6
     * grid's columns, a 6x6 grid holding 1..9) it reads the clue as a lunchbox over the line: distinct
     * values, the cells between the line's own smallest and largest value adding up to the sum.
     */
    static void sandwich(IssItem item, IssPuzzle p) {
        item.needArgs(2, "Sandwich~sum~R<n>|C<n>");
        int sum = IssTypes.integer(item, 0, "Sandwich~sum~R<n>|C<n>");
        String line = lineName(item, 1, p);
        int index = Integer.parseInt(line.substring(1));
        boolean row = line.startsWith("r");
        int length = row ? p.cols : p.rows;
        if (length != p.shape.max() - p.shape.min() + 1) {
            java.util.List<Cell> cells = new java.util.ArrayList<>();
            for (int i = 1; i <= length; i++) {
                cells.add(row ? Cell.of1(index, i) : Cell.of1(i, index));
            }
            p.rule("sandwich " + line, "lunchbox " + sum + " " + IssCells.list(cells), item.at());
            return;
        }
        p.rule("sandwich " + line, "sandwich " + sum + " " + line, item.at());
    }

    /**
     * {@code .XSum~R2~fwd~bwd}: forward is the clue on the left of a row or above a column, backward
     * the other side; either may be empty. Each becomes a native clue at its outside position.
     */
    static void sides(IssItem item, IssPuzzle p, String keyword) {
        sides(item, p, keyword, Zero.REFUSED);
    }

    /** What a clue of 0 means for a two-sided type. */
    enum Zero {
        /** an error (X-sums: ISS does not allow it) */
        REFUSED,
        /** a clue like any other (hidden skyscrapers, numbered rooms: the clue is a value, 0 on 0-based grids) */
        VALUE,
        /**
         * no clue on that side, with a warning (skyscrapers: ISS's own collection, data/collections.js,
         * writes an absent side as 0 and publishes solutions for those puzzles; a visible count of 0
         * cannot occur, so refusing would only reject ISS's published puzzles)
         */
        NO_CLUE
    }

    /** As {@link #sides(IssItem, IssPuzzle, String)}, with {@code zero} saying what a clue of 0 means. */
    static void sides(IssItem item, IssPuzzle p, String keyword, Zero zero) {
        String syntax = item.type() + "~R<n>|C<n>~fromStart~fromEnd";
        item.needArgs(2, syntax);
        String line = lineName(item, 0, p);
        int index = Integer.parseInt(line.substring(1));
        boolean row = line.startsWith("r");
        for (int side = 0; side < 2 && side + 1 < item.args().size(); side++) {
            String value = item.arg(side + 1);
            if (value.isEmpty()) {
                continue;
            }
            int clue = IssTypes.integer(item, side + 1, syntax);
            if (clue == 0 && zero == Zero.NO_CLUE) {
                p.warn(item.at().shortKey() + ": a " + keyword + " side of 0 is read as no clue, as ISS's own puzzles use it");
                continue;
            }
            if (clue < 0 || clue == 0 && zero == Zero.REFUSED) {
                throw item.errorAt(side + 1, "a clue of " + clue + " is not allowed");
            }
            Cell at = row ? Cell.of1(index, side == 0 ? 0 : p.cols + 1) : Cell.of1(side == 0 ? 0 : p.rows + 1, index);
            if (keyword.equals("skyscraper") && p.shape.min() == 0) {
                Cell first = row ? Cell.of1(index, side == 0 ? 1 : p.cols) : Cell.of1(side == 0 ? 1 : p.rows, index);
                p.rule(keyword + " " + at, skyscraperSeeingNoZero(clue, at, first, p), item.at());
                continue;
            }
            p.rule(keyword + " " + at, keyword + " " + clue + " " + at, item.at());
        }
        if (item.args().size() > 3) {
            throw item.errorAt(3, "expected " + syntax);
        }
    }

    /**
     * ISS's skyscraper on a 0-based grid: a 0 is no building (ISS's own description), so a 0 in the first
     * cell is not seen, where the native skyscraper sees the first digit always. A 0 further on is
     * never seen by either. So the clue is the native count when the first cell is not 0, and one more
     * when it is (a count past the line's length then never holds, and that group drops out).
     */
    private static String skyscraperSeeingNoZero(int clue, Cell at, Cell first, IssPuzzle p) {
        String positive = java.util.stream.IntStream.rangeClosed(1, p.shape.max()).mapToObj(String::valueOf)
                .collect(java.util.stream.Collectors.joining(","));
        return "or { skyscraper " + clue + " " + at + " ; candidates " + first + " digits=" + positive + " } { skyscraper " + (clue + 1)
                + " " + at + " ; candidates " + first + " digits=0 }";
    }

    /** {@code R<n>} or {@code C<n>} with n in decimal, as the native {@code r<n>} / {@code c<n>}. */
    private static String lineName(IssItem item, int arg, IssPuzzle p) {
        String s = item.arg(arg);
        int limit = s.matches("[Rr].*") ? p.rows : p.cols;
        if (!s.matches("[RrCc]\\d{1,2}") || Integer.parseInt(s.substring(1)) < 1 || Integer.parseInt(s.substring(1)) > limit) {
            throw item.errorAt(arg, "expected a row R1..R" + p.rows + " or a column C1..C" + p.cols + ", found '" + s + "'");
        }
        return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
