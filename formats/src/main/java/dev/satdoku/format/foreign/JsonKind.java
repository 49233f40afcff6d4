package dev.satdoku.format.foreign;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import java.util.regex.Pattern;

/** Which puzzle site a JSON-looking text belongs to. */
public enum JsonKind {
    /** An f-puzzles document ({@code size}, {@code grid}, ...), or a test-data wrapper around one. */
    FPUZZLES,
    /** A SudokuPad puzzle: plain JSON ({@code cells}, {@code regions}, ...) or its zipped form ({@code {id:'...',ce:[...]}}). */
    SUDOKUPAD;

    private static final Pattern UNQUOTED_KEY = Pattern.compile("^\\{\\s*[A-Za-z_$][\\w$]*\\s*:");

    /** Classifies text that starts with {@code {}; text that is not JSON at all counts as f-puzzles (whose reader reports the error). */
    public static JsonKind of(String text) {
        Optional<JsonNode> json = JsonText.tryParse(text);
        if (json.isEmpty()) {
            return UNQUOTED_KEY.matcher(text).find() ? SUDOKUPAD : FPUZZLES;
        }
        JsonNode n = json.get();
        if (n.has("size") || n.has("grid") || n.has("puzzle") || n.has("entries")) {
            return FPUZZLES;
        }
        return n.has("cells") || n.has("regions") || n.has("cages") || n.has("cellSize") ? SUDOKUPAD : FPUZZLES;
    }
}
