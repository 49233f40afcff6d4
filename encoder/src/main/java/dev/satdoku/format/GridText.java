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

    /** Digits in rows ('.' for 0), right-aligned in columns of equal width. */
    public static String render(Layout layout, int[] digits) {
        int n = layout.size();
        String[] texts = new String[n * n];
        for (int i = 0; i < texts.length; i++) {
            int d = digits[i];
            texts[i] = d == 0 ? "." : n > 9 ? Integer.toString(d) : String.valueOf(DigitCodec.encode(d));
        }
        return render(layout, texts, true);
    }

    /**
     * One text per cell (row-major) in columns as wide as the widest text, right- or left-aligned,
     * with box borders for regular boxes; trailing blanks are dropped.
     */
    public static String render(Layout layout, String[] texts, boolean alignRight) {
        int n = layout.size();
        int width = 1;
        for (String t : texts) {
            width = Math.max(width, t.length());
        }
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
            StringBuilder line = new StringBuilder(boxes ? "|" : "");
            for (int c = 0; c < n; c++) {
                String t = texts[new Cell(r, c).index(n)];
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
