package dev.satdoku.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.DigitCodec;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class NativeParserTest {

    private static final String WIKIPEDIA = """
            # Wikipedia's example
            title Classic sudoku  # not a comment: titles take the rest of the line
            givens
            53..7....
            6..195...
            .98....6.
            8...6...3
            4..8.3..1
            7...2...6
            .6....28.
            ...419..5
            ....8..79
            """;

    @Test
    void readsSizeTitleAndGivens() {
        Puzzle p = Parse.puzzle(WIKIPEDIA);
        assertEquals(9, p.layout().rows());
        assertEquals(Layout.standard(9), p.layout());
        assertEquals(30, p.givenCount());
        assertEquals(5, p.given(Cell.of1(1, 1)));
        assertEquals(9, p.given(Cell.of1(9, 9)));
        assertEquals("Classic sudoku  # not a comment: titles take the rest of the line", p.metadata().title());
        assertEquals("test:4:2", p.givenOrigin(Cell.of1(1, 2)).location());
    }

    @Test
    void acceptsDecoratedGridsAsPrintedBySolve() {
        String text = """
                size 4
                givens
                +-----+-----+
                | 1 . | . 4 |
                | . 4 | 1 . |
                +-----+-----+
                | 4 . | . 1 |
                | . 1 | 4 . |
                +-----+-----+
                """;
        int e = Puzzle.EMPTY; // an empty cell (0 is a value on 0-based grids)
        assertArrayEquals(new int[] {1, e, e, 4, e, 4, 1, e, 4, e, e, 1, e, 1, 4, e}, Parse.puzzle(text).givens());
    }

    @Test
    void readsLargeGridsAsNumbersOrLetters() {
        StringBuilder numbers = new StringBuilder("givens\n");
        StringBuilder letters = new StringBuilder("givens\n");
        for (int r = 0; r < 16; r++) {
            for (int c = 0; c < 16; c++) {
                int d = r == c ? (r + 1) : 0;
                numbers.append(c > 0 ? " " : "").append(d == 0 ? "." : Integer.toString(d));
                letters.append(DigitCodec.encode(d));
            }
            numbers.append('\n');
            letters.append('\n');
        }
        Puzzle a = Parse.puzzle(numbers.toString());
        Puzzle b = Parse.puzzle(letters.toString());
        assertEquals(16, a.layout().rows());
        assertEquals(16, a.given(Cell.of1(16, 16)));
        assertEquals(a, b);
    }

    @Test
    void readsBoxShapesRegionsAndVariables() {
        Puzzle boxes = Parse.puzzle("size 6\nboxes 3x2\n");
        assertEquals(3, boxes.layout().boxHeight());
        assertEquals(2, boxes.layout().boxWidth());
        assertEquals(Layout.Kind.NONE, Parse.puzzle("size 4\nboxes none\n").layout().kind());
        Puzzle jigsaw = Parse.puzzle("regions\nAABB\nAABB\nCCDD\nCCDD\n");
        assertEquals(4, jigsaw.layout().rows());
        assertEquals(Layout.Kind.JIGSAW, jigsaw.layout().kind());
        assertEquals("region B", jigsaw.layout().regionName(jigsaw.layout().regionOf(Cell.of1(1, 3))));
        Puzzle vars = Parse.puzzle("var A B 1..9\nvar S 3..45\n");
        assertEquals(List.of(new ExtraCell("A", 1, 9, null), new ExtraCell("B", 1, 9, null),
                new ExtraCell("S", 3, 45, null)), vars.extraCells());
    }

    @Test
    void inlineGivensAndDefaultSize() {
        Puzzle p = Parse.puzzle("givens 1..4.41.4..1.14.\n");
        assertEquals(4, p.layout().rows());
        assertEquals(9, Parse.puzzle("# nothing but a comment\nodd r9c9\n").layout().rows());
        assertNull(Parse.puzzle("size 4\n").metadata().title());
    }

    @Test
    void writerRoundTrips() {
        for (String text : List.of(WIKIPEDIA, "size 6\nboxes 3x2\ngivens 1" + ".".repeat(35) + "\n",
                "regions\nAABB\nAABB\nCCDD\nCCDD\ngivens 1" + ".".repeat(15) + "\nvar X 1..4\n", "size 5\ngivens\n12345\n.....\n.....\n.....\n.....\n")) {
            Puzzle p = Parse.puzzle(text);
            Puzzle again = Parse.puzzle(NativeWriter.write(p));
            assertEquals(p, again, text);
        }
    }

    // ---- each kind of malformed input gets its own message, with the position ----------------

    @Test
    void unknownKeywordSuggestsTheNearestOne() {
        Parse.error("size 4\nthrmo r1c1 r1c2\n", "test:2:1", "unknown keyword 'thrmo'");
        Parse.error("sise 4\n", "unknown keyword 'sise'", "did you mean size");
        // Swapped neighbours are one slip, as near as a single wrong letter.
        Parse.error("size 4\nrenabn r1c1 r1c2\n", "unknown keyword 'renabn'", "did you mean renban");
    }

    @Test
    void unknownKeywordThatIsASettersNameForARuleNamesThatRule() {
        Parse.error("size 4\nkiller 10 r2c1 r2c2\n", "test:2:1", "unknown keyword 'killer'", "did you mean cage or littlekiller?");
        Parse.error("size 4\ngw r1c1 r1c2 r1c3\n", "unknown keyword 'gw'", "did you mean whisper?");
        Parse.error("size 4\nkropki r1c1 r1c2\n", "did you mean white or black?");
        Parse.error("size 4\ngerman-whisper r1c1 r1c2\n", "did you mean whisper?");
        Parse.error("size 4\nif some shaded r1c1: killer 3 r1c1 r1c2\n", "unknown rule 'killer' (did you mean cage or littlekiller?)");
    }

    @Test
    void cellOutsideTheGrid() {
        Parse.error("size 4\nodd r1c5\n", "test:2:5", "column 5 is outside the grid (1..4)");
        Parse.error("size 4\nodd r0c1\n", "row 0 is outside the grid");
    }

    @Test
    void digitOutOfRange() {
        Parse.error("size 4\ngivens\n1..5\n....\n....\n....\n", "test:3:4", "digit 5 is out of range for a 4x4 grid");
        Parse.error("givens\n53..7...x\n" + ".........\n".repeat(8), "test:2:9", "'x' is not a digit of a 9x9 grid");
        Parse.error("givens\n53..7...?\n" + ".........\n".repeat(8), "test:2:9", "'?' is not a digit or an empty cell");
        Parse.error("size 9\ngivens\n5 3 . . 7 . . . 10\n", "test:3:17", "digit 10 is out of range");
    }

    @Test
    void badRegionMaps() {
        Parse.error("regions\nAABB\nAABB\nCCDD\nCCDA\n", "region A has 5 cells; every region needs exactly 4");
        Parse.error("size 4\nregions\nAABB\nAABB\nCCDD\n", "regions block has 3 rows, expected 4");
        Parse.error("size 4\nregions\nAAB\nAABB\nCCDD\nCCDD\n", "test:3:1", "regions row 1 has 3 cells, expected 4");
        Parse.error("size 4\nboxes 2x2\nregions\nAABB\nAABB\nCCDD\nCCDD\n", "cannot also have boxes");
        Parse.error("size 9\nboxes 2x4\n", "boxes 2x4 do not tile a 9x9 grid");
        Parse.error("size 9\nboxes 3by3\n", "expected HEIGHTxWIDTH");
    }

    @Test
    void wrongRowLengthsAndCounts() {
        Parse.error("size 4\ngivens\n1...\n...\n....\n....\n", "test:4:1", "givens row 2 has 3 cells, expected 4");
        Parse.error("givens 1..4.41..1..4.4..\n", "has 17 characters, which is not N*N");
        Parse.error("size 4\ngivens\n", "givens block is empty");
    }

    @Test
    void repeatedDirectivesAndBadSizes() {
        Parse.error("size 4\nsize 4\n", "test:2:1", "size given twice (first at line 1)");
        Parse.error("size 26\n", "grid size 26 is outside 1..25");
        Parse.error("size 4x26\n", "grid size 4x26 is outside 1..25 on a side");
        Parse.error("size 4x6\nsize 4x6\n", "size given twice");
        Parse.error("size four\n", "expected a grid size");
    }

    @Test
    void badVariables() {
        Parse.error("var A\n", "expected 'var NAME... MIN..MAX'");
        Parse.error("var A 9..1\n", "must be non-empty");
        Parse.error("var r1c1 1..9\n", "not a valid name for an extra cell");
        Parse.error("var A 1..9\nvar A 1..9\n", "extra cell A is declared twice");
    }
}
