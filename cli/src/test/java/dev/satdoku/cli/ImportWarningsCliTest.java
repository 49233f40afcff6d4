package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every command that reads a puzzle shows what its import could not read as a rule: on standard
 * error as text, and as a {@code warnings} array in every JSON answer, so that no verdict on a
 * partly read puzzle is given silently.
 */
class ImportWarningsCliTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The f-puzzles document's two warnings: a player's digit, and a line drawn without a rule. */
    private static final String PLAYER_DIGIT = "satdoku: warning: <argument>: 1 digit in the grid is not marked as givens";
    private static final String DECORATION = "the puzzle has decorations that f-puzzles draws without a rule (1 line)";
    /** The solution the document embeds (and the only one its givens need not force). */
    private static final String SOLUTION = "1234341221434321";

    @TempDir
    Path tmp;

    private static String doc() {
        return ConvertCommandTest.fpuzzlesJson();
    }

    private static void assertWarnedOnStderr(Cli r) {
        assertTrue(r.err().contains(PLAYER_DIGIT), r.toString());
        assertTrue(r.err().contains("satdoku: warning: <argument>: " + DECORATION), r.toString());
    }

    /** Each JSON object printed carries both warnings. */
    private static void assertWarnedInJson(Cli r) throws Exception {
        List<String> lines = r.out().lines().filter(l -> !l.isBlank()).toList();
        assertFalse(lines.isEmpty(), r.toString());
        for (String line : lines) {
            JsonNode node = JSON.readTree(line);
            JsonNode warnings = node.get("warnings");
            assertTrue(warnings != null && warnings.isArray(), "a warnings array in " + line);
            assertEquals(2, warnings.size(), line);
            assertTrue(warnings.get(0).asText().contains("not marked as givens"), line);
            assertTrue(warnings.get(1).asText().contains("decorations"), line);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "count", "candidates", "explain", "ambiguity", "redundant"})
    void answeringCommandsWarnInTextAndJson(String command) throws Exception {
        Cli text = Cli.run(command, doc());
        assertEquals(0, text.code(), text.toString());
        assertWarnedOnStderr(text);
        Cli json = Cli.run(command, "--json", doc());
        assertEquals(0, json.code(), json.toString());
        assertWarnedOnStderr(json);
        assertWarnedInJson(json);
    }

    @Test
    void statsWarnsAboutTheSetItMeasures() throws Exception {
        Path file = tmp.resolve("doc.json");
        Files.writeString(file, doc());
        Cli r = Cli.run("stats", "--encodings", "default", file.toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.err().contains("satdoku: warning: "), r.toString());
        assertTrue(r.err().contains(DECORATION), r.toString());
    }

    @Test
    void solveAllWarnsAndEveryJsonObjectCarriesTheWarnings() throws Exception {
        Cli text = Cli.run("solve", "--all", doc());
        assertEquals(0, text.code(), text.toString());
        assertWarnedOnStderr(text);
        Cli json = Cli.run("solve", "--all", "--json", doc());
        assertEquals(0, json.code(), json.toString());
        assertTrue(json.out().lines().count() >= 2, "solutions and a summary: " + json.out());
        assertWarnedInJson(json);
    }

    @Test
    void checkWarns() {
        Cli r = Cli.run("check", doc(), SOLUTION);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("valid"), r.out());
        assertWarnedOnStderr(r);
    }

    @Test
    void encodeWarns() {
        Cli r = Cli.run("encode", doc());
        assertEquals(0, r.code(), r.err());
        assertWarnedOnStderr(r);
    }

    @Test
    void renderAndConvertStillWarn() {
        Cli render = Cli.run("render", doc(), "-o", "-");
        assertEquals(0, render.code(), render.err());
        assertWarnedOnStderr(render);
        Cli convert = Cli.run("convert", doc());
        assertEquals(0, convert.code(), convert.err());
        assertWarnedOnStderr(convert);
    }

    @Test
    void decodeWarnsInTextAndJson() throws Exception {
        // Variable (cell*4 + digit) without simplification, from the embedded solution.
        StringBuilder v = new StringBuilder("s SATISFIABLE\nv");
        for (int cell = 0; cell < 16; cell++) {
            int digit = SOLUTION.charAt(cell) - '0';
            for (int d = 1; d <= 4; d++) {
                v.append(' ').append(digit == d ? cell * 4 + d : -(cell * 4 + d));
            }
        }
        Path model = tmp.resolve("model.out");
        Files.writeString(model, v + " 0\n");
        Cli text = Cli.run("decode", doc(), model.toString(), "--no-simplify");
        assertEquals(0, text.code(), text.toString());
        assertTrue(text.out().contains("valid"), text.out());
        assertWarnedOnStderr(text);
        Cli json = Cli.run("decode", doc(), model.toString(), "--no-simplify", "--json");
        assertEquals(0, json.code(), json.toString());
        assertEquals("valid", JSON.readTree(json.out()).get("status").asText());
        assertWarnedInJson(json);
    }

    @Test
    void aPlainPuzzleGivesNoWarningAndAnEmptyWarningsArray() throws Exception {
        Cli plain = Cli.run("count", "--json", Cli.instance("classic/4x4.sudoku"));
        assertEquals(0, plain.code(), plain.toString());
        assertFalse(plain.err().contains("warning"), plain.err());
        JsonNode node = JSON.readTree(plain.out());
        assertTrue(node.get("warnings").isArray() && node.get("warnings").isEmpty(), plain.out());
        List<String> commands = new ArrayList<>(List.of("solve", "candidates", "explain"));
        for (String command : commands) {
            Cli r = Cli.run(command, "--json", Cli.instance("classic/4x4.sudoku"));
            assertTrue(JSON.readTree(r.out().lines().findFirst().orElseThrow()).get("warnings").isEmpty(), command + ": " + r.out());
        }
    }
}
