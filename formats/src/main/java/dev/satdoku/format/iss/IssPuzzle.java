package dev.satdoku.format.iss;

import dev.satdoku.format.foreign.NativeDraft;
import dev.satdoku.format.foreign.Provenance;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * What an ISS text says, gathered across its sections and items before the native text is written:
 * ISS merges all sections, intersects repeated givens, and keeps the last of two items with the same
 * key (a flag, a diagonal direction, a quad's corner, an outside clue's side).
 */
final class IssPuzzle {

    static final String FORMAT = "Interactive Sudoku Solver";

    /** The native lines of one item, written when the whole text is known (some depend on the layout). */
    private record Entry(Supplier<List<String>> lines, Provenance from) {
    }

    /**
     * The grid ISS reads (iss.md 2.5): R x C, values min..max, Sudoku or Raw, and the region size S
     * (boxes and jigsaw pieces; max(R, C) unless RegionSize says otherwise), and the size of windoku
     * windows, which ISS's Windoku takes from RegionSize when given and otherwise from the number of
     * values, not from the box size (a 6x6 grid holding 1..9 has 2x3 boxes but 3x3 windows).
     */
    record Shape(int rows, int cols, int min, int max, boolean raw, int regionSize, int windowSize) {

        static final Shape CLASSIC = new Shape(9, 9, 1, 9, false, 9, 9);

        boolean square() {
            return rows == cols;
        }
    }

    final Shape shape;
    /** The side of a square grid (what the square-only items use); the larger side otherwise. */
    final int n;
    final int rows;
    final int cols;
    private Provenance noBoxes;
    private int[] jigsaw;
    private Provenance jigsawAt;
    private final Map<Cell, TreeSet<Integer>> allowed = new LinkedHashMap<>();
    private final Map<Cell, Provenance> allowedAt = new LinkedHashMap<>();
    private final Map<String, Entry> rules = new LinkedHashMap<>();
    private int unkeyed;
    private final List<String> warnings = new ArrayList<>();
    private Provenance antiConsecutive;
    /** Extra cells declared by .Var items: name -> {lowest, highest} value, in declaration order. */
    private final Map<String, int[]> vars;
    private final Map<String, Provenance> varAt;
    /** Boards of .Var cells (every group of more than one cell): board name -> its layout; shared with children. */
    private final Map<String, Board> boards;
    /** Chaos region cells named by items (CC10 -> r2c1), with where each was first named; shared with children. */
    private final Map<String, Cell> regionCells;
    private final Map<String, Provenance> regionCellAt;
    /** True for a composite's child, read into its own sub-puzzle: a given there is a condition. */
    private final boolean child;
    /** The last FullRankTies item's mode (none, only-unclued, any), or null when there is none. */
    String fullRankTies;

    IssPuzzle(Shape shape) {
        this(shape, new LinkedHashMap<>(), new LinkedHashMap<>(), new LinkedHashMap<>(), new LinkedHashMap<>(), new LinkedHashMap<>(), false);
    }

    private IssPuzzle(Shape shape, Map<String, int[]> vars, Map<String, Provenance> varAt, Map<String, Board> boards,
                      Map<String, Cell> regionCells, Map<String, Provenance> regionCellAt, boolean child) {
        this.shape = shape;
        this.rows = shape.rows();
        this.cols = shape.cols();
        this.n = Math.max(rows, cols);
        this.vars = vars;
        this.varAt = varAt;
        this.boards = boards;
        this.regionCells = regionCells;
        this.regionCellAt = regionCellAt;
        this.child = child;
    }

    /** The sub-puzzle a composite's child is read into: the same grid and extra cells, its own rules and givens. */
    IssPuzzle child() {
        return new IssPuzzle(shape, vars, varAt, boards, regionCells, regionCellAt, true);
    }

    /**
     * A given or candidate list on an extra cell: at the top level the cell's range narrows to the
     * values' span (with a candidates rule when they have gaps); inside a composite it is a condition,
     * written as a candidates rule of the child.
     */
    void allowVar(String name, java.util.TreeSet<Integer> values, Provenance at) {
        if (child) {
            allow(Cell.extra(name), values, at);
            return;
        }
        restrictVar(name, values.first(), values.last(), at);
        if (values.last() - values.first() + 1 != values.size()) {
            rule("candidates " + name + " digits=" + values.stream().map(String::valueOf).collect(Collectors.joining(",")), at);
        }
    }

    /** An extra cell (ISS .Var) holding one of the grid's values; declaring it twice is an error. */
    void declareVar(String name, Provenance at) {
        if (vars.containsKey(name)) {
            throw at.error("extra cell " + name + " is declared twice (also by " + varAt.get(name).shortKey() + ")");
        }
        vars.put(name, new int[] {shape.min(), shape.max()});
        varAt.put(name, at);
    }

    /**
     * A chaos region cell an item names as a cell ({@code CCk}: the label of the region of the k-th grid
     * cell in reading order): an extra cell holding 1..R for R regions of the grid's value count, tied
     * to the region by a top-level {@code regionlabel} rule (also when named inside a composite: the
     * label is what it is, whatever the composite says).
     */
    Cell regionCell(String name, Cell of, Provenance at) {
        if (!regionCells.containsKey(name)) {
            regionCells.put(name, of);
            regionCellAt.put(name, at);
        }
        return Cell.extra(name);
    }

    /**
     * A board of .Var cells: ISS lays every group of cells out in rows ({@code columns} wide: the declared
     * columns, or the grid's for a plain count), and its cells touch within the group only.
     */
    record Board(String name, List<String> cells, int columns, Provenance at) {

        int rows() {
            return (cells.size() + columns - 1) / columns;
        }

        /** The cell at a 0-based row and column, or null outside the board (also past a short last row). */
        String at(int row, int col) {
            int i = row * columns + col;
            return row < 0 || col < 0 || col >= columns || i >= cells.size() ? null : cells.get(i);
        }
    }

    void declareBoard(String name, List<String> cells, int columns, Provenance at) {
        boards.put(name, new Board(name, List.copyOf(cells), columns, at));
    }

    /** A .Var cell as items name it: placed on its board when it has one, so ISS's adjacency inside a group holds. */
    Cell varCell(String name) {
        for (Board b : boards.values()) {
            int i = b.cells().indexOf(name);
            if (i >= 0) {
                return Cell.onBoard(name, b.name(), i / b.columns(), i % b.columns());
            }
        }
        return Cell.extra(name);
    }

    /** The board named so (a .Var group's prefix with its V), or null. */
    Board board(String name) {
        return boards.get(name);
    }

    /** The board holding this extra cell, or null. */
    Board boardOf(String cell) {
        for (Board b : boards.values()) {
            if (b.cells().contains(cell)) {
                return b;
            }
        }
        return null;
    }

    boolean isVar(String name) {
        return vars.containsKey(name);
    }

    /** Narrows an extra cell to lo..hi (givens on it); repeated restrictions intersect. */
    void restrictVar(String name, int lo, int hi, Provenance at) {
        int[] range = vars.get(name);
        range[0] = Math.max(range[0], lo);
        range[1] = Math.min(range[1], hi);
        if (range[0] > range[1]) {
            throw at.error("extra cell " + name + " has no value left after this given");
        }
    }

    void noBoxes(Provenance at) {
        noBoxes = at;
    }

    /** A region map: region number per cell, -1 for cells in no region. */
    void jigsaw(int[] regionOf, Provenance at) {
        jigsaw = regionOf.clone();
        jigsawAt = at;
    }

    /** Restricts a cell to some values; repeated restrictions intersect. */
    void allow(Cell cell, TreeSet<Integer> values, Provenance at) {
        TreeSet<Integer> now = allowed.get(cell);
        if (now == null) {
            allowed.put(cell, new TreeSet<>(values));
        } else {
            now.retainAll(values);
            if (now.isEmpty()) {
                throw at.error(cell + " has no value left: this allows " + values + " but " + allowedAt.get(cell).shortKey()
                        + " allowed others");
            }
        }
        allowedAt.put(cell, at);
    }

    /** A rule line; items of the same kind and key replace each other (the last one wins, as in ISS). */
    void rule(String key, String text, Provenance from) {
        rules.put(key, new Entry(() -> List.of(text), from));
    }

    /** A keyed rule whose lines are written once the whole text is read (they depend on a later item). */
    void lazyRule(String key, Supplier<List<String>> lines, Provenance from) {
        rules.put(key, new Entry(lines, from));
    }

    void rule(String text, Provenance from) {
        rules.put("#" + unkeyed++, new Entry(() -> List.of(text), from));
    }

    /**
     * {@code .Windoku}: ISS places box-shaped windows (of its box shape for the window size, whether or
     * not the boxes are on) from row and column 2, one cell apart, as many as fit; a size without a box
     * shape gets none (iss.md 4.1). The window size is {@link Shape#windowSize}, which ISS's handler
     * takes from the value count, not from the box size iss.md names. The native {@code windoku} means
     * the same windows where it is defined and the windows are box-sized; elsewhere (6x6, 8x8, 12x12, a
     * 6x6 grid holding 1..9) the windows become extra regions.
     */
    void windoku(Provenance at) {
        rules.put("flag windoku", new Entry(() -> {
            if (!shape.square()) {
                throw at.error("Windoku is defined on square grids only (iss.md 4.1); this grid is " + rows + "x" + cols);
            }
            int[] box = Layout.defaultBoxes(rows, cols, shape.windowSize());
            if (box == null) {
                warnings.add(at.shortKey() + ": windows of " + shape.windowSize() + " cells have no box shape on a " + n + "x" + n
                        + " grid, so ISS adds no windoku windows; ignored");
                return List.of();
            }
            int h = box[0];
            int w = box[1];
            if (shape.windowSize() == shape.regionSize() && h >= 2 && (n - 1) % (h + 1) == 0 && (n - 1) % (w + 1) == 0) {
                return List.of("windoku");
            }
            List<String> out = new ArrayList<>();
            for (int left = 1; left + w < n; left += w + 1) {
                for (int top = 1; top + h < n; top += h + 1) {
                    List<Cell> window = new ArrayList<>();
                    for (int r = top; r < top + h; r++) {
                        for (int c = left; c < left + w; c++) {
                            window.add(new Cell(r, c));
                        }
                    }
                    out.add("extraregion " + IssCells.list(window));
                }
            }
            return out;
        }, at));
    }

    /**
     * {@code .DisjointSets}: ISS takes the positions within its box shape even when NoBoxes turns the
     * boxes off (a jigsaw with disjoint groups); a size without a box shape gets no groups. The native
     * {@code disjoint} needs boxes, so box-less grids get the groups as extra regions.
     */
    void disjoint(Provenance at) {
        rules.put("flag disjoint", new Entry(() -> {
            if (!shape.square()) {
                throw at.error("DisjointSets is defined on square grids only (iss.md 4.1); this grid is " + rows + "x" + cols);
            }
            int h = issBoxHeight();
            if (h == 0) {
                warnings.add(at.shortKey() + ": a " + n + "x" + n + " grid has no box shape, so ISS adds no disjoint groups; ignored");
                return List.of();
            }
            if (boxesOn()) {
                return List.of("disjoint");
            }
            int w = n / h;
            List<String> out = new ArrayList<>();
            for (int dr = 0; dr < h; dr++) {
                for (int dc = 0; dc < w; dc++) {
                    List<Cell> group = new ArrayList<>();
                    for (int top = 0; top < n; top += h) {
                        for (int left = 0; left < n; left += w) {
                            group.add(new Cell(top + dr, left + dc));
                        }
                    }
                    out.add("extraregion " + IssCells.list(group));
                }
            }
            return out;
        }, at));
    }

    /**
     * {@code .RegionSumLine}: ISS cuts the line by its boxes, or by the jigsaw pieces when there are no
     * boxes, or not at all. The native regionsum cuts by the layout's regions, which {@link #build} makes
     * the same; cells outside every piece (a jigsaw's filler) are a run of their own in ISS but belong to
     * no run natively, so such a line is an error rather than a different rule.
     */
    void regionSum(List<Cell> cells, Provenance at) {
        rules.put("#" + unkeyed++, new Entry(() -> {
            if (jigsawIsLayout()) {
                for (Cell c : cells) {
                    if (jigsaw[c.index(cols)] < 0) {
                        throw at.error(c + " lies in no jigsaw piece; ISS makes such cells a run of the line of their own, "
                                + "which has no native form");
                    }
                }
            }
            return List.of("regionsum " + IssCells.list(cells));
        }, at));
    }

    /** ISS's box shape (iss.md 2.5: boxes of the region size that tile the grid), as {height, width}, or null. */
    private int[] issBoxes() {
        return Layout.defaultBoxes(rows, cols, shape.regionSize());
    }

    /** ISS's box height on a square grid, 0 for none (windoku and disjoint groups). */
    private int issBoxHeight() {
        int[] box = issBoxes();
        return box == null ? 0 : box[0];
    }

    /** Whether ISS's boxes hold: a Sudoku grid, no NoBoxes and a box shape for the size. */
    private boolean boxesOn() {
        return !shape.raw() && noBoxes == null && issBoxes() != null;
    }

    /**
     * Whether the jigsaw pieces are the grid's regions: when there are no boxes, whether NoBoxes says so
     * or the size has no box shape (a 7x7 jigsaw). ISS then uses the pieces for region-sum lines.
     */
    private boolean jigsawIsLayout() {
        return jigsaw != null && !boxesOn();
    }

    /** A warning shown with the puzzle (an element ISS reads in a way worth telling, or one that adds nothing). */
    void warn(String warning) {
        warnings.add(warning);
    }

    void sawAntiConsecutive(Provenance at) {
        antiConsecutive = at;
    }

    Translation build(String source) {
        NativeDraft draft = new NativeDraft();
        Provenance shapeAt = Provenance.key(source, "the grid size");
        draft.line("size " + (shape.square() ? String.valueOf(rows) : rows + "x" + cols), shapeAt);
        if (shape.min() != 1 || shape.max() != n) {
            draft.line("values " + shape.min() + ".." + shape.max(), shapeAt);
        }
        if (shape.raw()) {
            draft.line("raw", shapeAt);
        }
        int[] box = issBoxes();
        boolean defaultBoxes = box != null && java.util.Arrays.equals(box, Layout.defaultBoxes(rows, cols, n));
        if (jigsawIsLayout()) {
            draft.regions(rows, cols, jigsaw, jigsawAt);
        } else if (noBoxes != null && !shape.raw()) {
            draft.line("boxes none", noBoxes);
        } else if (boxesOn() && (shape.raw() || !defaultBoxes)) {
            // A RegionSize other than max(R, C) gives other boxes than the native default: say which.
            draft.line("boxes " + box[0] + "x" + box[1], shapeAt);
        } else if (!boxesOn() && !shape.raw() && Layout.defaultBoxes(rows, cols, n) != null && jigsaw == null) {
            draft.line("boxes none", shapeAt);
        }
        if (jigsaw != null && !jigsawIsLayout()) {
            // A jigsaw without NoBoxes keeps the boxes: its pieces are extra regions.
            for (List<Cell> piece : pieces()) {
                draft.line("extraregion " + IssCells.list(piece), jigsawAt);
            }
        }
        writeGivens(draft);
        for (Map.Entry<String, int[]> v : vars.entrySet()) {
            draft.line("var " + v.getKey() + " " + v.getValue()[0] + ".." + v.getValue()[1], varAt.get(v.getKey()));
        }
        for (Board b : boards.values()) {
            draft.line("board " + b.name() + " " + b.rows() + "x" + b.columns() + " " + String.join(" ", b.cells()), b.at());
        }
        int regions = rows * cols / (shape.max() - shape.min() + 1);
        for (Map.Entry<String, Cell> r : regionCells.entrySet()) {
            draft.line("var " + r.getKey() + " 1.." + regions, regionCellAt.get(r.getKey()));
            draft.line("regionlabel " + r.getValue() + " " + r.getKey(), regionCellAt.get(r.getKey()));
        }
        // ISS's AntiConsecutive holds on every orthogonal pair, dots included, but satdoku's (and
        // f-puzzles') nonconsecutive exempts a pair with a dot of either colour: a black-dot pair stays
        // non-consecutive through a two-cell nabner line (neither equal nor consecutive, exactly ISS's test).
        // On a white-dot pair that contradicts the dot, as it does in ISS: such a puzzle has no solution.
        List<String> dottedPairs = new ArrayList<>();
        for (Entry e : rules.values()) {
            // lines() is called once per entry: some entries add a warning while they are written
            for (String line : e.lines().get()) {
                draft.line(line, e.from());
                if (line.startsWith("black ") || line.startsWith("white ")) {
                    dottedPairs.add(line.substring(line.indexOf(' ') + 1));
                }
            }
        }
        if (antiConsecutive != null) {
            dottedPairs.forEach(pair -> draft.line("nabner " + pair, antiConsecutive));
        }
        warnings.forEach(draft::warn);
        return draft.build(FORMAT, source);
    }

    /**
     * The native lines of a composite's child read into this sub-puzzle: its rules, then its givens and
     * candidate lists as {@code candidates} rules (inside an Or a given is a condition on the grid, not a
     * given of it). Its warnings go to the puzzle it is part of.
     */
    List<String> childLines(IssPuzzle parent) {
        List<String> out = new ArrayList<>();
        for (Entry e : rules.values()) {
            out.addAll(e.lines().get());
        }
        for (Map.Entry<Cell, TreeSet<Integer>> e : allowed.entrySet()) {
            out.add("candidates " + e.getKey() + " digits=" + e.getValue().stream().map(String::valueOf).collect(Collectors.joining(",")));
        }
        warnings.forEach(parent::warn);
        return out;
    }

    private void writeGivens(NativeDraft draft) {
        int[] givens = new int[rows * cols];
        java.util.Arrays.fill(givens, NativeDraft.EMPTY);
        Provenance first = null;
        for (Map.Entry<Cell, TreeSet<Integer>> e : allowed.entrySet()) {
            if (e.getValue().size() == 1) {
                givens[e.getKey().index(cols)] = e.getValue().first();
                draft.givenFrom(e.getKey(), allowedAt.get(e.getKey()));
                first = first == null ? allowedAt.get(e.getKey()) : first;
            }
        }
        if (first != null) {
            draft.givens(rows, cols, shape.max(), givens, new Provenance("givens", first.origin()));
        }
        for (Map.Entry<Cell, TreeSet<Integer>> e : allowed.entrySet()) {
            if (e.getValue().size() > 1) {
                String digits = e.getValue().stream().map(String::valueOf).collect(Collectors.joining(","));
                draft.line("candidates " + e.getKey() + " digits=" + digits, allowedAt.get(e.getKey()));
            }
        }
    }

    private List<List<Cell>> pieces() {
        Map<Integer, List<Cell>> out = new LinkedHashMap<>();
        for (int i = 0; i < jigsaw.length; i++) {
            if (jigsaw[i] >= 0) {
                out.computeIfAbsent(jigsaw[i], k -> new ArrayList<>()).add(Cell.ofIndex(i, cols));
            }
        }
        return new ArrayList<>(out.values());
    }
}
