package dev.satdoku.model;

/**
 * A cell position, 0-based internally. Written as {@code r<row>c<col>} with 1-based numbers, the
 * notation used by setters and by every puzzle site. Positions just outside the grid (row or column
 * 0, R+1 or C+1 in 1-based terms) are representable because outside clues (sandwiches, little killers)
 * are anchored there.
 */
public record Cell(int row, int col) implements Comparable<Cell> {

    public static Cell of1(int row1, int col1) {
        return new Cell(row1 - 1, col1 - 1);
    }

    /** The cell at a row-major index of a grid with {@code cols} columns. */
    public static Cell ofIndex(int index, int cols) {
        return new Cell(index / cols, index % cols);
    }

    /** Row-major index in a grid with {@code cols} columns. */
    public int index(int cols) {
        return row * cols + col;
    }

    public boolean inside(int rows, int cols) {
        return row >= 0 && col >= 0 && row < rows && col < cols;
    }

    public Cell plus(int dRow, int dCol) {
        return new Cell(row + dRow, col + dCol);
    }

    /** Orthogonal neighbours (sharing an edge). */
    public boolean isOrthogonallyAdjacent(Cell other) {
        return Math.abs(row - other.row) + Math.abs(col - other.col) == 1;
    }

    /** King-move neighbours (sharing an edge or a corner). */
    public boolean isKingAdjacent(Cell other) {
        return !equals(other) && Math.abs(row - other.row) <= 1 && Math.abs(col - other.col) <= 1;
    }

    @Override
    public int compareTo(Cell o) {
        return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
    }

    @Override
    public String toString() {
        return "r" + (row + 1) + "c" + (col + 1);
    }
}
