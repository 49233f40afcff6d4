package dev.satdoku.format;

import dev.satdoku.model.Layout;
import dev.satdoku.syntax.DigitCodec;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import dev.satdoku.syntax.Tokenizer;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one row of a grid block (givens, solution or region map). A row is either one character per
 * cell ({@code 53..7....}, spaces allowed anywhere for readability) or, for N >= 10, numbers separated
 * by whitespace ({@code 12 . 3 16 ...}). {@code |} and box-drawing characters are border decoration and
 * ignored, as are whole lines made of {@code - + = |} or box-drawing characters (so a grid printed by
 * {@code satdoku solve}, on a terminal or not, reads back).
 */
public final class GridBlock {

    /** One cell's text and the column where it was written. */
    public record CellText(String text, int column) {
    }

    private GridBlock() {
    }

    /** True for lines that only draw borders, in ASCII or box-drawing characters. */
    public static boolean isDecoration(String line) {
        String t = Tokenizer.stripComment(line).strip();
        return !t.isEmpty() && t.chars().allMatch(ch -> ch == '-' || ch == '+' || ch == '=' || ch == '|' || ch == ' ' || isBoxDrawing(ch));
    }

    /** Box-drawing characters (U+2500..U+257F), as in the grids {@code satdoku solve} prints on a terminal. */
    static boolean isBoxDrawing(int ch) {
        return ch >= 0x2500 && ch <= 0x257F;
    }

    private static boolean isSeparator(char ch) {
        return Character.isWhitespace(ch) || ch == '|' || isBoxDrawing(ch);
    }

    public static List<CellText> cells(String line) {
        String body = Tokenizer.stripComment(line);
        List<CellText> words = new ArrayList<>();
        int i = 0;
        while (i < body.length()) {
            char ch = body.charAt(i);
            if (isSeparator(ch)) {
                i++;
                continue;
            }
            int start = i;
            while (i < body.length() && !isSeparator(body.charAt(i))) {
                i++;
            }
            words.add(new CellText(body.substring(start, i), start + 1));
        }
        boolean allSingle = words.stream().allMatch(w -> w.text().length() == 1);
        if (allSingle || words.size() == 1) {
            List<CellText> chars = new ArrayList<>();
            for (CellText w : words) {
                for (int k = 0; k < w.text().length(); k++) {
                    chars.add(new CellText(String.valueOf(w.text().charAt(k)), w.column() + k));
                }
            }
            return chars;
        }
        return words;
    }

    /**
     * Parses a value cell: one character ({@link DigitCodec}: on 0-based grids {@code 0} is the value
     * 0, elsewhere an empty cell) or a decimal number; returns {@link DigitCodec#EMPTY} for an empty
     * cell.
     */
    public static int digit(CellText cell, Layout layout, Origin line) {
        String t = cell.text();
        int min = layout.minValue();
        int max = layout.maxValue();
        String empty = min == 0 ? "use . for empty" : "use . or 0 for empty";
        int d;
        if (t.length() == 1) {
            d = DigitCodec.decode(t.charAt(0), min);
            if (d == DigitCodec.NOT_A_CELL) {
                throw new InputException(line.atColumn(cell.column()), "'" + t + "' is not a digit or an empty cell (" + empty + ")");
            }
            if (d >= 10 && max < 10) {
                throw new InputException(line.atColumn(cell.column()), "'" + t + "' is not a digit of a " + (layout.isClassic() ? layout.rows() + "x" + layout.cols() + " grid"
                        : "grid holding " + min + ".." + max));
            }
        } else if (t.matches("\\d{1,3}")) {
            d = Integer.parseInt(t);
            if (d == 0 && min > 0) {
                d = DigitCodec.EMPTY;
            }
        } else {
            throw new InputException(line.atColumn(cell.column()), "'" + t + "' is not a digit or an empty cell");
        }
        if (d != DigitCodec.EMPTY && (d < min || d > max)) {
            throw new InputException(line.atColumn(cell.column()), "digit " + d + " is out of range for a " + layout.rows() + "x"
                    + layout.cols() + " grid (" + min + ".." + max + ")");
        }
        return d;
    }
}
