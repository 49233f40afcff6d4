package dev.satdoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The one set of cell-list helpers of the rule records: which shapes each check accepts, and what it
 * says about the others (the messages the three former copies gave).
 */
class LinesTest {

    private static final Cell A = new Cell(0, 0);
    private static final Cell B = new Cell(0, 1);
    private static final Cell C = new Cell(1, 2);
    private static final Cell FAR = new Cell(5, 5);

    @Test
    void aLineIsAnyOrderedListOfDifferentCells() {
        assertEquals(List.of(A, B, FAR), Lines.line(List.of(A, B, FAR), 2, "thermo"), "consecutive cells need not touch");
        List<Cell> cells = new ArrayList<>(List.of(A, B, C));
        List<Cell> line = Lines.line(cells, 2, "thermo");
        cells.clear();
        assertEquals(List.of(A, B, C), line, "a copy, not a view");
    }

    @Test
    void aLineRefusesARepeatAndAShortLine() {
        assertEquals("renban uses r1c1 twice",
                assertThrows(IllegalArgumentException.class, () -> Lines.line(List.of(A, B, A), 2, "renban")).getMessage());
        assertEquals("between needs at least 3 cells, found 2",
                assertThrows(IllegalArgumentException.class, () -> Lines.line(List.of(A, B), 3, "between")).getMessage());
        assertEquals("thermo needs at least one cell",
                assertThrows(IllegalArgumentException.class, () -> Lines.line(List.of(), 2, "thermo")).getMessage());
    }

    @Test
    void lineChecksLengthAndRepeats() {
        assertEquals(List.of(A, FAR), Lines.line(List.of(A, FAR), 2, "whisper"));
        assertEquals("whisper needs at least 2 cells, found 1",
                assertThrows(IllegalArgumentException.class, () -> Lines.line(List.of(A), 2, "whisper")).getMessage());
        assertEquals("zipper uses r1c1 twice",
                assertThrows(IllegalArgumentException.class, () -> Lines.line(List.of(A, B, A), 2, "zipper")).getMessage());
    }

    @Test
    void distinctRefusesEmptyListsAndRepeats() {
        assertEquals(List.of(FAR, A), Lines.distinct(List.of(FAR, A), "minimum"));
        assertThrows(IllegalArgumentException.class, () -> Lines.distinct(List.of(), "clone"));
        assertEquals("clone uses r6c6 twice",
                assertThrows(IllegalArgumentException.class, () -> Lines.distinct(List.of(FAR, FAR), "clone")).getMessage());
    }

    @Test
    void joinWritesCellsInOrder() {
        assertEquals("r2c3 r1c1 r1c2", Lines.join(List.of(C, A, B)));
    }
}
