package dev.satdoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The native header for rectangular grids and value ranges: size RxC, values, raw, boxes and regions. */
class GridShapesFormatTest {

    @Test
    void rectangularGridsWithTheIssBoxes() {
        Puzzle p = Parse.puzzle("size 6x8\n");
        assertEquals(6, p.layout().rows());
        assertEquals(8, p.layout().cols());
        assertEquals("6x8, 2x4 boxes", p.layout().describe());
        assertEquals("5x10, 5x2 boxes", Parse.puzzle("size 5x10\n").layout().describe());
        assertEquals("6x9, 3x3 boxes", Parse.puzzle("size 6x9\n").layout().describe());
        assertEquals(Layout.Kind.NONE, Parse.puzzle("size 7x7\n").layout().kind());
        assertEquals("4x6, 2x3 boxes", Parse.puzzle("size 4x6\n").layout().describe());
        assertEquals("6x8, 3x4 boxes, values 1..12", Parse.puzzle("size 6x8\nboxes 3x4\nvalues 1..12\n").layout().describe());
    }

    @Test
    void zeroIsAValueOnZeroBasedGridsAndDotIsEmpty() {
        Puzzle p = Parse.puzzle("size 4\nvalues 0..3\ngivens\n0 . . 3\n. . . .\n. . . .\n. . . 0\n");
        assertEquals(0, p.given(new Cell(0, 0)));
        assertEquals(Puzzle.EMPTY, p.given(new Cell(0, 1)));
        assertEquals(0, p.given(new Cell(3, 3)));
        assertEquals(3, p.givenCount());
        // On grids starting at 1, 0 is still an empty cell, as it always was.
        Puzzle classic = Parse.puzzle("size 4\ngivens\n0 . . 3\n. . . .\n. . . .\n. . . .\n");
        assertEquals(Puzzle.EMPTY, classic.given(new Cell(0, 0)));
        assertEquals(1, classic.givenCount());
    }

    @Test
    void valuesBeyondTheSideAndNumbersAboveNine() {
        Puzzle p = Parse.puzzle("size 6\nvalues 1..9\ngivens\n9 . . . . 1\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n");
        assertEquals(9, p.layout().maxValue());
        assertEquals(9, p.given(new Cell(0, 0)));
        Puzzle big = Parse.puzzle("size 2x3\nvalues 0..12\ngivens\n12 . 0\n. 11 .\n");
        assertEquals(12, big.given(new Cell(0, 0)));
        assertEquals(0, big.given(new Cell(0, 2)));
    }

    @Test
    void writingAndReadingGiveTheSamePuzzle() {
        List<String> texts = List.of(
                "size 6x8\ngivens\n1.......\n........\n........\n........\n........\n.......8\n",
                "size 9\nvalues 0..8\ngivens\n0........\n.........\n.........\n.........\n.........\n.........\n.........\n.........\n........8\n",
                "size 6\nvalues 1..9\nboxes 3x3\n",
                "size 4x6\nraw\nvalues 0..9\ngivens\n0 . . . . 9\n. . . . . .\n. . . . . .\n9 . . . . 0\n",
                "size 4\nraw\nboxes 2x2\n",
                "size 2x4\nregions\nAABB\nAABB\nvalues 0..3\nthermo r1c1 r1c2\n",
                "size 6x9\nantiknight\nindexer column r1c5-r6c5\n");
        for (String text : texts) {
            Puzzle p = Parse.puzzle(text);
            String written = NativeWriter.write(p);
            Puzzle back = Parse.puzzle(written);
            assertEquals(p, back, text + "\n--- written as\n" + written);
            assertEquals(p.layout(), back.layout(), written);
        }
    }

    @Test
    void rawGridsHaveNoRowOrColumnRule() {
        Puzzle raw = Parse.puzzle("size 2\nraw\n");
        assertTrue(raw.layout().isRaw());
        assertTrue(raw.layout().houses().isEmpty());
        assertTrue(Checker.isValid(raw, Solution.ofDigits(raw.layout(), new int[] {1, 1, 1, 1})), "repeats are fine on a raw grid");
        Puzzle sudoku = Parse.puzzle("size 2\n");
        assertFalse(Checker.isValid(sudoku, Solution.ofDigits(sudoku.layout(), new int[] {1, 1, 1, 1})));
    }

    @Test
    void aShortRowHoldsDistinctValuesButNotAllOfThem() {
        Puzzle p = Parse.puzzle("size 2x3\nvalues 1..5\n");
        assertTrue(Checker.isValid(p, Solution.ofDigits(p.layout(), new int[] {1, 2, 5, 4, 5, 1})));
        assertFalse(Checker.isValid(p, Solution.ofDigits(p.layout(), new int[] {1, 2, 1, 4, 5, 3})), "a row repeats 1");
        assertFalse(Checker.isValid(p, Solution.ofDigits(p.layout(), new int[] {0, 2, 3, 4, 5, 1})), "0 is not a value here");
    }

    @Test
    void clearErrors() {
        Parse.error("values 2..9\n", "test:1:8", "values must start at 0 or 1");
        Parse.error("values 0..30\n", "test:1:8", "must end between 0 and 25");
        Parse.error("values nine\n", "test:1:8", "expected a value range MIN..MAX");
        Parse.error("size 6\nvalues 1..5\n", "test:2:8", "row 1 has 6 cells but there are only 5 values");
        Parse.error("size 6x8\nboxes 4x2\n", "test:2:7", "boxes 4x2 do not tile a 6x8 grid");
        Parse.error("size 0x8\n", "test:1:6", "outside 1..25");
        Parse.error("raw\nraw\n", "test:2:1", "raw given twice");
        Parse.error("raw extra\n", "test:1:5", "'raw' takes no words");
        Parse.error("size 4\nvalues 0..3\ngivens\n4...\n....\n....\n....\n", "test:4:1", "digit 4 is out of range for a 4x4 grid (0..3)");
        Parse.error("size 2x3\ngivens\n123\n", "givens block has 1 rows, expected 2");
        Parse.error("size 2x4\nregions\nAAAB\nAABB\n", "region A has 5 cells; every region needs exactly 4");
        Parse.error("size 2x4\nvalues 1..6\nregions\nAAAB\nAABB\n", "region A has 5 cells; every region needs exactly 4 or 6 (one per value)");
        Parse.error("size 4x6\ndiagonal main\n", "test:2:1", "diagonals are defined on square grids only");
    }
}
