package dev.satdoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PuzzleReaderTest {

    /** formatOf names the reading readText takes: the page edits native text line by line and converts the rest first. */
    @Test
    void formatOfNamesTheReadingTheTextGets() {
        assertEquals(PuzzleReader.NATIVE, PuzzleReader.formatOf("size 9\ncage 3 r1c1 r1c2\n"));
        assertEquals(PuzzleReader.NATIVE, PuzzleReader.formatOf("# a comment first\n\ngivens\n" + "1........\n".repeat(9)));
        assertEquals(PuzzleReader.LINES, PuzzleReader.formatOf(".".repeat(80) + "5"));
        assertEquals(PuzzleReader.LINES, PuzzleReader.formatOf("# two puzzles\n" + ".".repeat(81) + "\n" + "1".repeat(81) + "\n"));
        assertEquals(PuzzleReader.NATIVE, PuzzleReader.formatOf(""));
        // Whatever formatOf says, readText reads it that way: a one-line text is a list of grids, native text one puzzle.
        assertEquals(2, PuzzleReader.readText(".".repeat(81) + "\n" + ".".repeat(80) + "1\n", "t", false).size());
        assertEquals(1, PuzzleReader.readText("size 4\n", "t").size());
    }

    private static final String WIKI = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @TempDir
    Path tmp;

    private static InputException error(String text, String... fragments) {
        InputException e = assertThrows(InputException.class, () -> PuzzleReader.readText(text, "in.txt"));
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), () -> "message '" + e.getMessage() + "' lacks '" + f + "'");
        }
        return e;
    }

    @Test
    void detectsOneLinePuzzlesAndLists() {
        assertEquals(1, PuzzleReader.readText(WIKI + "\n", "in.txt").size());
        List<Puzzle> list = PuzzleReader.readText("# a list\n" + WIKI + "  rating 1.2\n\n" + WIKI.replace('5', '0') + "\n", "in.txt");
        assertEquals(2, list.size());
        assertEquals("in.txt:2", list.get(0).name());
        assertEquals("in.txt:4", list.get(1).name());
        assertEquals(4, PuzzleReader.readText("1..4.41.4..1.14.", "x").get(0).layout().rows());
    }

    @Test
    void detectsTheNativeFormat() {
        List<Puzzle> p = PuzzleReader.readText("# comment\n\nsize 4\ngivens 1..4.41.4..1.14.\n", "in.txt");
        assertEquals(1, p.size());
        assertEquals(4, p.get(0).layout().rows());
    }

    @Test
    void wrongLineLength() {
        error(WIKI.substring(1) + "\n", "in.txt:1:1", "found 80 (between 64 and 81)");
        error(WIKI + "\n" + WIKI + "9\n", "in.txt:2:1", "found 82");
    }

    @Test
    void conflictingGivens() {
        error("55" + WIKI.substring(2) + "\n", "in.txt:1:2", "conflicting givens: r1c2 = 5 repeats the 5 at r1c1 in row 1");
        List<Puzzle> lenient = PuzzleReader.readText("55" + WIKI.substring(2), "in.txt", false);
        assertEquals(1, lenient.size());
    }

    @Test
    void emptyInput() {
        error("", "in.txt: empty input: no puzzle found");
        error("   \n# only a comment\n\n", "empty input");
    }

    @Test
    void binaryGarbage() throws Exception {
        Path bin = tmp.resolve("garbage.bin");
        Files.write(bin, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 1, 2, 3});
        InputException e = assertThrows(InputException.class, () -> PuzzleReader.readFile(bin));
        assertTrue(e.getMessage().contains("binary data, not a puzzle (NUL byte at offset 4)"), e.getMessage());
        Path latin1 = tmp.resolve("latin1.txt");
        Files.write(latin1, "title caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        e = assertThrows(InputException.class, () -> PuzzleReader.readFile(latin1));
        assertTrue(e.getMessage().contains("not UTF-8 text"), e.getMessage());
    }

    @Test
    void argumentsAreFilesStdinOrInlinePuzzles() throws Exception {
        Path file = tmp.resolve("p.sudoku");
        Files.writeString(file, WIKI);
        assertEquals(30, PuzzleReader.readArgument(file.toString(), null).get(0).givenCount());
        assertEquals(30, PuzzleReader.readArgument("-", new ByteArrayInputStream(WIKI.getBytes(StandardCharsets.UTF_8))).get(0).givenCount());
        assertEquals("<argument>", PuzzleReader.readArgument(WIKI, null).get(0).name());
        InputException e = assertThrows(InputException.class, () -> PuzzleReader.readArgument(tmp.resolve("missing.sudoku").toString(), null));
        assertTrue(e.getMessage().contains("no such file"), e.getMessage());
        e = assertThrows(InputException.class, () -> PuzzleReader.readArgument(tmp.toString(), null));
        assertTrue(e.getMessage().contains("is a directory"), e.getMessage());
    }

    @Test
    void byteOrderMarkIsIgnored() {
        assertEquals(9, PuzzleReader.readText(PuzzleReader.decode(("\uFEFF" + WIKI).getBytes(StandardCharsets.UTF_8), "x"), "x").get(0).layout().rows());
    }
}
