package dev.satdoku.model;

import dev.satdoku.syntax.InputLimits;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The geometry of a square grid: its size N (digits 1..N) and how cells are grouped into regions.
 * Rows and columns always hold distinct digits; regions are regular boxes, an irregular (jigsaw)
 * region map, or absent. Immutable.
 */
public final class Layout {

    public static final int MAX_SIZE = InputLimits.MAX_SIZE;

    /** How the regions were specified; kept so the puzzle can be written back the way it was read. */
    public enum Kind { BOXES, JIGSAW, NONE }

    private final int size;
    private final Kind kind;
    private final int boxHeight;
    private final int boxWidth;
    private final int[] regionOf;
    private final List<String> regionNames;
    private final List<House> houses;

    private Layout(int size, Kind kind, int boxHeight, int boxWidth, int[] regionOf, List<String> regionNames) {
        this.size = size;
        this.kind = kind;
        this.boxHeight = boxHeight;
        this.boxWidth = boxWidth;
        this.regionOf = regionOf;
        this.regionNames = List.copyOf(regionNames);
        this.houses = buildHouses();
    }

    /** {@link #standard} layouts by size, built once: parsing a long puzzle list asks for the same one each line. */
    private static final Layout[] STANDARD = new Layout[MAX_SIZE + 1];

    /** Default boxes: height = largest divisor of N that is at most sqrt(N); prime sizes get none. */
    public static Layout standard(int size) {
        checkSize(size);
        Layout cached = STANDARD[size];
        if (cached == null) {
            cached = buildStandard(size);
            STANDARD[size] = cached;
        }
        return cached;
    }

    private static Layout buildStandard(int size) {
        int h = defaultBoxHeight(size);
        if (h == 1 && size > 1) {
            return none(size);
        }
        return boxes(size, h, size / h);
    }

    public static int defaultBoxHeight(int size) {
        int h = 1;
        for (int d = 1; d * d <= size; d++) {
            if (size % d == 0) {
                h = d;
            }
        }
        return h;
    }

    public static Layout boxes(int size, int height, int width) {
        checkSize(size);
        if (height < 1 || width < 1 || height * width != size) {
            throw new IllegalArgumentException("boxes " + height + "x" + width + " do not tile a " + size + "x" + size
                    + " grid: height times width must be " + size);
        }
        int[] regionOf = new int[size * size];
        List<String> names = new ArrayList<>();
        int perRow = size / width;
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                regionOf[r * size + c] = (r / height) * perRow + c / width;
            }
        }
        for (int b = 0; b < size; b++) {
            names.add("box " + (b + 1));
        }
        return new Layout(size, Kind.BOXES, height, width, regionOf, names);
    }

    public static Layout none(int size) {
        checkSize(size);
        int[] regionOf = new int[size * size];
        Arrays.fill(regionOf, -1);
        return new Layout(size, Kind.NONE, 0, 0, regionOf, List.of());
    }

    /**
     * Irregular regions. {@code regionOf[cell]} is a region number in 0..N-1 or -1 for a cell in no
     * region; every region must have exactly N cells. Names are used in messages ("region A").
     */
    public static Layout jigsaw(int size, int[] regionOf, List<String> regionNames) {
        checkSize(size);
        if (regionOf.length != size * size) {
            throw new IllegalArgumentException("region map has " + regionOf.length + " cells, expected " + size * size);
        }
        int[] counts = new int[regionNames.size()];
        for (int r : regionOf) {
            if (r >= 0) {
                counts[r]++;
            }
        }
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] != size) {
                throw new IllegalArgumentException(regionNames.get(i) + " has " + counts[i] + " cells; every region needs exactly " + size);
            }
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
        return new Layout(size, Kind.JIGSAW, 0, 0, canonical, names);
    }

    private static void checkSize(int size) {
        if (size < 1 || size > MAX_SIZE) {
            throw new IllegalArgumentException("grid size " + size + " is outside 1.." + MAX_SIZE);
        }
    }

    private List<House> buildHouses() {
        List<House> list = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            List<Cell> cells = new ArrayList<>();
            for (int c = 0; c < size; c++) {
                cells.add(new Cell(r, c));
            }
            list.add(new House("row " + (r + 1), cells));
        }
        for (int c = 0; c < size; c++) {
            List<Cell> cells = new ArrayList<>();
            for (int r = 0; r < size; r++) {
                cells.add(new Cell(r, c));
            }
            list.add(new House("column " + (c + 1), cells));
        }
        for (int g = 0; g < regionNames.size(); g++) {
            List<Cell> cells = new ArrayList<>();
            for (int i = 0; i < regionOf.length; i++) {
                if (regionOf[i] == g) {
                    cells.add(Cell.ofIndex(i, size));
                }
            }
            list.add(new House(regionNames.get(g), cells));
        }
        return Collections.unmodifiableList(list);
    }

    public int size() {
        return size;
    }

    public int cellCount() {
        return size * size;
    }

    /** Number of rows. Every rule and check asks this, never {@link #size()}, for row bounds. */
    public int rows() {
        return size;
    }

    /** Number of columns. Every rule and check asks this, never {@link #size()}, for column bounds. */
    public int cols() {
        return size;
    }

    /**
     * The smallest value a cell can hold (1 for classic grids; 0 on 0-based grids). Cells hold real
     * values: a digit read from a solution or an {@code IntVar} literal {@code eq(v)} is the value
     * itself, so arithmetic rules use it as it is and loop over {@code minValue()..maxValue()}.
     */
    public int minValue() {
        return 1;
    }

    /** The largest value a cell can hold (N for classic grids; it may exceed the grid side). */
    public int maxValue() {
        return size;
    }

    /** How many values a cell can hold: {@code maxValue() - minValue() + 1}. */
    public int valueCount() {
        return maxValue() - minValue() + 1;
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

    /** Region index of a cell, or -1 when it belongs to none. */
    public int regionOf(Cell cell) {
        return cell.inside(size) ? regionOf[cell.index(size)] : -1;
    }

    public int regionCount() {
        return regionNames.size();
    }

    public String regionName(int region) {
        return regionNames.get(region);
    }

    /** Rows, then columns, then regions: the houses the classic rules make all-different. */
    public List<House> houses() {
        return houses;
    }

    public boolean contains(Cell cell) {
        return cell.inside(size);
    }

    /** True when the boxes are the ones {@link #standard(int)} would pick for this size. */
    public boolean isStandard() {
        return equals(standard(size));
    }

    /** Short description for messages and headers: "9x9, 3x3 boxes", "9x9 jigsaw", "5x5, no regions". */
    public String describe() {
        String dims = size + "x" + size;
        return switch (kind) {
            case BOXES -> dims + ", " + boxHeight + "x" + boxWidth + " boxes";
            case JIGSAW -> dims + " jigsaw";
            case NONE -> dims + ", no regions";
        };
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Layout other)) {
            return false;
        }
        return size == other.size && kind == other.kind && boxHeight == other.boxHeight && boxWidth == other.boxWidth
                && Arrays.equals(regionOf, other.regionOf);
    }

    @Override
    public int hashCode() {
        return 31 * size + Arrays.hashCode(regionOf);
    }

    @Override
    public String toString() {
        return describe();
    }
}
