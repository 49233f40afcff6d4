package dev.satdoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.testing.Samples;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What PuzzleReader makes of text once the importers are registered (through ServiceLoader, as in the
 * command-line tool): foreign formats are recognised as arguments, files and standard input, and native
 * text or one-line puzzles are never taken for one of them.
 */
class DetectionTest {

    private static final String LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void theImportersAreRegistered() {
        List<String> names = PuzzleReader.importers().stream().map(PuzzleImporter::name).toList();
        assertEquals(List.of("puzzle link", "SudokuPad", "f-puzzles", "Interactive Sudoku Solver"), names);
    }

    @Test
    void nativeTextAndOneLinePuzzlesStayNative() {
        for (String text : List.of(LINE, LINE + "\n" + LINE + "\n", "size 4\nodd r1c1\n", "antiking", "givens\n" + LINE,
                "# comment\n" + LINE + " rating 3\n")) {
            for (PuzzleImporter importer : PuzzleReader.importers()) {
                assertTrue(!importer.accepts(text), () -> importer.name() + " claimed " + text);
            }
        }
        assertEquals(2, PuzzleReader.readText(LINE + "\n" + LINE + "\n", "list").size());
    }

    @Test
    void argumentsFilesAndStandardInput(@TempDir Path dir) throws Exception {
        String iss = ".~R1C1_5~R1C2_3~R1C5_7~R2C1_6~R2C4_1~R2C5_9~R2C6_5~R3C2_9~R3C3_8~R3C8_6~R4C1_8~R4C5_6~R4C9_3~R5C1_4~R5C4_8"
                + "~R5C6_3~R5C9_1~R6C1_7~R6C5_2~R6C9_6~R7C2_6~R7C7_2~R7C8_8~R8C4_4~R8C5_1~R8C6_9~R8C9_5~R9C5_8~R9C8_7~R9C9_9";
        Puzzle fromArg = PuzzleReader.readArgument(iss, InputStream.nullInputStream()).get(0);
        Puzzle native_ = PuzzleReader.readArgument(LINE, InputStream.nullInputStream()).get(0);
        assertEquals(native_, fromArg);
        Path file = dir.resolve("p.txt");
        Files.writeString(file, "# an ISS string in a file\n" + iss + "\n");
        assertEquals(native_, PuzzleReader.readArgument(file.toString(), InputStream.nullInputStream()).get(0));
        assertEquals(native_, PuzzleReader.readArgument("-", new ByteArrayInputStream(iss.getBytes(StandardCharsets.UTF_8))).get(0));
        // Blitz with only the rules this build has (odd and even).
        com.fasterxml.jackson.databind.node.ObjectNode doc = Samples.fpuzzles().get(1).document().deepCopy();
        doc.remove(List.of("killercage", "littlekillersum"));
        Path json = dir.resolve("blitz.json");
        Files.writeString(json, doc.toPrettyString());
        Puzzle blitz = PuzzleReader.readArgument(json.toString(), InputStream.nullInputStream()).get(0);
        assertEquals(json.toString(), blitz.name());
        assertTrue(blitz.ruleOrigins().get(0).location().startsWith(json + ": "), blitz.ruleOrigins().get(0).location());
        String packed = dev.satdoku.format.lz.LzString.compressToBase64(doc.toString());
        Puzzle payload = PuzzleReader.readArgument(packed, InputStream.nullInputStream()).get(0);
        assertEquals(blitz, payload);
    }

    @Test
    void conflictingImportedGivensNameTheirKey() {
        String json = "{\"size\":4,\"grid\":[[{\"value\":1,\"given\":true},{\"value\":1,\"given\":true},{},{}],[{},{},{},{}],"
                + "[{},{},{},{}],[{},{},{},{}]]}";
        InputException e = assertThrows(InputException.class, () -> PuzzleReader.readText(json, "c.json"));
        assertTrue(e.getMessage().startsWith("c.json: grid[0][1].value: conflicting givens"), e.getMessage());
    }

    @Test
    void issItemsKeepTheirPositionInTheModel() {
        Puzzle p = PuzzleReader.readText("\n  .~R1C1_5~R2C2_3.~R3C3_1_3", "p.txt").get(0);
        assertEquals("p.txt:2:5", p.givenOrigin(new Cell(0, 0)).location());
        assertEquals("p.txt:2:20", p.ruleOrigins().get(0).location());
    }

    private static final class InputStream {
        static java.io.InputStream nullInputStream() {
            return java.io.InputStream.nullInputStream();
        }
    }
}
