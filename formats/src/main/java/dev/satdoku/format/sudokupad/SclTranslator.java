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
 * A SudokuPad puzzle (the JSON inside {@code scl}/{@code ctc} links), best effort: SudokuPad describes
 * most rules as drawings (circles, lines, arrows) whose meaning lives in the rules text, so only what
 * has a fixed meaning is read: the size, givens, regions, killer cages with their totals, title,
 * author, rules text and an embedded solution. Everything else is listed in a warning, so that no
 * verdict is claimed for rules that were not imported.
 */
final class SclTranslator {

    static final String FORMAT = "SudokuPad";

    /** Keys with no rule meaning at all. */
    private static final Set<String> NEUTRAL = Set.of("id", "cellSize", "cells", "regions", "cages", "metadata", "settings");
    private static final Pattern RC = Pattern.compile("r(\\d{1,4})c(\\d{1,4})", Pattern.CASE_INSENSITIVE);

    private final String source;
    private final NativeDraft draft = new NativeDraft();
    private final Map<String, Integer> dropped = new LinkedHashMap<>();
    private int n;
    private String title;
    private String author;
    private String rules;
    private String solution;

    private SclTranslator(String source) {
        this.source = source;
    }

    static Translation translate(JsonNode puzzle, String source) {
        return new SclTranslator(source).run(puzzle);
    }

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
        n = cells.size();
        for (int r = 0; r < n; r++) {
            if (!cells.get(r).isArray() || cells.get(r).size() != n) {
                throw at("cells[" + r + "]").error("row " + (r + 1) + " has " + cells.get(r).size() + " cells but the grid has " + n
                        + " rows; satdoku's grids are square");
            }
        }
        if (n > Layout.MAX_SIZE) {
            throw at("cells").error("a " + n + "x" + n + " grid is larger than " + Layout.MAX_SIZE + "x" + Layout.MAX_SIZE);
        }
        List<String> cageLines = new ArrayList<>();
        List<String> cagePaths = new ArrayList<>();
        readCages(p.get("cages"), cageLines, cagePaths);
        readMetadata(p.get("metadata"));
        draft.text("title", title, at("title"));
        draft.text("author", author, at("author"));
        draft.text("ruleset", rules, at("rules"));
        draft.line("size " + n, at("cells"));
        regions(p.get("regions"));
        givens(cells);
        for (int i = 0; i < cageLines.size(); i++) {
            draft.line(cageLines.get(i), at(cagePaths.get(i)));
        }
        for (Iterator<String> it = p.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!NEUTRAL.contains(key)) {
                JsonNode v = p.get(key);
                int count = v.isArray() ? v.size() : 1;
                if (count > 0 && !(v.isBoolean() && !v.asBoolean())) {
                    dropped.merge(key, count, Integer::sum);
                }
            }
        }
        String what = "size, givens, regions, killer cages with totals, title, author, rules text and solution";
        // Nothing dropped (a plain classic, or only killer cages): no warning about nothing.
        if (!dropped.isEmpty()) {
            String list = dropped.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
            draft.warn("SudokuPad puzzle read best effort (" + what + "); dropped " + list + ": rules drawn with those or stated "
                    + "in the rules text were not imported, so a verdict covers only the imported rules");
        }
        draft.solution(solutionDigits());
        return draft.build(FORMAT, source);
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
     * Cages: those without cells carry metadata in their value ({@code "title: ..."}); those with cells
     * and a whole-number value are killer cages; other cages (hidden, styled, labelled) are dropped.
     */
    private void readCages(JsonNode cages, List<String> lines, List<String> paths) {
        if (cages == null || !cages.isArray()) {
            return;
        }
        for (int i = 0; i < cages.size(); i++) {
            JsonNode cage = cages.get(i);
            String value = cage.path("value").asText("").strip();
            JsonNode cellList = cage.has("cells") ? cage.get("cells") : cage.path("c").isArray() ? cage.get("c") : null;
            if (cellList == null || cellList.isEmpty()) {
                metadataCage(value);
                continue;
            }
            boolean hidden = cage.path("hidden").asBoolean(false) || cage.has("style");
            if (hidden || !value.isEmpty() && !value.matches("\\d{1,4}")) {
                dropped.merge("cages (hidden, styled or labelled)", 1, Integer::sum);
                continue;
            }
            // A cage is a region of cells: a cell listed twice is still one cell of it.
            java.util.Set<Cell> cellSet = new java.util.LinkedHashSet<>();
            for (int k = 0; k < cellList.size(); k++) {
                cellSet.add(cell(cellList.get(k), "cages[" + i + "].cells[" + k + "]"));
            }
            List<Cell> cells = new ArrayList<>(cellSet);
            String list = cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
            boolean unique = cage.path("unique").asBoolean(true);
            if (!unique && value.isEmpty()) {
                dropped.merge("cages without a total or distinct digits", 1, Integer::sum);
                continue;
            }
            if (!killerCage(cells.size(), unique, value)) {
                // More cells than digits, or a total no such cage reaches: the drawing means something
                // the rules text says (a region, a "cage" of another variant), so it is not read as a rule.
                dropped.merge("cages that cannot be killer cages (more cells than digits, or a total out of reach)", 1, Integer::sum);
                continue;
            }
            lines.add(unique ? "cage " + (value.isEmpty() ? "" : value + " ") + list : "sum " + value + " " + list);
            paths.add("cages[" + i + "]");
        }
    }

    /**
     * Whether a cage of k cells with this value can be a killer cage (distinct digits when unique) or a
     * sum of k digits of 1..n: otherwise the puzzle cannot mean it as one.
     */
    private boolean killerCage(int k, boolean unique, String value) {
        if (unique && k > n) {
            return false;
        }
        if (value.isEmpty()) {
            return true;
        }
        int total = Integer.parseInt(value);
        int lo = unique ? k * (k + 1) / 2 : k;
        int hi = unique ? k * (2 * n - k + 1) / 2 : k * n;
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
            default -> dropped.merge("metadata '" + key + "'", 1, Integer::sum);
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
        if (!c.inside(n, n)) {
            throw at(path).error(c + " is outside the " + n + "x" + n + " grid");
        }
        return c;
    }

    private void regions(JsonNode regions) {
        if (regions == null || !regions.isArray() || regions.isEmpty()) {
            draft.line("boxes none", at("regions"));
            draft.warn("the SudokuPad puzzle defines no regions; imported without boxes");
            return;
        }
        int[] regionOf = new int[n * n];
        java.util.Arrays.fill(regionOf, -1);
        for (int g = 0; g < regions.size(); g++) {
            JsonNode region = regions.get(g);
            if (!region.isArray() || region.size() != n) {
                throw at("regions[" + g + "]").error("a region needs " + n + " cells, found " + (region.isArray() ? region.size() : 0));
            }
            for (int k = 0; k < region.size(); k++) {
                Cell c = cell(region.get(k), "regions[" + g + "][" + k + "]");
                if (regionOf[c.index(n)] >= 0) {
                    throw at("regions[" + g + "][" + k + "]").error(c + " is already in region " + (regionOf[c.index(n)] + 1));
                }
                regionOf[c.index(n)] = g;
            }
        }
        Layout standard = Layout.standard(n);
        boolean isDefault = regions.size() == standard.regionCount();
        for (int i = 0; i < regionOf.length && isDefault; i++) {
            isDefault = regionOf[i] >= 0 && sameGroup(standard, regionOf, i);
        }
        if (isDefault) {
            return;
        }
        draft.regions(n, regionOf, at("regions"));
    }

    /** True when cell i's region matches the standard box of the cell that opened that region. */
    private boolean sameGroup(Layout standard, int[] regionOf, int i) {
        for (int j = 0; j < regionOf.length; j++) {
            boolean sameHere = regionOf[j] == regionOf[i];
            boolean sameThere = standard.regionOf(Cell.ofIndex(j, n)) == standard.regionOf(Cell.ofIndex(i, n));
            if (sameHere != sameThere) {
                return false;
            }
        }
        return true;
    }

    private void givens(JsonNode cells) {
        int[] givens = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                JsonNode cell = cells.get(r).get(c);
                JsonNode v = cell.get("value");
                if (v == null || v.isNull() || v.asText().isBlank() || cell.path("given").isBoolean() && !cell.get("given").asBoolean()) {
                    continue;
                }
                String path = "cells[" + r + "][" + c + "].value";
                if (!v.asText().strip().matches("\\d{1,2}") || Integer.parseInt(v.asText().strip()) < 1
                        || Integer.parseInt(v.asText().strip()) > n) {
                    throw at(path).error("'" + v.asText() + "' is not a digit of a " + n + "x" + n + " grid");
                }
                givens[r * n + c] = Integer.parseInt(v.asText().strip());
                draft.givenFrom(new Cell(r, c), at(path));
            }
        }
        draft.givens(n, givens, at("cells"));
    }

    /** The solution text: one digit per cell (grids up to 9), or numbers separated by commas or spaces. */
    private int[] solutionDigits() {
        if (solution == null || solution.isBlank()) {
            return null;
        }
        String s = solution.strip();
        String[] items = s.matches("[\\d?.]+") && s.length() == n * n ? s.split("") : s.split("[,\\s]+");
        if (items.length != n * n) {
            draft.warn("the embedded solution does not have " + n * n + " cells; ignored");
            return null;
        }
        int[] digits = new int[n * n];
        for (int i = 0; i < items.length; i++) {
            if (items[i].matches("\\d{1,2}") && Integer.parseInt(items[i]) >= 1 && Integer.parseInt(items[i]) <= n) {
                digits[i] = Integer.parseInt(items[i]);
            }
        }
        return digits;
    }
}
