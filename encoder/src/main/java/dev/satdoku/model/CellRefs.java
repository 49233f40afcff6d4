package dev.satdoku.model;

import dev.satdoku.model.Cell;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cell references in the native format (case-insensitive, 1-based):
 * <ul>
 *   <li>{@code r3c5}: one cell;</li>
 *   <li>{@code r1c1-r1c5} (or {@code r1c1..r1c5}): the straight run from the first to the second
 *       cell, along a row, a column or a diagonal, in that order;</li>
 *   <li>{@code r1-3c4-6}, {@code r2c1-9}, {@code r9-1c4}: a rectangle in reading order, each range
 *       running in the direction written (so {@code r2c9-1} reads right to left).</li>
 * </ul>
 * Row or column 0 and N+1 denote positions just outside the grid, where outside clues sit.
 */
public final class CellRefs {

    private static final Pattern SINGLE = Pattern.compile("r(\\d+)c(\\d+)");
    private static final Pattern RUN = Pattern.compile("r(\\d+)c(\\d+)(?:-|\\.\\.)r(\\d+)c(\\d+)");
    private static final Pattern RECT = Pattern.compile("r(\\d+)(?:-(\\d+))?c(\\d+)(?:-(\\d+))?");

    private CellRefs() {
    }

    /** True when the token has the shape of a cell reference (whatever its numbers). */
    public static boolean looksLikeCell(String text) {
        String t = text.toLowerCase(Locale.ROOT);
        return SINGLE.matcher(t).matches() || RUN.matcher(t).matches() || RECT.matcher(t).matches();
    }

    /**
     * Expands a reference to its cells.
     *
     * @param rows          grid rows, for range checks
     * @param cols          grid columns, for range checks
     * @param allowOutside  whether positions one step outside the grid are accepted
     * @param at            origin of the line; errors point at the token's column
     */
    public static List<Cell> parse(Token token, int rows, int cols, boolean allowOutside, dev.satdoku.syntax.Origin at) {
        String t = token.text().toLowerCase(Locale.ROOT);
        dev.satdoku.syntax.Origin here = at.atColumn(token.column());
        Matcher m = RUN.matcher(t);
        if (m.matches()) {
            Cell a = cell(m.group(1), m.group(2), rows, cols, allowOutside, here, token);
            Cell b = cell(m.group(3), m.group(4), rows, cols, allowOutside, here, token);
            int dr = Integer.signum(b.row() - a.row());
            int dc = Integer.signum(b.col() - a.col());
            int steps = Math.max(Math.abs(b.row() - a.row()), Math.abs(b.col() - a.col()));
            if (a.row() != b.row() && a.col() != b.col() && Math.abs(b.row() - a.row()) != Math.abs(b.col() - a.col())) {
                throw new InputException(here, "'" + token.text() + "' is not a straight run: the two cells must share a row, a column or a diagonal");
            }
            List<Cell> out = new ArrayList<>();
            for (int i = 0; i <= steps; i++) {
                out.add(a.plus(dr * i, dc * i));
            }
            return out;
        }
        m = RECT.matcher(t);
        if (m.matches()) {
            int r1 = number(m.group(1), rows, allowOutside, here, token, "row");
            int r2 = m.group(2) == null ? r1 : number(m.group(2), rows, allowOutside, here, token, "row");
            int c1 = number(m.group(3), cols, allowOutside, here, token, "column");
            int c2 = m.group(4) == null ? c1 : number(m.group(4), cols, allowOutside, here, token, "column");
            List<Cell> out = new ArrayList<>();
            int sr = r2 >= r1 ? 1 : -1;
            int sc = c2 >= c1 ? 1 : -1;
            for (int r = r1; r != r2 + sr; r += sr) {
                for (int c = c1; c != c2 + sc; c += sc) {
                    out.add(Cell.of1(r, c));
                }
            }
            return out;
        }
        throw new InputException(here, "expected a cell like r3c5 or a range like r1c1-r1c5, found '" + token.text() + "'");
    }

    private static Cell cell(String row, String col, int rows, int cols, boolean allowOutside, dev.satdoku.syntax.Origin at, Token token) {
        return Cell.of1(number(row, rows, allowOutside, at, token, "row"), number(col, cols, allowOutside, at, token, "column"));
    }

    private static int number(String digits, int size, boolean allowOutside, dev.satdoku.syntax.Origin at, Token token, String what) {
        int v;
        try {
            v = Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            v = Integer.MAX_VALUE;
        }
        int lo = allowOutside ? 0 : 1;
        int hi = allowOutside ? size + 1 : size;
        if (v < lo || v > hi) {
            String range = allowOutside ? "0.." + (size + 1) + " (0 and " + (size + 1) + " are outside clue positions)" : "1.." + size;
            throw new InputException(at, "'" + token.text() + "': " + what + " " + digits + " is outside the grid (" + range + ")");
        }
        return v;
    }
}
