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
        Layout layout = tc.puzzle().layout();
        StringBuilder sb = new StringBuilder();
        for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
            if (tc.isPossible(cell, d)) {
                sb.append(DigitCodec.encode(d));
            }
        }
        if (sb.length() == 0) {
            sb.append(tc.complete() ? "-" : "");
        }
        if (tc.isFixed(cell)) {
            sb.append('*');
        } else if (tc.undecided()[layout.index(cell)] != 0) {
            sb.append('?');
        }
        return sb.toString();
    }

    /**
     * The line that reads the letters of a grid with values of 10 and more ("  letters: A=10 B=11 ..."),
     * since the solution grids print those values as numbers; empty when every value is one digit.
     */
    static String letterKey(Layout layout) {
        if (layout.maxValue() <= 9) {
            return "";
        }
        StringBuilder sb = new StringBuilder("  letters:");
        for (int v = Math.max(10, layout.minValue()); v <= layout.maxValue(); v++) {
            sb.append(' ').append(DigitCodec.encode(v)).append('=').append(v);
        }
        return sb.append('\n').toString();
    }

    static String render(TrueCandidates tc) {
        Layout layout = tc.puzzle().layout();
        String[] texts = new String[layout.cellCount()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = cellText(tc, layout.cellAt(i));
        }
        return GridText.render(layout, texts, false);
    }
}
