package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.format.NativeParser;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.foreign.ExportNormalForm;
import dev.satdoku.format.lz.LzString;
import dev.satdoku.model.Puzzle;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code satdoku convert} and how imported puzzles read on the command line. */
class ConvertCommandTest {

    static final String ISS = ".~R1C1_5~R1C2_3~R1C5_7~R2C1_6~R2C4_1~R2C5_9~R2C6_5~R3C2_9~R3C3_8~R3C8_6~R4C1_8~R4C5_6~R4C9_3"
            + "~R5C1_4~R5C4_8~R5C6_3~R5C9_1~R6C1_7~R6C5_2~R6C9_6~R7C2_6~R7C7_2~R7C8_8~R8C4_4~R8C5_1~R8C6_9~R8C9_5~R9C5_8~R9C8_7"
            + "~R9C9_9.~R4C7_2_4";

    /** A small f-puzzles document with odd cells, a player's digit, a drawn line and an embedded solution. */
    static String fpuzzlesJson() {
        StringBuilder grid = new StringBuilder("[");
        for (int r = 0; r < 4; r++) {
            grid.append(r > 0 ? "," : "").append("[");
            for (int c = 0; c < 4; c++) {
                grid.append(c > 0 ? "," : "").append(r == 0 && c == 0 ? "{\"value\":1,\"given\":true}" : r == 3 && c == 3 ? "{\"value\":1}" : "{}");
            }
            grid.append("]");
        }
        return "{\"size\":4,\"title\":\"Tiny\",\"grid\":" + grid + "],\"odd\":[{\"cell\":\"R2C3\"}],"
                + "\"line\":[{\"lines\":[[\"R1C1\",\"R2C2\"]],\"outlineC\":\"#000000\",\"width\":0.1}],"
                + "\"solution\":[1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1]}";
    }

    @Test
    void convertsAnIssStringToNativeText() {
        Cli r = Cli.run("convert", ISS);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("# converted by satdoku from Interactive Sudoku Solver: <argument>\nsize 9\ngivens\n53..7....\n"), r.out());
        assertTrue(r.out().contains("candidates r4c7 digits=2,4\n"));
        Puzzle back = NativeParser.parse(r.out(), "back");
        assertEquals(30, back.givenCount());
    }

    @Test
    void convertsAnFPuzzlesLinkWithWarningsAndSolutionAsComments(@TempDir Path dir) throws Exception {
        String link = "https://www.f-puzzles.com/?load=" + LzString.compressToBase64(fpuzzlesJson());
        Path out = dir.resolve("tiny.sudoku");
        Cli r = Cli.run("convert", link, "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        String text = Files.readString(out);
        assertTrue(text.contains("# warning: 1 digit in the grid"), text);
        assertTrue(text.contains("# solution given by the source: 1234341221434321\n"), text);
        assertTrue(text.contains("title Tiny\nsize 4\ngivens\n1...\n"), text);
        assertTrue(text.contains("odd r2c3\n"));
        assertTrue(r.err().contains("satdoku: warning: <argument>: the puzzle has decorations that f-puzzles draws without a rule (1 line)"), r.err());
        assertTrue(text.contains("# warning: native text does not keep the 1 decoration drawn without a rule"), text);
        assertTrue(r.err().contains("native text does not keep the 1 decoration"), r.err());
        assertEquals(PuzzleReader.readText(fpuzzlesJson(), "x").get(0), NativeParser.parse(text, "y"), "the output reads back to the same puzzle");
        Cli again = Cli.run("convert", link, "-o", out.toString());
        assertEquals(1, again.code());
        assertTrue(again.err().contains("already exists; use --force"), again.err());
        assertEquals(0, Cli.run("convert", link, "-o", out.toString(), "--force").code());
    }

    @Test
    void nativeAndOneLineInputAreWrittenCanonically(@TempDir Path dir) throws Exception {
        String line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        Cli r = Cli.run("convert", line);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("size 9\ngivens\n53..7....\n"), r.out());
        Path list = dir.resolve("list.txt");
        Files.writeString(list, line + "\n" + line.replace('5', '.') + "\n");
        Cli two = Cli.run("convert", list.toString());
        assertEquals(1, two.code());
        assertTrue(two.err().contains("holds 2 puzzles; pick one with --index N"), two.err());
        assertTrue(Cli.run("convert", list.toString(), "--index", "2").out().contains("givens\n.3..7....\n"));
    }

    @Test
    void exportsAnFPuzzlesLinkOrJsonThatReadsBackAsTheSamePuzzle(@TempDir Path dir) throws Exception {
        String blitz = Cli.instance("fpuzzles/blitz.sudoku");
        Puzzle original = PuzzleReader.readFile(Path.of(blitz)).get(0);
        Cli r = Cli.run("convert", blitz, "--to", "fpuzzles");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        String link = r.out().strip();
        assertTrue(link.startsWith("https://www.f-puzzles.com/?load=") && !link.contains("\n"), r.out());
        assertEquals(ExportNormalForm.of(original), ExportNormalForm.of(PuzzleReader.readText(link, "link").get(0)));

        Path json = dir.resolve("blitz.json");
        assertEquals(0, Cli.run("convert", blitz, "-o", json.toString()).code(), "a .json output means f-puzzles JSON");
        JsonNode doc = new ObjectMapper().readTree(Files.readString(json));
        assertEquals(9, doc.get("size").asInt());
        assertEquals("Blitz", doc.get("title").asText());
        assertTrue(doc.get("killercage").size() > 0 && doc.get("littlekillersum").size() > 0, doc::toString);
        Cli solved = Cli.run("solve", json.toString());
        assertTrue(solved.out().contains(": unique solution"), solved.out());

        Path native_ = dir.resolve("blitz.sudoku");
        assertEquals(0, Cli.run("convert", link, "-o", native_.toString()).code());
        assertEquals(ExportNormalForm.of(original), ExportNormalForm.of(PuzzleReader.readFile(native_).get(0)),
                "native -> f-puzzles -> native");
        Path forced = dir.resolve("forced.txt");
        assertEquals(0, Cli.run("convert", blitz, "--to", "fpuzzles-json", "-o", forced.toString()).code());
        assertTrue(Files.readString(forced).startsWith("{"));
    }

    @Test
    void rulesFPuzzlesCannotStateAreRefusedOrLeftOutWithLossy(@TempDir Path dir) throws Exception {
        String crossSum = Cli.instance("variants/crosssum-1.sudoku");
        Path out = dir.resolve("cross.json");
        Cli refused = Cli.run("convert", crossSum, "--to", "fpuzzles", "-o", out.toString());
        assertEquals(1, refused.code());
        assertTrue(refused.err().startsWith("satdoku: " + crossSum + ": 54 rules cannot be written in f-puzzles: 'sum 19 r1c1 r2c1 r3c1' "
                + "(line 5) and 53 more on lines 6-58: f-puzzles has no sum"), refused.err());
        assertFalse(Files.exists(out));
        Cli lossy = Cli.run("convert", crossSum, "--to", "fpuzzles", "--lossy", "-o", out.toString());
        assertEquals(0, lossy.code(), lossy.err());
        assertEquals(54, lossy.err().lines().filter(l -> l.contains("warning") && l.contains("left out of the f-puzzles version: line ")).count(),
                lossy.err());
        JsonNode doc = new ObjectMapper().readTree(Files.readString(out));
        assertTrue(doc.get("ruleset").asText().contains("- line 58: 'sum 12 r9c7 r9c8 r9c9'"), doc.get("ruleset").asText());
        assertEquals(2, Cli.run("convert", crossSum, "--lossy").code(), "--lossy is only for f-puzzles and ISS");
        Cli unknown = Cli.run("convert", ISS, "--to", "xml");
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains("unknown --to format 'xml' (available: native, fpuzzles, fpuzzles-json, iss, iss-link)"), unknown.err());
    }

    @Test
    void exportsAnIssStringThatReadsBackAsTheSamePuzzle(@TempDir Path dir) throws Exception {
        String blitz = Cli.instance("fpuzzles/blitz.sudoku");
        Puzzle original = PuzzleReader.readFile(Path.of(blitz)).get(0);
        Cli r = Cli.run("convert", blitz, "--to", "iss");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertTrue(r.out().startsWith("# Blitz\n.~R"), r.out());
        assertTrue(r.out().contains(".Cage~") && r.out().contains(".LittleKiller~"), r.out());
        assertEquals(ExportNormalForm.of(original), ExportNormalForm.of(PuzzleReader.readText(r.out(), "iss").get(0)));
        Cli link = Cli.run("convert", blitz, "--to", "iss-link");
        assertEquals(0, link.code(), link.err());
        assertTrue(link.out().startsWith("https://sigh.github.io/Interactive-Sudoku-Solver/?q=.%7ER"), link.out());

        Path out = dir.resolve("out.txt");
        String fortress = Cli.instance("iss/fortress.sudoku");
        Cli refused = Cli.run("convert", fortress, "--to", "iss", "-o", out.toString());
        assertEquals(1, refused.code());
        assertTrue(refused.err().startsWith("satdoku: " + fortress + ":"), refused.err());
        assertTrue(refused.err().contains("cannot be written in ISS: 'maximum r1c8"), refused.err());
        assertTrue(refused.err().contains("ISS has no minimum or maximum cells"), refused.err());
        assertFalse(Files.exists(out));
        Cli lossy = Cli.run("convert", fortress, "--to", "iss", "--lossy", "-o", out.toString());
        assertEquals(0, lossy.code(), lossy.err());
        assertTrue(lossy.err().contains("left out of the ISS version: line "), lossy.err());
        assertTrue(Files.readString(out).contains("# - line "), Files.readString(out));
    }

    @Test
    void importErrorsNameTheKeyAndNeverLeaveAFile(@TempDir Path dir) {
        Path out = dir.resolve("x.sudoku");
        Cli r = Cli.run("convert", "{\"size\":9,\"bogus\":1}", "-o", out.toString());
        assertEquals(1, r.code());
        assertEquals("satdoku: <argument>: bogus: unknown f-puzzles key 'bogus': satdoku does not know what rule it states, "
                + "and does not drop rules silently\n", r.err());
        assertFalse(Files.exists(out));
        // A counting circle listed twice has no native reading (CountingCircles itself is imported now).
        Cli circles = Cli.run("convert", ".CountingCircles~R1C1~R1C1");
        assertEquals(1, circles.code());
        assertTrue(circles.err().contains("<argument>:1:1: .CountingCircles~R1C1~R1C1:"), circles.err());
        assertTrue(circles.err().contains("CountingCircles"), circles.err());
        Cli shortId = Cli.run("solve", "https://sudokupad.app/7kov2n4lrz");
        assertEquals(1, shortId.code());
        assertTrue(shortId.err().contains("paste the full link"), shortId.err());
    }

    @Test
    void solvePrintsImportWarningsOnStandardErrorAndInJson() throws Exception {
        Cli r = Cli.run("solve", fpuzzlesJson());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("satdoku: warning: <argument>: 1 digit in the grid is not marked as givens"), r.err());
        Cli json = Cli.run("solve", "--json", fpuzzlesJson());
        JsonNode node = new ObjectMapper().readTree(json.out());
        assertEquals(2, node.get("warnings").size());
        assertTrue(node.get("warnings").get(1).asText().contains("decorations"));
    }
}
