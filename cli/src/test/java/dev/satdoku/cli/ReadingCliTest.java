package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * How a puzzle was read reaches every answer: a verdict about a puzzle with something not read says it
 * is about the rules read (text and JSON, whatever the format), a SudokuPad link prints its reading once,
 * and {@code --read} corrects it.
 */
class ReadingCliTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SAMPLES = Path.of("..", "formats", "src", "test", "resources", "samples", "sudokupad");

    private static String sample(String name) throws IOException {
        return Files.readString(SAMPLES.resolve(name)).strip();
    }

    /** An f-puzzles document with a line drawn without a rule: the verdict covers the rules read, and says so. */
    @Test
    void verdictsAboutAPartlyReadPuzzleSayTheyAreAboutTheRulesRead() throws Exception {
        String doc = ConvertCommandTest.fpuzzlesJson();
        Cli solve = Cli.run("solve", doc);
        String headline = solve.out().lines().findFirst().orElseThrow();
        assertTrue(headline.contains(" of the rules read; 1 line drawn without a rule not read"), solve.toString());
        for (String command : java.util.List.of("count", "candidates", "ambiguity", "redundant")) {
            Cli r = Cli.run(command, doc);
            assertTrue(r.out().contains(" of the rules read; 1 line drawn without a rule not read"), command + ": " + r);
        }
        JsonNode json = JSON.readTree(Cli.run("solve", "--json", doc).out());
        assertFalse(json.get("complete").asBoolean(), json.toString());
        assertTrue(json.get("unread").get(0).asText().startsWith("1 line drawn without a rule"), json.toString());
    }

    @Test
    void aCompletelyReadPuzzleHasAPlainVerdict() throws Exception {
        Cli solve = Cli.run("solve", Cli.instance("classic/4x4.sudoku"));
        assertFalse(solve.out().contains("rules read"), solve.out());
        JsonNode json = JSON.readTree(Cli.run("count", "--json", Cli.instance("classic/4x4.sudoku")).out());
        assertTrue(json.get("complete").asBoolean(), json.toString());
        assertEquals(0, json.get("unread").size(), json.toString());
    }

    @Test
    void aSudokuPadLinkPrintsItsReadingAndSolvesToThePublishedSolution() throws Exception {
        String link = sample("vanderwaal.txt");
        Cli solve = Cli.run("solve", "--json", link);
        assertEquals(0, solve.code(), solve.toString());
        assertEquals(1, solve.err().split("read as: ", -1).length - 1, "the reading is printed once: " + solve.err());
        assertTrue(solve.err().contains("read as: 6 renban lines (pink lines: "), solve.err());
        JsonNode json = JSON.readTree(solve.out());
        assertEquals("unique", json.get("status").asText());
        assertTrue(json.get("complete").asBoolean());
        StringBuilder digits = new StringBuilder();
        json.get("solutions").get(0).get("digits").forEach(d -> digits.append(d.asInt()));
        assertEquals(sample("vanderwaal.solution.txt"), digits.toString());
        assertEquals("renban", json.get("reading").get(0).get("readAs").asText());
    }

    @Test
    void readOverridesAKindAndRejectsWhatIsNotThere() {
        String link;
        try {
            link = sample("vanderwaal.txt");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        Cli whisper = Cli.run("count", "--read", "pink=whisper", link);
        assertEquals(0, whisper.code(), whisper.toString());
        assertTrue(whisper.err().contains("German whisper lines") && whisper.err().contains("--read pink=whisper"), whisper.err());
        Cli noKind = Cli.run("count", "--read", "orange=whisper", link);
        assertEquals(1, noKind.code(), noKind.toString());
        assertTrue(noKind.err().contains("no element kind 'orange'"), noKind.err());
        Cli badSyntax = Cli.run("solve", "--read", "pink", link);
        assertEquals(2, badSyntax.code(), badSyntax.toString());
        assertTrue(badSyntax.err().contains("--read: 'pink' is not KIND=READING"), badSyntax.err());
    }
}
