package dev.satdoku.render;

/** Paint order, back to front: what a layer holds is drawn over everything in the layers before it. */
public enum Layer {
    /** Cell shading: extra regions, windows, clones, indexer cells, solution shading. */
    SHADING,
    /** Lines and shapes under the grid lines: thermometers, coloured lines, arrows, odd/even marks, diagonals. */
    UNDERLAY,
    /** Cell lines, region borders, the outer border. */
    GRID,
    /** Killer cages and sums: dashed outlines with their totals. */
    CAGES,
    /** Marks on edges and corners: kropki dots, X and V, inequality signs, quadruple circles, min/max chevrons. */
    OVERLAY,
    /** Givens and solved digits. */
    DIGITS,
    /** Clues outside the grid. */
    OUTSIDE,
    /** Title, author and the legend. */
    TEXT
}
