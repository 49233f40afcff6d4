package dev.satdoku.rules.shading;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.modern.NumberedRoom;
import dev.satdoku.rules.shading.ShadingCondition.Quantifier;
import dev.satdoku.sat.ShadingEquivalence;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Snakes, loops and required conditions, alone: over every shading of small grids (digits free),
 * the CNF admits exactly the shadings their checks (flood fills and neighbour counts) accept, under
 * each connectivity encoding.
 */
class SnakeLoopEncodingTest {

    private static final List<EncodingOptions> CONNECTIVITY = ShadingRulesEncodingTest.CONNECTIVITY;

    private static List<Cell> all(int rows, int cols) {
        List<Cell> out = new ArrayList<>();
        for (int i = 0; i < rows * cols; i++) {
            out.add(Cell.ofIndex(i, cols));
        }
        return out;
    }

    private static int exact(Layout layout, Rule... rules) {
        return ShadingEquivalence.assertExact(layout, List.of(rules), List.of(), all(layout.rows(), layout.cols()), CONNECTIVITY);
    }

    @Test
    void snakesOnEveryShadingOfSmallGrids() {
        // Induced paths of a 2x2 grid: 4 single cells, 4 dominoes, 4 L-trominoes.
        assertEquals(12, exact(Layout.none(2), new Snake(null, null)));
        for (int n = 3; n <= 4; n++) {
            Layout grid = Layout.none(n);
            int any = exact(grid, new Snake(null, null));
            int fromCorner = exact(grid, new Snake(Cell.of1(1, 1), null));
            int between = exact(grid, new Snake(Cell.of1(1, 1), Cell.of1(n, n)));
            assertEquals(between, exact(grid, new Snake(null, Cell.of1(1, 1)), new Snake(Cell.of1(n, n), null)), "to and from are ends alike");
            assertEquals(true, any > fromCorner && fromCorner > between && between > 0, n + ": " + any + " " + fromCorner + " " + between);
        }
    }

    @Test
    void loopsOnEveryShadingOfSmallGrids() {
        // A 3x3 grid holds the four 2x2 squares and the ring of eight cells.
        assertEquals(5, exact(Layout.none(3), new Loop(false)));
        assertEquals(5, exact(Layout.none(3), new Loop(true)));
        for (int n = 4; n <= 4; n++) {
            int loose = exact(Layout.none(n), new Loop(false));
            int apart = exact(Layout.none(n), new Loop(true));
            assertEquals(true, loose > apart && apart > 0, n + ": " + loose + " " + apart);
        }
        assertEquals(0, exact(Layout.none(1), new Loop(false)), "no loop fits in one cell");
    }

    @Test
    void numberedRoomsCountingShadedCellsFromEverySide() {
        Layout four = Layout.standard(4);
        List<Cell> row = List.of(Cell.of1(2, 1), Cell.of1(2, 2), Cell.of1(2, 3), Cell.of1(2, 4));
        List<Cell> column = List.of(Cell.of1(1, 3), Cell.of1(2, 3), Cell.of1(3, 3), Cell.of1(4, 3));
        for (int value = 1; value <= 4; value++) {
            for (Cell clue : List.of(Cell.of1(2, 0), Cell.of1(2, 5))) {
                int accepted = ShadingEquivalence.assertExact(four, List.of(new NumberedRoom(value, clue, true)), row, row, CONNECTIVITY);
                assertEquals(true, accepted > 0 && accepted < 256 * 16, clue + " " + accepted);
            }
            for (Cell clue : List.of(Cell.of1(0, 3), Cell.of1(5, 3))) {
                ShadingEquivalence.assertExact(four, List.of(new NumberedRoom(value, clue, true)), column, column, CONNECTIVITY);
            }
        }
    }

    @Test
    void requiredConditionsWithASnake() {
        Layout four = Layout.none(4);
        Rule box = new Require(new ShadingCondition(Quantifier.SOME, true, List.of(Cell.of1(3, 3), Cell.of1(3, 4), Cell.of1(4, 3), Cell.of1(4, 4))));
        Rule notAll = new Require(new NotCondition(new ShadingCondition(Quantifier.ALL, false, List.of(Cell.of1(1, 4), Cell.of1(4, 1)))));
        int snakes = exact(four, new Snake(Cell.of1(1, 1), null));
        int visiting = exact(four, new Snake(Cell.of1(1, 1), null), box, notAll);
        assertEquals(true, snakes > visiting && visiting > 0, snakes + " " + visiting);
    }
}
