package dev.satdoku.rules.shading;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import java.util.List;

/** The check side of the snake and loop rules: read from a solution's shading directly, sharing nothing with their clauses. */
final class ShadedPaths {

    private ShadedPaths() {
    }

    /** Why the shading is no single non-empty connected path of this kind ("snake", "loop") at all, or null. */
    static String notOnePiece(Solution s, String what) {
        if (!s.hasShading()) {
            return "the solution gives no shading (write it after the digits: shading followed by # or W for shaded, . or L for unshaded)";
        }
        List<Cell> parts = YinYang.areaStarts(s, true);
        if (parts.isEmpty()) {
            return "no cell is shaded, so there is no " + what;
        }
        if (parts.size() > 1) {
            return "the " + what + " is in " + parts.size() + " pieces (" + parts.get(0) + " and " + parts.get(1) + " are not connected)";
        }
        return null;
    }

    /** How many of the cell's orthogonal neighbours are shaded. */
    static int shadedNeighbours(Solution s, Cell c) {
        int count = 0;
        for (Cell next : List.of(c.plus(-1, 0), c.plus(1, 0), c.plus(0, -1), c.plus(0, 1))) {
            if (s.layout().contains(next) && s.shaded(next)) {
                count++;
            }
        }
        return count;
    }
}
