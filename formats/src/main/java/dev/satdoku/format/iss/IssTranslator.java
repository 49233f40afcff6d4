package dev.satdoku.format.iss;

import dev.satdoku.format.foreign.Provenance;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An Interactive Sudoku Solver text (iss.md): sections separated by blank lines, each a constraint
 * string or one of the whole-grid formats, merged into one puzzle. The grid size is settled first
 * (from {@code .Shape} items and whole-grid sections), as ISS does, then every section is read.
 */
public final class IssTranslator {

    /** What a section is, by ISS's own order of tests. */
    enum Kind { SHORT_KILLER, LONG_KILLER, GIVENS_LAYOUT, LAYOUT, PLAIN_GRID, SOLUTION_GRID, PENCILMARKS, CONSTRAINTS, OTHER }

    private IssTranslator() {
    }

    static Kind kind(String s) {
        if (s.startsWith("=")) {
            return IssGrids.plainGridSize(s.substring(1)) > 0 ? Kind.SOLUTION_GRID : Kind.OTHER;
        }
        if (s.length() > 1) {
            if (IssGrids.isShortKiller(s)) {
                return Kind.SHORT_KILLER;
            }
            if (IssGrids.isLongKiller(s)) {
                return Kind.LONG_KILLER;
            }
            if (IssGrids.givensLayoutSize(s) > 0) {
                return Kind.GIVENS_LAYOUT;
            }
            if (IssGrids.layoutSize(s) > 0) {
                return Kind.LAYOUT;
            }
            if (IssGrids.plainGridSize(s) > 0) {
                return Kind.PLAIN_GRID;
            }
            if (IssGrids.pencilmarkSize(s) > 0) {
                return Kind.PENCILMARKS;
            }
        }
        return s.startsWith(".") ? Kind.CONSTRAINTS : Kind.OTHER;
    }

    public static Translation translate(String text, String source) {
        return translate(text, source, true);
    }

    /** @param positioned false for text decoded from a link: errors then name the item without a position */
    public static Translation translate(String text, String source, boolean positioned) {
        List<IssSection> sections = IssSection.split(text, source, positioned);
        if (sections.isEmpty()) {
            throw new InputException(Origin.of(source), "no Interactive Sudoku Solver puzzle in the text");
        }
        Map<IssSection, Kind> kinds = new LinkedHashMap<>();
        Map<IssSection, List<IssItem>> items = new LinkedHashMap<>();
        for (IssSection s : sections) {
            Kind k = kind(s.text());
            if (k == Kind.OTHER) {
                throw new Provenance("section", s.origin(0)).error("not an Interactive Sudoku Solver constraint string (those start with "
                        + "'.', e.g. .Thermo~R1C1~R1C2) nor a grid format it reads");
            }
            kinds.put(s, k);
            if (k == Kind.CONSTRAINTS) {
                items.put(s, IssItem.parse(s));
            }
        }
        IssPuzzle p = new IssPuzzle(size(kinds, items, source));
        // Extra cells (.Var) exist before any item names them, wherever the Var item stands.
        for (List<IssItem> list : items.values()) {
            for (IssItem item : list) {
                if (item.type().equals("Var")) {
                    IssVars.declare(item, p);
                }
            }
        }
        for (Map.Entry<IssSection, Kind> e : kinds.entrySet()) {
            IssSection s = e.getKey();
            int len = s.text().length();
            switch (e.getValue()) {
                case SHORT_KILLER -> IssGrids.shortKiller(s, p);
                case LONG_KILLER -> IssGrids.longKiller(s, p);
                case GIVENS_LAYOUT -> {
                    IssGrids.plainGrid(s, 0, len / 2, p);
                    IssGrids.layout(s, len / 2, len, p);
                }
                case LAYOUT -> IssGrids.layout(s, 0, len, p);
                case PLAIN_GRID -> IssGrids.plainGrid(s, 0, len, p);
                case SOLUTION_GRID -> IssGrids.plainGrid(s, 1, len, p);
                case PENCILMARKS -> IssGrids.pencilmarks(s, p);
                case CONSTRAINTS -> IssComposites.applyAll(items.get(s), p);
                default -> throw new IllegalStateException(e.getValue().toString());
            }
        }
        return p.build(source);
    }

    /** The grid size: from Shape items (square, values 1..N, Sudoku type only) and whole-grid sections. */
    private static int size(Map<IssSection, Kind> kinds, Map<IssSection, List<IssItem>> items, String source) {
        Integer n = null;
        String from = null;
        for (Map.Entry<IssSection, Kind> e : kinds.entrySet()) {
            String s = e.getKey().text();
            int len = s.length();
            int m = switch (e.getValue()) {
                case SHORT_KILLER, LONG_KILLER -> 9;
                case GIVENS_LAYOUT -> IssGrids.givensLayoutSize(s);
                case LAYOUT -> IssGrids.layoutSize(s);
                case PLAIN_GRID -> IssGrids.plainGridSize(s);
                case SOLUTION_GRID -> IssGrids.plainGridSize(s.substring(1));
                case PENCILMARKS -> IssGrids.pencilmarkSize(s);
                default -> -1;
            };
            if (m > 0) {
                if (n != null && n != m) {
                    throw new Provenance("section", e.getKey().origin(0)).error("a " + m + "x" + m + " grid, but " + from + " says " + n + "x" + n);
                }
                n = m;
                from = "an earlier section";
            }
            for (IssItem item : items.getOrDefault(e.getKey(), List.of())) {
                if (item.type().equals("Shape")) {
                    int k = shape(item);
                    if (n != null && n != k) {
                        throw item.error("the grid is " + k + "x" + k + " here but " + n + "x" + n + " in " + from);
                    }
                    n = k;
                    from = item.written();
                } else if (item.type().equals("RegionSize") && !(item.args().size() == 1 && item.arg(0).matches("\\d{1,4}"))) {
                    throw item.error("expected RegionSize~S");
                }
            }
        }
        int size = n == null ? 9 : n;
        for (List<IssItem> list : items.values()) {
            for (IssItem item : list) {
                if (item.type().equals("RegionSize") && Integer.parseInt(item.arg(0)) != size) {
                    throw item.error("regions of " + item.arg(0) + " cells on a " + size + "x" + size + " grid have no native form "
                            + "(satdoku's regions have N cells and digits run 1..N)");
                }
            }
        }
        return size;
    }

    /** {@code .Shape~RxC[~range][~gridType]}: only square Sudoku grids with values 1..N map. */
    private static int shape(IssItem item) {
        item.needArgs(1, "Shape~ROWSxCOLUMNS[~range][~Sudoku|Raw]");
        String dims = item.arg(0);
        if (!dims.matches("\\d{1,2}x\\d{1,2}")) {
            throw item.errorAt(0, "expected ROWSxCOLUMNS such as 6x6, found '" + dims + "'");
        }
        String[] rc = dims.split("x");
        int rows = Integer.parseInt(rc[0]);
        int cols = Integer.parseInt(rc[1]);
        if (rows != cols) {
            throw item.errorAt(0, "a " + rows + "x" + cols + " grid is not square; satdoku's grids are N x N");
        }
        if (rows < 1 || rows > 16) {
            throw item.errorAt(0, "ISS grids have 1 to 16 rows, found " + rows);
        }
        if (item.args().size() > 1) {
            String range = item.arg(1);
            if (!range.isEmpty() && !range.equals(Integer.toString(rows)) && !range.equals("1-" + rows)) {
                throw item.errorAt(1, "values " + range + " on a " + rows + "x" + rows + " grid have no native form (digits run 1.." + rows + ")");
            }
        }
        if (item.args().size() > 2) {
            String type = item.arg(2);
            if (type.equals("Raw")) {
                throw item.errorAt(2, "a Raw grid (no row, column or box rules) has no native form: satdoku's rows and columns always hold distinct digits");
            }
            if (!type.isEmpty() && !type.equals("Sudoku")) {
                throw item.errorAt(2, "expected the grid type Sudoku or Raw, found '" + type + "'");
            }
        }
        if (item.args().size() > 3) {
            throw item.errorAt(3, "unexpected argument '" + item.arg(3) + "'");
        }
        return rows;
    }

    /**
     * {@code .Jigsaw~layout} (or the old {@code .Jigsaw~9x9~layout}): equal characters form a region of N
     * cells; one group of another size is filler and ignored; a single-character layout does nothing.
     */
    static void jigsaw(IssItem item, IssPuzzle p) {
        item.needArgs(1, "Jigsaw~layout");
        int arg = item.args().size() >= 2 ? 1 : 0;
        String layout = item.arg(arg);
        int n = p.n;
        if (layout.length() != n * n) {
            throw item.errorAt(arg, "a layout has one character per cell: " + n * n + " for this grid, found " + layout.length());
        }
        Map<Character, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < layout.length(); i++) {
            groups.computeIfAbsent(layout.charAt(i), k -> new ArrayList<>()).add(i);
        }
        if (groups.size() == 1) {
            return;
        }
        int[] regionOf = new int[n * n];
        java.util.Arrays.fill(regionOf, -1);
        int region = 0;
        Character filler = null;
        for (Map.Entry<Character, List<Integer>> g : groups.entrySet()) {
            if (g.getValue().size() != n) {
                if (filler != null) {
                    throw item.errorAt(arg, "groups '" + filler + "' and '" + g.getKey() + "' do not have " + n + " cells; only one "
                            + "group of another size (filler) is allowed");
                }
                filler = g.getKey();
                continue;
            }
            for (int i : g.getValue()) {
                regionOf[i] = region;
            }
            region++;
        }
        p.jigsaw(regionOf, item.at());
    }
}
