package dev.satdoku.encode;

import dev.satdoku.encoding.SequentialCardinality;
import dev.satdoku.encoding.connect.Graph;
import dev.satdoku.encoding.connect.RegionNaming;
import dev.satdoku.encoding.connect.RegionSizes;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import java.util.Arrays;

/**
 * "The grid divides into orthogonally connected regions of {@code size} cells, each holding distinct
 * values", for regions found while solving, by the naming {@code --chaos-regions} chooses (see
 * {@link RegionNaming}). Reached through {@link Shapes#chaosRegions}.
 */
final class ChaosPartition {

    private ChaosPartition() {
    }

    static void encode(Shapes ctx, int size) {
        EncodingState state = ctx.state();
        if (state.options.chaosRegions() == RegionNaming.ROOTS) {
            byRoots(ctx, state, size);
        } else {
            byLabels(ctx, state, size);
        }
    }

    /**
     * A region label 1..R per cell; labels in canonical order (a label's first cell in reading order
     * comes after the first cell of the label before it, the first cell has label 1), so each
     * partition has exactly one labelling; {@code size} cells per label (a cardinality as --chaos-sizes
     * says: exactly, at most, or none where the values fix it); per label and value at
     * most one cell (exactly one, as a sequential counter, when the size equals the number of values);
     * each label's cells connected over the whole grid.
     */
    private static void byLabels(Shapes ctx, EncodingState state, int size) {
        Layout layout = state.layout;
        int rows = layout.rows();
        int cols = layout.cols();
        int cellCount = rows * cols;
        int count = cellCount / size;
        IntVar[] label = new IntVar[cellCount];
        for (int i = 0; i < cellCount; i++) {
            label[i] = state.regionLabel(new Cell(i / cols, i % cols), count);
        }
        // Canonical labels: used[i][k] = some cell 0..i has label k (defined both ways); a cell may take
        // label k > 1 only once label k-1 was used before it. The first cell has label 1.
        ctx.clause(label[0].eq(1));
        int[][] used = new int[cellCount][count + 1];
        for (int i = 0; i < cellCount; i++) {
            for (int k = 1; k < count; k++) {
                int lit = ctx.newVar("chaos label " + k + " used by cell " + (i + 1));
                used[i][k] = lit;
                ctx.clause(-label[i].eq(k), lit);
                if (i == 0) {
                    ctx.clause(-lit, label[i].eq(k));
                } else {
                    ctx.clause(-used[i - 1][k], lit);
                    ctx.clause(-lit, used[i - 1][k], label[i].eq(k));
                }
            }
            if (i > 0) {
                for (int k = 2; k <= count; k++) {
                    ctx.clause(-label[i].eq(k), used[i - 1][k - 1]);
                }
            }
        }
        // Sizes and distinct values per region.
        int minValue = layout.minValue();
        int maxValue = layout.maxValue();
        boolean allValues = size == layout.valueCount();
        RegionSizes sizes = allValues ? state.options.chaosSizes() : RegionSizes.EXACTLY;
        Graph grid = Graph.grid(rows, cols);
        for (int k = 1; k <= count; k++) {
            int[] members = new int[cellCount];
            for (int i = 0; i < cellCount; i++) {
                members[i] = label[i].eq(k);
            }
            if (sizes == RegionSizes.EXACTLY) {
                ctx.exactlyK(members, size);
            } else if (sizes == RegionSizes.AT_MOST) {
                ctx.atMostK(members, size);
            }
            for (int v = minValue; v <= maxValue; v++) {
                int[] holds = new int[cellCount];
                for (int i = 0; i < cellCount; i++) {
                    IntVar digit = state.cell(new Cell(i / cols, i % cols));
                    holds[i] = ctx.and("chaos region " + k + " holds " + v + " at cell " + (i + 1), members[i], digit.eq(v));
                }
                if (allValues) {
                    // A cardinality (sequential counter, linear in the cells) rather than exactly-one: over
                    // all the grid's cells a pairwise at-most-one would be most of the CNF.
                    ctx.exactlyK(holds, 1);
                } else {
                    ctx.atMostOne(holds);
                }
            }
            // At most `size` members: distances from the root stay below size, which the encodings use.
            ctx.connected(grid, members, size, "chaos region " + k);
        }
    }

    /**
     * Per root j (see {@link RegionRoots}), over the cells of its reach: {@code size} cells when j is a
     * root (a cardinality as --chaos-sizes says), none otherwise; per value at most one cell (exactly
     * one when j is a root and the size equals the number of values); the cells connected from j.
     * Exactly R roots in all (implied by the sizes; it lets propagation count the regions still to
     * place).
     */
    private static void byRoots(Shapes ctx, EncodingState state, int size) {
        Layout layout = state.layout;
        int cellCount = layout.cellCount();
        int count = cellCount / size;
        RegionRoots roots = state.regionRoots(count);
        Graph grid = Graph.grid(layout.rows(), layout.cols());
        int minValue = layout.minValue();
        int maxValue = layout.maxValue();
        boolean allValues = size == layout.valueCount();
        RegionSizes sizes = allValues ? state.options.chaosSizes() : RegionSizes.EXACTLY;
        int[] isRoot = new int[cellCount];
        for (int j = 0; j < cellCount; j++) {
            int[] cells = roots.reach[j];
            int[] members = roots.in[j];
            int root = members[0];
            isRoot[j] = root;
            String name = "chaos region rooted at " + layout.cellAt(j);
            if (cells.length < size) {
                ctx.clause(-root);
                continue;
            }
            int[] others = Arrays.copyOfRange(members, 1, members.length);
            if (sizes == RegionSizes.EXACTLY) {
                // The members besides the root, plus size-1 copies of "j is no root": size-1 of them are
                // true either way (a cell of j's region makes j a root).
                int[] sized = Arrays.copyOf(others, others.length + size - 1);
                Arrays.fill(sized, others.length, sized.length, -root);
                ctx.exactlyK(sized, size - 1);
            } else if (sizes == RegionSizes.AT_MOST) {
                ctx.atMostK(others, size - 1);
            }
            for (int v = minValue; v <= maxValue; v++) {
                int[] holds = new int[cells.length + (allValues ? 1 : 0)];
                for (int t = 0; t < cells.length; t++) {
                    IntVar digit = state.cell(layout.cellAt(cells[t]));
                    holds[t] = ctx.and(name + " holds " + v + " at " + layout.cellAt(cells[t]), members[t], digit.eq(v));
                }
                if (allValues) {
                    // One cell holds v, or j is no root.
                    holds[cells.length] = -root;
                    ctx.exactlyK(holds, 1);
                } else {
                    // A counter rather than the options' at-most-one: the reach has dozens of cells.
                    SequentialCardinality.atMost(holds, 1, ctx, ctx.family());
                }
            }
            ctx.connectedFromFirst(roots.reachGraph(grid, j), members, size, name);
        }
        ctx.exactlyK(isRoot, count);
    }
}
