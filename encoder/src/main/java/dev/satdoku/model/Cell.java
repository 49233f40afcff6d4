package dev.satdoku.model;

/**
 * A cell of a puzzle: a position of the grid, 0-based internally and written {@code r<row>c<col>}
 * with 1-based numbers (the notation of setters and puzzle sites), or an extra cell (see below).
 * Positions just outside the grid (row or column 0, R+1 or C+1 in 1-based terms) are representable
 * because outside clues (sandwiches, little killers) are anchored there.
 *
 * <p>An extra cell ({@link #extra}) is a cell a puzzle declares outside the grid, known by its name
 * (a letter standing for a digit, a cage total, a board of cells beside the grid). It holds one value
 * like any cell, and every rule that takes cells takes it, but it has no place: it lies in no row,
 * column, box or region, touches no other cell, and asking for its row or column is an error (so a
 * rule that needs geometry refuses it loudly instead of reading a made-up position). Two extra cells
 * are the same cell when they have the same name.
 *
 * <p>Extra cells may be laid out on a board of their own ({@link #onBoard}: ISS's {@code .Var} boards,
 * a board beside the grid). Such a cell has a row and a column inside its board and touches the cells
 * of the same board exactly as grid cells touch each other, never a cell of another board or of the
 * grid; its grid row and column stay undefined. Its place does not change which cell it is: equality
 * is still by name.
 *
 * @param name  the extra cell's name; null for a grid position
 * @param board the board an extra cell lies on, or null (a grid position, or an extra cell with no place);
 *              {@code row} and {@code col} are then its 0-based place inside that board
 */
public record Cell(int row, int col, String name, String board) implements Comparable<Cell> {

    /**
     * A grid position, 0-based: {@code new Cell(0, 0)} is r1c1. Code that names cells as setters write them
     * uses {@link #of(String)} or {@link #at(int, int)}, which count from 1.
     */
    public Cell(int row, int col) {
        this(row, col, null, null);
    }

    /** The cell written {@code r<row>c<col>}, 1-based as in puzzle files: {@code Cell.of("r1c1")} is the top left cell. */
    public static Cell of(String name) {
        String s = java.util.Objects.requireNonNull(name, "name").strip().toLowerCase(java.util.Locale.ROOT);
        java.util.regex.Matcher m = CELL_NAME.matcher(s);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + name + "' is not a cell: write r<row>c<col>, 1-based, e.g. r1c1");
        }
        return at(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    /** The cell in row {@code row} and column {@code col}, both 1-based: {@code Cell.at(1, 1)} is r1c1. */
    public static Cell at(int row, int col) {
        if (row < 1 || col < 1) {
            throw new IllegalArgumentException("rows and columns count from 1: r" + row + "c" + col + " is no cell");
        }
        return new Cell(row - 1, col - 1);
    }

    private static final java.util.regex.Pattern CELL_NAME = java.util.regex.Pattern.compile("r(\\d{1,4})c(\\d{1,4})");

    public Cell {
        if (board != null && name == null) {
            throw new IllegalArgumentException("only an extra cell lies on a board of its own");
        }
        if (board != null && (row < 0 || col < 0)) {
            throw new IllegalArgumentException("extra cell " + name + " at " + row + "," + col + " is outside its board " + board);
        }
        if (name != null && board == null && (row != 0 || col != 0)) {
            throw new IllegalArgumentException("an extra cell has no position, found " + name + " at " + row + "," + col);
        }
    }

    /** The extra cell with this name at a 0-based row and column of the board it lies on. */
    public static Cell onBoard(String name, String board, int row, int col) {
        if (name == null || name.isEmpty() || board == null || board.isEmpty()) {
            throw new IllegalArgumentException("a cell on a board needs a name and the board's name");
        }
        return new Cell(row, col, name, board);
    }

    /** True for an extra cell laid out on a board of its own (see the class comment). */
    public boolean isOnBoard() {
        return board != null;
    }

    /** The 0-based row of an extra cell inside its board. */
    public int boardRow() {
        if (board == null) {
            throw new NoPlaceException(this + " lies on no board of extra cells");
        }
        return row;
    }

    /** The 0-based column of an extra cell inside its board. */
    public int boardCol() {
        if (board == null) {
            throw new NoPlaceException(this + " lies on no board of extra cells");
        }
        return col;
    }

    /** Extra cells are the same cell when they have the same name, whatever place a reference carries. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Cell c)) {
            return false;
        }
        if (name != null || c.name != null) {
            return java.util.Objects.equals(name, c.name);
        }
        return row == c.row && col == c.col;
    }

    /** The hash a record of (row, column, name) had, so hashed collections keep the order they always had. */
    @Override
    public int hashCode() {
        return name != null ? name.hashCode() : (row * 31 + col) * 31;
    }

    /** The extra cell with this name: outside the grid's geometry, told apart from others by its name. */
    public static Cell extra(String name) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("an extra cell needs a name");
        }
        return new Cell(0, 0, name, null);
    }

    public static Cell of1(int row1, int col1) {
        return new Cell(row1 - 1, col1 - 1);
    }

    /** The cell at a row-major index of a grid with {@code cols} columns. */
    public static Cell ofIndex(int index, int cols) {
        return new Cell(index / cols, index % cols);
    }

    /** True for a cell declared outside the grid (see the class comment). */
    public boolean isExtra() {
        return name != null;
    }

    /** The 0-based row; an extra cell has none. */
    @Override
    public int row() {
        if (name != null) {
            throw noPlace("row");
        }
        return row;
    }

    /** The 0-based column; an extra cell has none. */
    @Override
    public int col() {
        if (name != null) {
            throw noPlace("column");
        }
        return col;
    }

    private NoPlaceException noPlace(String what) {
        return new NoPlaceException(name + " is an extra cell, outside the grid: it has no " + what);
    }

    /** Thrown when something asks an extra cell for its place on the grid, which it does not have. */
    public static final class NoPlaceException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        NoPlaceException(String message) {
            super(message);
        }
    }

    /** Row-major index in a grid with {@code cols} columns. */
    public int index(int cols) {
        return row() * cols + col();
    }

    /** True for a grid position of an R x C grid; never for an extra cell. */
    public boolean inside(int rows, int cols) {
        return name == null && row >= 0 && col >= 0 && row < rows && col < cols;
    }

    public Cell plus(int dRow, int dCol) {
        return new Cell(row() + dRow, col() + dCol);
    }

    /**
     * Orthogonal neighbours (sharing an edge): two grid cells, or two cells of the same board of extra
     * cells. An extra cell on no board has no neighbours.
     */
    public boolean isOrthogonallyAdjacent(Cell other) {
        return samePlane(other) && Math.abs(row - other.row) + Math.abs(col - other.col) == 1;
    }

    /** King-move neighbours (sharing an edge or a corner), on the grid or inside one board of extra cells. */
    public boolean isKingAdjacent(Cell other) {
        return samePlane(other) && !equals(other) && Math.abs(row - other.row) <= 1
                && Math.abs(col - other.col) <= 1;
    }

    /** Both on the grid, or both on the same board of extra cells: where rows and columns mean the same. */
    private boolean samePlane(Cell other) {
        return name == null ? other.name == null : board != null && board.equals(other.board);
    }

    /**
     * Whether {@code next} may follow this cell on a drawn line: the two touch (diagonally counts), or
     * one of them is an extra cell, which has no place to touch from (ISS's lines through extra cells
     * require nothing of the kind).
     */
    public boolean mayPrecedeOnLine(Cell next) {
        return name != null || next.name != null || isKingAdjacent(next);
    }

    /**
     * Whether a mark between two cells (a dot, an X or V, an inequality sign) may relate this cell and
     * {@code other}: they share an edge, or one of them is an extra cell, which has no edge for the
     * mark to sit on and is related all the same (ISS's reading).
     */
    public boolean mayShareMarkWith(Cell other) {
        return name != null || other.name != null || isOrthogonallyAdjacent(other);
    }

    /** Grid positions in reading order, then extra cells by name (a number ending a name counts as a number). */
    @Override
    public int compareTo(Cell o) {
        if (name == null || o.name == null) {
            if (name != null || o.name != null) {
                return name == null ? -1 : 1;
            }
            return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
        }
        return compareNames(name, o.name);
    }

    /** "VX2" before "VX10": a common stem is compared by its trailing number. */
    private static int compareNames(String a, String b) {
        int ea = a.length();
        while (ea > 0 && Character.isDigit(a.charAt(ea - 1))) {
            ea--;
        }
        int eb = b.length();
        while (eb > 0 && Character.isDigit(b.charAt(eb - 1))) {
            eb--;
        }
        String stemA = a.substring(0, ea);
        String stemB = b.substring(0, eb);
        if (stemA.equals(stemB) && ea < a.length() && eb < b.length() && a.length() - ea <= 9 && b.length() - eb <= 9) {
            int byNumber = Long.compare(Long.parseLong(a.substring(ea)), Long.parseLong(b.substring(eb)));
            if (byNumber != 0) {
                return byNumber;
            }
        }
        return a.compareTo(b);
    }

    @Override
    public String toString() {
        return name != null ? name : "r" + (row + 1) + "c" + (col + 1);
    }
}
