package dev.satdoku.rules.modern;

import dev.satdoku.model.Cell;
import java.util.List;
import java.util.stream.Collectors;

/** Writing cell lists back in the native format (one word per cell, in line order). */
final class CellText {

    private CellText() {
    }

    static String join(List<Cell> cells) {
        return cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }

    /** The digits of the cells as "r1c1=3 r1c2=8", for violation messages. */
    static String digits(List<Cell> cells, dev.satdoku.model.Solution s) {
        return cells.stream().map(c -> c + "=" + s.digit(c)).collect(Collectors.joining(" "));
    }

    /** Rejects lines too short to carry the rule; the parser reports the same with a position. */
    static List<Cell> line(List<Cell> cells, String rule) {
        if (cells.size() < 2) {
            throw new IllegalArgumentException(rule + " needs at least 2 cells, found " + cells.size());
        }
        if (cells.stream().distinct().count() != cells.size()) {
            throw new IllegalArgumentException(rule + " uses a cell twice");
        }
        return List.copyOf(cells);
    }
}
