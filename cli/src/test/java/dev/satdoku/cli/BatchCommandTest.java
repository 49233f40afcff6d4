package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code satdoku batch}: results in input order whatever the thread count, each equal to what
 * {@code solve} says about the same puzzle, bad lines reported with their line numbers.
 */
class BatchCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String WIKI = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    /** Wikipedia's puzzle with one wrong given: no clash between givens, but no solution. */
    private static final String NONE = "532.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    /** Wikipedia's puzzle without r3c8: two solutions. */
    private static final String TWO = WIKI.substring(0, 25) + "." + WIKI.substring(26);
    private static final String HARD = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

    @TempDir
    Path tmp;

    /** The mixed list: line number -> what is on it. Lines 3 and 9 are blank or comments. */
    private Path mixedFile() throws Exception {
        Path nativeFile = tmp.resolve("four.sudoku");
        Files.writeString(nativeFile, "size 4\ngivens\n.2.3\n....\n....\n.14.\n");
        List<String> lines = List.of(
                WIKI,
                TWO + "  a note after the puzzle",
                "",
                NONE,
                "12345",
                "{\"puzzle\": \"" + HARD + "\", \"id\": 7}",
                "four.sudoku",
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x",
                "# a comment",
                "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                "{\"puzzle\": 12}",
                "missing.sudoku",
                ".".repeat(81),
                "1.3.2...4..3..4.");
        Path list = tmp.resolve("mixed.txt");
        Files.write(list, lines);
        return list;
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4})
    void resultsEqualSolveInInputOrderWithAnyThreadCount(int threads) throws Exception {
        Path list = mixedFile();
        Cli batch = Cli.run("batch", list.toString(), "--format", "jsonl", "--threads", Integer.toString(threads));
        assertEquals(ExitCodes.BAD_INPUT, batch.code(), batch.toString());
        List<JsonNode> results = new ArrayList<>();
        for (String line : batch.out().lines().toList()) {
            results.add(JSON.readTree(line));
        }
        List<Integer> lineNumbers = results.stream().map(r -> r.get("line").asInt()).toList();
        assertEquals(List.of(1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14), lineNumbers, batch.out());
        List<String> statuses = results.stream().map(r -> r.get("status").asText()).toList();
        assertEquals(List.of("unique", "multiple", "none", "error", "unique", "unique", "error", "error", "error", "error",
                "multiple", "unique"), statuses, batch.out());
        List<String> lines = Files.readAllLines(list);
        for (JsonNode r : results) {
            int number = r.get("line").asInt();
            String text = lines.get(number - 1);
            if (r.get("status").asText().equals("error")) {
                assertTrue(r.get("error").asText().startsWith(list + ":" + number + ":"), r.toString());
                continue;
            }
            String puzzleArg = text.startsWith("{") ? JSON.readTree(text).get("puzzle").asText()
                    : text.endsWith(".sudoku") ? tmp.resolve(text).toString() : text.split(" ")[0];
            Cli solve = Cli.run("solve", "--json", puzzleArg);
            assertEquals(0, solve.code(), solve.toString());
            JsonNode s = JSON.readTree(solve.out());
            assertEquals(s.get("status").asText(), r.get("status").asText(), "line " + number);
            assertEquals(s.get("variables").asLong(), r.get("variables").asLong(), "line " + number);
            assertEquals(s.get("clauses").asLong(), r.get("clauses").asLong(), "line " + number);
            assertEquals(s.get("solutions").size() == 0 ? null : s.get("solutions").get(0), r.get("solution"),
                    "line " + number + ": batch and solve write the same solution object");
            assertEquals(s.get("solutions").size(), r.get("count").asInt(), "line " + number);
        }
        assertTrue(results.get(6).get("error").asText().contains(":8:81:"), "column of the bad character: " + results.get(6));
        assertTrue(results.get(7).get("error").asText().contains("conflicting givens"), results.get(7).toString());
        assertTrue(results.get(8).get("error").asText().contains("\"puzzle\" field"), results.get(8).toString());
        assertTrue(results.get(9).get("error").asText().contains("no such puzzle file"), results.get(9).toString());
    }

    @Test
    void manyPuzzlesComeOutInTheSameOrderOnOneAndFourThreads() throws Exception {
        Random rnd = new Random(11);
        String solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            StringBuilder sb = new StringBuilder(solution);
            double keep = 0.2 + rnd.nextDouble() * 0.3;
            for (int c = 0; c < 81; c++) {
                if (rnd.nextDouble() > keep) {
                    sb.setCharAt(c, '.');
                }
            }
            lines.add(i % 97 == 5 ? "not a puzzle" : sb.toString());
        }
        Path list = tmp.resolve("many.txt");
        Files.write(list, lines);
        Cli one = Cli.run("batch", list.toString(), "--threads", "1");
        Cli four = Cli.run("batch", list.toString(), "--threads", "4");
        assertEquals(withoutTimes(one.out()), withoutTimes(four.out()));
        assertEquals(401, one.out().lines().count(), "header and one row per line");
        assertEquals("line,puzzle,status,solution,count,variables,clauses,micros,error,warnings,complete,unread", one.out().lines().findFirst().orElseThrow());
        for (String row : one.out().lines().skip(1).toList()) {
            String status = row.split(",")[2];
            assertTrue(List.of("unique", "multiple", "error").contains(status), row);
            if (status.equals("unique")) {
                assertEquals(solution, row.split(",")[3], "a unique solution is the grid the puzzle came from: " + row);
            }
        }
    }

    @Test
    void firstAndCountLimits() throws Exception {
        Path list = tmp.resolve("empty.txt");
        Files.writeString(list, ".".repeat(81) + "\n" + WIKI + "\n");
        Cli first = Cli.run("batch", list.toString(), "--first", "--format", "jsonl");
        assertEquals(0, first.code(), first.toString());
        List<JsonNode> f = first.out().lines().map(BatchCommandTest::parse).toList();
        assertEquals("found", f.get(0).get("status").asText());
        assertEquals("found", f.get(1).get("status").asText());
        Cli count = Cli.run("batch", list.toString(), "--count", "5", "--format", "jsonl");
        List<JsonNode> c = count.out().lines().map(BatchCommandTest::parse).toList();
        assertEquals(5, c.get(0).get("count").asInt());
        assertEquals("multiple", c.get(0).get("status").asText());
        assertEquals(1, c.get(1).get("count").asInt());
        assertEquals("unique", c.get(1).get("status").asText());
        assertEquals(2, Cli.run("batch", list.toString(), "--first", "--count", "3").code());
        assertEquals(2, Cli.run("batch", list.toString(), "--threads", "0").code());
    }

    @Test
    void outputFileIsWrittenAtomicallyAndNotOverwrittenWithoutForce() throws Exception {
        Path list = tmp.resolve("one.txt");
        Files.writeString(list, WIKI + "\n");
        Path out = tmp.resolve("results.csv");
        Cli r = Cli.run("batch", list.toString(), "-o", out.toString());
        assertEquals(0, r.code(), r.toString());
        assertEquals("", r.out());
        assertTrue(Files.readString(out).contains(",unique,534678912"), Files.readString(out));
        Cli again = Cli.run("batch", list.toString(), "-o", out.toString());
        assertEquals(1, again.code());
        assertTrue(again.err().contains("already exists"), again.err());
        assertEquals(0, Cli.run("batch", list.toString(), "-o", out.toString(), "--force").code());
        try (var files = Files.list(tmp)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".part")), "no temporary file left");
        }
    }

    @Test
    void gridFormatAndMissingInput() throws Exception {
        Path list = tmp.resolve("one.txt");
        Files.writeString(list, WIKI + "\n");
        Cli grid = Cli.run("batch", list.toString(), "--format", "grid");
        assertTrue(grid.out().startsWith("line 1: unique"), grid.out());
        assertTrue(grid.out().contains("5 3 4 6 7 8 9 1 2"), grid.out());
        Cli missing = Cli.run("batch", tmp.resolve("nope.txt").toString());
        assertEquals(1, missing.code());
        assertTrue(missing.err().contains("nope.txt: no such file"), missing.err());
        assertEquals(2, Cli.run("batch", list.toString(), "--format", "xml").code());
    }

    private static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (Exception e) {
            throw new AssertionError(line, e);
        }
    }

    /** Rows without the micros column, which differs from run to run. */
    private static String withoutTimes(String csv) {
        StringBuilder sb = new StringBuilder();
        for (String row : csv.lines().toList()) {
            List<String> fields = new ArrayList<>(List.of(row.split(",", -1)));
            if (fields.size() > 7) {
                fields.remove(7);
            }
            sb.append(String.join(",", fields)).append('\n');
        }
        return sb.toString();
    }
}
