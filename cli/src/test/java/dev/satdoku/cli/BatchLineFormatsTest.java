package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.satdoku.format.lz.LzString;
import dev.satdoku.testing.Repo;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code satdoku batch} reads a line the way PUZZLE is read (links, payloads, ISS strings, JSON
 * documents, files of any format), carries import warnings in every output format, reports bad
 * JSON in one clean line, and never writes the input's control characters raw.
 */
class BatchLineFormatsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String WIKI = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @TempDir
    Path tmp;

    private static String doc() {
        return ConvertCommandTest.fpuzzlesJson();
    }

    private static String payload() {
        return LzString.compressToBase64(doc());
    }

    private static String scl() throws Exception {
        return Files.readString(Repo.root().resolve("formats/src/test/resources/samples/fpuzzles/sudokupad/"
                + "scl-introduction-to-counting-circles.txt")).strip();
    }

    private static List<JsonNode> jsonl(Cli r) {
        List<JsonNode> out = new ArrayList<>();
        for (String line : r.out().lines().toList()) {
            try {
                out.add(JSON.readTree(line));
            } catch (Exception e) {
                throw new AssertionError("not JSON: " + line, e);
            }
        }
        return out;
    }

    /** One line of each format PUZZLE accepts; each result equals what solve says about the same text. */
    @Test
    void everyPuzzleFormatReadsAsALineAndMatchesSolve() throws Exception {
        Path fpuzzlesFile = tmp.resolve("tiny.json");
        Files.writeString(fpuzzlesFile, doc());
        Path nativeFile = tmp.resolve("four.sudoku");
        Files.writeString(nativeFile, "size 4\ngivens\n.2.3\n....\n....\n.14.\n");
        String issWithBlanks = ConvertCommandTest.ISS.replace("~R5C1_4", " ~R5C1_4 ").replace("~R9C5_8", "~ R9C5_8");
        String linkInJson = JsonNodeFactory.instance.objectNode().put("puzzle", "https://www.f-puzzles.com/?load=" + payload())
                .toString();
        // What each line is, and the PUZZLE argument solve gets for the same puzzle.
        List<String[]> cases = List.of(
                new String[] {WIKI, WIKI},
                new String[] {"https://www.f-puzzles.com/?load=" + payload(), doc()},
                new String[] {payload(), doc()},
                new String[] {doc(), doc()},
                new String[] {"https://sudokupad.app/fpuzzles" + payload(), doc()},
                new String[] {"https://sudokupad.app/" + scl(), "https://sudokupad.app/" + scl()},
                new String[] {ConvertCommandTest.ISS, ConvertCommandTest.ISS},
                new String[] {issWithBlanks, ConvertCommandTest.ISS},
                new String[] {"https://sigh.github.io/Interactive-Sudoku-Solver/?q=" + ConvertCommandTest.ISS, ConvertCommandTest.ISS},
                new String[] {linkInJson, doc()},
                new String[] {"tiny.json", fpuzzlesFile.toString()},
                new String[] {"four.sudoku", nativeFile.toString()});
        List<String> lines = cases.stream().map(c -> c[0]).toList();
        Path list = tmp.resolve("list.txt");
        Files.write(list, lines);
        Cli batch = Cli.run("batch", list.toString(), "--format", "jsonl", "--threads", "2");
        assertEquals(0, batch.code(), batch.toString());
        List<JsonNode> results = jsonl(batch);
        assertEquals(cases.size(), results.size(), batch.out());
        for (int i = 0; i < cases.size(); i++) {
            JsonNode r = results.get(i);
            assertEquals(i + 1, r.get("line").asInt());
            Cli solve = Cli.run("solve", "--json", cases.get(i)[1]);
            assertEquals(0, solve.code(), solve.toString());
            JsonNode s = JSON.readTree(solve.out());
            String what = "line " + (i + 1) + " (" + lines.get(i) + "): " + r;
            assertEquals(s.get("status").asText(), r.get("status").asText(), what);
            assertEquals(s.get("variables").asLong(), r.get("variables").asLong(), what);
            assertEquals(s.get("clauses").asLong(), r.get("clauses").asLong(), what);
            assertEquals(s.get("solutions").size(), r.get("count").asInt(), what);
            assertEquals(s.get("warnings"), r.get("warnings"), what);
        }
        assertEquals(issWithBlanks, results.get(7).get("puzzle").asText(), "all of an ISS line is the puzzle");
        assertEquals(doc(), results.get(3).get("puzzle").asText());
    }

    @Test
    void aOneLinePuzzleStartingWithADotKeepsItsNoteOutOfThePuzzleEvenWithATilde() throws Exception {
        String hard = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        Path list = tmp.resolve("note.txt");
        Files.write(list, List.of(hard + "  ~ the hard one"));
        Cli batch = Cli.run("batch", list.toString(), "--format", "jsonl");
        assertEquals(0, batch.code(), batch.toString());
        JsonNode r = jsonl(batch).get(0);
        assertEquals(hard, r.get("puzzle").asText(), r.toString());
        assertEquals("unique", r.get("status").asText(), r.toString());
    }

    @Test
    void sudokuPadsZippedFormIsReadAndAnObjectWithoutPuzzleFieldIsToldSo() throws Exception {
        String zipped = LzString.decompressFromBase64(scl().substring("scl".length()));
        assertTrue(zipped.startsWith("{") && !zipped.contains("\n"), zipped);
        Path list = tmp.resolve("objects.txt");
        Files.write(list, List.of(zipped, "{\"id\": 7, \"grid\": 3}", "{\"id\": 7}"));
        Cli batch = Cli.run("batch", list.toString(), "--format", "jsonl");
        List<JsonNode> results = jsonl(batch);
        Cli solve = Cli.run("solve", "--json", zipped);
        assertEquals(0, solve.code(), solve.toString());
        JsonNode s = JSON.readTree(solve.out());
        assertEquals(s.get("status").asText(), results.get(0).get("status").asText(), results.get(0).toString());
        assertEquals(s.get("clauses").asLong(), results.get(0).get("clauses").asLong(), results.get(0).toString());
        // An object with a document's key is read as that document (and its errors are the importer's) ...
        assertEquals("error", results.get(1).get("status").asText(), results.get(1).toString());
        assertFalse(results.get(1).get("error").asText().contains("\"puzzle\" field"), results.get(1).toString());
        // ... one with neither a puzzle field nor a document's keys is told what a JSON line holds.
        String error = results.get(2).get("error").asText();
        assertTrue(error.startsWith(list + ":3:") && error.contains("needs a \"puzzle\" field"), error);
    }

    @Test
    void aBadForeignLineIsAnErrorNamingTheListLineAndTheItem() throws Exception {
        Path list = tmp.resolve("bad.txt");
        Files.write(list, List.of(WIKI, ".Thermo~R1C1~RxC2", "https://sudokupad.app/7kov2n4lrz", WIKI));
        Cli batch = Cli.run("batch", list.toString(), "--format", "jsonl");
        assertEquals(ExitCodes.BAD_INPUT, batch.code(), batch.toString());
        List<JsonNode> results = jsonl(batch);
        assertEquals(List.of("unique", "error", "error", "unique"), results.stream().map(r -> r.get("status").asText()).toList());
        String iss = results.get(1).get("error").asText();
        assertTrue(iss.startsWith(list + ":2:"), iss);
        assertTrue(iss.contains("RxC2"), iss);
        String pad = results.get(2).get("error").asText();
        assertTrue(pad.startsWith(list + ":3:"), pad);
        assertTrue(pad.contains("paste the full link"), pad);
    }

    @Test
    void importWarningsAppearInEveryOutputFormat() throws Exception {
        Path list = tmp.resolve("warned.txt");
        Files.write(list, List.of(WIKI, "https://www.f-puzzles.com/?load=" + payload()));
        Cli jsonl = Cli.run("batch", list.toString(), "--format", "jsonl");
        assertEquals(0, jsonl.code(), jsonl.toString());
        List<JsonNode> results = jsonl(jsonl);
        assertTrue(results.get(0).get("warnings").isArray() && results.get(0).get("warnings").isEmpty(), results.get(0).toString());
        JsonNode warnings = results.get(1).get("warnings");
        assertEquals(2, warnings.size(), results.get(1).toString());
        assertTrue(warnings.get(0).asText().contains("not marked as givens"), warnings.toString());
        assertTrue(warnings.get(1).asText().contains("decorations"), warnings.toString());
        assertTrue(jsonl.err().contains("satdoku: warning: 1 puzzle was imported with warnings"), jsonl.err());
        // the decorations were not read, so the status is about the rules read and the record says so
        assertTrue(results.get(0).get("complete").asBoolean() && !results.get(0).has("unread"), results.get(0).toString());
        assertFalse(results.get(1).get("complete").asBoolean(), results.get(1).toString());
        String unread = results.get(1).get("unread").get(0).asText();
        assertTrue(unread.contains("decoration"), results.get(1).toString());

        Cli csv = Cli.run("batch", list.toString());
        assertEquals(0, csv.code(), csv.toString());
        List<String> rows = csv.out().lines().toList();
        assertEquals("line,puzzle,status,solution,count,variables,clauses,micros,error,warnings,complete,unread", rows.get(0));
        assertTrue(rows.get(1).endsWith(",,,true,"), "no error, no warnings, read completely: " + rows.get(1));
        String joined = warnings.get(0).asText() + "; " + warnings.get(1).asText();
        assertTrue(joined.contains("\""), "the warnings hold quotes, which csv doubles: " + joined);
        assertTrue(rows.get(2).contains(",\"" + joined.replace("\"", "\"\"") + "\",false,"), rows.get(2));
        assertTrue(csv.err().contains("see the warnings column"), csv.err());

        Cli grid = Cli.run("batch", list.toString(), "--format", "grid");
        assertTrue(grid.out().contains("warning: " + warnings.get(0).asText() + "\n"), grid.out());
        assertTrue(grid.out().contains("not read (the status is about the rules read): " + unread + "\n"), grid.out());
        assertTrue(grid.out().contains("warning: " + warnings.get(1).asText() + "\n"), grid.out());
    }

    @Test
    void jsonErrorsAreOneCleanLineWithLineAndColumn() throws Exception {
        Path list = tmp.resolve("json.txt");
        Files.write(list, List.of("{\"puzzle\": \"" + WIKI + "\"", "  {\"puzzle\" 12}", "{\"puzzle\": \"" + WIKI + "\", }",
                "{\"puzzle\": tru}"));
        Cli batch = Cli.run("batch", list.toString(), "--format", "jsonl");
        List<JsonNode> results = jsonl(batch);
        assertEquals(4, results.size(), batch.out());
        // Where the parser stopped: the end of the unclosed line, the '1' (after the line's two blanks), the '}' after
        // the trailing comma, the end of the bad token.
        int[] columns = {95, 13, 97, 15};
        for (int i = 0; i < results.size(); i++) {
            String error = results.get(i).get("error").asText();
            assertTrue(error.startsWith(list + ":" + (i + 1) + ":" + columns[i] + ": not valid JSON: "), error);
            assertFalse(error.contains("Source") || error.contains("REDACTED") || error.contains("StreamReadFeature")
                    || error.contains("[") || error.contains("\n"), error);
        }
    }

    @Test
    void controlCharactersAreEscapedInCsvAndGridAndJsonlStaysValid() throws Exception {
        Path list = tmp.resolve("garbage.txt");
        String garbage = "ab\u0000c\u001b[31mred\u0001\u007f\u0085\td";
        Files.write(list, List.of(garbage, "{\"puzzle\": \"x\u0000y\"}", WIKI), StandardCharsets.UTF_8);
        Cli csv = Cli.run("batch", list.toString());
        List<String> rows = csv.out().lines().toList();
        assertEquals(4, rows.size(), "a header and one row per line: " + csv.out());
        for (char ch : csv.out().toCharArray()) {
            assertTrue(ch == '\n' || !Character.isISOControl(ch), "control character " + (int) ch + " in " + csv.out());
        }
        // The puzzle column is the line's first word (up to the tab); the tab itself shows in the error's copy of the line.
        assertTrue(rows.get(1).startsWith("1,ab\\u0000c\\u001B[31mred\\u0001\\u007F\\u0085,error,"), rows.get(1));

        Cli grid = Cli.run("batch", list.toString(), "--format", "grid");
        for (char ch : grid.out().toCharArray()) {
            assertTrue(ch == '\n' || !Character.isISOControl(ch), "control character " + (int) ch + " in " + grid.out());
        }

        Cli jsonl = Cli.run("batch", list.toString(), "--format", "jsonl");
        List<JsonNode> results = jsonl(jsonl);
        assertEquals(3, results.size(), jsonl.out());
        assertEquals(garbage.split("\t")[0], results.get(0).get("puzzle").asText(), "JSON keeps the text exactly");
        // A raw NUL inside a JSON string is not JSON: the whole line is shown, and the error says why.
        assertEquals("{\"puzzle\": \"x\u0000y\"}", results.get(1).get("puzzle").asText());
        assertTrue(results.get(1).get("error").asText().contains(":2:") && results.get(1).get("error").asText().contains("not valid JSON"),
                results.get(1).toString());
        assertEquals("unique", results.get(2).get("status").asText());
    }
}
