package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.satdoku.model.Cell;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * An f-puzzles document being written: the top-level keys in the order f-puzzles' own exports use
 * (size, title, author, ruleset, grid, then the constraints), the grid of cell objects, and helpers
 * for the shapes the constraint keys take (shared/formats/fpuzzles.md section 1.5). Constraint values
 * are written as strings, as f-puzzles writes them; the reader accepts both.
 */
final class FDocument {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final int size;
    private final ObjectNode root = NODES.objectNode();
    private final ObjectNode[][] grid;
    private final Set<String> negative = new LinkedHashSet<>();

    FDocument(int size) {
        this.size = size;
        root.put("size", size);
        grid = new ObjectNode[size][size];
        ArrayNode rows = NODES.arrayNode();
        for (int r = 0; r < size; r++) {
            ArrayNode row = rows.addArray();
            for (int c = 0; c < size; c++) {
                grid[r][c] = row.addObject();
            }
        }
        // Keys are placed in insertion order: metadata is put before the grid by the exporter.
        root.putNull("title");
        root.putNull("author");
        root.putNull("ruleset");
        root.set("grid", rows);
    }

    int size() {
        return size;
    }

    /** {@code "R3C5"}, 1-based; also for positions just outside the grid ({@code "R0C4"}). */
    static String name(Cell c) {
        return "R" + (c.row() + 1) + "C" + (c.col() + 1);
    }

    static ArrayNode names(List<Cell> cells) {
        ArrayNode a = NODES.arrayNode();
        cells.forEach(c -> a.add(name(c)));
        return a;
    }

    void text(String key, String value) {
        if (value == null || value.isBlank()) {
            root.remove(key);
        } else {
            root.put(key, value);
        }
    }

    /** The grid cell's object, for {@code value}, {@code given}, {@code region}, {@code givenPencilMarks}, {@code c}. */
    ObjectNode cell(Cell c) {
        return grid[c.row()][c.col()];
    }

    void flag(String key) {
        root.put(key, true);
    }

    /** Adds {@code kind} to the {@code negative} list ({@code "ratio"}, {@code "xv"}). */
    void negative(String kind) {
        if (negative.add(kind)) {
            ArrayNode list = root.has("negative") ? (ArrayNode) root.get("negative") : root.putArray("negative");
            list.add(kind);
        }
    }

    /** A new object appended to the list under {@code key}. */
    ObjectNode entry(String key) {
        ArrayNode list = root.has(key) ? (ArrayNode) root.get(key) : root.putArray(key);
        return list.addObject();
    }

    /** {@code {"cells": [...]}} appended under {@code key}. */
    ObjectNode cells(String key, List<Cell> cells) {
        ObjectNode e = entry(key);
        e.set("cells", names(cells));
        return e;
    }

    /** {@code {"lines": [[...]]}} appended under {@code key}: one polyline per entry. */
    ObjectNode line(String key, List<Cell> cells) {
        ObjectNode e = entry(key);
        e.putArray("lines").add(names(cells));
        return e;
    }

    /** {@code {"cell": "R1C1"}} appended under {@code key}. */
    ObjectNode single(String key, Cell cell) {
        ObjectNode e = entry(key);
        e.put("cell", name(cell));
        return e;
    }

    ObjectNode root() {
        return root;
    }
}
