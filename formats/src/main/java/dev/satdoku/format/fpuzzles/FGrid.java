package dev.satdoku.format.fpuzzles;

import dev.satdoku.format.foreign.ExportNormalForm;
import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The {@code grid} of an f-puzzles document: givens (only values marked {@code given: true}; others are
 * a player's progress), regions (absent = default box, null = no region), setter's candidate marks
 * ({@code givenPencilMarks}) and the rare {@code parity} field.
 */
final class FGrid {

    /**
     * Cell fields with no rule meaning: a player's marks (pencil marks, candidate lists other tools
     * write) and colours (setter's and player's), fpuzzles.md 1.3. They are left out with one warning
     * for the whole grid, since a colour may carry a rule the rules text states.
     */
    private static final Set<String> COSMETIC_FIELDS = Set.of("centerPencilMarks", "cornerPencilMarks", "pencilMarks", "candidates",
            "c", "cArray", "highlight", "highlights", "color", "colour", "colors", "colours");
    private static final Set<String> FIELDS = Set.of("value", "given", "region", "givenPencilMarks", "parity");

    /**
     * f-puzzles documents carry {@code size} and nothing else about the grid (fpuzzles.md 1.2): an N x N
     * grid holding 1..N. A 0 or a digit above N is not "another range" but a value f-puzzles cannot mean.
     */
    private static final String RANGE_NOTE = " (f-puzzles grids hold 1..size; it has no value range field)";

    private final FContext ctx;
    private final int n;
    private final int[] givens;
    private final int[] region;
    private boolean explicitRegions;
    private int progressDigits;
    private final Set<String> ignoredFields = new TreeSet<>();
    private final List<Runnable> cellRules = new ArrayList<>();

    private FGrid(FContext ctx) {
        this.ctx = ctx;
        this.n = ctx.size();
        this.givens = new int[n * n];
        this.region = new int[n * n];
        int h = Layout.defaultBoxHeight(n);
        int w = n / h;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                region[r * n + c] = (r / h) * (n / w) + c / w;
            }
        }
    }

    /**
     * Reads the grid and writes its regions block, givens block and per-cell rules to the draft.
     *
     * @return the player-mark and colour fields that carried something, left out (the caller warns once)
     */
    static Set<String> translate(FContext ctx, JsonNode grid) {
        FGrid g = new FGrid(ctx);
        g.read(grid);
        g.write();
        return g.ignoredFields;
    }

    private void read(JsonNode grid) {
        if (grid == null || grid.isNull()) {
            return;
        }
        if (!grid.isArray() || grid.size() != n) {
            throw ctx.error("grid", "expected " + n + " rows of " + n + " cells, found " + FContext.describe(grid));
        }
        for (int r = 0; r < n; r++) {
            JsonNode row = grid.get(r);
            if (!row.isArray() || row.size() != n) {
                throw ctx.error("grid[" + r + "]", "expected a row of " + n + " cells, found " + FContext.describe(row));
            }
            for (int c = 0; c < n; c++) {
                JsonNode cell = row.get(c);
                if (cell.isNull()) {
                    continue;
                }
                if (!cell.isObject()) {
                    throw ctx.error(path(r, c, null), "expected a cell object, found " + FContext.describe(cell));
                }
                readCell(new Cell(r, c), cell);
            }
        }
    }

    private static String path(int r, int c, String field) {
        return "grid[" + r + "][" + c + "]" + (field == null ? "" : "." + field);
    }

    private void readCell(Cell cell, JsonNode node) {
        int r = cell.row();
        int c = cell.col();
        node.fieldNames().forEachRemaining(f -> {
            if (!FIELDS.contains(f) && !COSMETIC_FIELDS.contains(f)) {
                throw ctx.error(path(r, c, f), "unknown cell field '" + f + "' (" + cell + "); satdoku reads value, given, region, "
                        + "givenPencilMarks and parity, and ignores marks and colours (" + String.join(", ", new TreeSet<>(COSMETIC_FIELDS)) + ")");
            }
            if (COSMETIC_FIELDS.contains(f) && !empty(node.get(f))) {
                ignoredFields.add(f);
            }
        });
        JsonNode value = node.get("value");
        boolean given = ctx.flag(node.get("given"), path(r, c, "given"));
        if (!FContext.blank(value)) {
            int d = ctx.integer(value, path(r, c, "value"));
            if (d < 1 || d > n) {
                throw ctx.error(path(r, c, "value"), "digit " + d + " in " + cell + " is outside 1.." + n + RANGE_NOTE);
            }
            if (given) {
                givens[cell.index(n)] = d;
                ctx.draft().givenFrom(cell, ctx.at(path(r, c, "value")));
            } else {
                progressDigits++;
            }
        }
        if (node.has("region")) {
            explicitRegions = true;
            JsonNode g = node.get("region");
            if (g.isNull()) {
                region[cell.index(n)] = -1;
            } else {
                int k = ctx.integer(g, path(r, c, "region"));
                if (k < 0 || k >= n) {
                    throw ctx.error(path(r, c, "region"), "region " + k + " of " + cell + " is outside 0.." + (n - 1));
                }
                region[cell.index(n)] = k;
            }
        }
        JsonNode marks = node.get("givenPencilMarks");
        if (marks != null && !marks.isNull()) {
            String at = path(r, c, "givenPencilMarks");
            if (!marks.isArray()) {
                throw ctx.error(at, "expected a list of digits, found " + FContext.describe(marks));
            }
            TreeSet<Integer> digits = new TreeSet<>();
            for (int i = 0; i < marks.size(); i++) {
                int d = ctx.integer(marks.get(i), at + "[" + i + "]");
                if (d < 1 || d > n) {
                    throw ctx.error(at + "[" + i + "]", "digit " + d + " is outside 1.." + n + RANGE_NOTE);
                }
                digits.add(d);
            }
            if (!digits.isEmpty()) {
                String list = digits.stream().map(String::valueOf).collect(Collectors.joining(","));
                cellRules.add(() -> ctx.line("candidates " + cell + " digits=" + list, at));
            }
        }
        JsonNode parity = node.get("parity");
        if (!FContext.blank(parity)) {
            String at = path(r, c, "parity");
            String p = FContext.lower(parity.asText());
            if (!parity.isTextual() || !p.equals("odd") && !p.equals("even")) {
                throw ctx.error(at, "expected \"Odd\" or \"Even\", found " + FContext.describe(parity));
            }
            cellRules.add(() -> ctx.line(p + " " + cell, at));
        }
    }

    /** Null, an empty string, list or object: a field that says nothing. */
    private static boolean empty(JsonNode v) {
        return v == null || v.isNull() || v.isContainerNode() && v.isEmpty() || v.isTextual() && v.asText().isBlank();
    }

    private void write() {
        if (explicitRegions) {
            checkRegionSizes();
            if (!isDefault()) {
                writeRegions();
            }
        }
        ctx.draft().givens(n, givens, ctx.at("grid[*].value"));
        cellRules.forEach(Runnable::run);
        if (progressDigits > 0) {
            ctx.draft().warn(progressDigits + (progressDigits == 1 ? " digit in the grid is" : " digits in the grid are")
                    + " not marked as givens (a player's progress); only cells with \"given\": true were imported");
        }
    }

    /**
     * f-puzzles stores every region map as numbers, even regular boxes of another shape (3x2 on a 6x6)
     * or no regions at all; those become {@code boxes} lines, so rules that need regular boxes
     * (disjoint groups, box indexers) keep working and exports read back as they were written.
     */
    private void writeRegions() {
        if (java.util.Arrays.stream(region).allMatch(g -> g < 0)) {
            ctx.line("boxes none", "grid[*].region");
            return;
        }
        int[] canonical = ExportNormalForm.canonical(region);
        for (int h = 1; h <= n; h++) {
            if (n % h == 0) {
                Layout boxes = Layout.boxes(n, h, n / h);
                int[] shape = new int[n * n];
                for (int i = 0; i < shape.length; i++) {
                    shape[i] = boxes.regionOf(Cell.ofIndex(i, n));
                }
                if (java.util.Arrays.equals(canonical, ExportNormalForm.canonical(shape))) {
                    ctx.line("boxes " + h + "x" + (n / h), "grid[*].region");
                    return;
                }
            }
        }
        ctx.draft().regions(n, region, ctx.at("grid[*].region"));
    }

    private boolean isDefault() {
        FGrid plain = new FGrid(ctx);
        return java.util.Arrays.equals(plain.region, region);
    }

    private void checkRegionSizes() {
        Map<Integer, List<Cell>> members = new java.util.TreeMap<>();
        for (int i = 0; i < region.length; i++) {
            if (region[i] >= 0) {
                members.computeIfAbsent(region[i], k -> new ArrayList<>()).add(Cell.ofIndex(i, n));
            }
        }
        for (Map.Entry<Integer, List<Cell>> e : members.entrySet()) {
            if (e.getValue().size() != n) {
                Cell first = e.getValue().get(0);
                throw ctx.error(path(first.row(), first.col(), "region"), "region " + e.getKey() + " (first cell " + first + ") has "
                        + e.getValue().size() + " cells; every region of a " + n + "x" + n + " grid needs " + n
                        + " (cells without a region field belong to their default box)");
            }
        }
    }
}
