package dev.satdoku.cli;

import dev.satdoku.format.GridText;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.sat.TrueCandidates;
import dev.satdoku.syntax.DigitCodec;

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
        for (int i = 0; i < texts.length; i++) {
            texts[i] = cellText(tc, Cell.ofIndex(i, n));
        }
        return GridText.render(layout, texts, false);
    }
}
