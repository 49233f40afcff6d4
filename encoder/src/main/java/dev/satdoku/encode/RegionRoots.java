package dev.satdoku.encode;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.ClauseSink;
import dev.satdoku.encoding.SequentialCardinality;
import dev.satdoku.encoding.connect.Graph;
import dev.satdoku.model.Layout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Regions found while solving, each named by its root, its first cell in reading order
 * ({@code --chaos-regions roots}). A region of {@code size} cells is connected inside the cells from
 * its root on, so each of its cells lies within size-1 steps of the root through such cells: those
 * cells are the root's reach, and {@code in[j][t]} says "the t-th cell of root j's reach lies in the
 * region rooted at j" (t = 0 is j itself, so {@code in[j][0]} says "j is a root"). Every partition has
 * exactly one naming, as with canonical labels, so nothing is counted twice.
 *
 * <p>Definitions (they hold whichever rule is disabled): every cell has exactly one root among the
 * cells whose reach holds it, and a cell in j's region means j is a root. The partition's constraints
 * (sizes, distinct digits, connectivity) are {@link ChaosPartition}'s. Canonical labels 1..R for
 * clues that name them are derived on request: a counter of roots in reading order gives each root
 * its rank.
 */
final class RegionRoots {

    private final Layout layout;
    private final int size;
    private final int count;
    /** reach[j]: the cells of root j's reach, j first, then in reading order. */
    final int[][] reach;
    /** in[j][t]: cell reach[j][t] lies in the region rooted at j. */
    final int[][] in;
    /** Per cell, the roots whose reach holds it, and the literal of each. */
    private final int[][] rootsOf;
    private final int[][] litsOf;
    private IntVar[] labels;

    RegionRoots(EncodingState state, int count) {
        this.layout = state.layout;
        int n = layout.cellCount();
        this.size = n / count;
        this.count = count;
        Graph grid = Graph.grid(layout.rows(), layout.cols());
        reach = new int[n][];
        in = new int[n][];
        List<List<int[]>> byCell = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byCell.add(new ArrayList<>());
        }
        for (int j = 0; j < n; j++) {
            int[] cells = reach(grid, j, size - 1);
            String root = layout.cellAt(j).toString();
            reach[j] = cells;
            int base = state.vars.allocate(cells.length, offset -> layout.cellAt(cells[offset]) + " in the region rooted at " + root);
            in[j] = new int[reach[j].length];
            for (int t = 0; t < reach[j].length; t++) {
                in[j][t] = base + t;
                byCell.get(reach[j][t]).add(new int[] {j, base + t});
            }
        }
        rootsOf = new int[n][];
        litsOf = new int[n][];
        ClauseSink sink = state.unguarded;
        for (int i = 0; i < n; i++) {
            List<int[]> pairs = byCell.get(i);
            rootsOf[i] = pairs.stream().mapToInt(p -> p[0]).toArray();
            litsOf[i] = pairs.stream().mapToInt(p -> p[1]).toArray();
            SequentialCardinality.exactly(litsOf[i], 1, sink, layout.cellAt(i) + ":root");
        }
        for (int j = 0; j < n; j++) {
            for (int t = 1; t < in[j].length; t++) {
                sink.clause(-in[j][t], in[j][0]);
            }
        }
    }

    /**
     * The cells at most {@code steps} steps from {@code root} through cells not before it in reading
     * order: root first, then in reading order.
     */
    static int[] reach(Graph grid, int root, int steps) {
        int[] dist = grid.distances(root, w -> w > root);
        return IntStream.range(root, dist.length).filter(v -> dist[v] >= 0 && dist[v] <= steps).toArray();
    }

    int count() {
        return count;
    }

    /** The graph of root j's reach (node t is reach[j][t]), joined as in the grid. */
    Graph reachGraph(Graph grid, int j) {
        int[] cells = reach[j];
        int[] position = new int[grid.size()];
        Arrays.fill(position, -1);
        for (int t = 0; t < cells.length; t++) {
            position[cells[t]] = t;
        }
        int[][] adj = new int[cells.length][];
        for (int t = 0; t < cells.length; t++) {
            adj[t] = Arrays.stream(grid.neighbours(cells[t])).map(w -> position[w]).filter(p -> p >= 0).toArray();
        }
        return new Graph(adj);
    }

    /**
     * "Cells a and b share a region": given a's exactly one root, true exactly when b has the same.
     * No auxiliary beyond the literal itself.
     */
    void defineSame(int same, int a, int b, ClauseSink sink) {
        for (int x = 0; x < rootsOf[a].length; x++) {
            int j = rootsOf[a][x];
            int inA = litsOf[a][x];
            int inB = litOf(b, j);
            if (inB == Lits.FALSE) {
                sink.clause(-same, -inA);
            } else {
                sink.clause(-same, -inA, inB);
                sink.clause(same, -inA, -inB);
            }
        }
    }

    private int litOf(int cell, int root) {
        for (int x = 0; x < rootsOf[cell].length; x++) {
            if (rootsOf[cell][x] == root) {
                return litsOf[cell][x];
            }
        }
        return Lits.FALSE;
    }

    /**
     * Canonical labels 1..R (regions numbered in the reading order of their roots), made on first
     * request: {@code before[j][m]} = "at least m roots among the cells before j" (defined both ways),
     * and a cell whose root j has exactly k-1 roots before it has label k.
     */
    IntVar[] labels(EncodingState state) {
        if (labels != null) {
            return labels;
        }
        int n = layout.cellCount();
        ClauseSink sink = state.unguarded;
        int[][] before = new int[n + 1][count + 1];
        for (int j = 0; j <= n; j++) {
            before[j][0] = Lits.TRUE;
            for (int m = 1; m <= count; m++) {
                if (j == 0) {
                    before[j][m] = Lits.FALSE;
                } else {
                    int lit = state.vars.newVar("at least " + m + " region roots before cell " + j);
                    int prev = before[j - 1][m];
                    int root = in[j - 1][0];
                    int prevLess = before[j - 1][m - 1];
                    sink.clause(-prev, lit);
                    sink.clause(-root, -prevLess, lit);
                    sink.clause(-lit, prev, root);
                    sink.clause(-lit, prev, prevLess);
                    before[j][m] = lit;
                }
            }
        }
        labels = new IntVar[n];
        for (int i = 0; i < n; i++) {
            labels[i] = state.fresh(layout.cellAt(i) + ":region", 1, count);
            for (int x = 0; x < rootsOf[i].length; x++) {
                int j = rootsOf[i][x];
                for (int k = 1; k <= count; k++) {
                    int more = k < count ? before[j][k] : Lits.FALSE;
                    sink.clause(-litsOf[i][x], -before[j][k - 1], more, labels[i].eq(k));
                    // The converse (implied by the label's exactly-one): a cell's label bounds the
                    // number of roots before its root, so a clue on labels places roots.
                    sink.clause(-labels[i].eq(k), -litsOf[i][x], before[j][k - 1]);
                    sink.clause(-labels[i].eq(k), -litsOf[i][x], -more);
                }
            }
        }
        return labels;
    }

    /**
     * The canonical labels of a model: each cell's root read from the model (exactly one is true),
     * regions numbered in the order their roots appear.
     */
    int[] decode(java.util.function.IntPredicate isTrue) {
        int n = layout.cellCount();
        int[] label = new int[n];
        int[] byRoot = new int[n];
        int next = 0;
        for (int i = 0; i < n; i++) {
            int root = -1;
            for (int x = 0; x < rootsOf[i].length; x++) {
                if (isTrue.test(litsOf[i][x])) {
                    if (root >= 0) {
                        throw new DecodeException("two roots for the region of " + layout.cellAt(i));
                    }
                    root = rootsOf[i][x];
                }
            }
            if (root < 0) {
                throw new DecodeException("no root for the region of " + layout.cellAt(i));
            }
            if (byRoot[root] == 0) {
                byRoot[root] = ++next;
            }
            label[i] = byRoot[root];
        }
        return label;
    }
}
