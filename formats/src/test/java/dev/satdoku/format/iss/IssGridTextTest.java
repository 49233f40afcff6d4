package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ISS's grids written with their whitespace (iss.md 3.1, 3.2): the separated grid layout (n*n tokens,
 * each '.' or a decimal value, with '|', '-' and '_' as decoration) and a plain grid written in rows
 * or with spaces. Both state square N x N grids holding 1..N, and read as the same puzzle written natively.
 */
class IssGridTextTest {

    private static final String CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    private static Puzzle read(String text) {
        List<Puzzle> read = PuzzleReader.readText(text, "t");
        assertEquals(1, read.size());
        return read.get(0);
    }

    private static void sameGrid(Puzzle expected, Puzzle actual) {
        assertEquals(expected.layout(), actual.layout());
        int cols = expected.layout().cols();
        for (int i = 0; i < expected.layout().cellCount(); i++) {
            assertEquals(expected.given(Cell.ofIndex(i, cols)), actual.given(Cell.ofIndex(i, cols)), Cell.ofIndex(i, cols)::toString);
        }
    }

    /** The classic puzzle as rows of space-separated characters, optionally with box separators. */
    private static String spaced(boolean separators) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            if (separators && r > 0 && r % 3 == 0) {
                sb.append("------_-------_------\n");
            }
            for (int c = 0; c < 9; c++) {
                sb.append(c > 0 ? " " : "").append(separators && c > 0 && c % 3 == 0 ? "| " : "").append(CLASSIC.charAt(r * 9 + c));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Test
    void aGridInRowsWithSpacesIsThePlainGrid() {
        assertTrue(new IssImporter().accepts(spaced(false)));
        sameGrid(read(CLASSIC), read(spaced(false)));
    }

    @Test
    void aSeparatedGridLayoutReadsAsTheSamePuzzle() {
        sameGrid(read(CLASSIC), read(spaced(true)));
    }

    @Test
    void aSeparatedGridStartingWithAnEmptyCellIsNotAFileOfOneByOnePuzzles() {
        String text = ". . | 3 .\n4 . | . .\n---------\n. . | . .\n. 1 | . 2\n";
        assertTrue(new IssImporter().accepts(text));
        Puzzle p = read(text);
        sameGrid(read("size 4\ngivens\n..3.\n4...\n....\n.1.2\n"), p);
    }

    @Test
    void separatedTokensMayHaveSeveralDigits() {
        StringBuilder sb = new StringBuilder("10 16");
        for (int i = 2; i < 256; i++) {
            sb.append(i % 16 == 0 ? "\n" : " ").append(i == 255 ? "3" : ".");
        }
        Puzzle p = read(sb.toString());
        assertEquals(16, p.layout().rows());
        assertEquals(10, p.given(Cell.of1(1, 1)));
        assertEquals(16, p.given(Cell.of1(1, 2)));
        assertEquals(3, p.given(Cell.of1(16, 16)));
    }

    @Test
    void aSeparatedGridCannotStateZeroOrValuesAboveN() {
        InputException e = assertThrows(InputException.class, () -> PuzzleReader.readText(". . | 3 .\n4 . | . .\n. . | . .\n. 0 | . 5\n", "s.txt"));
        assertTrue(e.getMessage().startsWith("s.txt:4:3: grid token 14 (r4c2): '0' is not a value of a 4x4 grid"), e.getMessage());
        assertTrue(e.getMessage().contains("square N x N grids holding 1..N only"), e.getMessage());
        InputException big = assertThrows(InputException.class, () -> PuzzleReader.readText(". . | 3 .\n4 . | . .\n. . | . .\n. . | . 5\n", "s.txt"));
        assertTrue(big.getMessage().startsWith("s.txt:4:9: grid token 16 (r4c4): '5' is not a value of a 4x4 grid"), big.getMessage());
    }

    @Test
    void aPencilmarkGridCannotStateZero() {
        // 9x9: 729 characters (a 4x4's 64 would be a one-line 8x8 puzzle, which comes first).
        String marks = "0........" + "123456789".repeat(80);
        InputException e = assertThrows(InputException.class, () -> PuzzleReader.readText(marks, "p.txt"));
        assertTrue(e.getMessage().startsWith("p.txt:1:1: pencilmarks: '0' is not a value of a 9x9 grid"), e.getMessage());
        assertTrue(e.getMessage().contains("square N x N grids holding 1..N only"), e.getMessage());
    }
}
