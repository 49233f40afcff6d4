package dev.satdoku.format;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.syntax.DigitCodec;

/**
 * Plain-text pictures of a grid: digits in rows, with box borders for regular boxes. For grids
 * larger than 9 the digits are written as numbers in columns of equal width.
 */
public final class GridText {

    private GridText() {
    }

    /**
     * Values in rows ('.' for an empty cell), right-aligned in columns of equal width: one character
     * each while every value is below 10, decimal numbers separated by spaces otherwise.
     */
    public static String render(Layout layout, int[] digits) {
        String[] texts = new String[digits.length];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = cellText(layout, digits[i]);
        }
        return render(layout, texts, true);
    }

    /** One cell's text: '.' when empty, the value as a number on grids with values of 10 and more, else its character. */
    public static String cellText(Layout layout, int value) {
        if (value == DigitCodec.EMPTY) {
            return ".";
        }
        return layout.maxValue() > 9 ? Integer.toString(value) : String.valueOf(DigitCodec.encode(value));
    }

    /**
     * One text per cell (row-major) in columns as wide as the widest text, right- or left-aligned,
     * with box borders for regular boxes; trailing blanks are dropped.
     */
    public static String render(Layout layout, String[] texts, boolean alignRight) {
        int rows = layout.rows();
        int cols = layout.cols();
        int width = 1;
        for (String t : texts) {
            width = Math.max(width, t.length());
        }
        boolean boxes = layout.kind() == Layout.Kind.BOXES && layout.boxWidth() < cols;
        int bw = boxes ? layout.boxWidth() : cols;
        int bh = boxes ? layout.boxHeight() : rows;
        StringBuilder border = new StringBuilder("+");
        for (int b = 0; b < cols / bw; b++) {
            border.append("-".repeat(bw * (width + 1) + 1)).append('+');
        }
        StringBuilder sb = new StringBuilder();
        if (boxes) {
            sb.append(border).append('\n');
        }
        for (int r = 0; r < rows; r++) {
            StringBuilder line = new StringBuilder(boxes ? "|" : "");
            for (int c = 0; c < cols; c++) {
                String t = texts[new Cell(r, c).index(cols)];
                String pad = " ".repeat(width - t.length());
                if (c > 0 || boxes) {
                    line.append(' ');
                }
                line.append(alignRight ? pad + t : t + pad);
                if (boxes && (c + 1) % bw == 0) {
                    line.append(" |");
                }
            }
            sb.append(line.toString().stripTrailing()).append('\n');
            if (boxes && (r + 1) % bh == 0) {
                sb.append(border).append('\n');
            }
        }
        return sb.toString();
    }
}
