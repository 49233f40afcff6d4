package dev.satdoku.format;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;

/**
 * Plain-text pictures of a grid: digits in rows, with box borders for regular boxes. For grids
 * larger than 9 the digits are written as numbers in columns of equal width.
 */
public final class GridText {

    private GridText() {
    }

    public static String render(Layout layout, int[] digits) {
        int n = layout.size();
        int width = n > 9 ? 2 : 1;
        boolean boxes = layout.kind() == Layout.Kind.BOXES && layout.boxWidth() < n;
        int bw = boxes ? layout.boxWidth() : n;
        int bh = boxes ? layout.boxHeight() : n;
        StringBuilder border = new StringBuilder("+");
        for (int b = 0; b < n / bw; b++) {
            border.append("-".repeat(bw * (width + 1) + 1)).append('+');
        }
        StringBuilder sb = new StringBuilder();
        if (boxes) {
            sb.append(border).append('\n');
        }
        for (int r = 0; r < n; r++) {
            if (boxes) {
                sb.append('|');
            }
            for (int c = 0; c < n; c++) {
                int d = digits[new Cell(r, c).index(n)];
                String s = d == 0 ? "." : n > 9 ? Integer.toString(d) : String.valueOf(DigitCodec.encode(d));
                if (c > 0 || boxes) {
                    sb.append(' ');
                }
                sb.append(" ".repeat(width - s.length())).append(s);
                if (boxes && (c + 1) % bw == 0) {
                    sb.append(" |");
                }
            }
            sb.append('\n');
            if (boxes && (r + 1) % bh == 0) {
                sb.append(border).append('\n');
            }
        }
        return sb.toString();
    }
}
