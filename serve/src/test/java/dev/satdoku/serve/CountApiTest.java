package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.JSON;
import static dev.satdoku.serve.WorkbenchClient.question;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code POST /api/count}: how many solutions, exact when the count finishes, else a lower bound that says so. */
class CountApiTest {

    @RegisterExtension
    static final RunningWorkbench WORKBENCH = new RunningWorkbench();

    @Test
    void anEmptyFourByFourGridHasAsManySolutionsAsTriedByHand() {
        JsonNode a = WORKBENCH.client().post("/api/count", question("size 4\n").put("limit", 1000)).json();
        assertEquals(FourByFour.all().size(), a.get("count").asLong());
        assertTrue(a.get("exhaustive").asBoolean());
        assertEquals("multiple", a.get("status").asText());
        assertEquals(1000, a.get("limit").asInt());
    }

    @Test
    void aCageAndAGivenCountWhatTheyLeave() {
        long expected = FourByFour.count(FourByFour.all(), g -> g[0][0] + g[0][1] == 3, g -> g[3][3] == 1);
        JsonNode a = WORKBENCH.client().post("/api/count",
                WorkbenchClient.edits(question("size 4\ncage 3 r1c1 r1c2\n"), java.util.Map.of("r4c4", 1))).json();
        assertEquals(expected, a.get("count").asLong());
        assertTrue(a.get("exhaustive").asBoolean());
    }

    @Test
    void aCountStoppedAtItsLimitIsALowerBound() {
        JsonNode a = WORKBENCH.client().post("/api/count", question("size 4\n").put("limit", 50)).json();
        assertEquals(50, a.get("count").asLong());
        assertFalse(a.get("exhaustive").asBoolean());
        assertEquals("multiple", a.get("status").asText());
    }

    @Test
    void aCountStoppedByItsTimeLimitSaysTimeoutAndIsALowerBound() {
        JsonNode a = WORKBENCH.client().post("/api/count", question("size 9\n").put("limit", 100_000).put("timeout", 0.5)).json();
        assertEquals("timeout", a.get("status").asText());
        assertFalse(a.get("exhaustive").asBoolean());
        assertTrue(a.get("count").asLong() < 100_000, a::toString);
    }

    @Test
    void aVerdictAboutTheSamePuzzleLeavesTheCountRunningAndCancelStopsItWithALowerBound() throws Exception {
        String session = "count-cancel";
        CompletableFuture<WorkbenchClient.Answer> counting = CompletableFuture.supplyAsync(
                () -> WORKBENCH.client().post("/api/count", question("size 9\n", session).put("limit", 100_000)));
        JsonNode running = WORKBENCH.client().awaitRunning(session);
        assertEquals("count", running.get(0).get("kind").asText());
        // The page asks the verdict's other answers while the count runs: they must not cancel it.
        JsonNode verdict = WORKBENCH.client().post("/api/solve", question("size 9\n", session)).json();
        assertEquals("multiple", verdict.get("status").asText());
        assertFalse(counting.isDone(), "the count of an empty 9x9 up to 100000 is still running");
        assertEquals(1, WORKBENCH.client().post("/api/cancel", JSON.createObjectNode().put("session", session)).json().get("cancelled").asInt());
        JsonNode a = counting.get(10, TimeUnit.SECONDS).json();
        assertEquals("cancelled", a.get("status").asText());
        assertFalse(a.get("exhaustive").asBoolean());
    }

    @Test
    void limitsOutsideTheRangeAreRefusedInOneLine() {
        WorkbenchClient.Answer big = WORKBENCH.client().post("/api/count", question("size 4").put("limit", 100_001));
        assertEquals(400, big.status());
        assertEquals("request: \"limit\" (--limit) must be at most 100000, got 100001", big.error());
        WorkbenchClient.Answer small = WORKBENCH.client().post("/api/count", question("size 4").put("limit", 1));
        assertEquals(400, small.status());
        assertTrue(small.error().contains("at least 2"), small.error());
    }
}
