package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.testing.Repo;
import org.junit.jupiter.api.Test;

/**
 * --timeout inside one hard solver call (SAT4J needs about a minute for this little-killer puzzle):
 * every solving command stops with status 'timeout', exit code 0 and no verdict. How close to the
 * budget they stop is measured by scripts/check-timeouts.sh, not here (tests never time things).
 */
class HardTimeoutTest {

    private static final String HARD = Repo.root().resolve("scripts/hard-instances/sigh-082.sudoku").toString();

    private static JsonNode json(String... args) throws Exception {
        Cli r = Cli.run(args);
        assertEquals(0, r.code(), r.toString());
        String[] lines = r.out().strip().split("\n");
        return new ObjectMapper().readTree(lines[lines.length - 1]);
    }

    @Test
    void solveStopsWithoutAVerdict() throws Exception {
        JsonNode j = json("solve", HARD, "--timeout", "0.3", "--json");
        assertEquals("timeout", j.get("status").asText(), j.toString());
        assertEquals(0, j.get("solutions").size(), j.toString());
    }

    @Test
    void countStopsWithoutAVerdict() throws Exception {
        JsonNode j = json("count", HARD, "--timeout", "0.3", "--json");
        assertEquals("timeout", j.get("status").asText(), j.toString());
    }

    @Test
    void candidatesStopWithoutAVerdict() throws Exception {
        JsonNode j = json("candidates", HARD, "--timeout", "0.3", "--json");
        assertEquals("timeout", j.get("status").asText(), j.toString());
    }

    /** Nothing was proved when the first call stops: no clue may be named as part of a conflict. */
    @Test
    void explainNamesNoConflictItDidNotProve() throws Exception {
        JsonNode j = json("explain", HARD, "--timeout", "0.3", "--json");
        assertEquals("timeout", j.get("status").asText(), j.toString());
        assertEquals(0, j.get("elements").size(), j.toString());
        Cli text = Cli.run("explain", HARD, "--timeout", "0.3");
        assertTrue(text.out().contains("timeout: no verdict") && !text.out().contains("conflict"), text.toString());
    }
}
