package dev.satdoku.serve;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.ReadChoices;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One question's input, read from a request's JSON body: the puzzle text (anything PUZZLE accepts on
 * the command line, given as text: the server never opens a path it is sent), which puzzle of a list,
 * the what-if edits, the session it belongs to and the time it may take.
 *
 * @param text    the puzzle as pasted or as the content of a dropped file
 * @param source  what messages call it: {@code <argument>} as on the command line, or a dropped file's name
 * @param index   1-based index into a multi-puzzle text, or null
 * @param edits   cell -> digit, 0 removing a given (what-if), applied on top of the text's givens
 * @param session the tab or client asking; a new question of a session cancels its earlier ones
 * @param timeout the time the question may take (never more than the server's limit)
 * @param incremental whether a what-if verdict may come from the puzzle's warm solver ({@link WarmSolvers}); false
 *                    re-encodes, as every other question does (for comparing the two)
 * @param read    the setter's corrections to how a drawn puzzle is read ({@code "green=whisper"}, as {@code --read})
 */
record Question(String text, String source, Integer index, Map<Cell, Integer> edits, String session, Duration timeout,
                boolean incremental, ReadChoices read) {

    /** What a pasted puzzle is called in messages: the command line's name for a puzzle given directly. */
    static final String PASTED = "<argument>";

    private static final Pattern CELL = Pattern.compile("r(\\d{1,2})c(\\d{1,2})");

    /** Reads a question; {@code maxSeconds} is the server's per-question limit. */
    static Question from(JsonNode body, double maxSeconds) {
        if (body == null || !body.isObject()) {
            throw new InputException(Origin.of("request"), "the body must be a JSON object with a \"puzzle\" field");
        }
        JsonNode puzzle = body.get("puzzle");
        if (puzzle == null || !puzzle.isTextual()) {
            throw new InputException(Origin.of("request"), "\"puzzle\" is missing or not a string");
        }
        String source = body.hasNonNull("source") ? fileName(body.get("source").asText()) : PASTED;
        Integer index = null;
        if (body.hasNonNull("index")) {
            if (!body.get("index").canConvertToInt()) {
                throw new InputException(Origin.of("request"), "\"index\" must be a whole number");
            }
            index = body.get("index").asInt();
        }
        String session = body.hasNonNull("session") ? body.get("session").asText() : null;
        if (session != null && (session.length() > 100 || !session.matches("[A-Za-z0-9_.-]*"))) {
            throw new InputException(Origin.of("request"), "\"session\" must be at most 100 letters, digits, '.', '_' or '-'");
        }
        double seconds = maxSeconds;
        if (body.hasNonNull("timeout")) {
            JsonNode t = body.get("timeout");
            if (!t.isNumber() || !(t.asDouble() > 0)) {
                throw new InputException(Origin.of("request"), "\"timeout\" must be a positive number of seconds");
            }
            seconds = Math.min(seconds, t.asDouble());
        }
        boolean incremental = true;
        if (body.hasNonNull("incremental")) {
            if (!body.get("incremental").isBoolean()) {
                throw new InputException(Origin.of("request"), "\"incremental\" must be true or false");
            }
            incremental = body.get("incremental").asBoolean();
        }
        ReadChoices read = ReadChoices.NONE;
        if (body.hasNonNull("read")) {
            try {
                read = ReadChoices.parse(body.get("read").asText());
            } catch (IllegalArgumentException e) {
                throw new InputException(Origin.of("request"), "\"read\": " + e.getMessage());
            }
        }
        return new Question(puzzle.asText(), source, index, edits(body.get("edits")), session,
                Duration.ofNanos((long) (seconds * 1e9)), incremental, read);
    }

    /** A dropped file's name without any folder, so messages name it like the command line does. */
    private static String fileName(String name) {
        String base = name.replaceAll(".*[/\\\\]", "").replaceAll("[\\p{Cntrl}]", "");
        if (base.isBlank()) {
            return PASTED;
        }
        return base.length() > 120 ? base.substring(0, 120) : base;
    }

    private static Map<Cell, Integer> edits(JsonNode node) {
        Map<Cell, Integer> edits = new TreeMap<>();
        if (node == null || node.isNull()) {
            return edits;
        }
        if (!node.isObject()) {
            throw new InputException(Origin.of("edits"), "must be an object of cells and digits, e.g. {\"r1c2\": 5, \"r3c3\": 0}");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            Cell cell = cell(e.getKey(), "edits");
            if (e.getValue().isNull()) {
                edits.put(cell, Puzzle.EMPTY); // null removes the given on every grid, 0-based ones included
                continue;
            }
            if (!e.getValue().canConvertToInt() || e.getValue().asInt() < 0) {
                throw new InputException(Origin.of("edits"), e.getKey() + ": the digit must be a whole number (0 or null removes the given;"
                        + " on grids holding 0, only null)");
            }
            edits.put(cell, e.getValue().asInt());
        }
        return edits;
    }

    /** A cell named {@code r1c1} in the request's field {@code field}. */
    static Cell cell(String name, String field) {
        Matcher m = CELL.matcher(name);
        if (!m.matches() || Integer.parseInt(m.group(1)) < 1 || Integer.parseInt(m.group(2)) < 1) {
            throw new InputException(Origin.of(field), "'" + name + "' is not a cell (write r1c1 for row 1, column 1)");
        }
        return Cell.of1(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    /** What identifies the puzzle being asked about (its text and edits), for cancelling superseded questions. */
    String key() {
        return text.length() + ":" + text.hashCode() + ":" + index + ":" + read.byKind() + ":" + edits;
    }

    /** What identifies the puzzle without its edits: what-if questions about it share one warm solver. */
    String baseKey() {
        return text.length() + ":" + text.hashCode() + ":" + index + ":" + read.byKind() + ":" + source;
    }

    /** The puzzle as the text has it, without the edits. */
    Puzzle base() {
        return pick(PuzzleReader.readText(text, source, false, read));
    }

    /** The puzzle with the edits applied; clashing givens are allowed (they are a finding, shown by explain). */
    Puzzle puzzle() {
        return edited(base());
    }

    /** {@code base} with the edits applied. */
    Puzzle edited(Puzzle p) {
        return edits.isEmpty() ? p : withEdits(p);
    }

    private Puzzle pick(List<Puzzle> all) {
        if (index != null) {
            if (index < 1 || index > all.size()) {
                throw new InputException(Origin.of(source), "--index " + index + " is outside 1.." + all.size());
            }
            return all.get(index - 1);
        }
        if (all.size() != 1) {
            throw new InputException(Origin.of(source), "holds " + all.size() + " puzzles; pick one with --index N");
        }
        return all.get(0);
    }

    /** The givens changed by the edits; givens left alone keep where they were written (explain names them). */
    private Puzzle withEdits(Puzzle p) {
        dev.satdoku.model.Layout layout = p.layout();
        int[] givens = p.givens();
        Origin[] origins = p.givenOrigins();
        for (Map.Entry<Cell, Integer> e : edits.entrySet()) {
            Cell c = e.getKey();
            if (!layout.contains(c)) {
                throw new InputException(Origin.of("edits"), c + " is outside the " + layout.rows() + "x" + layout.cols() + " grid");
            }
            int v = e.getValue() == 0 && layout.minValue() > 0 ? Puzzle.EMPTY : e.getValue();
            if (v != Puzzle.EMPTY && (v < layout.minValue() || v > layout.maxValue())) {
                throw new InputException(Origin.of("edits"), c + ": digit " + v + " is outside " + layout.minValue() + ".." + layout.maxValue());
            }
            givens[layout.index(c)] = v;
            origins[layout.index(c)] = null;
        }
        return new Puzzle(p.name(), p.layout(), givens, origins, p.rules(), p.ruleOrigins(), p.extraCells(), p.metadata());
    }
}
