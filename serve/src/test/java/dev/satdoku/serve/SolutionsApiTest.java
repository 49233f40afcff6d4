package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.file;
import static dev.satdoku.serve.WorkbenchClient.question;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code POST /api/solutions}: several solutions to step through, each a distinct filled grid that keeps the rules. */
class SolutionsApiTest {

    @RegisterExtension
    static final RunningWorkbench WORKBENCH = new RunningWorkbench();

    /** Whether a 4x4 grid (row-major, 2x2 boxes) holds 1..4 once in every row, column and box: checked here, not by the workbench. */
    private static boolean isLatinWithBoxes(JsonNode grid) {
        for (int k = 0; k < 4; k++) {
            Set<Integer> row = new HashSet<>(), col = new HashSet<>(), box = new HashSet<>();
            for (int j = 0; j < 4; j++) {
                row.add(grid.get(k * 4 + j).asInt());
                col.add(grid.get(j * 4 + k).asInt());
                box.add(grid.get(((k / 2) * 2 + j / 2) * 4 + (k % 2) * 2 + j % 2).asInt());
            }
            if (!row.equals(Set.of(1, 2, 3, 4)) || !col.equals(Set.of(1, 2, 3, 4)) || !box.equals(Set.of(1, 2, 3, 4))) {
                return false;
            }
        }
        return true;
    }

    @Test
    void anEmptyGridListsUpToTheLimitOfDistinctValidSolutions() {
        WorkbenchClient.Answer a = WORKBENCH.client().post("/api/solutions", question("size 4\nthermo r1c1 r1c2\n").put("limit", 20));
        assertEquals(200, a.status(), a::error);
        JsonNode list = a.json().get("solutions");
        assertEquals(20, list.size());
        assertEquals("multiple", a.json().get("status").asText());
        assertFalse(a.json().get("exhaustive").asBoolean());
        Set<String> seen = new HashSet<>();
        for (JsonNode solution : list) {
            JsonNode s = solution.get("digits");
            assertTrue(isLatinWithBoxes(s), s::toString);
            assertTrue(s.get(0).asInt() < s.get(1).asInt(), () -> "the thermometer holds: " + s);
            assertTrue(seen.add(s.toString()), () -> "listed twice: " + s);
        }
    }

    @Test
    void twoSolutionsAreAllOfThem() {
        JsonNode a = WORKBENCH.client().post("/api/solutions", question(file("instances/classic/several-solutions.sudoku"))).json();
        assertEquals(2, a.get("solutions").size());
        assertTrue(a.get("exhaustive").asBoolean());
        assertEquals(20, a.get("limit").asInt());
    }

    @Test
    void limitsOutsideTheRangeAreRefusedInOneLine() {
        WorkbenchClient.Answer big = WORKBENCH.client().post("/api/solutions", question("size 4").put("limit", 1000));
        assertEquals(400, big.status());
        assertEquals("request: \"limit\" (--limit) must be at most 200, got 1000", big.error());
        WorkbenchClient.Answer small = WORKBENCH.client().post("/api/solutions", question("size 4").put("limit", 1));
        assertEquals(400, small.status());
        assertTrue(small.error().contains("at least 2"), small.error());
    }
}
