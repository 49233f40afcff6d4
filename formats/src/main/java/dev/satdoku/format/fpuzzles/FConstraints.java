package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.model.Cell;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.cell.AllowedDigits;
import dev.satdoku.rules.chess.AntiMove;
import dev.satdoku.rules.line.Between;
import dev.satdoku.rules.line.Clone;
import dev.satdoku.rules.line.Extremum;
import dev.satdoku.rules.line.Palindrome;
import dev.satdoku.rules.line.Quad;
import dev.satdoku.rules.line.Renban;
import dev.satdoku.rules.line.Thermo;
import dev.satdoku.rules.modern.EntropicLine;
import dev.satdoku.rules.modern.Indexer;
import dev.satdoku.rules.modern.ModularLine;
import dev.satdoku.rules.modern.NabnerLine;
import dev.satdoku.rules.modern.Skyscraper;
import dev.satdoku.rules.modern.WhisperLine;
import dev.satdoku.rules.pair.BlackDot;
import dev.satdoku.rules.pair.Negative;
import dev.satdoku.rules.pair.WhiteDot;
import dev.satdoku.rules.pair.XvMark;
import dev.satdoku.rules.region.Diagonal;
import dev.satdoku.rules.region.Disjoint;
import dev.satdoku.rules.region.ExtraRegion;
import dev.satdoku.rules.region.Windoku;
import dev.satdoku.rules.sum.Arrow;
import dev.satdoku.rules.sum.Cage;
import dev.satdoku.rules.sum.LittleKiller;
import dev.satdoku.rules.sum.Sandwich;
import dev.satdoku.rules.sumline.DoubleArrow;
import dev.satdoku.rules.sumline.RegionSumLine;
import dev.satdoku.rules.sumline.XSum;
import dev.satdoku.rules.sumline.ZipperLine;
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

    /** A writer for one rule type, as f-puzzles keys (see {@link FRuleWriters}). */
    record Typed<R extends Rule>(Class<R> type, FRuleWriters.Writer<R> writer) {
    }

    /**
     * One f-puzzles key: how its entries are read, whether it is one of the keys Rangsk's userscript adds
     * (its cosmetic copies are then marked isNewConstraint), and the rule types written as this key. A
     * rule type is written by exactly one key's entry (a writer may also set a companion key, as a
     * diagonal both flags).
     */
    static final class Key {
        final String name;
        final Handler reader;
        final boolean extension;
        final List<Typed<?>> writers = new ArrayList<>();

        private Key(String name, Handler reader, boolean extension) {
            this.name = name;
            this.reader = reader;
            this.extension = extension;
        }

        private <R extends Rule> Key writes(Class<R> type, FRuleWriters.Writer<R> writer) {
            writers.add(new Typed<>(type, writer));
            return this;
        }
    }

    /** Every f-puzzles key with a rule meaning: the supported set is this table's key set. */
    static final Map<String, Key> KEYS = keys();

    /** Each rule type's writer, gathered from the table. */
    private static final Map<Class<? extends Rule>, FRuleWriters.Writer<? extends Rule>> WRITERS = writers();

    private FConstraints() {
    }

    static boolean supported(String key) {
        return KEYS.containsKey(key);
    }

    /** The reader of a key, or null for a key with no rule meaning. */
    static Handler reader(String key) {
        Key k = KEYS.get(key);
        return k == null ? null : k.reader;
    }

    static boolean isExtension(String key) {
        Key k = KEYS.get(key);
        return k != null && k.extension;
    }

    /** The writer of a rule type, or null when f-puzzles has no form for it. */
    static FRuleWriters.Writer<? extends Rule> writer(Class<? extends Rule> type) {
        return WRITERS.get(type);
    }

    private static Map<String, Key> keys() {
        Map<String, Key> m = new LinkedHashMap<>();
        java.util.function.BiFunction<String, Handler, Key> key = (name, reader) -> {
            Key k = new Key(name, reader, false);
            m.put(name, k);
            return k;
        };
        java.util.function.BiFunction<String, Handler, Key> extension = (name, reader) -> {
            Key k = new Key(name, reader, true);
            m.put(name, k);
            return k;
        };
        key.apply("diagonal+", flag("diagonal anti")).writes(Diagonal.class, FRuleWriters::diagonal);
        key.apply("diagonal-", flag("diagonal main"));
        key.apply("antiknight", flag("antiknight")).writes(AntiMove.class, FRuleWriters::antiMove);
        key.apply("antiking", flag("antiking"));
        key.apply("disjointgroups", flag("disjoint")).writes(Disjoint.class, (r, d, l) -> d.flag("disjointgroups"));
        key.apply("nonconsecutive", flag("nonconsecutive"));
        key.apply("negative", FConstraints::negative).writes(Negative.class, FRuleWriters::negative);
        key.apply("odd", singleCells("odd")).writes(AllowedDigits.class, FRuleWriters::allowedDigits);
        key.apply("even", singleCells("even"));
        key.apply("minimum", singleCells("minimum")).writes(Extremum.class, FRuleWriters::extremum);
        key.apply("maximum", singleCells("maximum"));
        key.apply("killercage", FConstraints::killerCage).writes(Cage.class, FRuleWriters::cage);
        key.apply("extraregion", cellSet("extraregion")).writes(ExtraRegion.class, (r, d, l) -> d.cells("extraregion", r.cells()))
                .writes(Windoku.class, FRuleWriters::windoku);
        key.apply("difference", dot("white", "diff", 1)).writes(WhiteDot.class, FRuleWriters::whiteDot);
        key.apply("ratio", dot("black", "ratio", 2)).writes(BlackDot.class, FRuleWriters::blackDot);
        key.apply("xv", FConstraints::xv).writes(XvMark.class, FRuleWriters::xv);
        key.apply("clone", FConstraints::clone).writes(Clone.class, FRuleWriters::clone);
        key.apply("quadruple", FConstraints::quadruple).writes(Quad.class, FRuleWriters::quad);
        key.apply("thermometer", lines("thermo")).writes(Thermo.class, FRuleWriters::thermo);
        key.apply("palindrome", lines("palindrome")).writes(Palindrome.class, (r, d, l) -> d.line("palindrome", r.cells()));
        key.apply("betweenline", lines("between")).writes(Between.class, (r, d, l) -> d.line("betweenline", r.cells()));
        extension.apply("renban", cellSets("renban")).writes(Renban.class, FRuleWriters::renban);
        extension.apply("entropicline", lines("entropic")).writes(EntropicLine.class, FRuleWriters::entropic);
        extension.apply("modularline", lines("modular")).writes(ModularLine.class, FRuleWriters::modular);
        extension.apply("regionsumline", lines("regionsum")).writes(RegionSumLine.class, FRuleWriters::regionSum);
        extension.apply("nabner", cellSets("nabner")).writes(NabnerLine.class, FRuleWriters::nabner);
        extension.apply("doublearrow", lines("doublearrow")).writes(DoubleArrow.class, FRuleWriters::doubleArrow);
        extension.apply("zipperline", lines("zipper")).writes(ZipperLine.class, FRuleWriters::zipper);
        extension.apply("slowthermometer", lines("slowthermo"));
        extension.apply("whispers", FConstraints::whispers).writes(WhisperLine.class, FRuleWriters::whisper);
        // Split whisper keys some editors write: German (the default difference) and Dutch (one less).
        extension.apply("germanwhispers", lines("whisper"));
        extension.apply("dutchwhispers", (ctx, value, k) -> eachLine(ctx, value, k, (cells, at, entry) ->
                ctx.line("whisper " + FContext.cellList(cells) + " diff=" + ((ctx.size() + 1) / 2 - 1), at)));
        key.apply("arrow", FConstraints::arrow).writes(Arrow.class, FRuleWriters::arrow);
        key.apply("littlekillersum", FOutside::littleKiller).writes(LittleKiller.class, FRuleWriters::littleKiller);
        key.apply("sandwichsum", FOutside::sandwich).writes(Sandwich.class, FRuleWriters::sandwich);
        extension.apply("xsum", FOutside.clue("xsum")).writes(XSum.class, FRuleWriters::xsum);
        extension.apply("skyscraper", FOutside.clue("skyscraper")).writes(Skyscraper.class, FRuleWriters::skyscraper);
        extension.apply("rowindexer", cellSet("indexer row")).writes(Indexer.class, FRuleWriters::indexer);
        extension.apply("columnindexer", cellSet("indexer column"));
        extension.apply("boxindexer", cellSet("indexer box"));
        key.apply("lockout", (ctx, value, k) -> {
            if (!ctx.entries(value, k).isEmpty()) {
                throw ctx.error(k, "f-puzzles' lockout key has no defined meaning (no tool that reads the format interprets it), "
                        + "so satdoku cannot import it; write the lines as native 'lockout' rules instead");
            }
        });
        return java.util.Collections.unmodifiableMap(m);
    }

    private static Map<Class<? extends Rule>, FRuleWriters.Writer<? extends Rule>> writers() {
        Map<Class<? extends Rule>, FRuleWriters.Writer<? extends Rule>> out = new LinkedHashMap<>();
        for (Key k : KEYS.values()) {
            for (Typed<?> t : k.writers) {
                if (out.put(t.type(), t.writer()) != null) {
                    throw new IllegalStateException(t.type().getSimpleName() + " is written by two f-puzzles keys");
                }
            }
        }
        return out;
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

    /**
     * Lines whose rule is about the set of their cells (renban, nabner): a line drawn as a loop, back to
     * its first cell, covers the same set, so the closing repeat is dropped rather than read as a cell
     * listed twice.
     */
    private static Handler cellSets(String keyword) {
        return (ctx, value, key) -> eachLine(ctx, value, key, (cells, at, entry) -> {
            List<Cell> set = dev.satdoku.rules.Lines.isLoop(cells) ? cells.subList(0, cells.size() - 1) : cells;
            ctx.line(keyword + " " + FContext.cellList(set), at);
        });
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
