package dev.satdoku.render;

import dev.satdoku.model.Cell;
import java.util.List;

/**
 * Where cells are in the picture: a grid of {@code rows} x {@code cols} cells of {@code cell} units, its
 * top left corner at {@code origin}. Cells just outside the grid (row -1 or R, column -1 or C, where
 * outside clues sit) have positions too. The puzzle's extra cells, which have no place on the grid,
 * are drawn as a row of boxes below it (after the row of outside clues), in the order declared,
 * wrapping at the grid's width, so lines and marks through them have somewhere to go.
 *
 * @param extras the names of the puzzle's extra cells, in the order declared
 */
public record Geometry(int rows, int cols, double cell, Point origin, List<String> extras) {

    public Geometry {
        extras = List.copyOf(extras);
    }

    /** A grid without extra cells. */
    public Geometry(int rows, int cols, double cell, Point origin) {
        this(rows, cols, cell, origin, List.of());
    }

    /** How many rows of boxes the extra cells take below the grid. */
    public int extraRows() {
        return (extras.size() + cols - 1) / cols;
    }

    /** The top-left corner of a cell's square: a grid position, or an extra cell's box. */
    public Point topLeft(Cell c) {
        if (c.isExtra()) {
            int k = extras.indexOf(c.name());
            if (k < 0) {
                throw new IllegalArgumentException("extra cell " + c.name() + " is not declared by the puzzle drawn");
            }
            return corner(rows + 1 + k / cols, k % cols);
        }
        return corner(c.row(), c.col());
    }

    /** The top-left corner of the grid line crossing at row line {@code row}, column line {@code col} (0..N). */
    public Point corner(int row, int col) {
        return new Point(origin.x() + col * cell, origin.y() + row * cell);
    }

    public Point center(Cell c) {
        Point corner = topLeft(c);
        return new Point(corner.x() + 0.5 * cell, corner.y() + 0.5 * cell);
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
