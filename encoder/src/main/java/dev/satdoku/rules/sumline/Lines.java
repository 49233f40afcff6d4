package dev.satdoku.rules.sumline;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import java.util.List;
import java.util.stream.Collectors;

/** Cell lists of the sum-line rules: validation for rules built by code, writing, messages. */
final class Lines {

    private Lines() {
    }

    /** Rejects lines the parser would reject (too short, a repeated cell); the parser says where. */
    static List<Cell> line(List<Cell> cells, int minLength, String rule) {
        if (cells.size() < minLength) {
            throw new IllegalArgumentException(rule + " needs at least " + minLength + " cells, found " + cells.size());
        }
        if (cells.stream().distinct().count() != cells.size()) {
            throw new IllegalArgumentException(rule + " uses a cell twice");
        }
        return List.copyOf(cells);
    }

    static String join(List<Cell> cells) {
        return cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }

    /** "r1c1=3 r1c2=8", for violation messages. */
    static String digits(List<Cell> cells, Solution s) {
        return cells.stream().map(c -> c + "=" + s.digit(c)).collect(Collectors.joining(" "));
    }

    static int sum(List<Cell> cells, Solution s) {
        return cells.stream().mapToInt(s::digit).sum();
    }
}
