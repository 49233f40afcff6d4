package dev.satdoku.rules.modern;

import static dev.satdoku.rules.modern.OutsideClues.FOUR;
import static dev.satdoku.rules.modern.OutsideClues.column;
import static dev.satdoku.rules.modern.OutsideClues.exact;
import static dev.satdoku.rules.modern.OutsideClues.row;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hidden skyscraper and numbered room CNFs, alone, admit exactly the assignments of a full row or
 * column that their checks accept (digits may repeat: no houses), from every side and for every clue
 * value, under the at-most-one and cell encodings.
 */
class IssOutsideRulesEncodingTest {

    @Test
    void hiddenSkyscraperFromEverySideOfA4x4() {
        for (int value = 1; value <= 4; value++) {
            exact(FOUR, new HiddenSkyscraper(value, Cell.of1(0, 2)), column(2, 4));
            exact(FOUR, new HiddenSkyscraper(value, Cell.of1(5, 3)), column(3, 4));
            exact(FOUR, new HiddenSkyscraper(value, Cell.of1(2, 0)), row(2, 4));
            exact(FOUR, new HiddenSkyscraper(value, Cell.of1(4, 5)), row(4, 4));
        }
    }

    @Test
    void hiddenSkyscraperOnA5x5Row() {
        for (int value : new int[] {1, 3, 5}) {
            exact(Layout.standard(5), new HiddenSkyscraper(value, Cell.of1(3, 6)), row(3, 5));
        }
    }

    @Test
    void numberedRoomFromEverySideOfA4x4() {
        for (int value = 1; value <= 4; value++) {
            exact(FOUR, new NumberedRoom(value, Cell.of1(0, 1)), column(1, 4));
            exact(FOUR, new NumberedRoom(value, Cell.of1(5, 4)), column(4, 4));
            exact(FOUR, new NumberedRoom(value, Cell.of1(3, 0)), row(3, 4));
            exact(FOUR, new NumberedRoom(value, Cell.of1(1, 5)), row(1, 4));
        }
    }

    @Test
    void twoCluesOnOneRow() {
        exact(FOUR, List.of(new NumberedRoom(3, Cell.of1(2, 0)), new HiddenSkyscraper(2, Cell.of1(2, 5))), row(2, 4));
    }
}
