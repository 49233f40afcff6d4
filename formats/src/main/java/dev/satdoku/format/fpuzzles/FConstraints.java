package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The constraint keys of an f-puzzles document (shared/formats/fpuzzles.md section 1.5) and the native
 * line(s) each entry becomes. Every key with a rule meaning is here; cosmetic keys are in
 * {@link FCosmetics}; anything else is an error naming the key.
 */
final class FConstraints {

    /** Reads one key's value and writes native lines. */
    interface Handler {
        void apply(FContext ctx, JsonNode value, String key);
    }

    static final Map<String, Handler> HANDLERS = handlers();

    /** The keys Rangsk's userscript adds; its cosmetic copies of them are marked isNewConstraint. */
    static final Set<String> EXTENSION_KEYS = Set.of("renban", "whispers", "entropicline", "modularline", "regionsumline", "nabner",
            "doublearrow", "zipperline", "slowthermometer", "rowindexer", "columnindexer", "boxindexer", "xsum", "skyscraper");

    private FConstraints() {
    }

    private static Map<String, Handler> handlers() {
        Map<String, Handler> m = new LinkedHashMap<>();
        m.put("diagonal+", flag("diagonal anti"));
        m.put("diagonal-", flag("diagonal main"));
        m.put("antiknight", flag("antiknight"));
        m.put("antiking", flag("antiking"));
        m.put("disjointgroups", flag("disjoint"));
        m.put("nonconsecutive", flag("nonconsecutive"));
        m.put("negative", FConstraints::negative);
        m.put("odd", singleCells("odd"));
        m.put("even", singleCells("even"));
        m.put("minimum", singleCells("minimum"));
        m.put("maximum", singleCells("maximum"));
        m.put("killercage", FConstraints::killerCage);
        m.put("extraregion", cellSet("extraregion"));
        m.put("difference", dot("white", "diff", 1));
        m.put("ratio", dot("black", "ratio", 2));
        m.put("xv", FConstraints::xv);
        m.put("clone", FConstraints::clone);
        m.put("quadruple", FConstraints::quadruple);
        m.put("thermometer", lines("thermo"));
        m.put("palindrome", lines("palindrome"));
        m.put("betweenline", lines("between"));
        m.put("renban", lines("renban"));
        m.put("entropicline", lines("entropic"));
        m.put("modularline", lines("modular"));
        m.put("regionsumline", lines("regionsum"));
        m.put("nabner", lines("nabner"));
        m.put("doublearrow", lines("doublearrow"));
        m.put("zipperline", lines("zipper"));
        m.put("slowthermometer", lines("slowthermo"));
        m.put("whispers", FConstraints::whispers);
        m.put("arrow", FConstraints::arrow);
        m.put("littlekillersum", FOutside::littleKiller);
        m.put("sandwichsum", FOutside::sandwich);
        m.put("xsum", FOutside.clue("xsum"));
        m.put("skyscraper", FOutside.clue("skyscraper"));
        m.put("rowindexer", cellSet("indexer row"));
        m.put("columnindexer", cellSet("indexer column"));
        m.put("boxindexer", cellSet("indexer box"));
        m.put("lockout", (ctx, value, key) -> {
            if (!ctx.entries(value, key).isEmpty()) {
                throw ctx.error(key, "f-puzzles' lockout key has no defined meaning (no tool that reads the format interprets it), "
                        + "so satdoku cannot import it; write the lines as native 'lockout' rules instead");
            }
        });
        return m;
    }

    private static Handler flag(String line) {
        return (ctx, value, key) -> {
            if (ctx.flag(value, key)) {
                ctx.line(line, key);
            }
        };
    }

    private static void negative(FContext ctx, JsonNode value, String key) {
        if (value == null || value.isNull()) {
            return;
        }
        if (!value.isArray()) {
            throw ctx.error(key, "expected a list such as [\"ratio\", \"xv\"], found " + FContext.describe(value));
        }
        for (int i = 0; i < value.size(); i++) {
            String kind = value.get(i).asText();
            String at = key + "[" + i + "]";
            switch (kind) {
                case "ratio" -> ctx.line("negative black", at);
                case "xv" -> ctx.line("negative xv", at);
                default -> throw ctx.error(at, "unknown negative constraint '" + kind + "' (f-puzzles has \"ratio\" and \"xv\")");
            }
        }
    }

    /** {@code [{cell}]} lists: one native line for the whole key, since minimum and maximum exempt each other. */
    private static Handler singleCells(String keyword) {
        return (ctx, value, key) -> {
            List<Cell> cells = new ArrayList<>();
            List<JsonNode> entries = ctx.entries(value, key);
            for (int i = 0; i < entries.size(); i++) {
                Cell c = ctx.cell(entries.get(i).get("cell"), key + "[" + i + "].cell");
                if (!cells.contains(c)) {
                    cells.add(c);
                }
            }
            if (!cells.isEmpty()) {
                ctx.line(keyword + " " + FContext.cellList(cells), key);
            }
        };
    }

    private static Handler cellSet(String keyword) {
        return (ctx, value, key) -> {
            List<JsonNode> entries = ctx.entries(value, key);
            for (int i = 0; i < entries.size(); i++) {
                String at = key + "[" + i + "]";
                ctx.line(keyword + " " + FContext.cellList(ctx.cells(entries.get(i).get("cells"), at + ".cells")), at);
            }
        };
    }

    private static void killerCage(FContext ctx, JsonNode value, String key) {
        List<JsonNode> entries = ctx.entries(value, key);
        for (int i = 0; i < entries.size(); i++) {
            String at = key + "[" + i + "]";
            List<Cell> cells = ctx.cells(entries.get(i).get("cells"), at + ".cells");
            JsonNode total = entries.get(i).get("value");
            String sum = "";
            if (FContext.isInteger(total)) {
                sum = ctx.integer(total, at + ".value") + " ";
            } else if (!FContext.blank(total)) {
                ctx.draft().warn(at + ": the label '" + total.asText() + "' is not a number; imported as a cage without a total");
            }
            ctx.line("cage " + sum + FContext.cellList(cells), at);
        }
    }

    /** Kropki dots: exactly two cells, an optional value (default 1 for white, 2 for black). */
    private static Handler dot(String keyword, String option, int defaultValue) {
        return (ctx, value, key) -> {
            List<JsonNode> entries = ctx.entries(value, key);
            for (int i = 0; i < entries.size(); i++) {
                String at = key + "[" + i + "]";
                List<Cell> cells = pair(ctx, entries.get(i), at);
                JsonNode v = entries.get(i).get("value");
                int k = FContext.blank(v) ? defaultValue : ctx.integer(v, at + ".value");
                ctx.line(keyword + " " + FContext.cellList(cells) + (k == defaultValue ? "" : " " + option + "=" + k), at);
            }
        };
    }

    private static List<Cell> pair(FContext ctx, JsonNode entry, String at) {
        List<Cell> cells = ctx.cells(entry.get("cells"), at + ".cells");
        if (cells.size() != 2) {
            throw ctx.error(at + ".cells", "expected 2 cells, found " + cells.size());
        }
        return cells;
    }

    private static void xv(FContext ctx, JsonNode value, String key) {
        List<JsonNode> entries = ctx.entries(value, key);
        for (int i = 0; i < entries.size(); i++) {
            String at = key + "[" + i + "]";
            List<Cell> cells = pair(ctx, entries.get(i), at);
            String kind = FContext.lower(entries.get(i).path("value").asText());
            if (!kind.equals("x") && !kind.equals("v")) {
                throw ctx.error(at + ".value", "expected \"X\" or \"V\", found " + FContext.describe(entries.get(i).get("value")));
            }
            ctx.line(kind + " " + FContext.cellList(cells), at);
        }
    }

    private static void clone(FContext ctx, JsonNode value, String key) {
        List<JsonNode> entries = ctx.entries(value, key);
        for (int i = 0; i < entries.size(); i++) {
            String at = key + "[" + i + "]";
            List<Cell> a = ctx.cells(entries.get(i).get("cells"), at + ".cells");
            List<Cell> b = ctx.cells(entries.get(i).get("cloneCells"), at + ".cloneCells");
            if (a.size() != b.size()) {
                throw ctx.error(at, "cells has " + a.size() + " cells but cloneCells has " + b.size() + "; a clone pairs them one to one");
            }
            ctx.line("clone " + FContext.cellList(a) + " | " + FContext.cellList(b), at);
        }
    }

    private static void quadruple(FContext ctx, JsonNode value, String key) {
        List<JsonNode> entries = ctx.entries(value, key);
        for (int i = 0; i < entries.size(); i++) {
            String at = key + "[" + i + "]";
            List<Cell> cells = ctx.cells(entries.get(i).get("cells"), at + ".cells");
            int top = cells.stream().mapToInt(Cell::row).min().orElseThrow();
            int left = cells.stream().mapToInt(Cell::col).min().orElseThrow();
            Set<Cell> block = Set.of(new Cell(top, left), new Cell(top, left + 1), new Cell(top + 1, left), new Cell(top + 1, left + 1));
            if (cells.size() != 4 || !block.equals(new java.util.HashSet<>(cells))) {
                throw ctx.error(at + ".cells", "a quadruple needs the 4 cells of a 2x2 block, found " + FContext.cellList(cells));
            }
            JsonNode values = entries.get(i).get("values");
            if (values == null || !values.isArray() || values.isEmpty() || values.size() > 4) {
                throw ctx.error(at + ".values", "expected 1 to 4 digits, found " + FContext.describe(values));
            }
            List<Integer> digits = new ArrayList<>();
            for (int j = 0; j < values.size(); j++) {
                int d = ctx.integer(values.get(j), at + ".values[" + j + "]");
                if (d < 1 || d > ctx.size()) {
                    throw ctx.error(at + ".values[" + j + "]", "digit " + d + " is outside 1.." + ctx.size());
                }
                digits.add(d);
            }
            ctx.line("quad " + new Cell(top, left) + " " + digits.stream().map(String::valueOf).collect(Collectors.joining(" ")), at);
        }
    }

    /** Line keys: every polyline of every entry is one native rule. */
    private static Handler lines(String keyword) {
        return (ctx, value, key) -> eachLine(ctx, value, key, (cells, at, entry) -> ctx.line(keyword + " " + FContext.cellList(cells), at));
    }

    interface LineSink {
        void accept(List<Cell> cells, String path, JsonNode entry);
    }

    static void eachLine(FContext ctx, JsonNode value, String key, LineSink sink) {
        List<JsonNode> entries = ctx.entries(value, key);
        for (int i = 0; i < entries.size(); i++) {
            String at = key + "[" + i + "]";
            JsonNode lines = entries.get(i).get("lines");
            if (lines == null || !lines.isArray() || lines.isEmpty()) {
                throw ctx.error(at + ".lines", "expected a list of lines, found " + FContext.describe(lines));
            }
            for (int j = 0; j < lines.size(); j++) {
                String lineAt = at + ".lines[" + j + "]";
                sink.accept(ctx.cells(lines.get(j), lineAt), lineAt, entries.get(i));
            }
        }
    }

    private static void whispers(FContext ctx, JsonNode value, String key) {
        eachLine(ctx, value, key, (cells, at, entry) -> {
            JsonNode v = entry.get("value");
            String diff = FContext.blank(v) ? "" : " diff=" + ctx.integer(v, at.substring(0, at.indexOf(".lines")) + ".value");
            ctx.line("whisper " + FContext.cellList(cells) + diff, at);
        });
    }

    /**
     * Arrows: {@code cells} is the circle (several cells = a pill read as a number, in that order); each
     * line starts at a circle cell, so its first cell is skipped and the rest is a shaft.
     */
    private static void arrow(FContext ctx, JsonNode value, String key) {
        List<JsonNode> entries = ctx.entries(value, key);
        for (int i = 0; i < entries.size(); i++) {
            String at = key + "[" + i + "]";
            List<Cell> circle = ctx.cells(entries.get(i).get("cells"), at + ".cells");
            JsonNode lines = entries.get(i).get("lines");
            if (lines == null || !lines.isArray() || lines.isEmpty()) {
                throw ctx.error(at + ".lines", "an arrow needs at least one shaft, found " + FContext.describe(lines));
            }
            for (int j = 0; j < lines.size(); j++) {
                String lineAt = at + ".lines[" + j + "]";
                List<Cell> line = ctx.cells(lines.get(j), lineAt);
                if (!circle.contains(line.get(0))) {
                    throw ctx.error(lineAt, "the line starts at " + line.get(0) + ", which is not one of the arrow's circle cells "
                            + FContext.cellList(circle));
                }
                if (line.size() < 2) {
                    throw ctx.error(lineAt, "the arrow has a circle but no shaft");
                }
                ctx.line("arrow " + FContext.cellList(circle) + " | " + FContext.cellList(line.subList(1, line.size())), lineAt);
            }
        }
    }
}
