package dev.satdoku.check;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.List;

/**
 * The independent rule checker. It judges a solution by looking at its digits: ranges, givens,
 * rows, columns and regions (computed here with plain loops, not taken from the encoder's house
 * list), named variables, and each rule's own {@link Rule#violation} check. It shares no code with
 * the CNF encoder, so every grid the tool prints is confirmed by a second, simpler implementation.
 */
public final class Checker {

    private Checker() {
    }

    public static boolean isValid(Puzzle puzzle, Solution solution) {
        return check(puzzle, solution).isEmpty();
    }

    /** All violations, the basic ones (range, givens, houses) first. */
    public static List<Violation> check(Puzzle puzzle, Solution solution) {
        List<Violation> out = new ArrayList<>();
        Layout layout = puzzle.layout();
        int rows = layout.rows();
        int cols = layout.cols();
        Layout given = solution.layout();
        if (given.rows() != rows || given.cols() != cols) {
            out.add(new Violation("size", null, "solution is " + given.rows() + "x" + given.cols() + ", puzzle is " + rows + "x" + cols));
            return out;
        }
        int min = layout.minValue();
        int max = layout.maxValue();
        boolean complete = true;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int d = solution.digit(r, c);
                if (d < min || d > max) {
                    complete = false;
                    out.add(new Violation("digits", null, new Cell(r, c) + (d == Solution.MISSING ? " is empty"
                            : " holds " + d + ", outside " + min + ".." + max)));
                }
            }
        }
        if (!complete) {
            return out;
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                Cell cell = new Cell(r, c);
                int g = puzzle.given(cell);
                if (g != Puzzle.EMPTY && solution.digit(cell) != g) {
                    Origin at = puzzle.givenOrigin(cell);
                    out.add(new Violation("given", at, cell + " is given as " + g + " but holds " + solution.digit(cell)));
                }
            }
        }
        // A raw grid has no row or column rule; otherwise each row and column holds a value at most
        // once (every value only when it has one cell per value, which at-most-once then implies).
        if (!layout.isRaw()) {
            for (int r = 0; r < rows; r++) {
                List<Cell> cells = new ArrayList<>();
                for (int c = 0; c < cols; c++) {
                    cells.add(new Cell(r, c));
                }
                distinct(out, "row", "row " + (r + 1), cells, solution);
            }
            for (int c = 0; c < cols; c++) {
                List<Cell> cells = new ArrayList<>();
                for (int r = 0; r < rows; r++) {
                    cells.add(new Cell(r, c));
                }
                distinct(out, "column", "column " + (c + 1), cells, solution);
            }
        }
        for (int g = 0; g < layout.regionCount(); g++) {
            List<Cell> cells = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    if (layout.regionOf(new Cell(r, c)) == g) {
                        cells.add(new Cell(r, c));
                    }
                }
            }
            distinct(out, "region", layout.regionName(g), cells, solution);
        }
        for (ExtraCell v : puzzle.extraCells()) {
            Integer value = solution.variable(v.name());
            if (value == null) {
                out.add(new Violation("extra cell", v.origin(), v.name() + " has no value"));
            } else if (value < v.min() || value > v.max()) {
                out.add(new Violation("extra cell", v.origin(), v.name() + " = " + value + " is outside " + v.min() + ".." + v.max()));
            }
        }
        for (int i = 0; i < puzzle.rules().size(); i++) {
            Rule rule = puzzle.rules().get(i);
            String problem;
            try {
                problem = rule.violation(solution, puzzle.rules());
            } catch (RuntimeException e) {
                problem = "could not be checked: " + e;
            }
            if (problem != null) {
                out.add(new Violation(rule.keyword(), puzzle.ruleOrigins().get(i), problem));
            }
        }
        return out;
    }

    private static void distinct(List<Violation> out, String kind, String name, List<Cell> cells, Solution s) {
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                if (s.digit(cells.get(i)) == s.digit(cells.get(j))) {
                    out.add(new Violation(kind, null, name + " holds " + s.digit(cells.get(i)) + " twice (" + cells.get(i)
                            + " and " + cells.get(j) + ")"));
                    return;
                }
            }
        }
    }
}
