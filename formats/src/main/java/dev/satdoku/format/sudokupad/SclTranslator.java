package dev.satdoku.format.sudokupad;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.format.foreign.NativeDraft;
import dev.satdoku.format.foreign.Provenance;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A SudokuPad puzzle (the JSON inside {@code scl}/{@code ctc} links). SudokuPad describes most rules as
 * drawings (circles, lines, arrows) whose meaning lives in the rules text: the size, givens, regions,
 * title, author, rules text and an embedded solution are read directly, and the drawing, cages included,
 * is read element by element ({@link SclDrawing}) and given its meaning by the rules text
 * ({@link SclReading}). The reading is reported once as a warning ("read as: ..."), element by element in
 * the translation, and whatever could be a rule but was not read makes every verdict say so.
 */
final class SclTranslator {

    static final String FORMAT = "SudokuPad";

    /** Keys with no rule meaning at all (the video a puzzle was solved in, its id, how SudokuPad draws it). */
    private static final Set<String> NEUTRAL = Set.of("id", "cellSize", "cells", "regions", "cages", "metadata", "settings", "vd",
            "global");
    private static final Pattern RC = Pattern.compile("r(\\d{1,4})c(\\d{1,4})", Pattern.CASE_INSENSITIVE);

    private final String source;
    private final Map<String, String> overrides;
    private final NativeDraft draft = new NativeDraft();
    private final List<SclDrawing.Element> cageElements = new ArrayList<>();
    /** Each cell's region (row-major), or null when the puzzle has none. */
    private int[] regionOf;
    private int rows;
    private int cols;
    /** The cells of a region: max(rows, cols). */
    private int n;
    /**
     * The largest value a cell holds: n, since SudokuPad states no value range (see {@link #givens}), unless
     * the rules text gives a wider one for the houses to choose from ({@link DigitSubset}).
     */
    private int maxValue;
    private String title;
    private String author;
    private String rules;
    private String solution;

    private SclTranslator(String source, Map<String, String> overrides) {
        this.source = source;
        this.overrides = overrides;
    }

    static Translation translate(JsonNode puzzle, String source) {
        return translate(puzzle, source, Map.of());
    }

    /**
     * @param overrides element kinds to readings ({@code --read green=whisper}), replacing what the rules text says
     */
    static Translation translate(JsonNode puzzle, String source, Map<String, String> overrides) {
        return new SclTranslator(source, overrides).run(puzzle);
    }

    /** How the kind of a cage without a total that has more cells than digits ends. */
    static final String MORE_CELLS_THAN_DIGITS = "with more cells than digits";

    private Provenance at(String key) {
        return Provenance.key(source, key);
    }

    private Translation run(JsonNode p) {
        if (!p.isObject()) {
            throw at("puzzle").error("expected a SudokuPad puzzle object");
        }
        JsonNode cells = p.get("cells");
        if (cells == null || !cells.isArray() || cells.isEmpty()) {
            throw at("cells").error("missing: the grid's rows of cells give its size");
        }
        // SudokuPad grids are R rows of C cells, of any shape: a 6x8 puzzle is 6 rows of 8.
        rows = cells.size();
        cols = cells.get(0).isArray() ? cells.get(0).size() : 0;
        if (cols == 0) {
            throw at("cells[0]").error("row 1 has no cells: the grid's rows of cells give its size");
        }
        for (int r = 0; r < rows; r++) {
            if (!cells.get(r).isArray() || cells.get(r).size() != cols) {
                throw at("cells[" + r + "]").error("row " + (r + 1) + " has " + (cells.get(r).isArray() ? cells.get(r).size() : 0)
                        + " cells but row 1 has " + cols + "; a SudokuPad grid is rows of equal length");
            }
        }
        if (rows > Layout.MAX_SIZE || cols > Layout.MAX_SIZE) {
            throw at("cells").error("a " + rows + "x" + cols + " grid is larger than satdoku's " + Layout.MAX_SIZE + " rows and columns");
        }
        n = Math.max(rows, cols);
        readCages(p.get("cages"), true);
        readMetadata(p.get("metadata"));
        int wider = DigitSubset.maxValue(rules, n);
        maxValue = wider > 0 ? wider : n;
        readCages(p.get("cages"), false);
        draft.text("title", title, at("title"));
        draft.text("author", author, at("author"));
        draft.text("ruleset", rules, at("rules"));
        draft.line("size " + (rows == cols ? Integer.toString(n) : rows + "x" + cols), at("cells"));
        if (maxValue != n) {
            draft.line("values 1.." + maxValue, at("metadata.rules"));
        }
        regions(p.get("regions"));
        givens(cells);
        List<SclDrawing.Element> elements = new ArrayList<>(SclDrawing.read(p, rows, cols));
        elements.addAll(cageElements);
        SclReading.Outcome reading;
        try {
            reading = SclReading.read(elements, rules, rows, cols, overrides, regionOf == null ? null : c -> regionOf[c.index(cols)]);
        } catch (IllegalArgumentException e) {
            throw new dev.satdoku.syntax.InputException(dev.satdoku.syntax.Origin.of(source), e.getMessage());
        }
        for (SclReading.RuleLine line : reading.lines()) {
            draft.line(line.text(), at(line.path()));
        }
        reading.items().forEach(draft::reading);
        for (Iterator<String> it = p.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!NEUTRAL.contains(key) && !SclDrawing.KEYS.contains(key)) {
                JsonNode v = p.get(key);
                int count = v.isArray() ? v.size() : 1;
                if (count > 0 && !(v.isBoolean() && !v.asBoolean())) {
                    draft.unread(count + " " + key + " (a part of the puzzle satdoku does not know)");
                }
            }
        }
        reading.unread().forEach(draft::unread);
        Translation partial = draft.build(FORMAT, source);
        if (!elements.isEmpty() || !partial.unread().isEmpty()) {
            draft.warn(summary(reading, partial.unread()));
        }
        draft.solution(solutionDigits());
        return draft.build(FORMAT, source);
    }

    /** The reading in one line, with anything not read that the drawing's reading does not list itself. */
    private static String summary(SclReading.Outcome reading, List<String> unread) {
        String line = reading.summary();
        List<String> more = unread.stream().filter(u -> !reading.unread().contains(u)).toList();
        return more.isEmpty() ? line : line + (reading.unread().isEmpty() ? "; not read: " : "; ") + String.join("; ", more);
    }

    private void readMetadata(JsonNode meta) {
        if (meta == null || !meta.isObject()) {
            return;
        }
        title = meta.path("title").asText(title);
        author = meta.path("author").asText(author);
        rules = meta.path("rules").asText(rules);
        solution = meta.path("solution").asText(solution);
    }

    /**
     * Cages: those without cells carry metadata in their value ({@code "title: ..."}); the others are
     * drawn elements, read by the rules text like the rest of the drawing. A cage no killer cage could
     * be (more cells than digits, a total out of reach) is a drawing of something else. The metadata is
     * read first ({@code metadata}), since the rules text may widen the digits a killer cage can hold.
     */
    private void readCages(JsonNode cages, boolean metadata) {
        if (cages == null || !cages.isArray()) {
            return;
        }
        for (int i = 0; i < cages.size(); i++) {
            JsonNode cage = cages.get(i);
            String value = cage.path("value").asText("").strip();
            JsonNode cellList = cage.has("cells") ? cage.get("cells") : cage.path("c").isArray() ? cage.get("c") : null;
            if (cellList == null || cellList.isEmpty()) {
                if (metadata) {
                    metadataCage(value);
                }
                continue;
            }
            if (metadata) {
                continue;
            }
            String path = "cages[" + i + "]";
            // A cage is a region of cells: a cell listed twice is still one cell of it.
            java.util.Set<Cell> cellSet = new java.util.LinkedHashSet<>();
            for (int k = 0; k < cellList.size(); k++) {
                cellSet.add(cell(cellList.get(k), path + ".cells[" + k + "]"));
            }
            List<Cell> cells = new ArrayList<>(cellSet);
            boolean hidden = cage.path("hidden").asBoolean(false) || cage.has("style");
            boolean unique = cage.path("unique").asBoolean(true);
            String kind;
            SclDrawing.Shape shape = SclDrawing.Shape.CAGE;
            if (hidden) {
                kind = "hidden or styled cage";
                shape = SclDrawing.Shape.OTHER;
            } else if (!value.isEmpty() && !value.matches("\\d{1,4}")) {
                kind = "cage with a label";
                shape = SclDrawing.Shape.OTHER;
            } else if (!unique && value.isEmpty()) {
                kind = "cage without a total or distinct digits";
                shape = SclDrawing.Shape.OTHER;
            } else if (value.isEmpty() && cells.size() > n) {
                // a cage whose digits must repeat: only a rule letting them (and saying what the cage is) reads it
                kind = "cage without a total, " + MORE_CELLS_THAN_DIGITS;
            } else if (!killerCage(cells.size(), unique, value)) {
                kind = "cage that cannot be a killer cage (more cells than digits, or a total out of reach)";
                shape = SclDrawing.Shape.OTHER;
            } else {
                kind = value.isEmpty() ? "cage without a total" : unique ? "cage with a total" : "cage with a total whose digits may repeat";
            }
            cageElements.add(new SclDrawing.Element(shape, kind, null, cells, value, path, false));
        }
    }

    /**
     * Whether a cage of k cells with this value can be a killer cage (distinct digits when unique) or a
     * sum of k digits of 1..n: otherwise the puzzle cannot mean it as one.
     */
    private boolean killerCage(int k, boolean unique, String value) {
        if (unique && k > maxValue) {
            return false;
        }
        if (value.isEmpty()) {
            return true;
        }
        int total = Integer.parseInt(value);
        int lo = unique ? k * (k + 1) / 2 : k;
        int hi = unique ? k * (2 * maxValue - k + 1) / 2 : k * maxValue;
        return total >= lo && total <= hi;
    }

    private void metadataCage(String value) {
        int colon = value.indexOf(':');
        if (colon < 0) {
            return;
        }
        String key = value.substring(0, colon).strip().toLowerCase(Locale.ROOT);
        String text = value.substring(colon + 1).strip();
        switch (key) {
            case "title" -> title = text;
            case "author" -> author = text;
            case "rules" -> rules = text;
            case "solution" -> solution = text;
            default -> draft.unread("metadata '" + key + "' (a part of the puzzle satdoku does not know)");
        }
    }

    /** A cell as {@code [row, col]} (0-based) or {@code "r1c1"} (1-based). */
    private Cell cell(JsonNode node, String path) {
        Cell c = null;
        // canConvertToInt: asInt() would wrap a huge coordinate silently onto the grid.
        if (node.isArray() && node.size() == 2 && node.get(0).isIntegralNumber() && node.get(1).isIntegralNumber()
                && node.get(0).canConvertToInt() && node.get(1).canConvertToInt()) {
            c = new Cell(node.get(0).asInt(), node.get(1).asInt());
        } else if (node.isTextual()) {
            Matcher m = RC.matcher(node.asText());
            if (m.matches()) {
                c = Cell.of1(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
            }
        }
        if (c == null) {
            throw at(path).error("expected a cell as [row, column] or \"r1c1\", found " + node);
        }
        if (!c.inside(rows, cols)) {
            throw at(path).error(c + " is outside the " + rows + "x" + cols + " grid");
        }
        return c;
    }

    private void regions(JsonNode regions) {
        if (regions == null || !regions.isArray() || regions.isEmpty()) {
            draft.line("boxes none", at("regions"));
            draft.warn("the SudokuPad puzzle defines no regions; imported without boxes");
            return;
        }
        regionOf = new int[rows * cols];
        java.util.Arrays.fill(regionOf, -1);
        for (int g = 0; g < regions.size(); g++) {
            JsonNode region = regions.get(g);
            if (!region.isArray() || region.size() != n) {
                throw at("regions[" + g + "]").error("a region needs " + n + " cells, found " + (region.isArray() ? region.size() : 0));
            }
            for (int k = 0; k < region.size(); k++) {
                Cell c = cell(region.get(k), "regions[" + g + "][" + k + "]");
                if (regionOf[c.index(cols)] >= 0) {
                    throw at("regions[" + g + "][" + k + "]").error(c + " is already in region " + (regionOf[c.index(cols)] + 1));
                }
                regionOf[c.index(cols)] = g;
            }
        }
        Layout standard = Layout.standard(rows, cols);
        boolean isDefault = regions.size() == standard.regionCount();
        for (int i = 0; i < regionOf.length && isDefault; i++) {
            isDefault = regionOf[i] >= 0 && sameGroup(standard, regionOf, i);
        }
        if (isDefault) {
            return;
        }
        draft.regions(rows, cols, regionOf, at("regions"));
    }

    /** True when cell i's region matches the standard box of the cell that opened that region. */
    private boolean sameGroup(Layout standard, int[] regionOf, int i) {
        for (int j = 0; j < regionOf.length; j++) {
            boolean sameHere = regionOf[j] == regionOf[i];
            boolean sameThere = standard.regionOf(Cell.ofIndex(j, cols)) == standard.regionOf(Cell.ofIndex(i, cols));
            if (sameHere != sameThere) {
                return false;
            }
        }
        return true;
    }

    /**
     * Givens. SudokuPad states a grid's shape but no value range, so its grids are read as holding
     * 1..max(rows, columns), ISS's and satdoku's default: a 0 or a value above the longer side could
     * belong to 0..N-1, 0..N or 1..M, and guessing would change what "unique" means. Such a given is an
     * error that says so, rather than a silently different puzzle. Only a rules text that gives the
     * range itself (the houses holding the same few digits of 1..M) widens it.
     */
    private void givens(JsonNode cells) {
        int[] givens = new int[rows * cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                JsonNode cell = cells.get(r).get(c);
                JsonNode v = cell.get("value");
                if (v == null || v.isNull() || v.asText().isBlank() || cell.path("given").isBoolean() && !cell.get("given").asBoolean()) {
                    continue;
                }
                String path = "cells[" + r + "][" + c + "].value";
                String text = v.asText().strip();
                if (!text.matches("\\d{1,2}")) {
                    throw at(path).error("'" + v.asText() + "' is not a digit of a " + shape() + " grid");
                }
                int d = Integer.parseInt(text);
                if (d < 1 || d > maxValue) {
                    throw at(path).error("given " + d + " in " + new Cell(r, c) + " is outside 1.." + maxValue + ": SudokuPad states no value "
                            + "range, so a " + shape() + " SudokuPad grid holds 1.." + maxValue + (maxValue == n ? "" : " (as its rules text says)")
                            + "; for 0-based or larger ranges write the puzzle in the native format with 'values MIN..MAX'");
                }
                givens[r * cols + c] = d;
                draft.givenFrom(new Cell(r, c), at(path));
            }
        }
        for (int i = 0; i < givens.length; i++) {
            givens[i] = givens[i] == 0 ? NativeDraft.EMPTY : givens[i];
        }
        draft.givens(rows, cols, maxValue, givens, at("cells"));
    }

    private String shape() {
        return rows + "x" + cols;
    }

    /** The solution text: one digit per cell (grids up to 9), or numbers separated by commas or spaces. */
    private int[] solutionDigits() {
        if (solution == null || solution.isBlank()) {
            return null;
        }
        String s = solution.strip();
        int cells = rows * cols;
        String[] items = s.matches("[\\d?.]+") && s.length() == cells ? s.split("") : s.split("[,\\s]+");
        if (items.length != cells) {
            draft.warn("the embedded solution does not have " + cells + " cells; ignored");
            return null;
        }
        int[] digits = new int[cells];
        for (int i = 0; i < items.length; i++) {
            if (items[i].matches("\\d{1,2}") && Integer.parseInt(items[i]) >= 1 && Integer.parseInt(items[i]) <= maxValue) {
                digits[i] = Integer.parseInt(items[i]);
            }
        }
        return digits;
    }
}
