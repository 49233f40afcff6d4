package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** steps, hint and batch --rate on the command line: text, JSON, the progress grid and its errors. */
class StepsCommandTest {

    private static final String PUZZLE = Cli.instance("classic/4x4.sudoku");

    @Test
    void stepsPrintsOneLinePerStepAndTheDifficulty() {
        Cli r = Cli.run("steps", PUZZLE);
        assertEquals(ExitCodes.OK, r.code(), r.toString());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).matches("\\s+1\\. r\\d+c\\d+[=≠].* \\((naked single|hidden single|deduction): .*\\) \\[cost \\d+]"),
                lines.get(0));
        String last = lines.get(lines.size() - 1);
        assertTrue(last.contains(": solved; difficulty: hardest "), last);
        // The 4x4 has 16 cells; its givens are placed already, every other cell by exactly one step.
        long placements = lines.stream().filter(l -> l.matches("\\s+\\d+\\. r\\d+c\\d+=\\d .*")).count();
        assertEquals(16 - 4, placements, r.out());
    }

    @Test
    void stepsJsonCarriesTheStepsAndTheDifficulty() throws Exception {
        Cli r = Cli.run("steps", PUZZLE, "--json");
        assertEquals(ExitCodes.OK, r.code(), r.toString());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("solved", j.get("status").asText());
        JsonNode steps = j.get("steps");
        assertEquals(steps.size(), j.get("difficulty").get("steps").asInt());
        JsonNode first = steps.get(0);
        assertTrue(first.get("cost").asInt() > 0);
        assertFalse(first.get("elements").isEmpty());
        assertTrue(List.of("house", "given", "rule").contains(first.get("elements").get(0).get("kind").asText()));
    }

    @Test
    void aHintStartsFromTheProgressGrid() {
        Cli solved = Cli.run("solve", PUZZLE);
        String grid = solved.out().lines().filter(l -> l.startsWith("|")).reduce("", (a, b) -> a + b.replaceAll("[^1-4]", ""));
        assertEquals(16, grid.length(), solved.out());
        // Everything but the last cell placed: the hint is that cell.
        String progress = grid.substring(0, 15) + ".";
        Cli r = Cli.run("hint", PUZZLE, "--progress-grid", progress);
        assertEquals(ExitCodes.OK, r.code(), r.toString());
        assertTrue(r.out().startsWith("r4c4=" + grid.charAt(15) + " ("), r.out());
        char wrong = grid.charAt(0) == '1' ? '2' : '1';
        String bad = wrong + "...............";
        Cli e = Cli.run("hint", PUZZLE, "--progress-grid", bad);
        assertEquals(ExitCodes.BAD_INPUT, e.code(), e.toString());
        assertTrue(e.err().contains("r1c1=" + wrong), e.err());
    }

    @Test
    void batchRateAddsTheDifficultyColumns() throws Exception {
        java.nio.file.Path list = java.nio.file.Files.createTempFile("steps", ".txt");
        try {
            java.nio.file.Files.writeString(list, "1..4.........978.2....1..3...7...2.3...7......1.63..4..4....1699..165.........7..\n"
                    + "1" + ".".repeat(80) + "\n");
            Cli r = Cli.run("batch", list.toString(), "--rate", "--threads", "1");
            assertEquals(ExitCodes.OK, r.code(), r.toString());
            List<String> rows = r.out().lines().toList();
            assertTrue(rows.get(0).endsWith(",warnings,complete,unread,hardest,total,steps,deductions,case_split"), rows.get(0));
            String[] rated = rows.get(1).split(",", -1);
            assertEquals("unique", rated[2]);
            assertTrue(Integer.parseInt(rated[12]) > 0, rows.get(1));
            assertTrue(Integer.parseInt(rated[14]) > 0, rows.get(1));
            String[] unrated = rows.get(2).split(",", -1);
            assertEquals("multiple", unrated[2]);
            assertEquals("", unrated[12], "a puzzle that is not unique has no rating: " + rows.get(2));
        } finally {
            java.nio.file.Files.deleteIfExists(list);
        }
    }

    @Test
    void renderStepDrawsTheStepAndRefusesAStepBeyondThePath() {
        Cli steps = Cli.run("steps", PUZZLE);
        String first = steps.out().lines().findFirst().orElseThrow().trim();
        String deduced = first.substring(first.indexOf(' ') + 1, first.indexOf(" ("));
        Cli r = Cli.run("render", PUZZLE, "--step", "1", "-o", "-");
        assertEquals(ExitCodes.OK, r.code(), r.toString());
        assertTrue(r.out().startsWith("<?xml"), r.out());
        assertTrue(r.out().contains("step 1: " + deduced), "the legend names the step " + deduced);
        long count = steps.out().lines().filter(l -> l.matches("\\s+\\d+\\. .*")).count();
        Cli beyond = Cli.run("render", PUZZLE, "--step", String.valueOf(count + 1), "-o", "-");
        assertEquals(ExitCodes.BAD_INPUT, beyond.code(), beyond.toString());
        assertTrue(beyond.err().contains("the solve path has " + count + " steps"), beyond.err());
    }
}
