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

    /** The N cells seen from {@code position} (r0cC above, r(N+1)cC below, rRc0 left, rRc(N+1) right). */
    public static List<Cell> cells(Cell position, int n) {
        boolean aboveOrBelow = (position.row() == -1 || position.row() == n) && position.col() >= 0 && position.col() < n;
        boolean leftOrRight = (position.col() == -1 || position.col() == n) && position.row() >= 0 && position.row() < n;
        if (!aboveOrBelow && !leftOrRight) {
            throw new IllegalArgumentException(position + " is not beside a row or column of a " + n + "x" + n + " grid");
        }
        List<Cell> out = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            if (position.row() == -1) {
                out.add(new Cell(k, position.col()));
            } else if (position.row() == n) {
                out.add(new Cell(n - 1 - k, position.col()));
            } else if (position.col() == -1) {
                out.add(new Cell(position.row(), k));
            } else {
                out.add(new Cell(position.row(), n - 1 - k));
            }
        }
        return out;
    }
}
