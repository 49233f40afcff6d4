package dev.satdoku.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeParser;
import dev.satdoku.format.NativeWriter;
import dev.satdoku.rules.count.ConnectedValues;
import dev.satdoku.syntax.InputException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Boards of extra cells: places inside a board of their own, neighbours only there, read and written back. */
class ExtraCellBoardsTest {

    private static final String HEAD = "size 4\ngivens ................\nvar B1 B2 B3 B4 B5 B6 C1 C2 1..4\n";

    private static Puzzle parse(String lines) {
        return NativeParser.parse(HEAD + lines + "\n", "test");
    }

    @Test
    void cellsTouchInsideTheirBoardOnly() {
        Cell b11 = Cell.onBoard("B1", "B", 0, 0);
        Cell b12 = Cell.onBoard("B2", "B", 0, 1);
        Cell b22 = Cell.onBoard("B5", "B", 1, 1);
        Cell c12 = Cell.onBoard("C2", "C", 0, 1);
        assertTrue(b11.isOrthogonallyAdjacent(b12));
        assertFalse(b11.isOrthogonallyAdjacent(b22));
        assertTrue(b11.isKingAdjacent(b22));
        // Another board at the same row and column, the grid cell at the same numbers, a cell on no board.
        assertFalse(b11.isOrthogonallyAdjacent(Cell.onBoard("C1", "C", 0, 1)));
        assertFalse(b12.isKingAdjacent(c12) || c12.isKingAdjacent(b12));
        assertFalse(b11.isOrthogonallyAdjacent(new Cell(0, 1)) || new Cell(0, 1).isOrthogonallyAdjacent(b11));
        assertFalse(b11.isOrthogonallyAdjacent(Cell.extra("X")) || Cell.extra("X").isOrthogonallyAdjacent(b11));
        // A place on a board is not a place on the grid, and does not change which cell it is.
        assertThrows(Cell.NoPlaceException.class, b12::row);
        assertThrows(Cell.NoPlaceException.class, () -> Cell.extra("X").boardRow());
        assertEquals(Cell.extra("B2"), b12);
        assertEquals(Cell.extra("B2").hashCode(), b12.hashCode());
        assertEquals(1, b12.boardCol());
    }

    @Test
    void aBoardLineLaysDeclaredCellsOutInReadingOrderAndIsWrittenBack() {
        Puzzle p = parse("board B 2x3 B1 B2 B3 B4 B5 B6\nboard C 1x2 C1 C2\nconnectedvalues 1 2 size=3 board=B");
        Cell b5 = p.extraCell("B5").cell();
        assertEquals("B", b5.board());
        assertEquals(1, b5.boardRow());
        assertEquals(1, b5.boardCol());
        assertEquals("C", p.extraCell("C2").cell().board());
        ConnectedValues cv = (ConnectedValues) p.rules().get(0);
        assertEquals("B", cv.board());
        assertEquals(6, cv.area().size());
        String written = NativeWriter.write(p);
        assertTrue(written.contains("board B 2x3 B1 B2 B3 B4 B5 B6\n"), written);
        assertTrue(written.contains("connectedvalues 1 2 size=3 board=B\n"), written);
        Puzzle again = NativeParser.parse(written, "again");
        assertEquals(p, again);
        assertEquals(b5.boardRow(), again.extraCell("B5").cell().boardRow());
        // A short last row, as ISS lays a count of cells out in rows of the grid's width.
        assertEquals(1, parse("board B 2x4 B1 B2 B3 B4 B5 B6").extraCell("B6").cell().boardCol());
    }

    @Test
    void badBoardsAreRefusedAtTheWord() {
        assertError("board B 2x2 B1 B2", "4:9", "a 2x2 board holds 3 to 4 cells");
        assertError("board B 2x2 B1 B2 B3 B4 B5", "4:9", "holds 3 to 4 cells");
        assertError("board B 1x2 B1 Q", "4:16", "'Q' is not a declared extra cell");
        assertError("board B 1x2 B1 B2\nboard C 1x2 B2 C1", "5:13", "B2 is already on board B");
        assertError("board B 1x2 B1 B2\nboard B 1x2 C1 C2", "5:7", "board B is declared twice");
        assertError("board B two B1 B2", "4:9", "expected 'board NAME ROWSxCOLUMNS CELL...'");
        assertError("connectedvalues 1 board=Q", "4:19", "no board of extra cells named Q");
        assertError("board B 1x2 B1 B2\nconnectedvalues 1 size=3 board=B", "5:19", "size 3 is impossible here (must be 1..2)");
    }

    private static void assertError(String lines, String at, String fragment) {
        InputException e = assertThrows(InputException.class, () -> parse(lines));
        assertTrue(e.getMessage().contains("test:" + at + ":") && e.getMessage().contains(fragment), e.getMessage());
    }

    @Test
    void connectedValuesOnABoardChecksTheBoardsOwnAdjacency() {
        Puzzle p = parse("board B 2x3 B1 B2 B3 B4 B5 B6\nconnectedvalues 1 board=B");
        ConnectedValues cv = (ConnectedValues) p.rules().get(0);
        // B1 B2 / B5: B2 and B5 touch inside the board.
        assertNull(cv.violation(solution(p, Map.of("B1", 1, "B2", 1, "B5", 1))));
        // B1 and B3 are two apart on the board (B2 between them), whatever the grid holds.
        String apart = cv.violation(solution(p, Map.of("B1", 1, "B3", 1)));
        assertTrue(apart != null && apart.contains("not connected"), apart);
        // B3 and B4 follow each other by name but B3 ends the first row and B4 starts the second.
        assertTrue(cv.violation(solution(p, Map.of("B3", 1, "B4", 1))) != null);
        String none = cv.violation(solution(p, Map.of()));
        assertTrue(none != null && none.contains("no cell of board B"), none);
    }

    /** A solution whose grid is all 1s (so the grid says nothing), the board cells named holding their values, the rest 2. */
    private static Solution solution(Puzzle p, Map<String, Integer> values) {
        int[] digits = new int[16];
        Arrays.fill(digits, 1);
        Map<String, Integer> all = new HashMap<>();
        for (ExtraCell x : p.extraCells()) {
            all.put(x.name(), values.getOrDefault(x.name(), 2));
        }
        return new Solution(p.layout(), digits, all, null);
    }

    @Test
    void aCellOnNoBoardKeepsNoGeometry() {
        Puzzle p = parse("");
        assertFalse(p.extraCell("B1").cell().isOnBoard());
        assertFalse(p.extraCell("B1").cell().isOrthogonallyAdjacent(p.extraCell("B2").cell()));
        assertEquals(List.of(), ((ConnectedValues) NativeParser.parseRuleLine("connectedvalues 1", "t", 1, p.layout(), p.extraCells())).area());
    }
}
