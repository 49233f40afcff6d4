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
    enum Kind { SHORT_KILLER, LONG_KILLER, GIVENS_LAYOUT, LAYOUT, PLAIN_GRID, SOLUTION_GRID, SEPARATED_GRID, PENCILMARKS, CONSTRAINTS, OTHER }

    private IssTranslator() {
    }

    /** The kind of a section: {@link #kind(String)}, with ISS's separated grid layout tried after the plain grid. */
    static Kind kind(IssSection section) {
        String s = section.text();
        Kind k = kind(s);
        boolean beforeSeparated = k == Kind.SHORT_KILLER || k == Kind.LONG_KILLER || k == Kind.GIVENS_LAYOUT || k == Kind.LAYOUT
                || k == Kind.PLAIN_GRID || k == Kind.SOLUTION_GRID;
        return !beforeSeparated && !s.startsWith("=") && s.length() > 1 && IssGrids.separatedGridSize(section) > 0 ? Kind.SEPARATED_GRID : k;
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
            Kind k = kind(s);
            if (k == Kind.OTHER) {
                throw new Provenance("section", s.origin(0)).error("not an Interactive Sudoku Solver constraint string (those start with "
                        + "'.', e.g. .Thermo~R1C1~R1C2) nor a grid format it reads");
            }
            kinds.put(s, k);
            if (k == Kind.CONSTRAINTS) {
                items.put(s, IssItem.parse(s));
            }
        }
        IssPuzzle p = new IssPuzzle(shape(kinds, items, source));
        // Extra cells (.Var) exist before any item names them, wherever the Var item stands.
        for (List<IssItem> list : items.values()) {
            for (IssItem item : list) {
                if (item.type().equals("Var")) {
                    IssVars.declare(item, p);
                }
            }
        }
        IssGlobal.declareDoppelgangerCells(items.values().stream().flatMap(List::stream).toList(), p);
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
                case SEPARATED_GRID -> IssGrids.separatedGrid(s, p);
                case CONSTRAINTS -> IssComposites.applyAll(items.get(s), p);
                default -> throw new IllegalStateException(e.getValue().toString());
            }
        }
        return p.build(source);
    }

    /**
     * The grid: from Shape items (R x C, value range, Sudoku or Raw), RegionSize, and whole-grid sections
     * (square, values 1..N). Two that disagree are an error, as in ISS.
     */
    private static IssPuzzle.Shape shape(Map<IssSection, Kind> kinds, Map<IssSection, List<IssItem>> items, String source) {
        IssPuzzle.Shape shape = null;
        String from = null;
        boolean fromWholeGrid = false;
        Integer regionSize = null;
        IssItem regionItem = null;
        for (Map.Entry<IssSection, Kind> e : kinds.entrySet()) {
            String s = e.getKey().text();
            int m = switch (e.getValue()) {
                case SHORT_KILLER, LONG_KILLER -> 9;
                case GIVENS_LAYOUT -> IssGrids.givensLayoutSize(s);
                case LAYOUT -> IssGrids.layoutSize(s);
                case PLAIN_GRID -> IssGrids.plainGridSize(s);
                case SOLUTION_GRID -> IssGrids.plainGridSize(s.substring(1));
                case PENCILMARKS -> IssGrids.pencilmarkSize(s);
                case SEPARATED_GRID -> IssGrids.separatedGridSize(e.getKey());
                default -> -1;
            };
            if (m > 0) {
                IssPuzzle.Shape k = new IssPuzzle.Shape(m, m, 1, m, false, m, m);
                if (shape != null && !sameGrid(shape, k)) {
                    throw new Provenance("section", e.getKey().origin(0)).error("a " + m + "x" + m + " grid, but " + from + " says "
                            + describe(shape) + WHOLE_GRID_NOTE);
                }
                shape = shape != null ? shape : k;
                from = from != null ? from : "an earlier section";
                fromWholeGrid = true;
            }
            for (IssItem item : items.getOrDefault(e.getKey(), List.of())) {
                if (item.type().equals("Shape")) {
                    IssPuzzle.Shape k = shape(item);
                    if (shape != null && !sameGrid(shape, k)) {
                        throw item.error("the grid is " + describe(k) + " here but " + describe(shape) + " in " + from
                                + (fromWholeGrid ? WHOLE_GRID_NOTE : ""));
                    }
                    shape = k;
                    from = item.written();
                    fromWholeGrid = false;
                } else if (item.type().equals("RegionSize")) {
                    if (!(item.args().size() == 1 && item.arg(0).matches("\\d{1,4}")) || Integer.parseInt(item.arg(0)) < 1) {
                        throw item.error("expected RegionSize~S");
                    }
                    regionSize = Integer.parseInt(item.arg(0));
                    regionItem = item;
                }
            }
        }
        IssPuzzle.Shape out = shape == null ? IssPuzzle.Shape.CLASSIC : shape;
        if (regionSize != null) {
            if (regionSize > out.max() - out.min() + 1 && !out.raw()) {
                throw regionItem.error("regions of " + regionSize + " cells cannot hold distinct values " + out.min() + ".." + out.max());
            }
            out = new IssPuzzle.Shape(out.rows(), out.cols(), out.min(), out.max(), out.raw(), regionSize, regionSize);
        }
        return out;
    }

    /**
     * ISS's whole-grid text formats (iss.md 3.1-3.6) are square by length (n*n, 2*n*n, n*n*n characters,
     * or n*n tokens) and hold 1..n: they cannot state a rectangular grid or another value range, and ISS
     * reads a Shape that disagrees with them as a conflict, not as a refinement.
     */
    private static final String WHOLE_GRID_NOTE = " (ISS's grid text formats state square N x N grids holding 1..N only; "
            + "write other shapes and ranges as a constraint string with .Shape and .~ givens)";

    private static boolean sameGrid(IssPuzzle.Shape a, IssPuzzle.Shape b) {
        return a.rows() == b.rows() && a.cols() == b.cols() && a.min() == b.min() && a.max() == b.max() && a.raw() == b.raw();
    }

    private static String describe(IssPuzzle.Shape s) {
        boolean defaultValues = s.min() == 1 && s.max() == Math.max(s.rows(), s.cols());
        return s.rows() + "x" + s.cols() + (defaultValues ? "" : " with values " + s.min() + ".." + s.max()) + (s.raw() ? ", Raw" : "");
    }

    /**
     * {@code .Shape~RxC[~range][~gridType]} (iss.md 2.5): sides 1..16; the range N (1..N) or A-B with A 0
     * or 1, by default 1..max(R, C), never more than 16 values and on a Sudoku grid at least max(R, C);
     * the type Sudoku (default) or Raw.
     */
    private static IssPuzzle.Shape shape(IssItem item) {
        item.needArgs(1, "Shape~ROWSxCOLUMNS[~range][~Sudoku|Raw]");
        String dims = item.arg(0);
        if (!dims.matches("\\d{1,2}x\\d{1,2}")) {
            throw item.errorAt(0, "expected ROWSxCOLUMNS such as 6x6, found '" + dims + "'");
        }
        String[] rc = dims.split("x");
        int rows = Integer.parseInt(rc[0]);
        int cols = Integer.parseInt(rc[1]);
        if (rows < 1 || rows > 16 || cols < 1 || cols > 16) {
            throw item.errorAt(0, "ISS grids have 1 to 16 rows and columns, found " + rows + "x" + cols);
        }
        int side = Math.max(rows, cols);
        int min = 1;
        int max = side;
        if (item.args().size() > 1 && !item.arg(1).isEmpty()) {
            String range = item.arg(1);
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,2})-(\\d{1,2})|(\\d{1,2})").matcher(range);
            if (!m.matches()) {
                throw item.errorAt(1, "expected a value range N or A-B (A 0 or 1), found '" + range + "'");
            }
            min = m.group(3) != null ? 1 : Integer.parseInt(m.group(1));
            max = Integer.parseInt(m.group(3) != null ? m.group(3) : m.group(2));
            if (min != 0 && min != 1) {
                throw item.errorAt(1, "ISS value ranges start at 0 or 1, found " + range);
            }
            if (max < min || max - min + 1 > 16) {
                throw item.errorAt(1, "the range " + range + " must hold 1 to 16 values");
            }
        }
        boolean raw = false;
        if (item.args().size() > 2) {
            String type = item.arg(2);
            raw = type.equals("Raw");
            if (!raw && !type.isEmpty() && !type.equals("Sudoku")) {
                throw item.errorAt(2, "expected the grid type Sudoku or Raw, found '" + type + "'");
            }
        }
        if (item.args().size() > 3) {
            throw item.errorAt(3, "unexpected argument '" + item.arg(3) + "'");
        }
        if (!raw && max - min + 1 < side) {
            throw item.errorAt(1, "a Sudoku grid of " + rows + "x" + cols + " needs at least " + side + " values, found "
                    + min + ".." + max);
        }
        return new IssPuzzle.Shape(rows, cols, min, max, raw, side, max - min + 1);
    }

    /**
     * {@code .Jigsaw~layout} (or the old {@code .Jigsaw~9x9~layout}): equal characters form a region of
     * the region size (max(R, C) or RegionSize); one group of another size is filler and ignored; a
     * single-character layout does nothing.
     */
    static void jigsaw(IssItem item, IssPuzzle p) {
        item.needArgs(1, "Jigsaw~layout");
        int arg = item.args().size() >= 2 ? 1 : 0;
        String layout = item.arg(arg);
        int n = p.shape.regionSize();
        int cells = p.rows * p.cols;
        if (layout.length() != cells) {
            throw item.errorAt(arg, "a layout has one character per cell: " + cells + " for this grid, found " + layout.length());
        }
        Map<Character, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < layout.length(); i++) {
            groups.computeIfAbsent(layout.charAt(i), k -> new ArrayList<>()).add(i);
        }
        if (groups.size() == 1) {
            return;
        }
        int[] regionOf = new int[cells];
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
