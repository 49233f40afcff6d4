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
 * Skyscraper and indexer CNFs, alone, admit exactly the assignments of a full row, column or box that
 * their checks accept (digits may repeat: no houses), under every at-most-one encoding.
 */
class OutsideRulesEncodingTest {

    private static final Layout SIX = Layout.standard(6);

    @Test
    void skyscraperFromEverySideOfA4x4() {
        for (int count = 1; count <= 4; count++) {
            exact(FOUR, new Skyscraper(count, Cell.of1(0, 2)), column(2, 4));
            exact(FOUR, new Skyscraper(count, Cell.of1(5, 3)), column(3, 4));
            exact(FOUR, new Skyscraper(count, Cell.of1(2, 0)), row(2, 4));
            exact(FOUR, new Skyscraper(count, Cell.of1(4, 5)), row(4, 4));
        }
    }

    @Test
    void skyscraperOnA6x6Column() {
        for (int count : new int[] {1, 3, 6}) {
            exact(SIX, new Skyscraper(count, Cell.of1(7, 5)), column(5, 6));
        }
    }

    @Test
    void twoSkyscrapersOnOneRow() {
        exact(FOUR, List.of(new Skyscraper(2, Cell.of1(1, 0)), new Skyscraper(3, Cell.of1(1, 5))), row(1, 4));
    }

    @Test
    void columnIndexerOnAFullRow() {
        exact(FOUR, new Indexer(Indexer.Kind.COLUMN, row(3, 4)), row(3, 4));
        exact(SIX, new Indexer(Indexer.Kind.COLUMN, row(2, 6)), row(2, 6));
        exact(SIX, new Indexer(Indexer.Kind.COLUMN, List.of(Cell.of1(2, 1), Cell.of1(2, 5))), row(2, 6));
    }

    @Test
    void rowIndexerOnAFullColumn() {
        exact(FOUR, new Indexer(Indexer.Kind.ROW, column(2, 4)), column(2, 4));
        exact(SIX, new Indexer(Indexer.Kind.ROW, column(6, 6)), column(6, 6));
    }

    @Test
    void boxIndexerOnAFullBox() {
        exact(FOUR, new Indexer(Indexer.Kind.BOX, List.of(Cell.of1(3, 3), Cell.of1(3, 4), Cell.of1(4, 3), Cell.of1(4, 4))),
                List.of(Cell.of1(3, 3), Cell.of1(3, 4), Cell.of1(4, 3), Cell.of1(4, 4)));
        // 2x3 boxes: positions run 1 2 3 / 4 5 6, so box rows and columns must not be confused.
        List<Cell> box = List.of(Cell.of1(3, 4), Cell.of1(3, 5), Cell.of1(3, 6), Cell.of1(4, 4), Cell.of1(4, 5), Cell.of1(4, 6));
        exact(SIX, new Indexer(Indexer.Kind.BOX, box), box);
        exact(Layout.boxes(6, 3, 2), new Indexer(Indexer.Kind.BOX, List.of(Cell.of1(1, 1), Cell.of1(3, 2))),
                List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(2, 1), Cell.of1(2, 2), Cell.of1(3, 1), Cell.of1(3, 2)));
    }
}
