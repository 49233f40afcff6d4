package dev.satdoku.format.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The sample puzzles copied from ../shared/data into src/test/resources/samples. */
public final class Samples {

    public static final ObjectMapper JSON = new ObjectMapper();

    /** The per-puzzle f-puzzles files (each wraps one document). */
    public static final List<String> FPUZZLES_FILES = List.of("bird-in-a-storm", "blitz", "clipped", "cloneways-game-of-life",
            "minimax-sandwich", "xv-kropki-x");

    private Samples() {
    }

    public static String text(String path) {
        try (InputStream in = Samples.class.getResourceAsStream("/samples/" + path)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource samples/" + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static JsonNode json(String path) {
        try {
            return JSON.readTree(text(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One f-puzzles example: its name, the link payload, the decoded document and the stored solution. */
    public record FPuzzle(String name, String payload, JsonNode document, String solution, int size) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** Every f-puzzles example: the six single files and the three sudokutools entries. */
    public static List<FPuzzle> fpuzzles() {
        List<FPuzzle> out = new ArrayList<>();
        for (String f : FPUZZLES_FILES) {
            JsonNode w = json("fpuzzles/" + f + ".json");
            out.add(new FPuzzle(f, w.get("payload").asText(), w.get("puzzle"), solutionOf(w), w.get("size").asInt()));
        }
        JsonNode tools = json("fpuzzles/sudokutools-embedded-solution.json");
        for (JsonNode e : tools.get("entries")) {
            String name = "sudokutools-" + e.get("sourceIndex").asInt();
            out.add(new FPuzzle(name, e.get("payload").asText(), e.get("puzzle"), e.get("solution").asText(), e.get("size").asInt()));
        }
        return out;
    }

    private static String solutionOf(JsonNode wrapper) {
        StringBuilder sb = new StringBuilder();
        for (JsonNode row : wrapper.get("solutionRows")) {
            for (JsonNode d : row) {
                sb.append(d.asInt() > 9 ? (char) ('A' + d.asInt() - 10) : (char) ('0' + d.asInt()));
            }
        }
        return sb.toString();
    }

    /** One Interactive Sudoku Solver example. */
    public record IssPuzzle(String name, String input, String solution) {
        @Override
        public String toString() {
            return name;
        }
    }

    public static List<IssPuzzle> iss() {
        List<IssPuzzle> out = new ArrayList<>();
        for (String line : text("variant/iss-examples.jsonl").split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            try {
                JsonNode e = JSON.readTree(line);
                out.add(new IssPuzzle("iss-examples/" + e.get("name").asText(), e.get("input").asText(), e.get("solution").asText()));
            } catch (IOException ex) {
                throw new UncheckedIOException(ex);
            }
        }
        for (JsonNode e : json("variants/sigh-interactive-sudoku-solver/entries_selected.json")) {
            out.add(new IssPuzzle("entries_selected/" + e.get("index").asInt() + " " + e.path("name").asText(e.path("group").asText()),
                    e.get("input").asText(), e.get("solution").asText()));
        }
        return out;
    }
}
