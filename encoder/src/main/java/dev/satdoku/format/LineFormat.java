package dev.satdoku.format;

import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.DigitCodec;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;

/**
 * The classic one-line format: N*N characters in reading order ({@code .} or {@code 0} empty,
 * {@code 1}-{@code 9}, then {@code A}=10 ... for larger grids), standard boxes. It states square
 * grids holding 1..N only; other shapes and value ranges need the native header ({@link #NATIVE_HINT}). A file may hold one
 * such puzzle per line; anything after the first whitespace on a line is ignored (ratings, notes).
 */
public final class LineFormat {

    /**
     * Why the format stays square 1..N: a line has no room for a shape, and its length alone cannot
     * give one (48 characters are 6x8, 8x6, 4x12 or 3x16); {@code 0} is an empty cell, so 0-based
     * values cannot be written; and a digit above N could belong to any larger range. Guessing any of
     * these would change what a verdict means, so the error points to the header that states them.
     */
    static final String NATIVE_HINT = "rectangular grids and other value ranges need the native format "
            + "('size RxC', 'values MIN..MAX', then 'givens')";

    private LineFormat() {
    }

    /** The grid size a word of this length would describe, or -1 when the length is not N*N. */
    public static int sizeForLength(int length) {
        int n = (int) Math.round(Math.sqrt(length));
        return n >= 1 && n <= Layout.MAX_SIZE && n * n == length ? n : -1;
    }

    /** True when the word could be a one-line puzzle: N*N cell characters. */
    public static boolean looksLikePuzzle(String word) {
        if (sizeForLength(word.length()) < 0) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            if (!DigitCodec.isCellChar(word.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Parses one puzzle line.
     *
     * @param line   the text of the line (leading whitespace allowed; text after the puzzle ignored)
     * @param origin where the line is, for errors and for the puzzle's name
     */
    public static Puzzle parse(String line, Origin origin) {
        String body = line.strip();
        int end = 0;
        while (end < body.length() && !Character.isWhitespace(body.charAt(end))) {
            end++;
        }
        String word = body.substring(0, end);
        int column = line.indexOf(word) + 1;
        int n = sizeForLength(word.length());
        if (n < 0) {
            int below = (int) Math.floor(Math.sqrt(word.length()));
            throw new InputException(origin.atColumn(column), "a one-line puzzle has N*N characters (81 for 9x9); found "
                    + word.length() + (below >= 1 ? " (between " + below * below + " and " + (below + 1) * (below + 1) + ")" : "")
                    + "; " + NATIVE_HINT);
        }
        int[] givens = new int[n * n];
        Origin[] origins = new Origin[n * n];
        for (int i = 0; i < word.length(); i++) {
            char ch = word.charAt(i);
            Origin at = origin.atColumn(column + i);
            int d = DigitCodec.decode(ch, 1);
            if (d == DigitCodec.NOT_A_CELL) {
                throw new InputException(at, "'" + printable(ch) + "' is not a digit or an empty cell (use . or 0 for empty)");
            }
            if (d > n) {
                throw new InputException(at, "'" + ch + "' (" + d + ") is out of range for a " + n + "x" + n + " grid (a one-line puzzle "
                        + "holds 1.." + n + "; " + NATIVE_HINT + ")");
            }
            givens[i] = d;
            origins[i] = at;
        }
        String name = origin.line() > 0 ? origin.source() + ":" + origin.line() : origin.source();
        return new Puzzle(name, Layout.standard(n), givens, origins, java.util.List.of(), null, java.util.List.of(), null);
    }

    static String printable(char ch) {
        return ch < 32 || ch == 127 ? String.format("\\x%02x", (int) ch) : String.valueOf(ch);
    }
}
