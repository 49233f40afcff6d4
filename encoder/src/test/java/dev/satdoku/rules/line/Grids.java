package dev.satdoku.rules.line;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import java.util.List;
import java.util.stream.Stream;

/** Small fixtures for the line rules' parse tests. */
final class Grids {

    private Grids() {
    }

    /** A valid 4x4 sudoku: 1234 / 3412 / 2143 / 4321. */
    static final String GRID4 = "1234341221434321";

    static Solution solution(String digits) {
        int n = (int) Math.round(Math.sqrt(digits.length()));
        return Solution.ofDigits(Layout.standard(n), digits.chars().map(c -> c - '0').toArray());
    }

    /** The grid with one cell changed. */
    static Solution with(String digits, Cell cell, int digit) {
        int n = (int) Math.round(Math.sqrt(digits.length()));
        char[] chars = digits.toCharArray();
        chars[cell.index(n)] = (char) ('0' + digit);
        return solution(new String(chars));
    }

    static List<Cell> cells(String... refs) {
        return Stream.of(refs).map(r -> {
            String[] rc = r.substring(1).split("c");
            return Cell.of1(Integer.parseInt(rc[0]), Integer.parseInt(rc[1]));
        }).toList();
    }

    static Cell cell(String ref) {
        return cells(ref).get(0);
    }
}
