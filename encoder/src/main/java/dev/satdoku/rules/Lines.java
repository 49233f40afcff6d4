package dev.satdoku.rules;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Cell lists of the rule records: the shape checks their compact constructors repeat for rules built
 * by code (importers, tests) rather than by the parser, which reports the same problems at the
 * offending word; writing them back; and the digits for violation messages.
 *
 * <p>Two checks of a line exist because the records have always checked differently, and rules
 * built by code keep being accepted or refused as before: {@link #touching} (thermometers, between,
 * renban, palindromes) also requires each cell to touch the previous one; {@link #line} (the modern
 * and sum lines) checks only the length and repeats, leaving touching to the parser.
 */
public final class Lines {

    private Lines() {
    }

    /**
     * An immutable copy of a drawn line: at least {@code minLength} cells, none twice, each touching the
     * previous (a step to or from an extra cell excepted, see {@link Cell#mayPrecedeOnLine}).
     */
    public static List<Cell> touching(List<Cell> cells, int minLength, String keyword) {
        List<Cell> copy = distinct(cells, keyword);
        if (copy.size() < minLength) {
            throw new IllegalArgumentException(keyword + " needs at least " + minLength + " cells, found " + copy.size());
        }
        for (int i = 1; i < copy.size(); i++) {
            if (!copy.get(i - 1).mayPrecedeOnLine(copy.get(i))) {
                throw new IllegalArgumentException(keyword + " jumps from " + copy.get(i - 1) + " to " + copy.get(i)
                        + "; consecutive cells of a line must touch");
            }
        }
        return copy;
    }

    /** An immutable copy of a line of at least {@code minLength} cells, none twice (whether they touch is the parser's check). */
    public static List<Cell> line(List<Cell> cells, int minLength, String keyword) {
        if (cells.size() < minLength) {
            throw new IllegalArgumentException(keyword + " needs at least " + minLength + " cells, found " + cells.size());
        }
        if (cells.stream().distinct().count() != cells.size()) {
            throw new IllegalArgumentException(keyword + " uses a cell twice");
        }
        return List.copyOf(cells);
    }

    /** An immutable copy of a non-empty list of different cells. */
    public static List<Cell> distinct(List<Cell> cells, String keyword) {
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

    /** Cells as the native format writes them: {@code r1c1 r1c2 ...}, in order. */
    public static String join(List<Cell> cells) {
        return cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }

    /** "r1c1=3 r1c2=8", for violation messages. */
    public static String digits(List<Cell> cells, Solution s) {
        return cells.stream().map(c -> c + "=" + s.digit(c)).collect(Collectors.joining(" "));
    }

    /** The sum of the cells' digits in a solution. */
    public static int sum(List<Cell> cells, Solution s) {
        return cells.stream().mapToInt(s::digit).sum();
    }
}
