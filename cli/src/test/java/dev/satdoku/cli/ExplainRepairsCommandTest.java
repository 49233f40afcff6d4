package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/**
 * explain reads well on one-line imports (each element by its own item, no line longer than the element
 * needs) and names the clue to fix (repairs) in text and JSON.
 */
class ExplainRepairsCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** ISS "Fortress" (the greater-than puzzle sigh-032) with its first sign reversed: R2C8 > R1C8. */
    static final String FORTRESS_REVERSED = ".~R1C1_4~R1C4_1~R1C6_2~R3C6_4~R3C4_3~R4C3_8~R6C1_7~R7C4_6~R7C6_7~R9C6_9~R9C4_8~R9C9_2~R6C9_3~R4C7_1~R3C7_7.GreaterThan~R2C8~R1C8~R1C7~R1C9.GreaterThan~R2C5~R2C4~R1C5~R2C6~R3C5.GreaterThan~R5C8~R4C8~R5C9~R6C8~R5C7.GreaterThan~R4C5~R3C5~R4C4~R4C6~R5C5.GreaterThan~R6C5~R5C5~R6C4~R6C6~R7C5.GreaterThan~R8C5~R7C5~R8C4~R8C6~R9C5.GreaterThan~R9C2~R8C2~R9C1~R9C3.GreaterThan~R5C2~R5C1~R4C2~R5C3~R6C2.GreaterThan~R4C1~R4C2~R3C1~R5C1";

    @Test
    void oneLineIssInputShowsEachElementByItsItem() {
        Cli r = Cli.run("explain", FORTRESS_REVERSED);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("gt r2c8 r1c8 (<argument>:1:107)"), r.out());
        assertTrue(r.out().contains("from .GreaterThan~R2C8~R1C8~R1C7~R1C9"), r.out());
        for (String line : r.out().split("\n")) {
            // The input is 424 characters long; every line must be far shorter than that.
            assertTrue(line.length() <= 110, "too long: " + line);
            assertFalse(line.contains(FORTRESS_REVERSED.substring(0, 120)), "the whole input line is repeated: " + line);
        }
        assertTrue(r.out().contains("the rest of THIS SET can hold"), r.out());
    }

    @Test
    void repairsNameTheReversedSignFirstAsUnique() throws Exception {
        Cli r = Cli.run("explain", FORTRESS_REVERSED);
        assertTrue(r.out().contains("Remove any ONE of these clues and the puzzle has a solution"), r.out());
        assertTrue(r.out().contains("  1. UNIQUE  gt r2c8 r1c8"), r.out());
        JsonNode o = JSON.readTree(Cli.run("explain", FORTRESS_REVERSED, "--json").out().strip());
        JsonNode rep = o.get("repairs");
        assertEquals(1, rep.get("size").asInt());
        assertTrue(rep.get("complete").asBoolean());
        JsonNode first = rep.get("list").get(0);
        assertTrue(first.get("unique").asBoolean());
        assertEquals("gt r2c8 r1c8", first.get("removed").get(0).get("rule").asText());
        assertEquals(".GreaterThan~R2C8~R1C8~R1C7~R1C9", first.get("removed").get(0).get("item").asText());
        assertFalse(first.get("removed").get(0).has("text"), "an imported element carries its item, not the whole line");
        assertTrue(rep.get("solverCalls").asInt() > 0);
    }

    @Test
    void wrongGivenGetsItsRightDigitAndRepairsCanBeSwitchedOff() throws Exception {
        String file = Cli.instance("broken/wrong-given.sudoku");
        Cli r = Cli.run("explain", file);
        assertTrue(r.out().contains("instead of 1, 4 in r1c3 gives a unique puzzle"), r.out());
        JsonNode o = JSON.readTree(Cli.run("explain", file, "--json").out().strip());
        boolean found = false;
        for (JsonNode x : o.get("repairs").get("list")) {
            JsonNode el = x.get("removed").get(0);
            if (el.get("kind").asText().equals("given") && el.get("cell").asText().equals("r1c3")) {
                found = true;
                assertEquals("[4]", x.get("uniqueDigits").toString());
            }
        }
        assertTrue(found, o.toString());
        Cli off = Cli.run("explain", file, "--repairs", "0");
        assertFalse(off.out().contains("Repairs"), off.out());
        assertTrue(off.out().contains("says which clue to fix"), off.out());
    }

    @Test
    void renderExplainMarksTheConflictAndTheRankedRepairs() {
        Cli r = Cli.run("render", "--explain", Cli.instance("broken/wrong-sign.sudoku"), "-o", "-");
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("class=\"explain-conflict\""), "conflict layer");
        assertTrue(r.out().contains("class=\"explain-repairs\""), "repairs layer");
        assertTrue(r.out().contains("orange 1: remove gt r2c8 r1c8 -&gt; unique solution")
                || r.out().contains("orange 1: remove gt r2c8 r1c8 -> unique solution"), r.out());
        Cli solvable = Cli.run("render", "--explain", Cli.instance("classic/6x6.sudoku"), "-o", "-");
        assertEquals(0, solvable.code(), solvable.toString());
        assertTrue(solvable.out().contains("no conflict to draw"), solvable.out());
    }

    /**
     * A killer (sigh-017) with one cage total changed: explain names that cage and suggests its true total,
     * read from the unbroken puzzle, as the total that makes the puzzle unique, in text and in JSON.
     */
    @Test
    void aWrongCageTotalGetsTheTotalThatMakesThePuzzleUnique(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.util.List<String> lines = java.nio.file.Files.readAllLines(java.nio.file.Path.of(Cli.instance("variants/sigh-017.sudoku")));
        int changed = 0;
        for (int i = 0; i < lines.size() && changed < 2; i++) {
            String[] words = lines.get(i).split(" ");
            if (!words[0].equals("cage") || words.length != 5) {
                continue; // a three-cell cage: a total one higher is still a total three cells can have
            }
            int right = Integer.parseInt(words[1]);
            String cage = String.join(" ", java.util.Arrays.copyOfRange(words, 2, words.length));
            java.util.List<String> broken = new java.util.ArrayList<>(lines);
            broken.set(i, "cage " + (right + 1) + " " + cage);
            java.nio.file.Path file = dir.resolve("broken-" + i + ".sudoku");
            java.nio.file.Files.write(file, broken);
            Cli text = Cli.run("explain", file.toString());
            assertEquals(0, text.code(), text.toString());
            assertTrue(text.out().contains("  1. UNIQUE  cage (" + file + ":" + (i + 1) + ":1)"), text.out());
            assertTrue(text.out().contains("instead of " + (right + 1) + ", a total of " + right + " gives a unique puzzle"),
                    text.out());
            JsonNode first = JSON.readTree(Cli.run("explain", file.toString(), "--json").out().strip())
                    .get("repairs").get("list").get(0);
            assertEquals("cage " + (right + 1) + " " + cage, first.get("removed").get(0).get("rule").asText());
            assertEquals(right, first.get("uniqueTotals").get(0).asInt(), first.toString());
            assertTrue(first.get("solvableTotals").toString().contains(String.valueOf(right)), first.toString());
            changed++;
        }
        assertEquals(2, changed);
    }
}
