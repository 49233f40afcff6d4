package dev.satdoku.encoding.connect;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * An undirected graph over nodes 0..V-1 given by adjacency lists. Node order matters to the
 * connectivity encodings: the root of a connected set is its first member in this order.
 *
 * @param neighbours for each node, its neighbours
 */
public record Graph(int[][] neighbours) {

    public Graph {
        neighbours = neighbours.clone();
    }

    public int size() {
        return neighbours.length;
    }

    public int[] neighbours(int v) {
        return neighbours[v];
    }

    /**
     * Breadth-first distances from {@code from} through the nodes {@code through} admits (from itself
     * always); -1 for the nodes it cannot reach that way.
     */
    public int[] distances(int from, IntPredicate through) {
        int[] dist = new int[size()];
        Arrays.fill(dist, -1);
        dist[from] = 0;
        Deque<Integer> todo = new ArrayDeque<>();
        todo.add(from);
        while (!todo.isEmpty()) {
            int v = todo.poll();
            for (int w : neighbours[v]) {
                if (dist[w] < 0 && through.test(w)) {
                    dist[w] = dist[v] + 1;
                    todo.add(w);
                }
            }
        }
        return dist;
    }

    /** The cells of an n x n grid in reading order, joined when they share an edge. */
    public static Graph grid(int n) {
        return grid(n, n);
    }

    /** The orthogonal adjacency of an R x C grid, cells numbered row-major. */
    public static Graph grid(int rows, int n) {
        int[][] adj = new int[rows * n][];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < n; c++) {
                List<Integer> out = new ArrayList<>(4);
                if (r > 0) {
                    out.add((r - 1) * n + c);
                }
                if (c > 0) {
                    out.add(r * n + c - 1);
                }
                if (c + 1 < n) {
                    out.add(r * n + c + 1);
                }
                if (r + 1 < rows) {
                    out.add((r + 1) * n + c);
                }
                adj[r * n + c] = out.stream().mapToInt(Integer::intValue).toArray();
            }
        }
        return new Graph(adj);
    }
}
