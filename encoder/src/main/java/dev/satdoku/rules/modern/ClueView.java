package dev.satdoku.rules.modern;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * The row or column a clue outside the grid looks along, nearest cell first, as the checks of
 * outside clues read it. The clause generators use {@link Sightline} instead; the two are written
 * separately (this one counts the k-th cell from the clue's side, that one steps from the position)
 * so that a wrong direction in either cannot hide behind the other.
 */
public final class ClueView {

    private ClueView() {
    }

    /** The cells seen from {@code position} (r0cC above, r(R+1)cC below, rRc0 left, rRc(C+1) right) of an R x C grid. */
    public static List<Cell> cells(Cell position, int rows, int cols) {
        boolean aboveOrBelow = (position.row() == -1 || position.row() == rows) && position.col() >= 0 && position.col() < cols;
        boolean leftOrRight = (position.col() == -1 || position.col() == cols) && position.row() >= 0 && position.row() < rows;
        if (!aboveOrBelow && !leftOrRight) {
            throw new IllegalArgumentException(position + " is not beside a row or column of a " + rows + "x" + cols + " grid");
        }
        int length = aboveOrBelow ? rows : cols;
        List<Cell> out = new ArrayList<>(length);
        for (int k = 0; k < length; k++) {
            if (position.row() == -1) {
                out.add(new Cell(k, position.col()));
            } else if (position.row() == rows) {
                out.add(new Cell(rows - 1 - k, position.col()));
            } else if (position.col() == -1) {
                out.add(new Cell(position.row(), k));
            } else {
                out.add(new Cell(position.row(), cols - 1 - k));
            }
        }
        return out;
    }
}
