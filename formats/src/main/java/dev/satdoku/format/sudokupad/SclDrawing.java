package dev.satdoku.format.sudokupad;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The drawing of a SudokuPad puzzle as elements: what each line, arrow, underlay, overlay and cage is
 * by its geometry alone (a small circle centred on a cell edge is a dot, a line with a matching circle
 * at one end has a bulb, a line from a circle with an arrowhead is an arrow, text beside a row outside
 * the grid is an outside clue). Meaning comes later, from the rules text ({@link SclReading}).
 *
 * <p>SudokuPad coordinates are {@code [row, column]} in cell units from the grid's top-left corner, so a
 * cell's centre is at {@code r + 0.5, c + 0.5} and the edge between two cells of a row at an integer
 * column.
 */
final class SclDrawing {

    /** What an element is by its geometry. */
    enum Shape {
        /** A line through cell centres (cells in drawing order, from the bulb or circle when it has one). */
        LINE,
        /** An arrow: the circle's cell first, then the shaft. */
        ARROW,
        /** A small circle on the edge between two cells. */
        DOT,
        /** A letter or number on the edge between two cells. */
        EDGE_TEXT,
        /** A circle or text where four cells meet. */
        CORNER,
        /** A circle about the size of a cell, in a cell. */
        CIRCLE,
        /** A square or shading in a cell. */
        SQUARE,
        /** Text inside a cell that is not a given. */
        CELL_TEXT,
        /** Text outside the grid, in line with a row or column (the cells are that row or column, nearest first). */
        OUTSIDE_TEXT,
        /**
         * A number outside the grid for a diagonal: one with a small diagonal arrow pointing into the grid, or
         * one set diagonally off a point of the grid's border (the cells are the diagonal, nearest first).
         */
        DIAGONAL_TEXT,
        /** A cage (its text is its total, empty without one). */
        CAGE,
        /** Anything else: a drawing that is not on cell centres, a shape of no known geometry. */
        OTHER
    }

    /**
     * One drawn element.
     *
     * @param kind   how the reading groups it and names it ("grey line with a bulb", "white dot", "X")
     * @param rgb    its colour over the page, or null
     * @param text   its text (a cage's total, an edge letter; for an arrow whose circle is a pill, the number of the
     *               pill's cells, which come first), or ""
     * @param path   where it is in the puzzle, e.g. {@code lines[3]}
     * @param closed a line whose ends meet (a loop)
     */
    record Element(Shape shape, String kind, int[] rgb, List<Cell> cells, String text, String path, boolean closed) {

        Element {
            cells = List.copyOf(cells);
        }

        /** The colour family the kind is named by. */
        String colour() {
            return ColorWords.name(rgb);
        }
    }

    /** The puzzle keys the drawing is read from. */
    static final Set<String> KEYS = Set.of("lines", "arrows", "underlays", "overlays");

    private static final double EPS = 0.12;

    private final int rows;
    private final int cols;
    private final List<Element> elements = new ArrayList<>();
    private final List<Item> items = new ArrayList<>();
    private final List<Item> taken = new ArrayList<>();
    /** The drawn thickness of plain lines, to tell a line's outline from the line. */
    private final java.util.IdentityHashMap<Element, Double> thickness = new java.util.IdentityHashMap<>();
    /** Small diagonal arrows outside the grid pointing into it, waiting for the number they belong to. */
    private final List<Pointer> pointers = new ArrayList<>();
    /** Cells where a drawn arrowhead (two short strokes meeting at a cell centre) points. */
    private final Set<Cell> arrowheads = new LinkedHashSet<>();

    /**
     * A short diagonal arrow whose tail lies outside the grid and whose tip points at a cell of it.
     *
     * @param first the first cell of the diagonal it points along
     * @param dr    its direction, -1 or 1 per axis
     */
    private record Pointer(String path, double r, double c, Cell first, int dr, int dc) {
    }

    /** An underlay or overlay. */
    private record Item(String path, double r, double c, double w, double h, boolean rounded, double angle, int[] bg, int[] border,
                        String text) {

        boolean diamond() {
            return Math.abs(angle % 90) > 30 && !rounded;
        }
    }

    private SclDrawing(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
    }

    /** The elements of a puzzle's drawing (cages excepted: {@link SclTranslator} reads those). */
    static List<Element> read(JsonNode p, int rows, int cols) {
        SclDrawing d = new SclDrawing(rows, cols);
        d.items(p.get("underlays"), "underlays");
        d.items(p.get("overlays"), "overlays");
        d.lines(p.get("lines"));
        d.arrows(p.get("arrows"));
        d.rest();
        for (Pointer left : d.pointers) {
            d.elements.add(new Element(Shape.OTHER, "diagonal arrow outside the grid without a number", null, List.of(), "", left.path(),
                    false));
        }
        return List.copyOf(d.elements);
    }

    private static JsonNode field(JsonNode node, String... names) {
        for (String n : names) {
            JsonNode v = node.get(n);
            if (v != null && !v.isNull()) {
                return v;
            }
        }
        return null;
    }

    private static String text(JsonNode node) {
        JsonNode t = field(node, "text", "te");
        return t == null ? "" : t.asText("").strip();
    }

    private void items(JsonNode list, String key) {
        if (list == null || !list.isArray()) {
            return;
        }
        for (int i = 0; i < list.size(); i++) {
            JsonNode it = list.get(i);
            JsonNode centre = field(it, "center", "ct");
            if (centre == null || !centre.isArray() || centre.size() != 2) {
                elements.add(new Element(Shape.OTHER, "shape without a position", null, List.of(), "", key + "[" + i + "]", false));
                continue;
            }
            JsonNode w = field(it, "width", "w");
            JsonNode h = field(it, "height", "h");
            JsonNode angle = field(it, "angle");
            items.add(new Item(key + "[" + i + "]", centre.get(0).asDouble(), centre.get(1).asDouble(), w == null ? 0 : w.asDouble(),
                    h == null ? 0 : h.asDouble(), field(it, "rounded", "r") != null && field(it, "rounded", "r").asBoolean(false),
                    angle == null ? 0 : angle.asDouble(), ColorWords.rgb(field(it, "backgroundColor", "c2")),
                    ColorWords.rgb(field(it, "borderColor", "c1")), text(it)));
        }
    }

    private static boolean near(double a, double b) {
        return Math.abs(a - b) < EPS;
    }

    private static boolean centred(double v) {
        return near(v - Math.floor(v), 0.5);
    }

    private static boolean onGridLine(double v) {
        return near(v, Math.rint(v));
    }

    private boolean inside(Cell c) {
        return c.row() >= 0 && c.col() >= 0 && c.row() < rows && c.col() < cols;
    }

    /**
     * The cell-sized item centred in a cell, if any, matching the filter. It leaves the items when taken but
     * stays findable: several thermometers may share a bulb and several arrows a circle.
     */
    private Item take(Cell cell, java.util.function.Predicate<Item> filter) {
        for (Item it : taken) {
            if (at(it, cell) && filter.test(it)) {
                return it;
            }
        }
        for (Item it : items) {
            if (at(it, cell) && filter.test(it)) {
                items.remove(it);
                taken.add(it);
                return it;
            }
        }
        return null;
    }

    /**
     * The cells of a pill (a rounded shape over two or more cells in a row or column, an arrow's circle
     * holding a number of several digits) that covers {@code cell}, in reading order; taken from the items.
     * Null when no pill covers the cell.
     */
    private List<Cell> takePill(Cell cell) {
        for (List<Item> from : List.of(taken, items)) {
            for (Item it : from) {
                List<Cell> covered = pillCells(it);
                if (covered != null && covered.contains(cell)) {
                    if (from == items) {
                        items.remove(it);
                        taken.add(it);
                    }
                    return covered;
                }
            }
        }
        return null;
    }

    /** The cells whose centres a rounded shape longer than a cell in one direction covers, or null for any other shape. */
    private List<Cell> pillCells(Item it) {
        boolean wide = it.w() >= 1.4 && it.h() > 0.45 && it.h() < 1.05;
        boolean tall = it.h() >= 1.4 && it.w() > 0.45 && it.w() < 1.05;
        if (!it.rounded() || !(wide || tall)) {
            return null;
        }
        List<Cell> out = new ArrayList<>();
        for (int r = (int) Math.ceil(it.r() - it.h() / 2 - 0.5); r + 0.5 <= it.r() + it.h() / 2; r++) {
            for (int c = (int) Math.ceil(it.c() - it.w() / 2 - 0.5); c + 0.5 <= it.c() + it.w() / 2; c++) {
                Cell cell = new Cell(r, c);
                if (!inside(cell)) {
                    return null;
                }
                out.add(cell);
            }
        }
        return out.size() >= 2 ? out : null;
    }

    /** Whether a cell-sized item matching the filter is centred in the cell (taken or not), without taking it. */
    private boolean find(Cell cell, java.util.function.Predicate<Item> filter) {
        return java.util.stream.Stream.concat(taken.stream(), items.stream()).anyMatch(it -> at(it, cell) && filter.test(it));
    }

    private static boolean at(Item it, Cell cell) {
        return it.w() > 0.45 && it.w() < 1.05 && near(it.r(), cell.row() + 0.5) && near(it.c(), cell.col() + 0.5);
    }

    private static double[][] points(JsonNode wp) {
        if (wp == null || !wp.isArray()) {
            return new double[0][];
        }
        double[][] out = new double[wp.size()][];
        for (int i = 0; i < wp.size(); i++) {
            JsonNode p = wp.get(i);
            if (!p.isArray() || p.size() != 2 || !p.get(0).isNumber() || !p.get(1).isNumber()) {
                return new double[0][];
            }
            out[i] = new double[] {p.get(0).asDouble(), p.get(1).asDouble()};
        }
        return out;
    }

    /** The cells a polyline through cell centres visits, or null when it leaves the centres or the grid. */
    private List<Cell> path(double[][] pts, int from) {
        List<Cell> cells = new ArrayList<>();
        for (int i = from; i < pts.length; i++) {
            if (!centred(pts[i][0]) || !centred(pts[i][1])) {
                return null;
            }
            Cell next = new Cell((int) Math.floor(pts[i][0]), (int) Math.floor(pts[i][1]));
            if (!inside(next)) {
                return null;
            }
            if (!extend(cells, next)) {
                return null;
            }
        }
        return cells;
    }

    /** Steps from the last cell to {@code next} in a straight or diagonal run; false for any other jump. */
    private static boolean extend(List<Cell> cells, Cell next) {
        if (cells.isEmpty()) {
            cells.add(next);
            return true;
        }
        Cell last = cells.get(cells.size() - 1);
        int dr = next.row() - last.row();
        int dc = next.col() - last.col();
        if (dr != 0 && dc != 0 && Math.abs(dr) != Math.abs(dc)) {
            return false;
        }
        int steps = Math.max(Math.abs(dr), Math.abs(dc));
        for (int s = 1; s <= steps; s++) {
            cells.add(new Cell(last.row() + s * Integer.signum(dr), last.col() + s * Integer.signum(dc)));
        }
        return true;
    }

    /**
     * The way points with each end that stops short of its cell's centre moved back onto the centre.
     * Setters shorten a line's end along the line (by a quarter cell, say) so that lines meeting at a
     * corner of a drawn figure do not overlap; such an end still names its cell. Only an end within
     * {@link #SHORTENED} of a centre on each axis, displaced towards the next way point, counts: a
     * stroke of a small figure drawn inside one cell, or a border on the grid lines, stays as it is.
     */
    private static double[][] shortenedEnds(double[][] pts) {
        if (pts.length < 2) {
            return pts;
        }
        double[][] out = pts.clone();
        out[0] = snapped(pts[0], pts[1]);
        out[pts.length - 1] = snapped(pts[pts.length - 1], pts[pts.length - 2]);
        return out;
    }

    /** How far (in cells, on each axis) a shortened end may lie from its cell's centre. */
    private static final double SHORTENED = 0.35;

    private static double[] snapped(double[] end, double[] next) {
        double[] centre = {Math.floor(end[0]) + 0.5, Math.floor(end[1]) + 0.5};
        double or = end[0] - centre[0];
        double oc = end[1] - centre[1];
        double offset = Math.hypot(or, oc);
        if (offset < EPS || Math.abs(or) > SHORTENED || Math.abs(oc) > SHORTENED) {
            return end;
        }
        double dr = next[0] - end[0];
        double dc = next[1] - end[1];
        double length = Math.hypot(dr, dc);
        if (length < EPS) {
            return end;
        }
        double cos = (or * dr + oc * dc) / (offset * length);
        return cos > 0.98 ? centre : end;
    }

    /**
     * A straight line from one corner of a square grid to the opposite one (a diagonal sudoku's marked
     * diagonal): the cells it crosses, from its first point. Null for any other line.
     */
    private List<Cell> gridDiagonal(double[][] pts) {
        if (pts.length != 2 || rows != cols) {
            return null;
        }
        double[] a = pts[0];
        double[] b = pts[1];
        boolean corners = near(Math.abs(a[0] - b[0]), rows) && near(Math.abs(a[1] - b[1]), cols)
                && (near(a[0], 0) || near(a[0], rows)) && (near(a[1], 0) || near(a[1], cols));
        if (!corners) {
            return null;
        }
        int dr = b[0] > a[0] ? 1 : -1;
        int dc = b[1] > a[1] ? 1 : -1;
        List<Cell> out = new ArrayList<>();
        for (int k = 0; k < rows; k++) {
            out.add(new Cell((dr > 0 ? 0 : rows - 1) + k * dr, (dc > 0 ? 0 : cols - 1) + k * dc));
        }
        return out;
    }

    private static double thickness(JsonNode line) {
        JsonNode t = field(line, "thickness", "th");
        return t == null ? 10 : t.asDouble();
    }

    /** Two short strokes meeting at a cell centre, both ends off the centres: an arrowhead drawn as a line. */
    private Cell arrowhead(double[][] pts) {
        if (pts.length != 3 || !centred(pts[1][0]) || !centred(pts[1][1])) {
            return null;
        }
        for (int i : new int[] {0, 2}) {
            double d = Math.hypot(pts[i][0] - pts[1][0], pts[i][1] - pts[1][1]);
            if (d > 0.5 || d < 0.05 || centred(pts[i][0]) && centred(pts[i][1])) {
                return null;
            }
        }
        Cell c = new Cell((int) Math.floor(pts[1][0]), (int) Math.floor(pts[1][1]));
        return inside(c) ? c : null;
    }

    private void lines(JsonNode list) {
        if (list == null || !list.isArray()) {
            return;
        }
        List<Integer> rest = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            Cell head = arrowhead(points(field(list.get(i), "wayPoints", "wp")));
            if (head != null) {
                arrowheads.add(head);
            } else {
                rest.add(i);
            }
        }
        for (int i : rest) {
            JsonNode line = list.get(i);
            String path = "lines[" + i + "]";
            int[] rgb = ColorWords.rgb(field(line, "color", "c"));
            double[][] pts = shortenedEnds(points(field(line, "wayPoints", "wp")));
            List<Cell> diagonal = gridDiagonal(pts);
            if (diagonal != null) {
                elements.add(new Element(Shape.LINE, ColorWords.name(rgb) + " diagonal across the grid", rgb, diagonal, "", path, false));
                continue;
            }
            List<Cell> cells = pts.length < 2 ? null : path(pts, 0);
            if (cells == null || cells.size() < 2) {
                Cell in = markCell(pts);
                elements.add(in != null ? new Element(Shape.OTHER, MARK, rgb, List.of(in), "", path, false)
                        : new Element(Shape.OTHER, "line off the cell centres", rgb, List.of(), "", path, false));
                continue;
            }
            boolean closed = cells.size() > 2 && cells.get(0).equals(cells.get(cells.size() - 1));
            if (closed) {
                cells.remove(cells.size() - 1);
            }
            boolean thin = thickness(line) <= 5;
            Cell first = cells.get(0);
            Cell last = cells.get(cells.size() - 1);
            String colour = ColorWords.name(rgb);
            if (!closed) {
                java.util.function.Predicate<Item> endCircle = it -> it.rounded() && it.w() >= 0.6;
                java.util.function.Predicate<Item> ownColour = it -> it.rounded() && it.w() >= 0.5 && ColorWords.name(it.bg()).equals(colour);
                // circles at both ends, neither of them alone a bulb of the line's colour: a line between circles
                boolean oneBulb = find(first, ownColour) != find(last, ownColour);
                if (cells.size() > 2 && !oneBulb && find(first, endCircle) && find(last, endCircle) && !arrowheads.contains(first)
                        && !arrowheads.contains(last)) {
                    take(first, endCircle);
                    take(last, endCircle);
                    elements.add(new Element(Shape.LINE, colour + " line between circles", rgb, cells, "", path, false));
                    continue;
                }
                java.util.function.Predicate<Item> bulb = it -> it.rounded() && it.w() >= 0.5 && ColorWords.name(it.bg()).equals(colour);
                boolean atEnd = take(last, bulb) != null;
                boolean atStart = !atEnd && take(first, bulb) != null;
                if (atEnd || atStart) {
                    if (atEnd) {
                        java.util.Collections.reverse(cells);
                    }
                    elements.add(new Element(Shape.LINE, colour + " line with a bulb", rgb, cells, "", path, false));
                    continue;
                }
                java.util.function.Predicate<Item> diamond = Item::diamond;
                if (take(first, diamond) != null && take(last, diamond) != null) {
                    elements.add(new Element(Shape.LINE, colour + " line with diamond ends", rgb, cells, "", path, false));
                    continue;
                }
                if (thin) {
                    java.util.function.Predicate<Item> circle = it -> it.rounded() && it.w() >= 0.6;
                    boolean fromLast = take(last, circle) != null;
                    if (fromLast || take(first, circle) != null) {
                        if (fromLast) {
                            java.util.Collections.reverse(cells);
                        }
                        boolean head = arrowheads.remove(cells.get(cells.size() - 1));
                        elements.add(head ? new Element(Shape.ARROW, "arrow", rgb, cells, "", path, false)
                                : new Element(Shape.LINE, "thin " + colour + " line from a circle", rgb, cells, "", path, false));
                        continue;
                    }
                }
            }
            Element plain = new Element(Shape.LINE, colour + " line", rgb, cells, "", path, closed);
            thickness.put(plain, thickness(line));
            elements.add(plain);
        }
        dropOutlines();
        for (Cell head : arrowheads) {
            elements.add(new Element(Shape.OTHER, "arrowhead without an arrow", null, List.of(head), "", "lines", false));
        }
    }

    /**
     * A line drawn twice over the same cells, a thick one under a thin one of another colour, is one line
     * with an outline (a "white line" drawn white on grey): the thicker copy is dropped.
     */
    private void dropOutlines() {
        List<Element> lines = elements.stream().filter(e -> e.shape() == Shape.LINE).toList();
        for (Element e : lines) {
            for (Element o : lines) {
                if (o != e && !o.kind().equals(e.kind()) && sameCells(o.cells(), e.cells())
                        && thickness.getOrDefault(o, 0.0) < thickness.getOrDefault(e, 0.0) && elements.contains(o)) {
                    elements.remove(e);
                    break;
                }
            }
        }
    }

    private static boolean sameCells(List<Cell> a, List<Cell> b) {
        List<Cell> reversed = new ArrayList<>(b);
        java.util.Collections.reverse(reversed);
        return a.equals(b) || a.equals(reversed);
    }

    private void arrows(JsonNode list) {
        if (list == null || !list.isArray()) {
            return;
        }
        for (int i = 0; i < list.size(); i++) {
            JsonNode arrow = list.get(i);
            String path = "arrows[" + i + "]";
            int[] rgb = ColorWords.rgb(field(arrow, "color", "c"));
            double[][] pts = points(field(arrow, "wayPoints", "wp"));
            Pointer pointer = pointer(path, pts);
            if (pointer != null) {
                pointers.add(pointer);
                continue;
            }
            List<Cell> cells = null;
            if (pts.length >= 2) {
                Cell start = new Cell((int) Math.floor(pts[0][0]), (int) Math.floor(pts[0][1]));
                List<Cell> shaft = path(pts, 1);
                if (inside(start) && shaft != null && !shaft.isEmpty()) {
                    cells = new ArrayList<>(List.of(start));
                    for (Cell c : shaft) {
                        if (!extend(cells, c)) {
                            cells = null;
                            break;
                        }
                    }
                }
            }
            if (cells == null || cells.size() < 2 || new LinkedHashSet<>(cells).size() != cells.size()) {
                Cell in = markCell(pts);
                elements.add(in != null ? new Element(Shape.OTHER, MARK, rgb, List.of(in), "", path, false)
                        : new Element(Shape.OTHER, "arrow off the cell centres", rgb, List.of(), "", path, false));
                continue;
            }
            boolean circled = take(cells.get(0), it -> it.rounded() && it.w() >= 0.6) != null;
            List<Cell> pill = circled ? null : takePill(cells.get(0));
            if (pill != null) {
                // the circle is the pill's cells, read as one number; the shaft is what lies outside it
                List<Cell> withPill = new ArrayList<>(pill);
                cells.stream().filter(c -> !pill.contains(c)).forEach(withPill::add);
                if (withPill.size() > pill.size()) {
                    elements.add(new Element(Shape.ARROW, "arrow", rgb, withPill, Integer.toString(pill.size()), path, false));
                    continue;
                }
            }
            elements.add(new Element(Shape.ARROW, circled ? "arrow" : "arrow without a circle", rgb, cells, "", path, false));
        }
    }

    /**
     * The kind of a small stroke or arrow drawn wholly inside one cell (a minimum cell's chevrons, the
     * arrows of a maximum): no rule by itself; the reading counts it with the cell's mark when that is read.
     */
    static final String MARK = "stroke inside a cell";

    /** The cell whose square holds every point (its edges included), or null. */
    private Cell markCell(double[][] pts) {
        if (pts.length < 2) {
            return null;
        }
        double lo = 0.02;
        int r = (int) Math.floor((pts[0][0] + pts[1][0]) / 2);
        int c = (int) Math.floor((pts[0][1] + pts[1][1]) / 2);
        boolean within = false;
        for (double[] p : pts) {
            if (p[0] < r - lo || p[0] > r + 1 + lo || p[1] < c - lo || p[1] > c + 1 + lo) {
                return null;
            }
            within |= Math.min(Math.min(p[0] - r, r + 1 - p[0]), Math.min(p[1] - c, c + 1 - p[1])) > 0.05;
        }
        // a stroke along the cell's edges is a border, not a mark in it
        Cell cell = new Cell(r, c);
        return within && inside(cell) ? cell : null;
    }

    /** How long an arrow outside the grid may be and still be a clue's pointer rather than a drawing of its own. */
    private static final double POINTER_LENGTH = 0.75;

    /**
     * A short straight arrow outside the grid at 45 degrees, whose tip (carried a step on) lands in a cell:
     * the pointer of a diagonal clue. Null for anything else.
     */
    private Pointer pointer(String path, double[][] pts) {
        if (pts.length != 2) {
            return null;
        }
        double dr = pts[1][0] - pts[0][0];
        double dc = pts[1][1] - pts[0][1];
        double length = Math.hypot(dr, dc);
        if (length > POINTER_LENGTH || length < 0.05 || Math.abs(Math.abs(dr) - Math.abs(dc)) > 0.2 * length) {
            return null;
        }
        boolean tailOutside = pts[0][0] < 0 || pts[0][1] < 0 || pts[0][0] > rows || pts[0][1] > cols;
        int sr = (int) Math.signum(dr);
        int sc = (int) Math.signum(dc);
        // the first cell the arrow points at: from the tip, a third of a cell on along the diagonal
        Cell first = new Cell((int) Math.floor(pts[1][0] + sr / 3.0), (int) Math.floor(pts[1][1] + sc / 3.0));
        if (!tailOutside || !inside(first) || inside(new Cell(first.row() - sr, first.col() - sc))) {
            return null;
        }
        return new Pointer(path, pts[0][0], pts[0][1], first, sr, sc);
    }

    /** The cells of the diagonal from {@code first} in direction (dr, dc) up to the grid's edge. */
    private List<Cell> diagonal(Cell first, int dr, int dc) {
        List<Cell> out = new ArrayList<>();
        for (Cell c = first; inside(c); c = new Cell(c.row() + dr, c.col() + dc)) {
            out.add(c);
        }
        return out;
    }

    /** The pointer whose tail is nearest to (r, c), within a cell's reach, taken from the waiting ones. */
    private Pointer pointerNear(double r, double c) {
        Pointer best = null;
        double bestDistance = 0.8;
        for (Pointer p : pointers) {
            double d = Math.hypot(p.r() - r, p.c() - c);
            if (d < bestDistance) {
                bestDistance = d;
                best = p;
            }
        }
        pointers.remove(best);
        return best;
    }

    /**
     * The diagonal of a number set off a point of the grid's border at 45 degrees (a clue by a corner of
     * the grid, or between two outside cells): it runs from that point into the grid. Null when the text
     * lies on no such diagonal.
     */
    private List<Cell> borderDiagonal(double r, double c) {
        double pr = Math.min(Math.max(Math.rint(r), 0), rows);
        double pc = Math.min(Math.max(Math.rint(c), 0), cols);
        double dr = pr - r;
        double dc = pc - c;
        if (Math.abs(dr) < EPS || Math.abs(dc) < EPS || Math.abs(dr) > 0.75 || Math.abs(dc) > 0.75
                || Math.abs(Math.abs(dr) - Math.abs(dc)) > 0.15) {
            return null;
        }
        int sr = (int) Math.signum(dr);
        int sc = (int) Math.signum(dc);
        Cell first = new Cell((int) Math.floor(pr + sr * 0.5), (int) Math.floor(pc + sc * 0.5));
        return inside(first) && !inside(new Cell(first.row() - sr, first.col() - sc)) ? diagonal(first, sr, sc) : null;
    }

    /** Whatever underlays and overlays no line or arrow took. */
    private void rest() {
        for (Item it : items) {
            if (it.text().isEmpty() && (it.w() <= 0.02 || it.h() <= 0.02) || letterBackground(it)) {
                continue;
            }
            double r = it.r();
            double c = it.c();
            boolean rowCentred = centred(r);
            boolean colCentred = centred(c);
            String colour = ColorWords.name(it.bg());
            if (!it.text().isEmpty()) {
                textItem(it, r, c);
                continue;
            }
            if (it.w() <= 0.5 && it.h() <= 0.5) {
                List<Cell> pair = edge(r, c);
                if (pair != null) {
                    elements.add(new Element(Shape.DOT, colour + " dot", it.bg(), pair, "", it.path(), false));
                } else if (onGridLine(r) && onGridLine(c)) {
                    elements.add(new Element(Shape.CORNER, colour + " circle at a corner", it.bg(), corner(r, c), "", it.path(), false));
                } else {
                    elements.add(new Element(Shape.OTHER, "small " + colour + " shape", it.bg(), List.of(), "", it.path(), false));
                }
                continue;
            }
            if (rowCentred && colCentred && it.w() <= 1.05 && it.h() <= 1.05) {
                Cell cell = new Cell((int) Math.floor(r), (int) Math.floor(c));
                if (inside(cell)) {
                    boolean round = it.rounded();
                    elements.add(new Element(round ? Shape.CIRCLE : Shape.SQUARE, colour + (round ? " circle" : " square"), it.bg(),
                            List.of(cell), "", it.path(), false));
                    continue;
                }
            }
            elements.add(new Element(Shape.OTHER, colour + " shape", it.bg(), List.of(), "", it.path(), false));
        }
    }

    /**
     * A small shape without text under a letter on an edge (the same centre) is that letter's background,
     * drawn as a second item: a plate, not a dot of its own. Numbers are left alone, since a number over a
     * white or black circle is a kropki dot carrying its number.
     */
    private boolean letterBackground(Item it) {
        if (!it.text().isEmpty() || it.w() > 0.5 || it.h() > 0.5 || edge(it.r(), it.c()) == null) {
            return false;
        }
        return items.stream().anyMatch(o -> o != it && o.text().matches("\\p{L}+") && Math.abs(o.r() - it.r()) < EPS
                && Math.abs(o.c() - it.c()) < EPS);
    }

    private void textItem(Item it, double r, double c) {
        String t = it.text();
        boolean number = t.matches("-?\\d+");
        List<Cell> pair = edge(r, c);
        String colour = ColorWords.name(it.bg());
        if (pair != null && number && it.rounded() && it.w() <= 0.5 && (colour.equals("white") || colour.equals("black"))) {
            // a kropki dot carrying its own difference or ratio
            elements.add(new Element(Shape.DOT, colour + " dot with a number", it.bg(), pair, t, it.path(), false));
            return;
        }
        if (pair != null) {
            String kind = t.matches("[XV]") ? t : t.matches("[<>^v‹›˄˅∧∨]") ? "inequality sign" : number ? "number on an edge" : "text on an edge";
            elements.add(new Element(Shape.EDGE_TEXT, kind, it.bg(), pair, t, it.path(), false));
            return;
        }
        boolean inRows = r > 0 && r < rows;
        boolean inCols = c > 0 && c < cols;
        if (inRows && inCols) {
            if (onGridLine(r) && onGridLine(c)) {
                elements.add(new Element(Shape.CORNER, number ? "number at a corner" : "text at a corner", it.bg(), corner(r, c), t,
                        it.path(), false));
            } else {
                elements.add(new Element(Shape.CELL_TEXT, "text in a cell", it.bg(),
                        List.of(new Cell((int) Math.floor(r), (int) Math.floor(c))), t, it.path(), false));
            }
            return;
        }
        String what = number ? "number" : "text";
        Pointer pointer = pointerNear(r, c);
        if (pointer != null) {
            elements.add(new Element(Shape.DIAGONAL_TEXT, what + " on a diagonal outside the grid", it.bg(),
                    diagonal(pointer.first(), pointer.dr(), pointer.dc()), t, it.path() + "+" + pointer.path(), false));
            return;
        }
        List<Cell> line = new ArrayList<>();
        if (inRows && centred(r)) {
            int row = (int) Math.floor(r);
            for (int k = 0; k < cols; k++) {
                line.add(new Cell(row, c < 0 ? k : cols - 1 - k));
            }
            elements.add(new Element(Shape.OUTSIDE_TEXT, what + " outside the grid", it.bg(), line, t, it.path(), false));
        } else if (inCols && centred(c)) {
            int col = (int) Math.floor(c);
            for (int k = 0; k < rows; k++) {
                line.add(new Cell(r < 0 ? k : rows - 1 - k, col));
            }
            elements.add(new Element(Shape.OUTSIDE_TEXT, what + " outside the grid", it.bg(), line, t, it.path(), false));
        } else if (borderDiagonal(r, c) != null) {
            elements.add(new Element(Shape.DIAGONAL_TEXT, what + " on a diagonal outside the grid", it.bg(), borderDiagonal(r, c), t,
                    it.path(), false));
        } else {
            elements.add(new Element(Shape.OTHER, what + " outside a corner", it.bg(), List.of(), t, it.path(), false));
        }
    }

    /** The two cells sharing the edge whose midpoint is (r, c), or null. */
    private List<Cell> edge(double r, double c) {
        Cell a;
        Cell b;
        if (onGridLine(r) && centred(c)) {
            int row = (int) Math.rint(r);
            int col = (int) Math.floor(c);
            a = new Cell(row - 1, col);
            b = new Cell(row, col);
        } else if (centred(r) && onGridLine(c)) {
            int row = (int) Math.floor(r);
            int col = (int) Math.rint(c);
            a = new Cell(row, col - 1);
            b = new Cell(row, col);
        } else {
            return null;
        }
        return inside(a) && inside(b) ? List.of(a, b) : null;
    }

    /** The cells around the grid point (r, c) that lie in the grid. */
    private List<Cell> corner(double r, double c) {
        int row = (int) Math.rint(r);
        int col = (int) Math.rint(c);
        List<Cell> out = new ArrayList<>();
        for (Cell x : List.of(new Cell(row - 1, col - 1), new Cell(row - 1, col), new Cell(row, col - 1), new Cell(row, col))) {
            if (inside(x)) {
                out.add(x);
            }
        }
        return out;
    }
}
