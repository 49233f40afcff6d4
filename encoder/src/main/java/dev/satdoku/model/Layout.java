package dev.satdoku.model;

import dev.satdoku.syntax.InputLimits;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The geometry of a grid: R rows by C columns (1..25 each), the values a cell can hold
 * ({@link #minValue()}..{@link #maxValue()}, 0- or 1-based, possibly more values than a row has
 * cells), and how cells are grouped into regions. On a Sudoku grid rows and columns hold distinct
 * values; a raw grid ({@link #isRaw()}) has no row or column rule. Regions are regular boxes, an
 * irregular (jigsaw) region map, or absent. A house of k cells over V values holds each value at
 * most once, and every value exactly once only when k == V. Immutable.
 */
public final class Layout {

    public static final int MAX_SIZE = InputLimits.MAX_SIZE;

    /** The largest value a cell may hold: 25, so that 0..25 still fits a bit per value in an int. */
    public static final int MAX_VALUE = InputLimits.MAX_SIZE;

    /** How the regions were specified; kept so the puzzle can be written back the way it was read. */
    public enum Kind { BOXES, JIGSAW, NONE }

    private final int rows;
    private final int cols;
    private final int minValue;
    private final int maxValue;
    private final boolean raw;
    private final Kind kind;
    private final int boxHeight;
    private final int boxWidth;
    private final int[] regionOf;
    private final List<String> regionNames;
    private final List<House> houses;

    private Layout(int rows, int cols, int minValue, int maxValue, boolean raw, Kind kind, int boxHeight, int boxWidth,
                   int[] regionOf, List<String> regionNames) {
        this.rows = rows;
        this.cols = cols;
        this.minValue = minValue;
        this.maxValue = maxValue;
        this.raw = raw;
        this.kind = kind;
        this.boxHeight = boxHeight;
        this.boxWidth = boxWidth;
        this.regionOf = regionOf;
        this.regionNames = List.copyOf(regionNames);
        this.houses = buildHouses();
        checkValues();
    }

    /** {@link #standard} layouts by size, built once: parsing a long puzzle list asks for the same one each line. */
    private static final Layout[] STANDARD = new Layout[MAX_SIZE + 1];

    /** The classic N x N grid with digits 1..N and its default boxes ({@link #standard(int, int)}). */
    public static Layout standard(int size) {
        checkSides(size, size);
        Layout cached = STANDARD[size];
        if (cached == null) {
            cached = standard(size, size);
            STANDARD[size] = cached;
        }
        return cached;
    }

    /**
     * An R x C grid with values 1..max(R, C) and the default boxes of {@link #defaultBoxes}: ISS's
     * rule, which on square grids gives the classic boxes (6x6 2x3, 9x9 3x3, 16x16 4x4, primes none).
     */
    public static Layout standard(int rows, int cols) {
        checkSides(rows, cols);
        if (rows == 1 && cols == 1) {
            return boxes(1, 1, 1, 1); // one cell, one box: as the grid has always been described
        }
        int[] box = defaultBoxes(rows, cols, Math.max(rows, cols));
        return box == null ? none(rows, cols) : boxes(rows, cols, box[0], box[1]);
    }

    /**
     * The boxes of S cells ISS gives an R x C grid ({@code iss.md} §2.5), as {height, width}, or null
     * when there are none: for each divisor h of S from floor(sqrt S) down to 2, boxes h rows by S/h
     * columns if they tile the grid, else S/h rows by h columns if those do.
     */
    public static int[] defaultBoxes(int rows, int cols, int boxSize) {
        for (int h = (int) Math.floor(Math.sqrt(boxSize)); h >= 2; h--) {
            if (boxSize % h != 0) {
                continue;
            }
            int w = boxSize / h;
            if (rows % h == 0 && cols % w == 0) {
                return new int[] {h, w};
            }
            if (rows % w == 0 && cols % h == 0) {
                return new int[] {w, h};
            }
        }
        return null;
    }

    /**
     * The default box height of a square N x N grid: the largest divisor of N at most sqrt(N), 1 for
     * primes (the same boxes as {@link #defaultBoxes} gives a square grid; f-puzzles uses this rule).
     */
    public static int defaultBoxHeight(int size) {
        int h = 1;
        for (int d = 1; d * d <= size; d++) {
            if (size % d == 0) {
                h = d;
            }
        }
        return h;
    }

    /** Square boxes: H rows tall and W columns wide on an N x N grid (H*W = N). */
    public static Layout boxes(int size, int height, int width) {
        checkSides(size, size);
        if (height < 1 || width < 1 || height * width != size) {
            throw new IllegalArgumentException("boxes " + height + "x" + width + " do not tile a " + size + "x" + size
                    + " grid: height times width must be " + size);
        }
        return boxes(size, size, height, width);
    }

    /** Boxes H x W on an R x C grid; they must tile it (R divisible by H, C by W). Values 1..max(R, C). */
    public static Layout boxes(int rows, int cols, int height, int width) {
        return boxes(rows, cols, height, width, 1, Math.max(rows, cols));
    }

    /** Boxes H x W on an R x C grid holding values min..max (a 6x6 with 3x3 boxes holds 1..9). */
    public static Layout boxes(int rows, int cols, int height, int width, int min, int max) {
        checkSides(rows, cols);
        checkRange(min, max);
        if (height < 1 || width < 1 || rows % height != 0 || cols % width != 0) {
            throw new IllegalArgumentException("boxes " + height + "x" + width + " do not tile a " + rows + "x" + cols
                    + " grid: the rows must be a multiple of the box height and the columns of its width");
        }
        int[] regionOf = new int[rows * cols];
        List<String> names = new ArrayList<>();
        int perRow = cols / width;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                regionOf[r * cols + c] = (r / height) * perRow + c / width;
            }
        }
        for (int b = 0; b < (rows / height) * perRow; b++) {
            names.add("box " + (b + 1));
        }
        return new Layout(rows, cols, min, max, false, Kind.BOXES, height, width, regionOf, names);
    }

    public static Layout none(int size) {
        return none(size, size);
    }

    /** Rows and columns only, no regions. Values 1..max(R, C). */
    public static Layout none(int rows, int cols) {
        checkSides(rows, cols);
        int[] regionOf = new int[rows * cols];
        Arrays.fill(regionOf, -1);
        return new Layout(rows, cols, 1, Math.max(rows, cols), false, Kind.NONE, 0, 0, regionOf, List.of());
    }

    /** Irregular regions on a square grid; see {@link #jigsaw(int, int, int[], List)}. */
    public static Layout jigsaw(int size, int[] regionOf, List<String> regionNames) {
        return jigsaw(size, size, regionOf, regionNames);
    }

    /**
     * Irregular regions on an R x C grid. {@code regionOf[cell]} is a region number or -1 for a cell in
     * no region; every region must have the same number of cells, max(R, C) for values 1..max(R, C)
     * ({@link #withValues} accepts regions as large as the value count). Names are used in messages.
     */
    public static Layout jigsaw(int rows, int cols, int[] regionOf, List<String> regionNames) {
        return jigsaw(rows, cols, 1, Math.max(rows, cols), regionOf, regionNames);
    }

    /** Irregular regions on an R x C grid holding values min..max (regions may have as many cells as values). */
    public static Layout jigsaw(int rows, int cols, int min, int max, int[] regionOf, List<String> regionNames) {
        checkSides(rows, cols);
        checkRange(min, max);
        if (regionOf.length != rows * cols) {
            throw new IllegalArgumentException("region map has " + regionOf.length + " cells, expected " + rows * cols);
        }
        // Number regions by first appearance so that equal partitions compare equal.
        int[] renumber = new int[regionNames.size()];
        java.util.Arrays.fill(renumber, -1);
        int[] canonical = new int[regionOf.length];
        List<String> names = new ArrayList<>();
        for (int i = 0; i < regionOf.length; i++) {
            int g = regionOf[i];
            if (g < 0) {
                canonical[i] = -1;
                continue;
            }
            if (renumber[g] < 0) {
                renumber[g] = names.size();
                names.add(regionNames.get(g));
            }
            canonical[i] = renumber[g];
        }
        return new Layout(rows, cols, min, max, false, Kind.JIGSAW, 0, 0, canonical, names);
    }

    /**
     * This layout with values min..max (min 0 or 1; max up to {@link #MAX_VALUE}). On a Sudoku grid
     * every house must have room: a row, column or region cannot have more cells than there are values.
     */
    public Layout withValues(int min, int max) {
        checkRange(min, max);
        return new Layout(rows, cols, min, max, raw, kind, boxHeight, boxWidth, regionOf, regionNames);
    }

    /** This layout without the row and column rules (ISS's Raw grid); its regions, if any, stay. */
    public Layout asRaw() {
        return new Layout(rows, cols, minValue, maxValue, true, kind, boxHeight, boxWidth, regionOf, regionNames);
    }

    private static void checkRange(int min, int max) {
        if (min != 0 && min != 1) {
            throw new IllegalArgumentException("values must start at 0 or 1, found " + min + ".." + max);
        }
        if (max < min || max > MAX_VALUE) {
            throw new IllegalArgumentException("values " + min + ".." + max + " must end between " + min + " and " + MAX_VALUE);
        }
    }

    private static void checkSides(int rows, int cols) {
        if (rows < 1 || rows > MAX_SIZE || cols < 1 || cols > MAX_SIZE) {
            throw new IllegalArgumentException("grid size " + rows + "x" + cols + " is outside 1.." + MAX_SIZE + " on a side");
        }
    }

    /** Regions must all have one size, that size fit the values, and every house fit the values. */
    private void checkValues() {
        int[] counts = new int[regionNames.size()];
        for (int g : regionOf) {
            if (g >= 0) {
                counts[g]++;
            }
        }
        int side = Math.max(rows, cols);
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] != side && counts[i] != valueCount()) {
                throw new IllegalArgumentException(regionNames.get(i) + " has " + counts[i] + " cells; every region needs exactly "
                        + (valueCount() > side ? side + " or " + valueCount() + " (the number of values)" : String.valueOf(side)));
            }
            if (counts[i] != counts[0]) {
                throw new IllegalArgumentException(regionNames.get(i) + " has " + counts[i] + " cells but " + regionNames.get(0)
                        + " has " + counts[0] + "; every region needs the same number of cells");
            }
        }
        for (House h : houses) {
            if (h.cells().size() > valueCount()) {
                throw new IllegalArgumentException(h.name() + " has " + h.cells().size() + " cells but there are only "
                        + valueCount() + " values (" + minValue + ".." + maxValue + ") to put in it");
            }
        }
    }

    private List<House> buildHouses() {
        List<House> list = new ArrayList<>();
        if (!raw) {
            for (int r = 0; r < rows; r++) {
                List<Cell> cells = new ArrayList<>();
                for (int c = 0; c < cols; c++) {
                    cells.add(new Cell(r, c));
                }
                list.add(new House("row " + (r + 1), cells));
            }
            for (int c = 0; c < cols; c++) {
                List<Cell> cells = new ArrayList<>();
                for (int r = 0; r < rows; r++) {
                    cells.add(new Cell(r, c));
                }
                list.add(new House("column " + (c + 1), cells));
            }
        }
        for (int g = 0; g < regionNames.size(); g++) {
            List<Cell> cells = new ArrayList<>();
            for (int i = 0; i < regionOf.length; i++) {
                if (regionOf[i] == g) {
                    cells.add(Cell.ofIndex(i, cols));
                }
            }
            list.add(new House(regionNames.get(g), cells));
        }
        return Collections.unmodifiableList(list);
    }

    public int cellCount() {
        return rows * cols;
    }

    /** Number of rows. */
    public int rows() {
        return rows;
    }

    /** Number of columns. */
    public int cols() {
        return cols;
    }

    /** True when rows == cols (diagonals, windoku and the like need it). */
    public boolean isSquare() {
        return rows == cols;
    }

    /**
     * True for the classic shape: a square N x N grid with rows and columns, holding 1..N. Rules that
     * are only defined there ask this and refuse other grids.
     */
    public boolean isClassic() {
        return rows == cols && minValue == 1 && maxValue == rows && !raw;
    }

    /**
     * The smallest value a cell can hold (1 for classic grids; 0 on 0-based grids). Cells hold real
     * values: a digit read from a solution or an {@code IntVar} literal {@code eq(v)} is the value
     * itself, so arithmetic rules use it as it is and loop over {@code minValue()..maxValue()}.
     */
    public int minValue() {
        return minValue;
    }

    /** The largest value a cell can hold (N for classic grids; it may exceed the grid side). */
    public int maxValue() {
        return maxValue;
    }

    /** How many values a cell can hold: {@code maxValue() - minValue() + 1}. */
    public int valueCount() {
        return maxValue - minValue + 1;
    }

    /** True when values are the default 1..max(rows, cols). */
    public boolean hasDefaultValues() {
        return minValue == 1 && maxValue == Math.max(rows, cols);
    }

    /** True for a grid without the row and column rules (ISS's Raw). */
    public boolean isRaw() {
        return raw;
    }

    public Kind kind() {
        return kind;
    }

    public int boxHeight() {
        return boxHeight;
    }

    public int boxWidth() {
        return boxWidth;
    }

    /** Row-major index of a cell inside the grid; an extra cell has none. */
    public int index(Cell cell) {
        return cell.index(cols);
    }

    /** The cell at a row-major index. */
    public Cell cellAt(int index) {
        return Cell.ofIndex(index, cols);
    }

    /** Region index of a cell, or -1 when it belongs to none. */
    public int regionOf(Cell cell) {
        return contains(cell) ? regionOf[cell.index(cols)] : -1;
    }

    public int regionCount() {
        return regionNames.size();
    }

    public String regionName(int region) {
        return regionNames.get(region);
    }

    /** Rows, then columns (unless raw), then regions: the houses that hold distinct values. */
    public List<House> houses() {
        return houses;
    }

    public boolean contains(Cell cell) {
        return cell.inside(rows, cols);
    }

    /** True when the shape, values and boxes are the ones {@link #standard(int, int)} picks. */
    public boolean isStandard() {
        return !raw && hasDefaultValues() && equals(standard(rows, cols).withValues(minValue, maxValue));
    }

    /** "9" for a square grid, "6x8" otherwise: the shape as the native {@code size} line writes it. */
    public String dimensions() {
        return rows + "x" + cols;
    }

    /**
     * Short description for messages and headers: "9x9, 3x3 boxes", "9x9 jigsaw", "5x5, no regions",
     * "6x8, 2x4 boxes, values 0..8", "4x4 raw".
     */
    public String describe() {
        String dims = rows + "x" + cols;
        String shape = switch (kind) {
            case BOXES -> dims + ", " + boxHeight + "x" + boxWidth + " boxes";
            case JIGSAW -> dims + " jigsaw";
            case NONE -> raw ? dims + " raw" : dims + ", no regions";
        };
        if (raw && kind != Kind.NONE) {
            shape += ", raw";
        }
        return hasDefaultValues() ? shape : shape + ", values " + minValue + ".." + maxValue;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Layout other)) {
            return false;
        }
        return rows == other.rows && cols == other.cols && minValue == other.minValue && maxValue == other.maxValue
                && raw == other.raw && kind == other.kind && boxHeight == other.boxHeight && boxWidth == other.boxWidth
                && Arrays.equals(regionOf, other.regionOf);
    }

    @Override
    public int hashCode() {
        return ((31 * rows + cols) * 31 + minValue * 37 + maxValue) * 31 + Arrays.hashCode(regionOf) + (raw ? 1 : 0);
    }

    @Override
    public String toString() {
        return describe();
    }
}
