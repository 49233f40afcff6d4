package dev.satdoku.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A candidate answer: a value for every cell ({@link #MISSING} where there is none; 0 is a value on
 * 0-based grids), the values of the puzzle's extra cells (by name), and the shading of each cell when the puzzle uses shading. Produced by decoding a SAT
 * model or by parsing a proposed solution; judged by the checker.
 *
 * <p>When the puzzle's regions are found while solving (chaos construction), the solution also
 * carries one region label per cell: the partition the solver found, a witness the checker verifies
 * and the renderer draws. It is not part of the answer's identity ({@link #equals} ignores it):
 * two partitions of the same grid are one solution, as counting and uniqueness treat them.
 */
public final class Solution {

    /** A cell without a value (a partial grid read from text). */
    public static final int MISSING = dev.satdoku.syntax.DigitCodec.EMPTY;

    private final Layout layout;
    private final int[] digits;
    private final Map<String, Integer> variables;
    private final boolean[] shaded;
    private final int[] regions;

    public Solution(Layout layout, int[] digits, Map<String, Integer> variables, boolean[] shaded) {
        this(layout, digits, variables, shaded, null);
    }

    /** @param regions a region label (1 and up) per cell, row-major, or null when regions are not solved for */
    public Solution(Layout layout, int[] digits, Map<String, Integer> variables, boolean[] shaded, int[] regions) {
        if (digits.length != layout.cellCount()) {
            throw new IllegalArgumentException("solution has " + digits.length + " cells, grid has " + layout.cellCount());
        }
        this.layout = layout;
        this.digits = digits.clone();
        this.variables = Collections.unmodifiableMap(new LinkedHashMap<>(variables));
        this.shaded = shaded == null ? null : shaded.clone();
        if (regions != null && regions.length != layout.cellCount()) {
            throw new IllegalArgumentException("solution has " + regions.length + " region labels, grid has " + layout.cellCount() + " cells");
        }
        this.regions = regions == null ? null : regions.clone();
    }

    /** The same answer with the given region labels (one per cell, row-major) as its witness partition. */
    public Solution withRegions(int[] labels) {
        return new Solution(layout, digits, variables, shaded, labels);
    }

    public static Solution ofDigits(Layout layout, int[] digits) {
        return new Solution(layout, digits, Map.of(), null);
    }

    public Layout layout() {
        return layout;
    }

    /**
     * The value of a cell (a real value: 0 is a value on 0-based grids), or {@link #MISSING}; an
     * extra cell's value is looked up by its name.
     */
    public int digit(Cell cell) {
        if (cell.isExtra()) {
            Integer v = variables.get(cell.name());
            return v == null ? MISSING : v;
        }
        return digits[layout.index(cell)];
    }

    public int digit(int row, int col) {
        return digits[row * layout.cols() + col];
    }

    /** Row-major digits; a copy. */
    public int[] digits() {
        return digits.clone();
    }

    /** The values of the puzzle's extra cells, by name, in the order declared. */
    public Map<String, Integer> variables() {
        return variables;
    }

    /** The value of the extra cell of that name, or null when the solution has none. */
    public Integer variable(String name) {
        return variables.get(name);
    }

    public boolean hasShading() {
        return shaded != null;
    }

    public boolean shaded(Cell cell) {
        return shaded != null && shaded[layout.index(cell)];
    }

    public boolean[] shading() {
        return shaded == null ? null : shaded.clone();
    }

    public boolean hasRegions() {
        return regions != null;
    }

    /** The region label of a cell in the found partition; 0 when the solution carries none. */
    public int region(Cell cell) {
        return regions == null ? 0 : regions[layout.index(cell)];
    }

    /** Row-major region labels (a copy), or null. */
    public int[] regions() {
        return regions == null ? null : regions.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Solution s && Arrays.equals(digits, s.digits) && variables.equals(s.variables)
                && Arrays.equals(shaded, s.shaded);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(digits) * 31 + variables.hashCode();
    }

    @Override
    public String toString() {
        return dev.satdoku.syntax.DigitCodec.toLine(digits);
    }
}
