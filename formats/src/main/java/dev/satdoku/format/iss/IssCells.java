package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * ISS cell ids: exactly four characters, {@code R}, a row digit, {@code C}, a column digit, where the
 * digits are base 17 ({@code 1}-{@code 9}, then {@code a}=10 ... {@code g}=16, either case). So
 * {@code RaCg} is row 10, column 16, and {@code R10C1} is not a cell id.
 */
final class IssCells {

    private IssCells() {
    }

    /** The digit a base-17 character stands for, or -1. */
    static int digit(char ch) {
        if (ch >= '1' && ch <= '9') {
            return ch - '0';
        }
        char l = Character.toLowerCase(ch);
        return l >= 'a' && l <= 'g' ? l - 'a' + 10 : -1;
    }

    static boolean looksLikeCell(String s) {
        return s.length() == 4 && (s.charAt(0) == 'R' || s.charAt(0) == 'r') && (s.charAt(2) == 'C' || s.charAt(2) == 'c')
                && digit(s.charAt(1)) > 0 && digit(s.charAt(3)) > 0;
    }

    /**
     * Argument {@code arg} of the item as a cell of the puzzle: a grid cell, or an extra cell the puzzle
     * declares (.Var cells, Doppelganger's) or a chaos region cell ({@code CCk}), which ISS takes
     * wherever it takes a cell.
     */
    static Cell cell(IssItem item, int arg, IssPuzzle p) {
        String s = item.arg(arg);
        if (p.isVar(s)) {
            return p.varCell(s);
        }
        if (s.matches("CC\\d{1,3}")) {
            int k = Integer.parseInt(s.substring(2));
            if (k < 1 || k > p.rows * p.cols) {
                throw item.errorAt(arg, "region cell " + s + " is outside the " + p.rows + "x" + p.cols + " grid (CC1 to CC"
                        + p.rows * p.cols + ")");
            }
            return p.regionCell(s, Cell.ofIndex(k - 1, p.cols), item.argAt().get(arg));
        }
        return cell(item, arg, p.rows, p.cols);
    }

    static List<Cell> cells(IssItem item, int from, IssPuzzle p) {
        List<Cell> out = new ArrayList<>();
        for (int i = from; i < item.args().size(); i++) {
            out.add(cell(item, i, p));
        }
        return out;
    }

    /**
     * Argument {@code arg} of the item as a grid cell of an R x C grid, where the item needs a place
     * on the grid (an extra cell has none).
     */
    static Cell gridCell(IssItem item, int arg, IssPuzzle p) {
        return cell(item, arg, p.rows, p.cols);
    }

    /** Argument {@code arg} of the item as a cell of an R x C grid. */
    static Cell cell(IssItem item, int arg, int rows, int n) {
        String s = item.arg(arg);
        if (s.matches("CC\\d+")) {
            throw item.errorAt(arg, "'" + s + "' is a chaos construction region cell, which has no place on the grid that "
                    + item.type() + " needs here");
        }
        if (s.matches("DG[CRBZ]\\d+")) {
            throw item.errorAt(arg, "'" + s + "' is one of Doppelganger's extra cells (the missing digits), which have no place on "
                    + "the grid that " + item.type() + " needs here" + (s.startsWith("DGB") || s.startsWith("DGZ")
                    ? " (or is not declared: DGB cells exist only on grids with boxes, DGZ is never shown)" : ""));
        }
        if (s.matches("V[A-Za-z][A-Za-z0-9]*")) {
            throw item.errorAt(arg, "'" + s + "' is not a declared extra cell (.Var~PREFIX~label~size declares VPREFIX1...), "
                    + "or it is one where " + item.type() + " needs a place on the grid, which an extra cell does not have");
        }
        if (!looksLikeCell(s)) {
            throw item.errorAt(arg, "'" + s + "' is not an ISS cell id (R, row digit, C, column digit; digits 1-9 then a-g "
                    + "for 10-16, so row 10 column 1 is RaC1)");
        }
        Cell c = Cell.of1(digit(s.charAt(1)), digit(s.charAt(3)));
        if (!c.inside(rows, n)) {
            throw item.errorAt(arg, "cell " + s + " is outside the " + rows + "x" + n + " grid");
        }
        return c;
    }

    /** The cell as ISS writes it: {@code R1C1}, {@code RaCg} (base-17 digits); an extra cell by its name. */
    static String id(Cell c) {
        if (c.isExtra()) {
            return c.name();
        }
        return "R" + Character.forDigit(c.row() + 1, 17) + "C" + Character.forDigit(c.col() + 1, 17);
    }

    /** The first cell that appears a second time in the list, or null when every cell is different. */
    static Cell firstRepeat(List<Cell> cells) {
        java.util.Set<Cell> seen = new java.util.HashSet<>();
        for (Cell c : cells) {
            if (!seen.add(c)) {
                return c;
            }
        }
        return null;
    }

    static String list(List<Cell> cells) {
        return cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }

    /**
     * The cell groups of a list of arguments from {@code from} on, as argument indices: an empty argument
     * or a {@code _name} (which only names the groups after it) ends a group; empty groups are skipped
     * (iss.md 4.7, as Pair, PairX and NFA take them).
     */
    static List<List<Integer>> groups(IssItem item, int from) {
        List<List<Integer>> out = new ArrayList<>();
        List<Integer> current = new ArrayList<>();
        for (int i = from; i < item.args().size(); i++) {
            String a = item.arg(i);
            if (a.isEmpty() || a.startsWith("_")) {
                if (!current.isEmpty()) {
                    out.add(current);
                    current = new ArrayList<>();
                }
                continue;
            }
            current.add(i);
        }
        if (!current.isEmpty()) {
            out.add(current);
        }
        return out;
    }
}
