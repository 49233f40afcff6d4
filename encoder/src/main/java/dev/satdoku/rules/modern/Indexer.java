package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Indexing cells. For a listed cell holding v:
 * <ul>
 * <li>column indexer: the cell in column c of row r holds v, so the cell (r, v) holds c ("the digit
 * in column c says in which column of the row the digit c lies");</li>
 * <li>row indexer: (r, c) = v, so (v, c) holds r;</li>
 * <li>box indexer: number the cells of each box 1..N in reading order (its positions); the cell at
 * position p holds v, so the cell at position v of the same box holds p. Needs regular boxes.</li>
 * </ul>
 * A row or column indexer's digit is a position 1..length of the row or column on every grid, as in
 * ISS's Indexing: a digit that is no position (0 on a 0-based grid, 8 or 9 on a 7-cell row holding
 * 1..9) breaks the rule, and so does an index that is no value of the grid (column 7 on a grid
 * holding 0..5). Encoding: one binary clause per listed cell and digit, "x = v implies target(v) =
 * index", a unit clause for a digit that is no position (the digit that points at the cell itself is
 * trivially consistent and emits nothing).
 *
 * @param kind  which index the digits give
 * @param cells the indexing cells
 */
public record Indexer(Kind kind, List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("indexer", List.of(), "indexer row|column|box CELLS",
            "column indexer: a digit v in column c of row r puts c at r,v; row: v at r,c puts r at v,c; box: v at position p puts p at position v of the box",
            Indexer::parse)
            .withReference("for each listed cell (r,c) holding v: column indexer, (r,v) holds c (the digit in column c "
                    + "says in which column of the row the digit c lies); row indexer, (v,c) holds r; box indexer, "
                    + "with a box's cells numbered 1..N in reading order, the cell at position v of the same box "
                    + "holds the listed cell's position (regular boxes of a 1..N square grid only); on other grids a "
                    + "digit that is no position of the row or column (0, or past its end) breaks the rule, as in ISS");

    private static Indexer parse(RuleArgs args) {
        Token at = args.peek();
        Kind kind = Kind.valueOf(args.nextWord("the indexer kind", "row", "column", "box").toUpperCase(Locale.ROOT));
        String why = unsupportedLayout(kind, args.layout());
        if (why != null) {
            throw args.error(at, why);
        }
        return new Indexer(kind, args.distinct(args.nextCells("the indexing cells"), "the cell list"));
    }

    /** What an indexing digit points to. */
    public enum Kind {
        ROW, COLUMN, BOX;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Indexer {
        cells = List.copyOf(cells);
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("indexer needs at least one cell");
        }
        if (cells.stream().distinct().count() != cells.size()) {
            throw new IllegalArgumentException("indexer uses a cell twice");
        }
    }

    /** Why this layout cannot carry the indexer, or null when it can. */
    static String unsupportedLayout(Kind kind, Layout layout) {
        return kind == Kind.BOX && layout.kind() != Layout.Kind.BOXES
                ? "box indexers need regular boxes (their cells are numbered in reading order); this grid is " + layout.describe()
                : null;
    }

    /**
     * A box indexer needs a classic grid (a box position per value); row and column indexers read any
     * grid, a digit that is no position of the row or column breaking the rule.
     */
    @Override
    public String unsupportedOn(Layout layout) {
        if (kind == Kind.BOX && !layout.isClassic()) {
            return "rule indexer (box) needs values 1.." + layout.boxHeight() * layout.boxWidth()
                    + " (one per cell of its box, on a 1..N square grid); this grid is " + layout.describe();
        }
        return null;
    }

    /** How many positions a digit may name: the row's cells, the column's, or the box's. */
    private int length(Layout layout) {
        return switch (kind) {
            case COLUMN -> layout.cols();
            case ROW -> layout.rows();
            case BOX -> layout.boxHeight() * layout.boxWidth();
        };
    }

    @Override
    public String keyword() {
        return "indexer";
    }

    /** The index the rule gives the cell: its column, row or box position, 1-based. */
    private int index(Cell c, Layout layout) {
        return switch (kind) {
            case COLUMN -> c.col() + 1;
            case ROW -> c.row() + 1;
            case BOX -> (c.row() % layout.boxHeight()) * layout.boxWidth() + c.col() % layout.boxWidth() + 1;
        };
    }

    /** The cell the digit v in c points to. */
    private Cell target(Cell c, int v, Layout layout) {
        return switch (kind) {
            case COLUMN -> new Cell(c.row(), v - 1);
            case ROW -> new Cell(v - 1, c.col());
            case BOX -> new Cell(c.row() - c.row() % layout.boxHeight() + (v - 1) / layout.boxWidth(),
                    c.col() - c.col() % layout.boxWidth() + (v - 1) % layout.boxWidth());
        };
    }

    private void requireLayout(Layout layout) {
        String why = unsupportedLayout(kind, layout);
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
    }

    @Override
    public void encode(EncodingContext ctx) {
        Layout layout = ctx.layout();
        requireLayout(layout);
        for (Cell c : cells) {
            IntVar x = ctx.cell(c);
            for (int v = layout.minValue(); v <= layout.maxValue(); v++) {
                if (v < 1 || v > length(layout)) {
                    ctx.clause(x.ne(v));
                    continue;
                }
                Cell t = target(c, v, layout);
                if (!t.equals(c)) {
                    ctx.clause(x.ne(v), ctx.cell(t).eq(index(c, layout)));
                }
            }
        }
    }

    /**
     * The check reads positions differently from the encoding (a box's cells listed in reading order
     * from the region map, rows and columns by plain coordinates), so a slip in one is not repeated
     * in the other.
     */
    @Override
    public String violation(Solution s) {
        Layout layout = s.layout();
        requireLayout(layout);
        for (Cell c : cells) {
            int v = s.digit(c);
            int positions = kind == Kind.COLUMN ? layout.cols() : kind == Kind.ROW ? layout.rows() : layout.boxHeight() * layout.boxWidth();
            if (v < 1 || v > positions) {
                return kind.word() + " indexer: " + c + "=" + v + " is no position among the " + positions + " cells of its " + kind.word();
            }
            Cell t;
            int want;
            switch (kind) {
                case COLUMN -> {
                    t = new Cell(c.row(), v - 1);
                    want = c.col() + 1;
                }
                case ROW -> {
                    t = new Cell(v - 1, c.col());
                    want = c.row() + 1;
                }
                default -> {
                    List<Cell> box = new ArrayList<>();
                    for (int i = 0; i < layout.cellCount(); i++) {
                        Cell other = layout.cellAt(i);
                        if (layout.regionOf(other) == layout.regionOf(c)) {
                            box.add(other);
                        }
                    }
                    t = box.get(v - 1);
                    want = box.indexOf(c) + 1;
                }
            }
            if (s.digit(t) != want) {
                return kind.word() + " indexer: " + c + "=" + v + " points to " + t + ", which holds " + s.digit(t) + " instead of " + want;
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "indexer " + kind.word() + " " + Lines.join(cells);
    }
}
