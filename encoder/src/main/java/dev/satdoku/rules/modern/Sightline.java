package dev.satdoku.rules.modern;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * The cells seen from an outside position, nearest first: from {@code r0cC} down column C, from
 * {@code r(N+1)cC} up it, from {@code rRc0} along row R to the right, from {@code rRc(N+1)} to the
 * left. The position is stored as written; the direction needs the grid size, so it is resolved here.
 */
public final class Sightline {

    private Sightline() {
    }

    /** The cells seen from an outside position beside a row or column of an R x C grid, nearest first. */
    public static List<Cell> from(Cell pos, int rows, int cols) {
        boolean rowOut = pos.row() == -1 || pos.row() == rows;
        boolean colOut = pos.col() == -1 || pos.col() == cols;
        boolean rowIn = pos.row() >= 0 && pos.row() < rows;
        boolean colIn = pos.col() >= 0 && pos.col() < cols;
        if (!(rowOut && colIn || colOut && rowIn)) {
            throw new IllegalArgumentException(pos + " is not a position beside a row or column of a " + rows + "x" + cols + " grid");
        }
        int dr = pos.row() == -1 ? 1 : pos.row() == rows ? -1 : 0;
        int dc = pos.col() == -1 ? 1 : pos.col() == cols ? -1 : 0;
        List<Cell> cells = new ArrayList<>(Math.max(rows, cols));
        for (Cell c = pos.plus(dr, dc); c.inside(rows, cols); c = c.plus(dr, dc)) {
            cells.add(c);
        }
        return cells;
    }
}
