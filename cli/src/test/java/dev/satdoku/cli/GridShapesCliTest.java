package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command on a rectangular grid (the ISS 6x9 Postcard, values 1..9) and on a 0-based one (a
 * little killer relabelled to 0..8): the answers show the real values, and what one command writes
 * the next reads back.
 */
class GridShapesCliTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String POSTCARD = Cli.instance("grids/postcard-6x9.sudoku");
    private static final String ZERO = Cli.instance("grids/little-killer-0-based.sudoku");
    private static final String POSTCARD_SOLUTION = "762894135438165729159723864215938647876541293943672581";
    private static final String ZERO_FIRST_ROW = "087124653";

    @TempDir
    Path tmp;

    @Test
    void solveAndCountShowTheRealValues() throws Exception {
        Cli solve = Cli.run("solve", "--json", POSTCARD);
        assertEquals(0, solve.code(), solve.toString());
        JsonNode j = JSON.readTree(solve.out());
        assertEquals("unique", j.get("status").asText(), solve.toString());
        assertEquals(6, j.get("rows").asInt());
        assertEquals(9, j.get("cols").asInt());
        StringBuilder digits = new StringBuilder();
        j.get("solutions").get(0).get("digits").forEach(v -> digits.append(v.asText()));
        assertEquals(POSTCARD_SOLUTION, digits.toString().replaceAll("[^0-9]", ""), solve.toString());

        Cli zero = Cli.run("solve", ZERO);
        assertEquals(0, zero.code(), zero.toString());
        assertTrue(zero.out().replace(" ", "").contains("|087|124|653|"), zero.toString());
        Cli count = Cli.run("count", ZERO);
        assertEquals(0, count.code(), count.toString());
        assertTrue(count.out().contains("1 solution") || count.out().contains("unique"), count.toString());
    }

    /** The ISS example as published (example_puzzles.js "6x9: Postcard"), read straight from its constraint string. */
    @Test
    void theIssStringOfTheRectangularExampleSolvesToItsPublishedSolution() throws Exception {
        String iss = ".Shape~6x9.Whisper~5~R2C4~R2C5.Whisper~5~R3C5~R4C6~R4C5~R4C4~R5C5.Indexing~C~R1C5~R2C5~R3C5~R4C5~R5C5~R6C5"
                + ".Indexing~C~R1C1~R2C1~R3C1.AntiKnight";
        Path file = tmp.resolve("postcard.txt");
        Files.writeString(file, iss + "\n");
        Cli solve = Cli.run("solve", "--json", file.toString());
        assertEquals(0, solve.code(), solve.toString());
        JsonNode j = JSON.readTree(solve.out());
        assertEquals("unique", j.get("status").asText(), solve.toString());
        StringBuilder digits = new StringBuilder();
        j.get("solutions").get(0).get("digits").forEach(v -> digits.append(v.asText()));
        assertEquals(POSTCARD_SOLUTION, digits.toString().replaceAll("[^0-9]", ""));
        Cli zeroBased = Cli.run("convert", writeIss(".Shape~4x4~0-3.~R1C1_0~R2C3_3"), "--to", "native");
        assertEquals(0, zeroBased.code(), zeroBased.toString());
        assertTrue(zeroBased.out().contains("values 0..3"), zeroBased.out());
    }

    private String writeIss(String iss) throws java.io.IOException {
        Path file = tmp.resolve("iss-" + Integer.toHexString(iss.hashCode()) + ".txt");
        Files.writeString(file, iss + "\n");
        return file.toString();
    }

    @Test
    void printedSolutionsReadBackThroughCheck() throws Exception {
        for (String puzzle : new String[] {POSTCARD, ZERO}) {
            Path printed = tmp.resolve("solution.txt");
            Files.writeString(printed, Cli.run("solve", puzzle).out());
            Cli check = Cli.run("check", puzzle, printed.toString());
            assertEquals(0, check.code(), check.toString());
        }
    }

    @Test
    void candidatesAndExplain() {
        Cli cand = Cli.run("candidates", ZERO);
        assertEquals(0, cand.code(), cand.toString());
        assertTrue(cand.out().contains("unique"), cand.toString());
        Cli cand6x9 = Cli.run("candidates", "--json", POSTCARD);
        assertEquals(0, cand6x9.code(), cand6x9.toString());
        Cli explain = Cli.run("explain", POSTCARD);
        assertEquals(0, explain.code(), explain.toString());
    }

    @Test
    void encodeThenDecodeGivesTheSolution() throws Exception {
        for (String puzzle : new String[] {POSTCARD, ZERO}) {
            Path cnf = tmp.resolve("p.cnf");
            Cli encode = Cli.run("encode", puzzle, "-o", cnf.toString(), "--force");
            assertEquals(0, encode.code(), encode.toString());
            String text = Files.readString(cnf);
            assertTrue(text.contains(puzzle.contains("postcard") ? "6x9, 3x3 boxes" : "values 0..8"), text.lines().limit(3).toList().toString());
            assertTrue(puzzle.contains("postcard") || text.contains("r1c1=0"), "0 is a value: its literal is named");
        }
    }

    @Test
    void renderConvertAndBatch() throws Exception {
        for (String puzzle : new String[] {POSTCARD, ZERO}) {
            Cli render = Cli.run("render", puzzle, "-o", "-");
            assertEquals(0, render.code(), render.toString());
            assertTrue(render.out().contains("<svg"), render.toString());
            Cli convert = Cli.run("convert", puzzle, "--to", "native");
            assertEquals(0, convert.code(), convert.toString());
            Path back = tmp.resolve("back.sudoku");
            Files.writeString(back, convert.out());
            Cli again = Cli.run("solve", back.toString());
            assertEquals(0, again.code(), again.toString());
            Cli fpuzzles = Cli.run("convert", puzzle, "--to", "fpuzzles");
            assertEquals(1, fpuzzles.code(), fpuzzles.toString());
            assertTrue(fpuzzles.err().contains("f-puzzles cannot state this grid"), fpuzzles.toString());
        }
        Path list = tmp.resolve("list.txt");
        Files.writeString(list, POSTCARD + "\n" + ZERO + "\n");
        Cli batch = Cli.run("batch", list.toString(), "--format", "jsonl", "--threads", "1");
        assertEquals(0, batch.code(), batch.toString());
        List<String> solutions = new java.util.ArrayList<>();
        for (String line : batch.out().lines().toList()) {
            StringBuilder digits = new StringBuilder();
            new ObjectMapper().readTree(line).get("solution").get("digits").forEach(d -> digits.append(d.asInt()));
            solutions.add(digits.toString());
        }
        assertEquals(POSTCARD_SOLUTION, solutions.get(0), batch.toString());
        assertTrue(solutions.get(1).startsWith(ZERO_FIRST_ROW), batch.toString());
    }

    /**
     * A SudokuPad puzzle of 4 rows of 6 cells (SudokuPad states any R x C, values 1..max(R, C)): solved
     * as a 4x6 grid, converted to the native form, and refused by the f-puzzles export with one line.
     */
    @Test
    void aRectangularSudokuPadPuzzleWorksThroughTheCommands() throws Exception {
        String[] givens = {"1.3.5.", ".5..2.", "...56.", "5.4..1"};
        StringBuilder json = new StringBuilder("{\"cells\":[");
        for (int r = 0; r < 4; r++) {
            json.append(r > 0 ? "," : "").append('[');
            for (int c = 0; c < 6; c++) {
                char ch = givens[r].charAt(c);
                json.append(c > 0 ? "," : "").append(ch == '.' ? "{}" : "{\"value\":\"" + ch + "\"}");
            }
            json.append(']');
        }
        json.append("],\"regions\":[[[0,0],[0,1],[0,2],[1,0],[1,1],[1,2]],[[0,3],[0,4],[0,5],[1,3],[1,4],[1,5]],"
                + "[[2,0],[2,1],[2,2],[3,0],[3,1],[3,2]],[[2,3],[2,4],[2,5],[3,3],[3,4],[3,5]]],"
                + "\"cages\":[{\"cells\":[\"r1c5\",\"r1c6\",\"r2c6\"],\"value\":\"14\"},{\"cells\":[\"r3c1\",\"r3c2\"],\"value\":\"5\"}]}");
        Path file = tmp.resolve("pad-4x6.json");
        Files.writeString(file, json);
        Cli solve = Cli.run("solve", "--json", file.toString());
        assertEquals(0, solve.code(), solve.toString());
        JsonNode j = JSON.readTree(solve.out());
        assertEquals("unique", j.get("status").asText(), solve.toString());
        assertEquals(4, j.get("rows").asInt());
        assertEquals(6, j.get("cols").asInt());
        StringBuilder digits = new StringBuilder();
        j.get("solutions").get(0).get("digits").forEach(v -> digits.append(v.asText()));
        assertEquals("123456456123231564564231", digits.toString().replaceAll("[^0-9]", ""), solve.toString());

        Cli convert = Cli.run("convert", file.toString(), "--to", "native");
        assertEquals(0, convert.code(), convert.toString());
        assertTrue(convert.out().contains("size 4x6\ngivens\n1.3.5.\n.5..2.\n...56.\n5.4..1\n"), convert.toString());

        Cli fpuzzles = Cli.run("convert", file.toString(), "--to", "fpuzzles");
        assertTrue(fpuzzles.code() != 0, fpuzzles.toString());
        assertTrue(fpuzzles.err().contains("f-puzzles cannot state this grid (4x6"), fpuzzles.toString());
        // one error line; the reading of the drawing (its killer cages) is printed before it, as for every command
        assertEquals(1, fpuzzles.err().strip().lines().filter(l -> !l.startsWith("satdoku: warning:")).count(), fpuzzles.toString());
    }
}
