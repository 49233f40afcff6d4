package dev.satdoku.render;

import dev.satdoku.model.Cell;

/**
 * Where cells are in the picture: a grid of {@code rows} x {@code cols} cells of {@code cell} units, its
 * top left corner at {@code origin}. Cells just outside the grid (row -1 or R, column -1 or C, where
 * outside clues sit) have positions too.
 */
public record Geometry(int rows, int cols, double cell, Point origin) {

    /** The top-left corner of the grid line crossing at row line {@code row}, column line {@code col} (0..N). */
    public Point corner(int row, int col) {
        return new Point(origin.x() + col * cell, origin.y() + row * cell);
    }

    public Point center(Cell c) {
        return new Point(origin.x() + (c.col() + 0.5) * cell, origin.y() + (c.row() + 0.5) * cell);
    }

    /** The middle of the edge two orthogonally adjacent cells share. */
    public Point edge(Cell a, Cell b) {
        return center(a).towards(center(b), 0.5);
    }

    /** The point where the four cells of the 2x2 block at {@code topLeft} meet. */
    public Point junction(Cell topLeft) {
        return corner(topLeft.row() + 1, topLeft.col() + 1);
    }

    /** A length as a fraction of a cell. */
    public double of(double fraction) {
        return cell * fraction;
    }

    public double width() {
        return cols * cell;
    }

    public double height() {
        return rows * cell;
    }
}
