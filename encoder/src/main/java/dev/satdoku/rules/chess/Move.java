package dev.satdoku.rules.chess;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * A chess piece's step, as the set of offsets that lead to a cell sharing neither row nor column.
 * Only forward offsets (down, or along the row to the right) are listed so each pair of cells is
 * found once. The king's orthogonal steps are left out on purpose: such cells share a row or a
 * column, which always holds distinct digits, so repeating that constraint would add nothing.
 */
public enum Move {

    KING("antiking", "a king's move", new int[][] {{1, -1}, {1, 1}}),
    KNIGHT("antiknight", "a knight's move", new int[][] {{1, -2}, {1, 2}, {2, -1}, {2, 1}});

    private final String keyword;
    private final String phrase;
    private final int[][] offsets;

    Move(String keyword, String phrase, int[][] offsets) {
        this.keyword = keyword;
        this.phrase = phrase;
        this.offsets = offsets;
    }

    public String keyword() {
        return keyword;
    }

    public String phrase() {
        return phrase;
    }

    /** Every unordered pair of cells this move apart on an R x C grid, each once. */
    public List<Cell[]> pairs(int rows, int cols) {
        List<Cell[]> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                Cell from = new Cell(r, c);
                for (int[] o : offsets) {
                    Cell to = from.plus(o[0], o[1]);
                    if (to.inside(rows, cols)) {
                        out.add(new Cell[] {from, to});
                    }
                }
            }
        }
        return out;
    }
}
