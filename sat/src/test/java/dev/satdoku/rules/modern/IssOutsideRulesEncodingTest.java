package dev.satdoku.rules.modern;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hidden skyscraper and numbered room CNFs, alone, admit exactly the assignments of a full row or
 * column that their checks accept (digits may repeat: no houses), from every side and for every clue
 * value, under the at-most-one and cell encodings.
 */
class IssOutsideRulesEncodingTest {

    private static final Layout FOUR = Layout.standard(4);

    private static List<Cell> row(int r, int n) {
        List<Cell> out = new ArrayList<>();
        for (int c = 1; c <= n; c++) {
            out.add(Cell.of1(r, c));
        }
        return out;
    }

    private static List<Cell> column(int c, int n) {
        List<Cell> out = new ArrayList<>();
        for (int r = 1; r <= n; r++) {
            out.add(Cell.of1(r, c));
        }
        return out;
    }

    private static void exact(Layout layout, Rule rule, List<Cell> scope) {
        RuleEquivalence.assertExact(layout, List.of(rule), scope, RuleEquivalence.amoVariants());
    }

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
        RuleEquivalence.assertExact(FOUR, List.of(new NumberedRoom(3, Cell.of1(2, 0)), new HiddenSkyscraper(2, Cell.of1(2, 5))),
                row(2, 4), RuleEquivalence.amoVariants());
    }
}
