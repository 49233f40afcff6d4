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
import dev.satdoku.model.Puzzle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What-if verdicts from the warm solver ({@link WarmSolvers}) against the ordinary re-encoding path
 * ({@code "incremental": false}), edit after edit: the same verdict, and for a unique puzzle the same
 * solution; both paths re-check every solution with the independent checker.
 */
class WhatIfApiTest {

    static final List<String> PUZZLES = List.of("instances/variants/sigh-001.sudoku", "instances/variants/sigh-017.sudoku",
            "instances/classic/9x9-wikipedia.sudoku", "instances/classic/jigsaw.sudoku", "instances/iss/german-whispers.sudoku");

    @RegisterExtension
    static final RunningWorkbench WORKBENCH = new RunningWorkbench();

    private static JsonNode solve(ObjectNode q) {
        var a = WORKBENCH.client().post("/api/solve", q);
        assertEquals(200, a.status(), a.json().toString());
        return a.json();
    }

    /** The same question both ways; returns the warm answer. */
    private static JsonNode compare(String text, Map<String, Integer> edits, String what) {
        JsonNode warm = solve(edits(question(text), edits));
        JsonNode cold = solve(edits(question(text), edits).put("incremental", false));
        assertFalse(cold.get("incremental").asBoolean());
        assertEquals(cold.get("status").asText(), warm.get("status").asText(), what + " " + edits);
        assertEquals(cold.get("solutions").size(), warm.get("solutions").size(), what + " " + edits);
        if (cold.get("status").asText().equals("unique")) {
            assertEquals(cold.get("solutions").get(0), warm.get("solutions").get(0), what + " " + edits);
        }
        if (warm.get("solutions").size() == 2) {
            assertFalse(warm.get("solutions").get(0).equals(warm.get("solutions").get(1)), "two different solutions");
        }
        return warm;
    }

    @Test
    void editAfterEditTheWarmSolverAgreesWithReEncoding() {
        Random random = new Random(17);
        int warmAnswers = 0;
        int asked = 0;
        List<String> statuses = new ArrayList<>();
        for (String path : PUZZLES) {
            String text = file(path);
            Puzzle p = PuzzleReader.readText(text, "x").get(0);
            // the puzzles here are square 1..N, so a wrong digit wraps within 1..n
            int n = p.layout().cols();
            int[] givens = p.givens();
            int[] solution = ApiTest.ints(solve(question(text)).get("solutions").get(0).get("digits"));
            Map<String, Integer> edits = new LinkedHashMap<>();
            List<Integer> given = new ArrayList<>();
            List<Integer> empty = new ArrayList<>();
            for (int i = 0; i < p.layout().cellCount(); i++) {
                (givens[i] != Puzzle.EMPTY ? given : empty).add(i);
            }
            java.util.Collections.shuffle(given, random);
            java.util.Collections.shuffle(empty, random);
            List<Map<String, Integer>> steps = new ArrayList<>();
            // a setter's session: take givens away one by one, type solution digits back, type a wrong digit, undo it
            for (int k = 0; k < Math.min(8, given.size()); k++) {
                edits.put(cell(given.get(k), n), 0);
                steps.add(new LinkedHashMap<>(edits));
            }
            for (int k = 0; k < 4; k++) {
                edits.put(cell(empty.get(k), n), solution[empty.get(k)]);
                steps.add(new LinkedHashMap<>(edits));
            }
            int w = empty.get(4);
            edits.put(cell(w, n), solution[w] % n + 1);
            steps.add(new LinkedHashMap<>(edits));
            edits.remove(cell(w, n));
            steps.add(new LinkedHashMap<>(edits));
            for (int step = 0; step < steps.size(); step++) {
                JsonNode warm = compare(text, steps.get(step), path + " step " + step);
                statuses.add(warm.get("status").asText());
                asked++;
                warmAnswers += warm.get("incremental").asBoolean() ? 1 : 0;
            }
        }
        assertTrue(statuses.contains("unique") && statuses.contains("multiple") && statuses.contains("none"),
                "the edits reach every verdict: " + statuses);
        assertTrue(warmAnswers > asked * 3 / 4, "most what-ifs answered warm: " + warmAnswers + " of " + asked);
    }

    private static String cell(int i, int n) {
        return "r" + (i / n + 1) + "c" + (i % n + 1);
    }

    @Test
    void aQuestionWithoutEditsAndEveryOtherKindReEncodeAsBefore() {
        String text = file("instances/variants/sigh-001.sudoku");
        assertFalse(solve(question(text)).get("incremental").asBoolean(), "the first verdict uses the givens' simplification");
        assertTrue(solve(edits(question(text), Map.of("r1c6", 0))).get("incremental").asBoolean());
        var bad = WORKBENCH.client().post("/api/solve", question(text).put("incremental", "yes"));
        assertEquals(400, bad.status());
        assertTrue(bad.error().contains("\"incremental\" must be true or false"), bad.error());
    }

    @Test
    void aCancelledWhatIfLeavesTheNextOneCorrect() throws Exception {
        String hard = file(ApiTest.HARD);
        // warm up the hard puzzle's solver with a quick what-if: two 1s in row 1 are refuted at once
        Map<String, Integer> clash = Map.of("r1c1", 1, "r1c2", 1);
        assertEquals("none", solve(edits(question(hard), clash)).get("status").asText());
        // then a slow one on the same warm solver, cancelled
        CompletableFuture<WorkbenchClient.Answer> slow = CompletableFuture.supplyAsync(
                () -> WORKBENCH.client().post("/api/solve", edits(question(hard, "whatif-cancel"), Map.of("r1c1", 1))));
        for (int i = 0; i < 200 && WORKBENCH.client().get("/api/jobs?session=whatif-cancel").json().get("running").size() == 0; i++) {
            Thread.sleep(25);
        }
        Thread.sleep(300);
        WORKBENCH.client().post("/api/cancel", JSON.createObjectNode().put("session", "whatif-cancel"));
        assertEquals("cancelled", slow.get(10, TimeUnit.SECONDS).json().get("status").asText());
        // the next what-ifs, on another puzzle and on the cancelled one, still agree with re-encoding
        compare(file("instances/variants/sigh-001.sudoku"), Map.of("r1c6", 0), "after a cancel");
        JsonNode again = compare(hard, clash, "the cancelled puzzle again");
        assertTrue(again.get("incremental").asBoolean(), "a new warm solver replaced the interrupted one");
        // a time limit on a warm what-if answers timeout, never a verdict it did not prove
        JsonNode limited = solve(edits(question(hard), Map.of("r1c1", 1)).put("timeout", 0.3));
        assertEquals("timeout", limited.get("status").asText());
    }

    @Test
    void twoTabsEditingTheSamePuzzleAtOnceEachGetTheirOwnVerdict() throws Exception {
        String text = file("instances/classic/9x9-wikipedia.sudoku");
        int[] solution = ApiTest.expected("instances/classic/9x9-wikipedia.sudoku");
        int[] givens = PuzzleReader.readText(text, "w").get(0).givens();
        List<CompletableFuture<Void>> work = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            if (givens[i] != Puzzle.EMPTY) {
                continue;
            }
            String cell = "r" + (i / 9 + 1) + "c" + (i % 9 + 1);
            int right = solution[i];
            int wrong = right % 9 + 1;
            work.add(CompletableFuture.runAsync(() -> {
                JsonNode ok = solve(edits(question(text, "tab-r-" + cell), Map.of(cell, right)));
                assertEquals("unique", ok.get("status").asText(), cell);
                org.junit.jupiter.api.Assertions.assertArrayEquals(solution, ApiTest.ints(ok.get("solutions").get(0).get("digits")));
                assertEquals("none", solve(edits(question(text, "tab-w-" + cell), Map.of(cell, wrong))).get("status").asText(), cell);
            }));
        }
        CompletableFuture.allOf(work.toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);
        assertTrue(Arrays.stream(givens).anyMatch(g -> g == Puzzle.EMPTY));
    }
}
