package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.JSON;
import static dev.satdoku.serve.WorkbenchClient.edits;
import static dev.satdoku.serve.WorkbenchClient.file;
import static dev.satdoku.serve.WorkbenchClient.question;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.syntax.InputException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The setter answers over HTTP: repairs (explain), ambiguity and redundant. Every claim an answer makes
 * is checked by asking the server's plain verdict ({@code /api/solve}) about the edited puzzle, which
 * shares nothing with the finders but the encoder.
 */
class SetterApiTest {

    static final String WRONG_GIVEN = "instances/broken/wrong-given.sudoku";
    static final String WRONG_CAGE = "instances/broken/wrong-cage-total.sudoku";
    static final String SEVERAL = "instances/classic/several-solutions.sudoku";
    static final String WIKIPEDIA = "instances/classic/9x9-wikipedia.sudoku";

    @RegisterExtension
    static final RunningWorkbench WORKBENCH = new RunningWorkbench();

    private static String solve(ObjectNode q) {
        var a = WORKBENCH.client().post("/api/solve", q);
        assertEquals(200, a.status(), a.json().toString());
        return a.json().get("status").asText();
    }

    private static JsonNode ok(String path, ObjectNode q) {
        var a = WORKBENCH.client().post(path, q);
        assertEquals(200, a.status(), path + ": " + a.json());
        return a.json();
    }

    @Test
    void repairsOfAWrongGivenIncludeThePlantedOneAndEachLeavesASolution() {
        JsonNode a = ok("/api/explain", question(file(WRONG_GIVEN)).put("repairs", 1));
        assertEquals("conflict", a.get("status").asText());
        JsonNode r = a.get("repairs");
        assertEquals(1, r.get("size").asInt());
        List<String> cells = new ArrayList<>();
        for (JsonNode x : r.get("list")) {
            assertEquals(1, x.get("removed").size());
            JsonNode given = x.get("removed").get(0);
            assertEquals("given", given.get("kind").asText());
            cells.add(given.get("cell").asText());
            // removing it (what-if 0) leaves a solution: the verdict is not none, and unique exactly when it says so
            String verdict = solve(edits(question(file(WRONG_GIVEN)), Map.of(given.get("cell").asText(), 0)));
            assertEquals(x.get("unique").asBoolean() ? "unique" : "multiple", verdict, given.toString());
            // a digit said to make the cell unique does
            for (JsonNode d : x.path("uniqueDigits")) {
                assertEquals("unique", solve(edits(question(file(WRONG_GIVEN)), Map.of(given.get("cell").asText(), d.asInt()))));
            }
        }
        assertTrue(cells.contains("r1c3"), "the planted wrong given is a repair: " + cells);
        assertTrue(r.get("solverCalls").asInt() > 0);
        // explain without repairs (the page's first question) answers the conflict alone
        assertFalse(ok("/api/explain", question(file(WRONG_GIVEN)).put("repairs", 0)).has("repairs"));
    }

    @Test
    void explainElementsNameTheirImportedItemAsExplainJsonDoes() {
        String link = ok("/api/export", question(file(WRONG_CAGE)).put("format", "fpuzzles")).get("text").asText();
        JsonNode a = ok("/api/explain", question(link));
        assertEquals("conflict", a.get("status").asText());
        boolean cage = false;
        for (JsonNode e : a.get("elements")) {
            if (e.get("kind").asText().equals("rule")) {
                assertTrue(e.get("item").asText().matches("killercage\\[\\d+\\].*"), e.toString());
                assertFalse(e.has("text"), "an imported element shows its item, not the whole one-line input: " + e);
                cage = true;
            }
        }
        assertTrue(cage, a.toString());
        for (JsonNode x : a.get("repairs").get("list")) {
            x.get("removed").forEach(e -> assertTrue(e.has("item") || e.get("kind").asText().equals("given"), e.toString()));
        }
        // a what-if given was written nowhere: no location
        JsonNode clash = ok("/api/explain", edits(question(file(ApiTest.ODD_EVEN)), Map.of("r1c1", 7)));
        for (JsonNode e : clash.get("elements")) {
            assertEquals(e.get("cell").asText().equals("r1c1"), !e.has("location"), e.toString());
        }
    }

    @Test
    void ambiguityShowsTheDifferingCellsAndGivensThatEachMakeItUnique() {
        JsonNode a = ok("/api/ambiguity", question(file(SEVERAL)));
        assertEquals("multiple", a.get("status").asText());
        Set<String> differing = new HashSet<>();
        a.get("differing").forEach(d -> {
            differing.add(d.get("cell").asText());
            assertTrue(d.get("candidates").size() >= 2, d.toString());
        });
        // the two solutions of solve differ only inside the differing cells
        JsonNode sols = ok("/api/solve", question(file(SEVERAL))).get("solutions");
        for (int i = 0; i < 81; i++) {
            if (sols.get(0).get("digits").get(i).asInt() != sols.get(1).get("digits").get(i).asInt()) {
                assertTrue(differing.contains("r" + (i / 9 + 1) + "c" + (i % 9 + 1)), "cell " + i);
            }
        }
        assertTrue(a.get("unique").asBoolean(), a.toString());
        assertTrue(a.get("suggestions").size() > 0);
        for (JsonNode s : a.get("suggestions")) {
            assertTrue(differing.contains(s.get("cell").asText()), "a suggestion in a cell that differs: " + s);
            assertEquals(1, s.get("solutions").asInt());
            assertEquals("unique", solve(edits(question(file(SEVERAL)), Map.of(s.get("cell").asText(), s.get("digit").asInt()))), s.toString());
        }
        var capped = ok("/api/ambiguity", question(file(SEVERAL)).put("maxSuggestions", 1));
        assertEquals(1, capped.get("suggestions").size());
        assertEquals(capped.get("suggestionTotal").asInt() > 1, capped.get("capped").asBoolean());
        // unique and unsolvable puzzles: nothing to disambiguate, said by the status
        assertEquals("unique", ok("/api/ambiguity", question(file(WIKIPEDIA))).get("status").asText());
        assertEquals("none", ok("/api/ambiguity", question(file(WRONG_GIVEN))).get("status").asText());
    }

    private static final Pattern CELL = Pattern.compile("^r(\\d+)c(\\d+)$");

    @Test
    void redundantCluesCanEachGoAndTheMinimalSetStillForcesTheSolution() throws IOException {
        JsonNode a = ok("/api/redundant", question(file(WIKIPEDIA)));
        assertEquals("unique", a.get("status").asText());
        int[] solution = ApiTest.ints(a.get("solution").get("digits"));
        org.junit.jupiter.api.Assertions.assertArrayEquals(ApiTest.expected(WIKIPEDIA), solution);
        assertTrue(a.get("redundant").size() > 0, "Wikipedia's example has givens to spare");
        for (JsonNode e : a.get("redundant")) {
            assertEquals("given", e.get("kind").asText());
            assertTrue(e.get("location").asText().startsWith("<argument>:"), "where the pasted text has it: " + e);
            var without = ok("/api/solve", edits(question(file(WIKIPEDIA)), Map.of(e.get("cell").asText(), 0)));
            assertEquals("unique", without.get("status").asText(), e.toString());
            org.junit.jupiter.api.Assertions.assertArrayEquals(solution, ApiTest.ints(without.get("solutions").get(0).get("digits")));
        }
        // keep only the minimal set's givens: still unique; drop one more: several solutions
        Set<String> keep = new HashSet<>();
        a.get("minimalSet").forEach(e -> keep.add(e.get("cell").asText()));
        Map<String, Integer> clear = new HashMap<>();
        int[] givens = PuzzleReader.readText(file(WIKIPEDIA), "w").get(0).givens();
        for (int i = 0; i < 81; i++) {
            String cell = "r" + (i / 9 + 1) + "c" + (i % 9 + 1);
            if (givens[i] != dev.satdoku.model.Puzzle.EMPTY && !keep.contains(cell)) {
                clear.put(cell, 0);
            }
        }
        assertEquals("unique", solve(edits(question(file(WIKIPEDIA)), clear)));
        String one = keep.iterator().next();
        Matcher m = CELL.matcher(one);
        assertTrue(m.matches());
        Map<String, Integer> more = new HashMap<>(clear);
        more.put(one, 0);
        assertEquals("multiple", solve(edits(question(file(WIKIPEDIA)), more)));
        assertEquals("multiple", ok("/api/redundant", question(file(SEVERAL))).get("status").asText());
    }

    @Test
    void badOptionsAndBadPuzzlesAnswer400WithTheCommandLinesWords() {
        var few = WORKBENCH.client().post("/api/ambiguity", question(file(SEVERAL)).put("maxSuggestions", 0));
        assertEquals(400, few.status());
        assertTrue(few.error().contains("(--max-suggestions) must be at least 1, got 0"), few.error());
        var limit = WORKBENCH.client().post("/api/ambiguity", question(file(SEVERAL)).put("countLimit", 1));
        assertEquals(400, limit.status());
        assertTrue(limit.error().contains("(--count-limit) must be at least 2, got 1"), limit.error());
        assertEquals(400, WORKBENCH.client().post("/api/ambiguity", question(file(SEVERAL)).put("countLimit", "many")).status());
        var repairs = WORKBENCH.client().post("/api/explain", question(file(WRONG_GIVEN)).put("repairs", -1));
        assertEquals(400, repairs.status());
        assertTrue(repairs.error().contains("(--repairs) must be at least 0, got -1"), repairs.error());
        assertEquals(400, WORKBENCH.client().post("/api/explain", question(file(WRONG_GIVEN)).put("repairs", 1.5)).status());

        String broken = ".".repeat(80) + "x";
        InputException cli = org.junit.jupiter.api.Assertions.assertThrows(InputException.class,
                () -> PuzzleReader.readArgument(broken, new ByteArrayInputStream(new byte[0])));
        for (String endpoint : List.of("/api/ambiguity", "/api/redundant", "/api/explain")) {
            var a = WORKBENCH.client().post(endpoint, question(broken));
            assertEquals(400, a.status(), endpoint);
            assertEquals(cli.getMessage(), a.error(), endpoint);
            assertEquals(400, WORKBENCH.client().post(endpoint, edits(question(file(SEVERAL)), Map.of("r0c1", 1))).status(), endpoint);
        }
        assertEquals("unique", solve(question(file(WIKIPEDIA))), "the server goes on");
    }

    @Test
    void theTimeLimitStopsEachFinderWithTimeout() {
        ObjectNode hard = question(file(ApiTest.HARD)).put("timeout", 0.5);
        for (String endpoint : List.of("/api/ambiguity", "/api/redundant", "/api/explain")) {
            long t0 = System.nanoTime();
            JsonNode a = ok(endpoint, hard.deepCopy());
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertEquals("timeout", a.get("status").asText(), endpoint + ": " + a);
            assertTrue(ms < 10_000, endpoint + " stopped near its limit, took " + ms + " ms");
        }
    }

    @Test
    void cancelStopsEachFinderAndTheProgressLineNamesIt() throws Exception {
        Map<String, String> kinds = Map.of("/api/ambiguity", "ambiguity", "/api/redundant", "redundant", "/api/explain", "repairs");
        for (var k : kinds.entrySet()) {
            String session = "cancel-" + k.getValue();
            CompletableFuture<WorkbenchClient.Answer> f = CompletableFuture.supplyAsync(
                    () -> WORKBENCH.client().post(k.getKey(), question(file(ApiTest.HARD), session)));
            JsonNode running = WORKBENCH.client().awaitRunning(session);
            assertEquals(k.getValue(), running.get(0).get("kind").asText());
            assertEquals(1, WORKBENCH.client().post("/api/cancel", JSON.createObjectNode().put("session", session)).json().get("cancelled").asInt());
            assertEquals("cancelled", f.get(10, TimeUnit.SECONDS).json().get("status").asText(), k.getKey());
        }
    }

    @Test
    void twoTabsAskingSetterQuestionsAtOnceGetTheirOwnAnswers() throws Exception {
        List<CompletableFuture<Void>> work = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            String tab = "setter-" + round;
            work.add(CompletableFuture.runAsync(() -> {
                JsonNode a = ok("/api/ambiguity", question(file(SEVERAL), tab + "-a"));
                assertEquals("multiple", a.get("status").asText());
            }));
            work.add(CompletableFuture.runAsync(() -> {
                JsonNode r = ok("/api/redundant", question(file(WIKIPEDIA), tab + "-r"));
                assertEquals("unique", r.get("status").asText());
                assertEquals(r.get("clues").asInt(), PuzzleReader.readText(file(WIKIPEDIA), "w").get(0).givenCount());
            }));
            work.add(CompletableFuture.runAsync(() -> {
                JsonNode e = ok("/api/explain", question(file(WRONG_GIVEN), tab + "-e"));
                assertEquals("conflict", e.get("status").asText());
                assertTrue(e.get("repairs").get("list").size() > 0);
            }));
        }
        CompletableFuture.allOf(work.toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);
    }
}
