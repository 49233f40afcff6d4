package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.JSON;
import static dev.satdoku.serve.WorkbenchClient.edits;
import static dev.satdoku.serve.WorkbenchClient.file;
import static dev.satdoku.serve.WorkbenchClient.question;
import static dev.satdoku.testing.SmallPuzzles.KILLER;
import static dev.satdoku.testing.SmallPuzzles.THERMO_DOTS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The logical solve path over HTTP ({@code /api/hint}, {@code /api/steps}): a hint, applied, gives the
 * next one; a whole path places the solution's digits (the solution from the instance's expected file,
 * which satdoku did not write, or from the server's checked verdict); a case split, no solution and
 * several solutions, bad facts, the time limit and cancel.
 */
class StepsApiTest {

    static final String WIKIPEDIA = "instances/classic/9x9-wikipedia.sudoku";

    @RegisterExtension
    static final RunningWorkbench WORKBENCH = new RunningWorkbench();

    private static JsonNode ok(String path, ObjectNode q) {
        var a = WORKBENCH.client().post(path, q);
        assertEquals(200, a.status(), path + ": " + a.json());
        return a.json();
    }

    /** The solution of the wikipedia puzzle from its expected file (row-major digits). */
    private static int[] expectedWikipedia() {
        String digits = file("instances/classic/9x9-wikipedia.expected").lines().filter(l -> l.matches("[1-9]{9}"))
                .reduce("", String::concat);
        assertEquals(81, digits.length());
        return digits.chars().map(c -> c - '0').toArray();
    }

    private static int index(String cell, int cols) {
        var m = java.util.regex.Pattern.compile("r(\\d+)c(\\d+)").matcher(cell);
        assertTrue(m.matches(), cell);
        return (Integer.parseInt(m.group(1)) - 1) * cols + Integer.parseInt(m.group(2)) - 1;
    }

    /** Every deduced fact of a step agrees with the solution: placements its digit, eliminations another. */
    private static void assertAgrees(JsonNode step, int[] solution, int cols) {
        assertTrue(step.get("deduced").size() > 0, step.toString());
        for (JsonNode f : step.get("deduced")) {
            int at = index(f.get("cell").asText(), cols);
            assertEquals(f.get("placed").asBoolean(), solution[at] == f.get("digit").asInt(), "against the solution: " + f);
        }
    }

    @Test
    void aHintAppliedGivesTheNextOneAndAWholePathPlacesTheSolution() {
        int[] solution = expectedWikipedia();
        JsonNode hint = ok("/api/hint", question(file(WIKIPEDIA)));
        assertEquals("solved", hint.get("status").asText(), "a hint found is 'solved' as far as asked, as hint --json says");
        assertEquals(1, hint.get("steps").size());
        JsonNode first = hint.get("steps").get(0);
        assertAgrees(first, solution, 9);
        assertTrue(first.get("kind").asText().endsWith("single"), first.toString());
        // The line as 'satdoku steps' prints it: what it deduces, the kind and elements, the cost.
        String line = first.get("line").asText();
        assertTrue(line.startsWith(first.get("text").asText().replaceAll(" \\(.*", "") + " (" + first.get("kind").asText() + ": "), line);
        assertTrue(line.endsWith("[cost " + first.get("cost").asInt() + "]"), line);
        assertTrue(first.get("elements").size() > 0);

        // Applying it (its deductions become facts) gives another step, about what is still open.
        ObjectNode q = question(file(WIKIPEDIA));
        ArrayNode facts = q.putArray("facts");
        first.get("deduced").forEach(facts::add);
        JsonNode next = ok("/api/hint", q).get("steps").get(0);
        assertAgrees(next, solution, 9);
        assertNotEquals(first.get("deduced"), next.get("deduced"));

        // The whole path from there: the given digits and every placement fill the grid with the solution.
        JsonNode path = ok("/api/steps", q);
        assertEquals("solved", path.get("status").asText());
        int[] grid = new int[81];
        String givens = file(WIKIPEDIA).lines().filter(l -> l.matches("[1-9.]{9}")).reduce("", String::concat);
        for (int i = 0; i < 81; i++) {
            grid[i] = givens.charAt(i) == '.' ? 0 : givens.charAt(i) - '0';
        }
        for (JsonNode f : facts) {
            grid[index(f.get("cell").asText(), 9)] = f.get("digit").asInt();
        }
        for (JsonNode s : path.get("steps")) {
            assertAgrees(s, solution, 9);
            for (JsonNode f : s.get("deduced")) {
                if (f.get("placed").asBoolean()) {
                    grid[index(f.get("cell").asText(), 9)] = f.get("digit").asInt();
                }
            }
        }
        assertEquals(java.util.Arrays.toString(solution), java.util.Arrays.toString(grid));
        JsonNode d = path.get("difficulty");
        assertEquals(path.get("steps").size(), d.get("steps").asInt());
        int hardest = 0;
        int total = 0;
        for (JsonNode s : path.get("steps")) {
            hardest = Math.max(hardest, s.get("cost").asInt());
            total += s.get("cost").asInt();
        }
        assertEquals(hardest, d.get("hardest").asInt());
        assertEquals(total, d.get("total").asInt());
        assertFalse(d.get("needsCaseSplit").asBoolean());
        assertTrue(path.get("difficultyText").asText().startsWith("hardest " + hardest + ", total " + total + ", "),
                path.get("difficultyText").asText());
    }

    @Test
    void aVariantStepNamesTheRuleThatForcesIt() {
        JsonNode solved = ok("/api/solve", question(THERMO_DOTS));
        assertEquals("unique", solved.get("status").asText());
        int[] solution = JSON.convertValue(solved.get("solutions").get(0).get("digits"), int[].class);
        JsonNode path = ok("/api/steps", question(THERMO_DOTS));
        assertEquals("solved", path.get("status").asText());
        Set<String> keywords = new HashSet<>();
        for (JsonNode s : path.get("steps")) {
            assertAgrees(s, solution, 4);
            s.get("elements").forEach(e -> keywords.add(e.path("keyword").asText()));
        }
        assertTrue(keywords.contains("thermo"), "some step uses the thermometer: " + keywords);
        JsonNode hint = ok("/api/hint", question(THERMO_DOTS)).get("steps").get(0);
        assertEquals(path.get("steps").get(0), hint, "the hint is the path's first step");
        // what-if givens count: with the solution's r1c1 given, the first step is another
        JsonNode withGiven = ok("/api/hint", edits(question(THERMO_DOTS), Map.of("r1c1", solution[0])));
        assertNotEquals(hint, withGiven.get("steps").get(0));
    }

    @Test
    void aStepOverTheBoundIsACaseSplit() {
        JsonNode stopped = ok("/api/steps", question(KILLER).put("bound", 1));
        assertEquals("case split", stopped.get("status").asText());
        assertTrue(stopped.get("difficulty").get("needsCaseSplit").asBoolean());
        assertEquals(1, stopped.get("bound").asInt());
        JsonNode on = ok("/api/steps", question(KILLER).put("bound", 1).put("caseSplits", true));
        assertEquals("solved", on.get("status").asText());
        boolean split = false;
        for (JsonNode s : on.get("steps")) {
            split |= s.get("kind").asText().equals("case split");
        }
        assertTrue(split, "a step taken past the bound is marked: " + on.get("steps"));
        assertTrue(on.get("difficultyText").asText().endsWith("needs a case split"), on.get("difficultyText").asText());
        // without the low bound the same puzzle needs none
        assertFalse(ok("/api/steps", question(KILLER)).get("difficulty").get("needsCaseSplit").asBoolean());
    }

    @Test
    void noSolutionAndSeveralSolutionsHaveNoStepsAndSaySo() {
        JsonNode none = ok("/api/hint", question(file("instances/broken/clashing-givens.sudoku")));
        assertEquals("none", none.get("status").asText());
        assertEquals(0, none.get("steps").size());
        assertTrue(none.get("message").asText().startsWith("no solution"), none.toString());
        JsonNode several = ok("/api/steps", question(file("instances/classic/several-solutions.sudoku")));
        assertEquals("multiple", several.get("status").asText());
        assertTrue(several.get("message").asText().startsWith("several solutions"), several.toString());
    }

    @Test
    void factsThatAreNotTheSolutionsAreRefusedInOneLine() {
        int[] solution = expectedWikipedia();
        ObjectNode q = question(file(WIKIPEDIA));
        q.putArray("facts").addObject().put("cell", "r1c3").put("digit", solution[2] == 1 ? 2 : 1).put("placed", true);
        var a = WORKBENCH.client().post("/api/hint", q);
        assertEquals(400, a.status());
        assertTrue(a.error().startsWith("facts: r1c3=") && a.error().endsWith("is not the solution's digit there"), a.error());

        ObjectNode e = question(file(WIKIPEDIA));
        e.putArray("facts").addObject().put("cell", "r1c3").put("digit", solution[2]).put("placed", false);
        a = WORKBENCH.client().post("/api/hint", e);
        assertEquals(400, a.status());
        assertEquals("facts: r1c3≠" + solution[2] + " eliminates the solution's digit", a.error());

        ObjectNode bad = question(file(WIKIPEDIA));
        bad.putArray("facts").addObject().put("cell", "x9").put("digit", 1).put("placed", true);
        a = WORKBENCH.client().post("/api/hint", bad);
        assertEquals(400, a.status());
        assertTrue(a.error().contains("'x9' is not a cell"), a.error());

        a = WORKBENCH.client().post("/api/steps", question(file(WIKIPEDIA)).put("bound", 0));
        assertEquals(400, a.status());
        assertTrue(a.error().contains("\"bound\" (--bound) must be at least 1"), a.error());
    }

    @Test
    void aPathStopsAtTheTimeLimitAndCanBeCancelled() throws Exception {
        JsonNode limited = ok("/api/steps", question(file(ApiTest.HARD)).put("timeout", 0.5));
        assertEquals("timeout", limited.get("status").asText(), limited.toString());

        String session = "steps-cancel";
        CompletableFuture<WorkbenchClient.Answer> f = CompletableFuture.supplyAsync(
                () -> WORKBENCH.client().post("/api/steps", question(file(ApiTest.HARD), session)));
        JsonNode running = WORKBENCH.client().awaitRunning(session);
        assertEquals("steps", running.get(0).get("kind").asText());
        assertEquals(1, WORKBENCH.client().post("/api/cancel", JSON.createObjectNode().put("session", session)).json().get("cancelled").asInt());
        assertEquals("cancelled", f.get(10, TimeUnit.SECONDS).json().get("status").asText());
    }
}
