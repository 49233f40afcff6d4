package dev.satdoku.encode;

import dev.satdoku.cnf.Lits;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code intersections=segments} clauses (see {@link dev.satdoku.encoding.HouseIntersections}):
 * for every line (row or column) and region that share two or more cells, and every value, a literal
 * "the value is in the shared cells", true exactly when one of those cells holds it. A line is tiled
 * by its overlaps with the regions and a region by its overlaps with the rows (and, separately, with
 * the columns), so each house holds each value in at most one of its overlaps, and in exactly one
 * when the house holds every value. Cells outside every region, or alone in their overlap, take part
 * with their own literal.
 *
 * <p>Why the overlaps and not more: pointing and claiming are the deductions that the houses alone
 * never give unit propagation, while a learned clause only captures one instance of them over
 * concrete cells. The overlap literals make both one propagation step: a region's value confined to
 * one overlap forces that overlap's literal, which the line's at-most-one turns into "not elsewhere".
 */
final class IntersectionSegments {

    private IntersectionSegments() {
    }

    static void encode(EncodingContext ctx) {
        Layout layout = ctx.layout();
        if (layout.isRaw() || layout.regionCount() == 0) {
            return; // no lines, or no regions to cross them with: every overlap is a single cell
        }
        int rows = layout.rows();
        int cols = layout.cols();
        List<List<Cell>> lines = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            List<Cell> row = new ArrayList<>();
            for (int c = 0; c < cols; c++) {
                row.add(new Cell(r, c));
            }
            lines.add(row);
        }
        for (int c = 0; c < cols; c++) {
            List<Cell> col = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                col.add(new Cell(r, c));
            }
            lines.add(col);
        }
        List<List<Cell>> regions = new ArrayList<>();
        for (int g = 0; g < layout.regionCount(); g++) {
            regions.add(new ArrayList<>());
        }
        for (int i = 0; i < layout.cellCount(); i++) {
            Cell cell = layout.cellAt(i);
            int g = layout.regionOf(cell);
            if (g >= 0) {
                regions.get(g).add(cell);
            }
        }
        Map<List<Cell>, int[]> literals = new HashMap<>();
        // Each line cut by the regions.
        for (List<Cell> line : lines) {
            tile(ctx, line, parts(line, cell -> layout.regionOf(cell)), literals);
        }
        // Each region cut by the rows, then by the columns.
        for (List<Cell> region : regions) {
            tile(ctx, region, parts(region, Cell::row), literals);
            tile(ctx, region, parts(region, Cell::col), literals);
        }
    }

    /** The house's cells grouped by {@code key} (a negative key keeps the cell on its own), in reading order. */
    private static List<List<Cell>> parts(List<Cell> house, java.util.function.ToIntFunction<Cell> key) {
        Map<Integer, List<Cell>> groups = new LinkedHashMap<>();
        List<List<Cell>> out = new ArrayList<>();
        for (Cell cell : house) {
            int k = key.applyAsInt(cell);
            if (k < 0) {
                out.add(List.of(cell));
            } else {
                groups.computeIfAbsent(k, x -> new ArrayList<>()).add(cell);
            }
        }
        out.addAll(groups.values());
        for (List<Cell> part : out) {
            part.sort(null);
        }
        return out;
    }

    /**
     * Each value in at most one part of the house (exactly one when the house holds every value). A
     * house whose parts are all single cells gains nothing over its own clauses and is skipped.
     */
    private static void tile(EncodingContext ctx, List<Cell> house, List<List<Cell>> parts, Map<List<Cell>, int[]> literals) {
        if (parts.size() == house.size() || parts.size() < 2) {
            return;
        }
        Layout layout = ctx.layout();
        boolean everyValue = house.size() == layout.valueCount();
        int[][] byPart = new int[parts.size()][];
        for (int p = 0; p < parts.size(); p++) {
            byPart[p] = literals.computeIfAbsent(List.copyOf(parts.get(p)), part -> define(ctx, part));
        }
        for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
            int[] lits = new int[parts.size()];
            for (int p = 0; p < lits.length; p++) {
                lits[p] = byPart[p][d - layout.minValue()];
            }
            if (everyValue) {
                ctx.exactlyOne(lits);
            } else {
                ctx.atMostOne(lits);
            }
        }
    }

    /** Per value, the literal "some cell of {@code part} holds it": a cell's own literal, a constant, or a new variable. */
    private static int[] define(EncodingContext ctx, List<Cell> part) {
        Layout layout = ctx.layout();
        int[] out = new int[layout.valueCount()];
        for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
            List<Integer> open = new ArrayList<>();
            boolean placed = false;
            for (Cell cell : part) {
                int lit = ctx.cell(cell).eq(d);
                if (lit == Lits.TRUE) {
                    placed = true;
                } else if (lit != Lits.FALSE) {
                    open.add(lit);
                }
            }
            int lit;
            if (placed) {
                lit = Lits.TRUE;
            } else if (open.isEmpty()) {
                lit = Lits.FALSE;
            } else if (open.size() == 1) {
                lit = open.get(0);
            } else {
                lit = ctx.newVar(d + " in " + part);
                int[] some = new int[open.size() + 1];
                some[0] = -lit;
                for (int i = 0; i < open.size(); i++) {
                    some[i + 1] = open.get(i);
                    ctx.clause(-open.get(i), lit);
                }
                ctx.clause(some);
            }
            out[d - layout.minValue()] = lit;
        }
        return out;
    }
}
