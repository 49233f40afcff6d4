package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.edits;
import static dev.satdoku.serve.WorkbenchClient.file;
import static dev.satdoku.serve.WorkbenchClient.question;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The endpoints on grids that are not square 1..N: a 6x8 grid holding 1..8, a 4x6 grid holding 0..5, a 6x8
 * grid holding 0..8 and the 16x16 classic. Each answer says the shape (rows, cols, values) and the page
 * can place everything from it: givens, solutions, candidates, differing cells and suggestions by
 * row-major index over rows x cols, values as themselves (0 included).
 */
class GridShapesApiTest {

    /**
     * Puzzles built backwards for these tests (not published): givens taken from the workbench's own
     * answers (a solution's cell where two solutions differed) until the verdict was unique, then every
     * given whose removal kept it unique dropped, so each given is needed.
     */
    static final String RECT_6X8 = ".Shape~6x8.~R1C2_4~R1C4_5~R1C6_6~R1C7_1~R2C1_2~R2C4_6~R2C6_8~R2C7_5~R3C3_1~R3C4_7~R3C5_6"
            + "~R4C2_5~R4C3_3~R4C6_1~R5C3_5~R5C6_3~R5C7_6~R6C2_7~R6C5_2~R6C6_4";
    static final int[] RECT_6X8_SOLUTION = {3, 4, 8, 5, 7, 6, 1, 2, 2, 1, 7, 6, 3, 8, 5, 4, 4, 8, 1, 7, 6, 5, 2, 3,
        6, 5, 3, 2, 4, 1, 7, 8, 8, 2, 5, 4, 1, 3, 6, 7, 1, 7, 6, 3, 2, 4, 8, 5};
    static final String ZERO_4X6 = ".Shape~4x6~0-5.~R1C2_0~R1C3_2~R1C6_5~R2C1_4~R2C2_5~R2C6_1~R3C3_0~R3C4_3~R3C5_5~R4C2_4~R4C4_2";
    static final int[] ZERO_4X6_SOLUTION = {1, 0, 2, 4, 3, 5, 4, 5, 3, 0, 2, 1, 2, 1, 0, 3, 5, 4, 3, 4, 5, 2, 1, 0};
    static final String ZERO_6X8 = ".Shape~6x8~0-8.~R1C3_1~R1C5_5~R1C7_3~R1C8_7~R2C2_4~R2C4_6~R2C7_0~R2C8_8~R3C1_3~R3C2_2"
            + "~R3C3_8~R3C6_7~R3C7_4~R4C1_7~R4C6_6~R4C7_2~R4C8_3~R5C1_2~R5C2_8~R5C3_0~R5C4_3~R5C5_1~R6C2_6~R6C4_5~R6C6_3~R6C8_0";
    static final int[] ZERO_6X8_SOLUTION = {8, 0, 1, 2, 5, 4, 3, 7, 5, 4, 3, 6, 2, 1, 0, 8, 3, 2, 8, 1, 0, 7, 4, 5,
        7, 5, 4, 0, 8, 6, 2, 3, 2, 8, 0, 3, 1, 5, 7, 6, 1, 6, 7, 5, 4, 3, 8, 0};
    static final String SIXTEEN = "instances/classic/16x16.sudoku";

    static Workbench bench;
    static WorkbenchClient client;

    @BeforeAll
    static void start() throws IOException {
        bench = Workbench.start(Workbench.Settings.loopback(0).withMaxSeconds(30), "test", System.err);
        client = new WorkbenchClient(bench);
    }

    @AfterAll
    static void stop() {
        bench.close();
    }

    private static JsonNode ok(String path, JsonNode body) {
        WorkbenchClient.Answer a = client.post(path, body);
        assertEquals(200, a.status(), path + ": " + a.json());
        return a.json();
    }

    private static String error(String path, JsonNode body) {
        WorkbenchClient.Answer a = client.post(path, body);
        assertEquals(400, a.status(), path + ": " + a.json());
        return a.error();
    }

    private static int[] ints(JsonNode array) {
        int[] out = new int[array.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = array.get(i).asInt();
        }
        return out;
    }

    /** Every answer about a puzzle starts with its shape: rows, cols, values [min, max]; size is the longer side. */
    private static void assertShape(JsonNode answer, int rows, int cols, int min, int max) {
        assertEquals(rows, answer.get("rows").asInt(), answer.toString());
        assertEquals(cols, answer.get("cols").asInt());
        assertEquals(min, answer.get("values").get(0).asInt());
        assertEquals(max, answer.get("values").get(1).asInt());
        assertEquals(Math.max(rows, cols), answer.get("size").asInt());
    }

    @Test
    void theDrawingAnswerGivesTheShapeAndTheGivensByRowMajorIndex() {
        JsonNode p = ok("/api/puzzle", question(ZERO_4X6));
        assertShape(p, 4, 6, 0, 5);
        assertEquals("4x6, 2x3 boxes, values 0..5", p.get("layout").asText());
        assertEquals(24, p.get("givens").size());
        // r1c2 holds the value 0 (not "empty": that is null), r1c1 nothing, r4c4 (index 21) a 2
        assertTrue(p.get("givens").get(0).isNull());
        assertEquals(0, p.get("givens").get(1).asInt());
        assertTrue(p.get("givens").get(1).isInt());
        assertEquals(2, p.get("givens").get(21).asInt());
        assertEquals(11, p.get("givenCount").asInt());
        assertTrue(p.get("svg").asText().contains("class=\"border\""));

        JsonNode r = ok("/api/puzzle", question(RECT_6X8));
        assertShape(r, 6, 8, 1, 8);
        assertEquals("6x8, 2x4 boxes", r.get("layout").asText());
        assertEquals(48, r.get("givens").size());
        assertEquals(7, r.get("givens").get(5 * 8 + 1).asInt(), "r6c2 at index 41");

        JsonNode s = ok("/api/puzzle", question(file(SIXTEEN)));
        assertShape(s, 16, 16, 1, 16);
        assertEquals(256, s.get("givens").size());
        assertEquals(15, s.get("givens").get(13).asInt(), "r1c14");
    }

    @Test
    void everyAnswerSaysTheShape() {
        for (String path : List.of("/api/solve", "/api/candidates", "/api/explain", "/api/ambiguity", "/api/redundant")) {
            assertShape(ok(path, question(ZERO_6X8)), 6, 8, 0, 8);
        }
        assertShape(ok("/api/export", question(ZERO_6X8).put("format", "native")), 6, 8, 0, 8);
    }

    @Test
    void solutionsAreRowMajorOverRowsTimesColumnsWithTheRealValues() throws IOException {
        assertSolves(RECT_6X8, RECT_6X8_SOLUTION);
        assertSolves(ZERO_4X6, ZERO_4X6_SOLUTION);
        assertSolves(ZERO_6X8, ZERO_6X8_SOLUTION);
        assertSolves(file(SIXTEEN), sixteenSolution());
    }

    /** The 16x16 instance's solution from its .expected file (rows of numbers separated by spaces). */
    static int[] sixteenSolution() {
        String expected = file(SIXTEEN.replace(".sudoku", ".expected"));
        String rows = expected.substring(expected.indexOf("\nsolution\n") + "\nsolution\n".length()).strip();
        int[] out = java.util.Arrays.stream(rows.split("\\s+")).mapToInt(Integer::parseInt).toArray();
        assertEquals(256, out.length);
        return out;
    }

    private static void assertSolves(String puzzle, int[] solution) {
        JsonNode s = ok("/api/solve", question(puzzle));
        assertEquals("unique", s.get("status").asText());
        assertEquals(1, s.get("solutions").size());
        assertEquals(java.util.Arrays.toString(solution), java.util.Arrays.toString(ints(s.get("solutions").get(0).get("digits"))));
    }

    @Test
    void candidatesAreTheGridsValuesZeroIncluded() {
        // without r1c2's 0 the 4x6 puzzle has several solutions: r1c2's candidates must include the value 0
        JsonNode c = ok("/api/candidates", edits(question(ZERO_4X6), nullEdit("r1c2")));
        assertShape(c, 4, 6, 0, 5);
        assertEquals(24, c.get("candidates").size());
        Set<Integer> seen = new HashSet<>();
        c.get("candidates").forEach(cell -> cell.forEach(v -> seen.add(v.asInt())));
        assertEquals(Set.of(0, 1, 2, 3, 4, 5), seen, "every value appears somewhere, and nothing else");
        List<Integer> r1c2 = new ArrayList<>();
        c.get("candidates").get(1).forEach(v -> r1c2.add(v.asInt()));
        assertTrue(r1c2.contains(0) && r1c2.size() > 1, r1c2.toString());
        // a given cell's only candidate is its value, 0 included
        assertEquals("[2]", c.get("candidates").get(21).toString());
        assertEquals("[0]", c.get("candidates").get(14).toString(), "r3c3 holds the given 0");
    }

    private static Map<String, Integer> nullEdit(String cell) {
        Map<String, Integer> m = new java.util.HashMap<>();
        m.put(cell, null);
        return m;
    }

    @Test
    void whatIfTakesZeroAsAValueOnZeroBasedGridsAndValuesAboveNineOnSixteen() {
        // 0 at r1c1 of the 4x6 grid is a given 0 (it clashes with r1c2's 0), not a cleared cell
        JsonNode zero = ok("/api/solve", edits(question(ZERO_4X6), Map.of("r1c1", 0)));
        assertEquals("none", zero.get("status").asText());
        JsonNode p = ok("/api/puzzle", edits(question(ZERO_4X6), Map.of("r1c1", 0)));
        assertEquals(0, p.get("givens").get(0).asInt());
        assertEquals(12, p.get("givenCount").asInt());
        JsonNode explain = ok("/api/explain", edits(question(ZERO_4X6), Map.of("r1c1", 0)).put("repairs", 0));
        assertEquals("conflict", explain.get("status").asText());
        Set<String> clashing = new HashSet<>();
        explain.get("elements").forEach(e -> clashing.add(e.path("cell").asText() + "=" + e.path("digit").asText()));
        assertEquals(Set.of("r1c1=0", "r1c2=0"), clashing);
        // null clears the 0 given; the puzzle then has several solutions (every given of it is needed)
        assertEquals("multiple", ok("/api/solve", edits(question(ZERO_4X6), nullEdit("r1c2"))).get("status").asText());
        // on a 1..8 grid 0 still clears a given, as before
        JsonNode cleared = ok("/api/puzzle", edits(question(RECT_6X8), Map.of("r1c2", 0)));
        assertTrue(cleared.get("givens").get(1).isNull());
        assertEquals(19, cleared.get("givenCount").asInt());

        // 16x16: the solution's 12 at r1c8 keeps it unique, a 15 at r1c1 clashes with r1c14's
        JsonNode twelve = ok("/api/solve", edits(question(file(SIXTEEN)), Map.of("r1c8", 12)));
        assertEquals("unique", twelve.get("status").asText());
        assertEquals(12, twelve.get("solutions").get(0).get("digits").get(7).asInt());
        assertEquals("none", ok("/api/solve", edits(question(file(SIXTEEN)), Map.of("r1c1", 15))).get("status").asText());
        assertEquals("none", ok("/api/solve", edits(question(file(SIXTEEN)), Map.of("r1c2", 1))).get("status").asText());
    }

    @Test
    void editsOutsideTheShapeOrTheValuesAreRefusedInOneLine() {
        assertEquals("edits: r7c1 is outside the 6x8 grid", error("/api/solve", edits(question(RECT_6X8), Map.of("r7c1", 1))));
        assertEquals("edits: r1c9 is outside the 6x8 grid", error("/api/puzzle", edits(question(RECT_6X8), Map.of("r1c9", 1))));
        assertEquals("edits: r1c1: digit 9 is outside 1..8", error("/api/solve", edits(question(RECT_6X8), Map.of("r1c1", 9))));
        assertEquals("edits: r1c1: digit 6 is outside 0..5", error("/api/solve", edits(question(ZERO_4X6), Map.of("r1c1", 6))));
        assertEquals("edits: r1c1: digit 17 is outside 1..16", error("/api/solve", edits(question(file(SIXTEEN)), Map.of("r1c1", 17))));
    }

    @Test
    void suggestionsAndDifferingCellsLieInTheGridAndEachSuggestionMakesItUnique() {
        // r1c5's 5 removed from the 0..8 grid: several solutions
        Map<String, Integer> cleared = nullEdit("r1c5");
        JsonNode a = ok("/api/ambiguity", edits(question(ZERO_6X8), cleared));
        assertEquals("multiple", a.get("status").asText());
        assertTrue(a.get("differing").size() > 0);
        for (JsonNode d : a.get("differing")) {
            assertInGrid(d.get("cell").asText(), 6, 8);
            d.get("candidates").forEach(v -> assertTrue(v.asInt() >= 0 && v.asInt() <= 8, d.toString()));
        }
        assertTrue(a.get("suggestions").size() > 0);
        for (JsonNode sg : a.get("suggestions")) {
            assertInGrid(sg.get("cell").asText(), 6, 8);
            Map<String, Integer> tried = new java.util.HashMap<>(cleared);
            tried.put(sg.get("cell").asText(), sg.get("digit").asInt());
            String status = ok("/api/solve", edits(question(ZERO_6X8), tried)).get("status").asText();
            assertEquals(a.get("unique").asBoolean() ? "unique" : "multiple", status, sg.toString());
        }
    }

    private static void assertInGrid(String cell, int rows, int cols) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("r(\\d+)c(\\d+)").matcher(cell);
        assertTrue(m.matches(), cell);
        int r = Integer.parseInt(m.group(1)), c = Integer.parseInt(m.group(2));
        assertTrue(r >= 1 && r <= rows && c >= 1 && c <= cols, cell + " in " + rows + "x" + cols);
    }

    @Test
    void exportsKeepTheShapeAndTheValues() {
        JsonNode nat = ok("/api/export", edits(question(ZERO_6X8), Map.of("r1c1", 8)).put("format", "native"));
        Puzzle back = PuzzleReader.readText(nat.get("text").asText(), "export").get(0);
        assertEquals(6, back.layout().rows());
        assertEquals(8, back.layout().cols());
        assertEquals(0, back.layout().minValue());
        assertEquals(8, back.layout().maxValue());
        assertEquals(8, back.givens()[0], "the what-if given is exported");
        assertEquals(0, back.givens()[6 + 8], "r2c7's 0 is a given 0");
        assertEquals(27, back.givenCount());
        // f-puzzles cannot state a 6x8 grid: a one-line refusal naming what to do instead
        String refusal = error("/api/export", question(RECT_6X8).put("format", "fpuzzles"));
        assertTrue(refusal.contains("f-puzzles cannot state this grid (6x8") && refusal.contains("native"), refusal);
        JsonNode dimacs = ok("/api/export", question(ZERO_4X6).put("format", "dimacs"));
        assertTrue(dimacs.get("text").asText().startsWith("c ") || dimacs.get("text").asText().startsWith("p cnf"));
    }
}
