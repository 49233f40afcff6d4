package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Decoration;
import dev.satdoku.syntax.InputException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Drawn elements without a rule meaning of their own: lines, circles, rectangles, text and outline
 * cages. Rangsk's userscript adds a drawn copy of each of its constraints (marked
 * {@code fromConstraint} or {@code isNewConstraint}) so plain f-puzzles can display it; those copies are
 * dropped when the constraint key they copy is present. Any other decoration may carry a rule stated
 * only in the rules text, so it becomes a warning: the import is then not claimed to be complete.
 * Those decorations are also kept as drawing data ({@link Decoration}) so pictures show them where
 * f-puzzles does; one that cannot be placed in the grid is left out of the picture with a warning.
 */
final class FCosmetics {

    static final Set<String> KEYS = Set.of("line", "circle", "rectangle", "text", "cage");

    private FCosmetics() {
    }

    static void apply(FContext ctx, JsonNode doc) {
        Map<String, Integer> unexplained = new LinkedHashMap<>();
        boolean anyExtension = FConstraints.KEYS.keySet().stream().filter(FConstraints::isExtension).anyMatch(doc::has);
        for (String key : List.of("line", "circle", "rectangle", "text", "cage")) {
            List<JsonNode> entries = ctx.entries(doc.get(key), key);
            for (int i = 0; i < entries.size(); i++) {
                JsonNode entry = entries.get(i);
                if (!isCopy(entry, doc, anyExtension)) {
                    unexplained.merge(key, 1, Integer::sum);
                    draw(ctx, key, entry, key + "[" + i + "]");
                }
            }
        }
        if (!unexplained.isEmpty()) {
            String list = unexplained.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
            ctx.draft().warn("the puzzle has decorations that f-puzzles draws without a rule (" + list + "); its rules text may "
                    + "give them one, which satdoku did not read, so a verdict covers only the imported rules");
            unexplained.forEach((key, count) -> ctx.draft().unread(count + " " + key + (count == 1 ? "" : "s")
                    + " drawn without a rule (f-puzzles' " + key + " decoration)"));
        }
    }

    /** Keeps the entry as drawing data; one that cannot be placed is not drawn, and a warning says so. */
    private static void draw(FContext ctx, String key, JsonNode e, String path) {
        JsonNode where = e.get(key.equals("line") ? "lines" : "cells");
        if (where == null || where.isNull() || where.isArray() && where.isEmpty()) {
            return; // nothing to draw (SudokuPad keeps settings such as a title in cell-less cages)
        }
        try {
            for (Decoration d : decorations(ctx, key, e, path)) {
                ctx.draft().decoration(d);
            }
        } catch (InputException | IllegalArgumentException ex) {
            String why = ex instanceof InputException ie ? ie.detail() : ex.getMessage();
            ctx.draft().warn("f-puzzles' " + path + " is not drawn: " + why);
        }
    }

    private static List<Decoration> decorations(FContext ctx, String key, JsonNode e, String path) {
        return switch (key) {
            case "line" -> {
                JsonNode lines = e.get("lines");
                if (lines == null || !lines.isArray() || lines.isEmpty()) {
                    throw ctx.error(path + ".lines", "expected a list of lines, found " + FContext.describe(lines));
                }
                List<Decoration> out = new ArrayList<>();
                for (int j = 0; j < lines.size(); j++) {
                    List<Cell> cells = ctx.cells(lines.get(j), path + ".lines[" + j + "]");
                    out.add(new Decoration(Decoration.Kind.LINE, cells, "", colour(e, "outlineC"), null, null,
                            number(e, "width", DEFAULT_LINE_WIDTH), 0, 0, 0));
                }
                yield out;
            }
            case "cage" -> List.of(new Decoration(Decoration.Kind.CAGE, ctx.cells(e.get("cells"), path + ".cells"), label(e),
                    colour(e, "outlineC"), null, colour(e, "fontC"), 0, 0, 0, 0));
            case "circle", "rectangle" -> List.of(new Decoration(key.equals("circle") ? Decoration.Kind.CIRCLE : Decoration.Kind.RECTANGLE,
                    ctx.cells(e.get("cells"), path + ".cells"), label(e), colour(e, "outlineC"), colour(e, "baseC"), colour(e, "fontC"),
                    number(e, "width", DEFAULT_SHAPE_SIZE), number(e, "height", DEFAULT_SHAPE_SIZE), DEFAULT_TEXT_SIZE,
                    number(e, "angle", 0)));
            default -> List.of(new Decoration(Decoration.Kind.TEXT, ctx.cells(e.get("cells"), path + ".cells"), label(e), null, null,
                    colour(e, "fontC"), 0, 0, number(e, "size", 1) * DEFAULT_TEXT_SIZE, number(e, "angle", 0)));
        };
    }

    /**
     * Writes a decoration back under its f-puzzles key, in the fields {@link #decorations} reads, so the
     * export reads back to the same decoration.
     */
    static void write(FDocument doc, Decoration d) {
        com.fasterxml.jackson.databind.node.ObjectNode e = switch (d.kind()) {
            case LINE -> doc.line("line", d.cells()).put("width", d.width());
            case CAGE -> doc.cells("cage", d.cells());
            case CIRCLE, RECTANGLE -> doc.cells(d.kind() == Decoration.Kind.CIRCLE ? "circle" : "rectangle", d.cells())
                    .put("width", d.width()).put("height", d.height());
            case TEXT -> doc.cells("text", d.cells()).put("size", d.textSize() / DEFAULT_TEXT_SIZE);
        };
        if (d.kind() != Decoration.Kind.LINE && !d.text().isEmpty()) {
            e.put("value", d.text());
        }
        putColour(e, "outlineC", d.stroke());
        putColour(e, "baseC", d.fill());
        putColour(e, "fontC", d.textColour());
        if (d.angle() != 0) {
            e.put("angle", d.angle());
        }
    }

    private static void putColour(com.fasterxml.jackson.databind.node.ObjectNode e, String field, String colour) {
        if (colour != null) {
            e.put(field, colour);
        }
    }

    /** f-puzzles' defaults when an entry leaves a size out (as its editor creates them). */
    private static final double DEFAULT_LINE_WIDTH = 0.25;
    private static final double DEFAULT_SHAPE_SIZE = 0.5;
    /** A text of size 1, and the value inside a circle or rectangle, as a fraction of a cell. */
    private static final double DEFAULT_TEXT_SIZE = 0.5;

    /** A colour field, or null (drawn in the default) when absent or not a colour. */
    private static String colour(JsonNode e, String field) {
        JsonNode v = e.get(field);
        return v != null && v.isTextual() && Decoration.isColour(v.asText().strip()) ? v.asText().strip() : null;
    }

    private static double number(JsonNode e, String field, double absent) {
        JsonNode v = e.get(field);
        if (v != null && v.isNumber()) {
            return v.asDouble();
        }
        if (v != null && v.isTextual()) {
            try {
                return Double.parseDouble(v.asText().strip());
            } catch (NumberFormatException ignored) {
                return absent;
            }
        }
        return absent;
    }

    /**
     * The text an entry shows; SudokuPad reads some cage values as settings of its own (a title, fog of
     * war, a style), which it does not show, so neither does satdoku.
     */
    private static String label(JsonNode e) {
        JsonNode v = e.get("value");
        if (v == null || v.isNull() || v.isContainerNode()) {
            return "";
        }
        String text = v.asText();
        String lower = FContext.lower(text.strip());
        if (lower.equals("fow") || lower.equals("foglight") || SUDOKUPAD_SETTING.matcher(lower).lookingAt()) {
            return "";
        }
        return text;
    }

    private static final java.util.regex.Pattern SUDOKUPAD_SETTING = java.util.regex.Pattern.compile("(?:title|author|rules|msgcorrect|customstyle|solution)\\s*:");

    private static boolean isCopy(JsonNode entry, JsonNode doc, boolean anyExtension) {
        JsonNode from = entry.get("fromConstraint");
        if (from != null && from.isTextual()) {
            String key = FContext.lower(from.asText()).replace(" ", "");
            return doc.has(key) && FConstraints.supported(key);
        }
        return entry.path("isNewConstraint").asBoolean(false) && anyExtension;
    }
}
