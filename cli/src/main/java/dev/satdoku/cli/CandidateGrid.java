package dev.satdoku.cli;

import dev.satdoku.format.DigitCodec;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.sat.TrueCandidates;

/**
 * A pencil-mark picture of true candidates: each cell lists its digits (letters A=10... on large
 * grids), fixed cells carry a '*', cells still undecided after a timeout a '?'; box borders as in
 * the solution grids.
 */
final class CandidateGrid {

    private CandidateGrid() {
    }

    static String cellText(TrueCandidates tc, Cell cell) {
        int n = tc.puzzle().size();
        StringBuilder sb = new StringBuilder();
        for (int d = 1; d <= n; d++) {
            if (tc.isPossible(cell, d)) {
                sb.append(DigitCodec.encode(d));
            }
        }
        if (sb.length() == 0) {
            sb.append(tc.complete() ? "-" : "");
        }
        if (tc.isFixed(cell)) {
            sb.append('*');
        } else if (tc.undecided()[cell.index(n)] != 0) {
            sb.append('?');
        }
        return sb.toString();
    }

    static String render(TrueCandidates tc) {
        Layout layout = tc.puzzle().layout();
        int n = layout.size();
        String[] texts = new String[n * n];
        int width = 1;
        for (int i = 0; i < texts.length; i++) {
            texts[i] = cellText(tc, Cell.ofIndex(i, n));
            width = Math.max(width, texts[i].length());
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
                String t = texts[r * n + c];
                if (c > 0 || boxes) {
                    line.append(' ');
                }
                line.append(t).append(" ".repeat(width - t.length()));
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
