package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.format.foreign.NativeDraft;
import dev.satdoku.format.foreign.Provenance;
import dev.satdoku.model.Cell;
import dev.satdoku.syntax.InputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What the f-puzzles key handlers share: the grid size, the draft they write to, and lenient readers
 * for the document's values (numbers are sometimes strings) whose errors name the key path.
 */
final class FContext {

    private static final Pattern CELL = Pattern.compile("R(\\d{1,3})C(\\d{1,3})", Pattern.CASE_INSENSITIVE);

    private final String source;
    private final String prefix;
    private final int size;
    private final NativeDraft draft;

    /**
     * @param prefix key path of the document inside its file ({@code ""}, or {@code puzzle.} in a
     *               test-data wrapper)
     */
    FContext(String source, String prefix, int size, NativeDraft draft) {
        this.source = source;
        this.prefix = prefix;
        this.size = size;
        this.draft = draft;
    }

    int size() {
        return size;
    }

    NativeDraft draft() {
        return draft;
    }

    Provenance at(String path) {
        return Provenance.key(source, prefix + path);
    }

    InputException error(String path, String message) {
        return at(path).error(message);
    }

    void line(String text, String path) {
        draft.line(text, at(path));
    }

    /** The entries of a list-valued key; every entry must be an object. */
    List<JsonNode> entries(JsonNode value, String key) {
        if (value == null || value.isNull()) {
            return List.of();
        }
        if (!value.isArray()) {
            throw error(key, "expected a list of entries, found " + describe(value));
        }
        List<JsonNode> out = new ArrayList<>();
        for (int i = 0; i < value.size(); i++) {
            JsonNode e = value.get(i);
            if (!e.isObject()) {
                throw error(key + "[" + i + "]", "expected an object, found " + describe(e));
            }
            out.add(e);
        }
        return out;
    }

    /** A cell inside the grid, from {@code "R3C5"}. */
    Cell cell(JsonNode node, String path) {
        Cell c = anyCell(node, path);
        if (!c.inside(size, size)) {
            throw error(path, "'" + node.asText() + "' is outside the " + size + "x" + size + " grid (rows and columns 1.." + size + ")");
        }
        return c;
    }

    /** A clue position one step outside the grid (row or column 0 or N+1), from {@code "R0C4"}. */
    Cell outsideCell(JsonNode node, String path) {
        Cell c = anyCell(node, path);
        boolean rowOut = c.row() == -1 || c.row() == size;
        boolean colOut = c.col() == -1 || c.col() == size;
        boolean rowOk = c.row() >= -1 && c.row() <= size;
        boolean colOk = c.col() >= -1 && c.col() <= size;
        if (!rowOk || !colOk || !(rowOut || colOut)) {
            throw error(path, "'" + node.asText() + "' is not a clue position just outside the " + size + "x" + size
                    + " grid (row or column 0 or " + (size + 1) + ")");
        }
        return c;
    }

    private Cell anyCell(JsonNode node, String path) {
        if (node == null || !node.isTextual()) {
            throw error(path, "expected a cell like \"R1C1\", found " + describe(node));
        }
        Matcher m = CELL.matcher(node.asText().strip());
        if (!m.matches()) {
            throw error(path, "expected a cell like \"R1C1\", found '" + node.asText() + "'");
        }
        return Cell.of1(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    /** A non-empty list of cells inside the grid. */
    List<Cell> cells(JsonNode node, String path) {
        if (node == null || !node.isArray() || node.isEmpty()) {
            throw error(path, "expected a non-empty list of cells, found " + describe(node));
        }
        List<Cell> out = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            out.add(cell(node.get(i), path + "[" + i + "]"));
        }
        return out;
    }

    /** True when a value is absent, null or an empty string: f-puzzles' way of leaving a clue blank. */
    static boolean blank(JsonNode node) {
        return node == null || node.isNull() || node.isTextual() && node.asText().isBlank();
    }

    /** An integer written as a number or as a string of digits. */
    int integer(JsonNode node, String path) {
        if (node != null && node.isIntegralNumber() && node.canConvertToInt()) {
            return node.asInt();
        }
        if (node != null && node.isTextual() && node.asText().strip().matches("[+-]?\\d{1,9}")) {
            return Integer.parseInt(node.asText().strip());
        }
        throw error(path, "expected a whole number, found " + describe(node));
    }

    /** True when the value reads as an integer (number or digit string). */
    static boolean isInteger(JsonNode node) {
        return node != null && (node.isIntegralNumber() && node.canConvertToInt()
                || node.isTextual() && node.asText().strip().matches("[+-]?\\d{1,9}"));
    }

    boolean flag(JsonNode node, String path) {
        if (node == null || node.isNull()) {
            return false;
        }
        if (!node.isBoolean()) {
            throw error(path, "expected true or false, found " + describe(node));
        }
        return node.asBoolean();
    }

    static String cellList(List<Cell> cells) {
        return cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }

    static String describe(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        String text = node.toString();
        String kind = node.isObject() ? "an object" : node.isArray() ? "a list" : node.isTextual() ? "text" : node.isBoolean()
                ? "a boolean" : node.isNumber() ? "a number" : "null";
        return kind + " " + (text.length() > 40 ? text.substring(0, 37) + "..." : text);
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
