package dev.satdoku.rules.shading;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encoding.connect.Graph;
import dev.satdoku.model.Cell;

/** The encoding side of the rules over the whole grid's shading (yin-yang, snake, loop): its literals and neighbourhoods. */
final class ShadedGrid {

    private ShadedGrid() {
    }

    /** Each cell's "shaded" literal, in reading order (the node order of {@link Graph#grid(int, int)}). */
    static int[] literals(EncodingContext ctx) {
        int n = ctx.layout().cols();
        int[] shaded = new int[ctx.layout().rows() * n];
        for (int i = 0; i < shaded.length; i++) {
            shaded[i] = ctx.shaded(Cell.ofIndex(i, n));
        }
        return shaded;
    }

    /** The shading literals of a node's neighbours. */
    static int[] neighbours(Graph grid, int[] shaded, int node) {
        int[] adj = grid.neighbours(node);
        int[] out = new int[adj.length];
        for (int k = 0; k < adj.length; k++) {
            out[k] = shaded[adj[k]];
        }
        return out;
    }
}
