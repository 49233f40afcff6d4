package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** ambiguity and redundant: text, JSON, statuses and usage errors (the answers are proved in sat's tests). */
class AmbiguityRedundantCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void ambiguityMarksTheDifferingCellsAndSaysWhenTheListIsCapped() throws Exception {
        Cli text = Cli.run("ambiguity", Cli.instance("classic/several-solutions.sudoku"), "--max-suggestions", "3");
        assertEquals(0, text.code(), text.toString());
        assertTrue(text.out().contains("multiple: the solutions differ in 12 cells"), text.out());
        assertTrue(text.out().contains("  6 7 2 1 9 5 * * 8"), text.out());
        assertTrue(text.out().contains("r2c7: 3 or 4"), text.out());
        assertTrue(text.out().contains("(showing 3 of 24; --max-suggestions N for more)"), text.out());

        Cli json = Cli.run("ambiguity", Cli.instance("classic/several-solutions.sudoku"), "--json", "--max-suggestions", "3");
        JsonNode j = JSON.readTree(json.out().strip());
        assertEquals("multiple", j.get("status").asText());
        assertEquals(12, j.get("differing").size());
        assertEquals(3, j.get("suggestions").size());
        assertTrue(j.get("capped").asBoolean());
        assertTrue(j.get("unique").asBoolean());
        assertEquals(1, j.get("suggestions").get(0).get("solutions").asInt());
    }

    @Test
    void ambiguityOnAUniquePuzzleSaysThereIsNothingToDo() {
        Cli c = Cli.run("ambiguity", Cli.instance("classic/9x9-wikipedia.sudoku"));
        assertEquals(0, c.code(), c.toString());
        assertTrue(c.out().contains("unique: exactly 1 solution, nothing to disambiguate"), c.out());
        Cli bad = Cli.run("ambiguity", Cli.instance("classic/9x9-wikipedia.sudoku"), "--count-limit", "1");
        assertEquals(2, bad.code(), bad.toString());
        assertTrue(bad.err().contains("--count-limit needs a whole number of at least 2, found '1'"), bad.err());
    }

    @Test
    void redundantListsRemovableCluesAndAMinimalSet() throws Exception {
        Cli text = Cli.run("redundant", Cli.instance("classic/9x9-wikipedia.sudoku"));
        assertEquals(0, text.code(), text.toString());
        assertTrue(text.out().contains("unique, 30 clues (30 givens, 0 rules)"), text.out());
        assertTrue(text.out().contains("clues can each be removed alone"), text.out());
        assertTrue(text.out().contains("givens in reading order, then rules as written"), text.out());

        JsonNode j = JSON.readTree(Cli.run("redundant", Cli.instance("classic/9x9-wikipedia.sudoku"), "--json").out().strip());
        assertEquals("unique", j.get("status").asText());
        assertEquals(30, j.get("clues").asInt());
        assertFalse(j.get("redundant").isEmpty());
        assertFalse(j.get("minimalSet").isEmpty());
        assertTrue(j.get("minimalSet").size() < 30);
        assertEquals("given", j.get("minimalSet").get(0).get("kind").asText());
        assertTrue(j.get("solverCalls").asInt() >= 2);
    }

    @Test
    void ambiguityIsBoundedByDefaultAndAStoppedOneSaysWhatIsUndecided() throws Exception {
        assertTrue(Cli.run("ambiguity", "--help").out().contains("(default: " + AmbiguityCommand.DEFAULT_TIMEOUT.toSeconds() + ";"));
        String draft = ("53..7....6..195" + ".".repeat(81)).substring(0, 81);
        JsonNode j = JSON.readTree(Cli.run("ambiguity", draft, "--timeout", "0.5", "--json").out().strip());
        assertEquals("timeout", j.get("status").asText(), j.toString());
        JsonNode partial = j.get("partial");
        assertFalse(partial.get("complete").asBoolean());
        assertEquals("timeout", partial.get("stoppedBy").asText());
        int decided = partial.get("decided").size();
        int undecided = partial.get("undecided").size();
        // Stopped among the true candidates nothing is asked yet; among the givens, every one is either.
        assertTrue(decided + undecided == 0 || decided + undecided == j.get("candidatesAsked").asInt(), partial.toString());
        JsonNode done = JSON.readTree(Cli.run("ambiguity", Cli.instance("classic/several-solutions.sudoku"), "--json").out().strip())
                .get("partial");
        assertTrue(done.get("complete").asBoolean() && done.get("undecided").isEmpty() && done.get("stoppedBy").isNull(), done.toString());
        assertEquals("unique", done.get("decided").get(0).get("decision").asText(), done.toString());
    }

    @Test
    void aStoppedRedundantNamesWhatIsDecidedAndEveryUndecidedClue() throws Exception {
        // A millisecond is too little to judge 22 givens: part of them, or all, stay undecided.
        String hard = Cli.instance("classic/9x9-forum-hardest.sudoku");
        Cli text = Cli.run("redundant", hard, "--timeout", "0.001");
        assertEquals(0, text.code(), text.toString());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+) of 22 clues decided: (\\d+) redundant, (\\d+) needed; "
                + "(\\d+) undecided:").matcher(text.out());
        assertTrue(m.find(), text.out());
        int undecided = Integer.parseInt(m.group(4));
        assertTrue(undecided > 0, text.out());
        assertEquals(22, Integer.parseInt(m.group(1)) + undecided);
        assertEquals(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)) + Integer.parseInt(m.group(3)));
        JsonNode j = JSON.readTree(Cli.run("redundant", hard, "--timeout", "0.001", "--json").out().strip());
        JsonNode partial = j.get("partial");
        assertFalse(partial.get("complete").asBoolean(), j.toString());
        assertEquals("timeout", partial.get("stoppedBy").asText(), j.toString());
        assertEquals(22, partial.get("decided").size() + partial.get("undecided").size(), j.toString());
        for (JsonNode clue : partial.get("undecided")) {
            assertEquals("given", clue.get("kind").asText());
            assertTrue(text.out().contains("  given " + clue.get("cell").asText() + "=" + clue.get("digit").asInt()),
                    "each undecided clue is named in the text: " + clue + "\n" + text.out());
        }
        JsonNode whole = JSON.readTree(Cli.run("redundant", hard, "--json").out().strip()).get("partial");
        assertTrue(whole.get("complete").asBoolean() && whole.get("stoppedBy").isNull() && whole.get("undecided").isEmpty(),
                whole.toString());
        assertEquals(22, whole.get("decided").size());
    }

    @Test
    void redundantOnASeveralSolutionPuzzlePointsToAmbiguity() {
        Cli c = Cli.run("redundant", Cli.instance("classic/several-solutions.sudoku"));
        assertEquals(0, c.code(), c.toString());
        assertTrue(c.out().contains("multiple: the puzzle is not unique"), c.out());
        assertTrue(c.out().contains("satdoku ambiguity"), c.out());
    }

    @Test
    void countAndSolveMarkTheCellsInWhichTheSolutionsDiffer() throws Exception {
        Cli count = Cli.run("count", Cli.instance("classic/several-solutions.sudoku"));
        assertEquals(0, count.code(), count.toString());
        assertTrue(count.out().contains("the 2 solutions found differ in 12 cells, marked *"), count.out());
        assertTrue(count.out().contains("  8 * 9 7 6 * * 2 3"), count.out());
        JsonNode j = JSON.readTree(Cli.run("count", Cli.instance("classic/several-solutions.sudoku"), "--json").out().strip());
        assertEquals(12, j.get("differingCells").size());
        assertEquals("r2c7", j.get("differingCells").get(0).asText());

        Cli solve = Cli.run("solve", Cli.instance("classic/several-solutions.sudoku"));
        assertTrue(solve.out().contains("the solutions shown differ in 12 cells, marked *"), solve.out());
        JsonNode s = JSON.readTree(Cli.run("solve", Cli.instance("classic/several-solutions.sudoku"), "--json").out().strip());
        assertEquals(12, s.get("differingCells").size());

        Cli unique = Cli.run("count", Cli.instance("classic/9x9-wikipedia.sudoku"));
        assertFalse(unique.out().contains("differ"), unique.out());
    }

    private static int occurrences(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    @Test
    void renderDrawsTheCandidatesAndTheAmbiguity() {
        Cli amb = Cli.run("render", Cli.instance("classic/several-solutions.sudoku"), "--ambiguity", "-o", "-");
        assertEquals(0, amb.code(), amb.toString());
        assertEquals(12, occurrences(amb.out(), "class=\"differs\""), "one shaded cell per differing cell");
        assertEquals(24, occurrences(amb.out(), "class=\"suggested\""), "one ring per disambiguating given");
        assertTrue(amb.out().contains("green rings: the 24 givens that would each make the puzzle unique"));

        Cli cand = Cli.run("render", Cli.instance("classic/several-solutions.sudoku"), "--candidates", "-o", "-");
        assertEquals(0, cand.code(), cand.toString());
        assertEquals(24, occurrences(cand.out(), "class=\"candidate\""), "two candidates in each of the 12 cells");

        Cli both = Cli.run("render", Cli.instance("classic/several-solutions.sudoku"), "--candidates", "--ambiguity", "-o", "-");
        assertEquals(2, both.code(), both.toString());
        Cli none = Cli.run("render", Cli.instance("classic/no-solution.sudoku"), "--candidates", "-o", "-");
        assertEquals(1, none.code(), none.toString());
        assertTrue(none.err().contains("has no solution"), none.err());
    }
}
