package dev.satdoku.rules.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.satdoku.model.Cell;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * The two readings of an outside clue's row or column, each on its own: Sightline (clause generators)
 * and ClueView (checks). Each is held to the positions' written meaning, so agreeing with each other is
 * not enough.
 */
class SightlineTest {

    private static final List<BiFunction<Cell, Integer, List<Cell>>> READINGS = List.of((c, n) -> Sightline.from(c, n, n), (c, n) -> ClueView.cells(c, n, n));

    @Test
    void eachSideReadsFromTheNearestCell() {
        for (BiFunction<Cell, Integer, List<Cell>> seen : READINGS) {
            assertEquals("[r1c2, r2c2, r3c2, r4c2]", seen.apply(Cell.of1(0, 2), 4).toString(), "above column 2, downwards");
            assertEquals("[r4c3, r3c3, r2c3, r1c3]", seen.apply(Cell.of1(5, 3), 4).toString(), "below column 3, upwards");
            assertEquals("[r2c1, r2c2, r2c3, r2c4]", seen.apply(Cell.of1(2, 0), 4).toString(), "left of row 2, rightwards");
            assertEquals("[r4c4, r4c3, r4c2, r4c1]", seen.apply(Cell.of1(4, 5), 4).toString(), "right of row 4, leftwards");
        }
    }

    @Test
    void positionsNotBesideALineAreRefused() {
        for (BiFunction<Cell, Integer, List<Cell>> seen : READINGS) {
            assertThrows(IllegalArgumentException.class, () -> seen.apply(Cell.of1(2, 2), 4), "inside the grid");
        }
        for (BiFunction<Cell, Integer, List<Cell>> seen : READINGS) {
            assertThrows(IllegalArgumentException.class, () -> seen.apply(Cell.of1(0, 0), 4), "a corner");
            assertThrows(IllegalArgumentException.class, () -> seen.apply(Cell.of1(0, 7), 4), "beyond the last column");
            assertThrows(IllegalArgumentException.class, () -> seen.apply(Cell.of1(7, 2), 4), "two rows below");
        }
    }
}
