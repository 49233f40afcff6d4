package dev.satdoku.rules.line;

import dev.satdoku.model.Cell;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Shape checks the line rules' records repeat in their compact constructors, for rules built by code
 * (importers, tests) rather than by the parser, which reports the same problems at the offending word.
 */
final class Lines {

    private Lines() {
    }

    /** An immutable copy of a drawn line: at least {@code minLength} cells, none twice, each touching the previous. */
    static List<Cell> line(List<Cell> cells, int minLength, String keyword) {
        List<Cell> copy = distinct(cells, keyword);
        if (copy.size() < minLength) {
            throw new IllegalArgumentException(keyword + " needs at least " + minLength + " cells, found " + copy.size());
        }
        for (int i = 1; i < copy.size(); i++) {
            if (!copy.get(i - 1).isKingAdjacent(copy.get(i))) {
                throw new IllegalArgumentException(keyword + " jumps from " + copy.get(i - 1) + " to " + copy.get(i)
                        + "; consecutive cells of a line must touch");
            }
        }
        return copy;
    }

    /** An immutable copy of a non-empty list of different cells. */
    static List<Cell> distinct(List<Cell> cells, String keyword) {
        List<Cell> copy = List.copyOf(cells);
        if (copy.isEmpty()) {
            throw new IllegalArgumentException(keyword + " needs at least one cell");
        }
        Set<Cell> seen = new HashSet<>();
        for (Cell c : copy) {
            if (!seen.add(c)) {
                throw new IllegalArgumentException(keyword + " uses " + c + " twice");
            }
        }
        return copy;
    }

    /** Cells as the native format writes them: {@code r1c1 r1c2 ...}. */
    static String join(List<Cell> cells) {
        return cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }
}
