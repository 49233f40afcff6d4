package dev.satdoku.rules.pair;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * The border between two orthogonally adjacent cells, unordered (first cell in reading order), so a
 * dot written {@code r1c2 r1c1} and a scan visiting {@code r1c1 r1c2} name the same edge.
 */
public record Edge(Cell first, Cell second) {

    public static Edge of(Cell a, Cell b) {
        return a.compareTo(b) <= 0 ? new Edge(a, b) : new Edge(b, a);
    }

    /** Every edge of an R x C grid: each cell with its right and its lower neighbour. */
    public static List<Edge> all(int rows, int cols) {
        List<Edge> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (c + 1 < cols) {
                    out.add(new Edge(new Cell(r, c), new Cell(r, c + 1)));
                }
                if (r + 1 < rows) {
                    out.add(new Edge(new Cell(r, c), new Cell(r + 1, c)));
                }
            }
        }
        return out;
    }
}
