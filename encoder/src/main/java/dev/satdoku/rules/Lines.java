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
 * <p>A line is an ordered list of different cells; consecutive cells need not touch, since every
 * line rule is stated over its list (a renban's set, a whisper's consecutive pairs) and the tools
 * puzzles come from draw lines that jump.
 */
public final class Lines {

    private Lines() {
    }

    /** An immutable copy of a line: at least {@code minLength} cells, none twice. */
    public static List<Cell> line(List<Cell> cells, int minLength, String keyword) {
        List<Cell> copy = distinct(cells, keyword);
        if (copy.size() < minLength) {
            throw new IllegalArgumentException(keyword + " needs at least " + minLength + " cells, found " + copy.size());
        }
        return copy;
    }

    /**
     * An immutable copy of a line or a loop: a loop is written with its first cell again at the end and
     * has at least three different cells (see {@link #isLoop}); otherwise as {@link #line}.
     */
    public static List<Cell> lineOrLoop(List<Cell> cells, int minLength, String keyword) {
        if (isLoop(cells)) {
            distinct(cells.subList(0, cells.size() - 1), keyword);
            return List.copyOf(cells);
        }
        return line(cells, minLength, keyword);
    }

    /** Whether the cells close on themselves: at least three different cells, then the first again. */
    public static boolean isLoop(List<Cell> cells) {
        return cells.size() >= 4 && cells.get(0).equals(cells.get(cells.size() - 1));
    }

    /**
     * The cells in the order a window of {@code window} consecutive cells slides over them: the line
     * itself, or for a loop the loop followed by its first {@code window - 2} cells once more, so that
     * every window going round the loop (also those across the closing point) appears once.
     */
    public static List<Cell> aroundLoop(List<Cell> line, int window) {
        if (!isLoop(line) || window <= 2) {
            return line;
        }
        List<Cell> out = new java.util.ArrayList<>(line);
        int distinct = line.size() - 1;
        for (int i = 1; i <= window - 2; i++) {
            out.add(line.get(i % distinct));
        }
        return List.copyOf(out);
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
