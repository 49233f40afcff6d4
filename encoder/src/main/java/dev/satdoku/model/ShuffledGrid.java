package dev.satdoku.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * A random valid grid for a layout with regular boxes, without search: the pattern grid
 * {@code (w * (r % h) + r / h + c) % n}, relabelled, with rows shuffled within bands and bands
 * shuffled, columns likewise within stacks. Every move keeps rows, columns and boxes valid, so the
 * result is valid for any size. Used to make benchmark and test puzzles from a fixed seed.
 */
public final class ShuffledGrid {

    private ShuffledGrid() {
    }

    /**
     * Row-major values of a valid grid for {@code layout}, which must be a classic square grid with
     * regular boxes (the pattern needs one value per cell of a row).
     */
    public static int[] of(Layout layout, Random rnd) {
        if (layout.kind() != Layout.Kind.BOXES || !layout.isSquare() || layout.isRaw()
                || layout.valueCount() != layout.rows() || layout.boxHeight() * layout.boxWidth() != layout.rows()) {
            throw new IllegalArgumentException("a shuffled pattern grid needs a square grid with one value per cell of a row"
                    + " and regular boxes, not " + layout.describe());
        }
        int n = layout.rows();
        int h = layout.boxHeight();
        int w = layout.boxWidth();
        List<Integer> digits = new ArrayList<>();
        for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
            digits.add(d);
        }
        Collections.shuffle(digits, rnd);
        int[] rows = permutation(rnd, n, h);
        int[] cols = permutation(rnd, n, w);
        int[] grid = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int rr = rows[r];
                int cc = cols[c];
                grid[r * n + c] = digits.get((w * (rr % h) + rr / h + cc) % n);
            }
        }
        return grid;
    }

    /** A permutation of 0..n-1 moving whole groups of {@code group} and shuffling inside each. */
    private static int[] permutation(Random rnd, int n, int group) {
        List<Integer> blocks = new ArrayList<>();
        for (int b = 0; b < n / group; b++) {
            blocks.add(b);
        }
        Collections.shuffle(blocks, rnd);
        int[] out = new int[n];
        int k = 0;
        for (int b : blocks) {
            List<Integer> inner = new ArrayList<>();
            for (int i = 0; i < group; i++) {
                inner.add(i);
            }
            Collections.shuffle(inner, rnd);
            for (int i : inner) {
                out[k++] = b * group + i;
            }
        }
        return out;
    }
}
