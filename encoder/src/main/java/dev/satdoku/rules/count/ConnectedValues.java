package dev.satdoku.rules.count;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encoding.connect.Graph;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Connected values: the cells holding any of the listed values form one orthogonally connected area,
 * which is not empty; with {@code size=K} it has exactly K cells (as ISS's ConnectedValues). The cells
 * are the grid's, or with {@code board=NAME} those of a board of extra cells (ISS's ConnectedValues over
 * a {@code .Var} board), whose neighbours are those inside the board.
 *
 * <p>Encoding: a membership literal per cell (its "holds v" literal, or their Tseitin disjunction
 * for several values), the connectivity encoding of the options ({@code ctx.connected}), one clause
 * for "not empty", and for a size the context's at-least/at-most cardinality helpers.
 *
 * @param values the values whose cells must connect (at least one)
 * @param size   the exact number of such cells, or 0 for any number
 * @param board  the board of extra cells the rule is about, or null for the grid
 * @param area   the board's cells in reading order (empty for the grid, whose cells come from the layout)
 */
public record ConnectedValues(SortedSet<Integer> values, int size, String board, List<Cell> area) implements Rule {

    public static final RuleType TYPE = RuleType.of("connectedvalues", List.of(), "connectedvalues VALUE... [size=K] [board=NAME]",
            "the cells holding the listed values form one connected area (not empty; K cells with size=K)", ConnectedValues::parse)
            .withReference("the grid cells holding any of the listed values form one non-empty orthogonally connected area; "
                    + "`size=K` also fixes how many cells that is; `board=NAME` asks it of a board of extra cells instead of the grid. "
                    + "`connectedvalues 1 2 size=9`");

    /** On the grid. */
    public ConnectedValues(SortedSet<Integer> values, int size) {
        this(values, size, null, List.of());
    }

    private static ConnectedValues parse(RuleArgs args) {
        SortedSet<Integer> values = new TreeSet<>();
        if (!args.hasMore()) {
            throw args.error("missing the values, like: connectedvalues 1 2");
        }
        while (args.hasMore()) {
            Token t = args.peek();
            int v = args.nextInt("a value");
            if (v < args.layout().minValue() || v > args.layout().maxValue()) {
                throw args.error(t, "value " + v + " is impossible here (must be " + args.layout().minValue() + ".."
                        + args.layout().maxValue() + ")");
            }
            if (!values.add(v)) {
                throw args.error(t, "value " + v + " is listed twice");
            }
        }
        String board = args.option("board", null);
        List<Cell> area = List.of();
        int cells = args.layout().cellCount();
        if (board != null) {
            area = args.extraCells().stream().map(x -> x.cell()).filter(c -> board.equals(c.board()))
                    .sorted(java.util.Comparator.comparingInt(Cell::boardRow).thenComparingInt(Cell::boardCol)).toList();
            if (area.isEmpty()) {
                throw args.error(args.optionToken("board"), "there is no board of extra cells named " + board
                        + " (lay extra cells out with: board " + board + " ROWSxCOLUMNS CELL...)");
            }
            for (Cell c : area) {
                var x = args.extraCells().stream().filter(e -> e.name().equals(c.name())).findFirst().orElseThrow();
                if (x.min() < args.layout().minValue() || x.max() > args.layout().maxValue()) {
                    throw args.error(args.optionToken("board"), "extra cell " + x.name() + " of board " + board + " holds " + x.min() + ".."
                            + x.max() + ", beyond the grid's values " + args.layout().minValue() + ".." + args.layout().maxValue());
                }
            }
            cells = area.size();
        }
        int size = args.intOption("size", 0);
        if (args.hasOption("size") && (size < 1 || size > cells)) {
            throw args.error(args.optionToken("size"), "size " + size + " is impossible here (must be 1.." + cells + ")");
        }
        return new ConnectedValues(values, size, board, area);
    }

    public ConnectedValues {
        values = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(values));
        area = List.copyOf(area);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("connectedvalues needs at least one value");
        }
        if (size < 0) {
            throw new IllegalArgumentException("connectedvalues size must be positive, found " + size);
        }
        if ((board == null) != area.isEmpty()) {
            throw new IllegalArgumentException("connectedvalues over a board names the board and its cells");
        }
        for (Cell c : area) {
            if (!board.equals(c.board())) {
                throw new IllegalArgumentException(c + " is not on board " + board);
            }
        }
    }

    @Override
    public String keyword() {
        return "connectedvalues";
    }

    /** The cells the rule is about: the grid's in reading order, or the board's. */
    private List<Cell> cells(dev.satdoku.model.Layout layout) {
        if (board != null) {
            return area;
        }
        List<Cell> grid = new ArrayList<>();
        for (int r = 0; r < layout.rows(); r++) {
            for (int c = 0; c < layout.cols(); c++) {
                grid.add(new Cell(r, c));
            }
        }
        return grid;
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<Cell> cells = cells(ctx.layout());
        int[] member = new int[cells.size()];
        int[][] adjacent = new int[cells.size()][];
        for (int i = 0; i < cells.size(); i++) {
            Cell cell = cells.get(i);
            var x = ctx.cell(cell);
            int[] holds = values.stream().mapToInt(x::eq).toArray();
            member[i] = holds.length == 1 ? holds[0] : ctx.or("connectedvalues " + values + ": " + cell, holds);
            adjacent[i] = neighbours(cells, i);
        }
        ctx.connected(new Graph(adjacent), member, "connectedvalues " + values);
        ctx.clause(member);
        if (size > 0) {
            ctx.atLeastK(member, size);
            ctx.atMostK(member, size);
        }
    }

    /**
     * The indices of the cells touching cell i (Cell's own adjacency, on the grid or inside a board), in
     * the order down, up, right, left, so the grid's graph is the one it always was.
     */
    private static int[] neighbours(List<Cell> cells, int i) {
        Cell cell = cells.get(i);
        List<Integer> next = new ArrayList<>();
        for (int j = 0; j < cells.size(); j++) {
            if (cell.isOrthogonallyAdjacent(cells.get(j))) {
                next.add(j);
            }
        }
        next.sort(java.util.Comparator.comparingInt(j -> direction(cell, cells.get(j))));
        return next.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int direction(Cell from, Cell to) {
        int dr = from.isOnBoard() ? to.boardRow() - from.boardRow() : to.row() - from.row();
        int dc = from.isOnBoard() ? to.boardCol() - from.boardCol() : to.col() - from.col();
        return dr == 1 ? 0 : dr == -1 ? 1 : dc == 1 ? 2 : 3;
    }

    @Override
    public String violation(Solution s) {
        // A plain flood fill over the cells' own adjacency, from the digits; nothing shared with the clauses.
        List<Cell> inside = new ArrayList<>();
        for (Cell c : cells(s.layout())) {
            if (values.contains(s.digit(c))) {
                inside.add(c);
            }
        }
        if (inside.isEmpty()) {
            return "no cell" + (board != null ? " of board " + board : "") + " holds " + describe();
        }
        if (size > 0 && inside.size() != size) {
            return inside.size() + " cells hold " + describe() + ", but size=" + size;
        }
        java.util.Set<Cell> reached = new java.util.HashSet<>(List.of(inside.get(0)));
        Deque<Cell> todo = new ArrayDeque<>(reached);
        while (!todo.isEmpty()) {
            Cell c = todo.pop();
            for (Cell next : inside) {
                if (c.isOrthogonallyAdjacent(next) && reached.add(next)) {
                    todo.push(next);
                }
            }
        }
        if (reached.size() != inside.size()) {
            Cell apart = inside.stream().filter(c -> !reached.contains(c)).findFirst().orElseThrow();
            return "the cells holding " + describe() + " are not connected: " + inside.get(0) + " and " + apart + " are apart";
        }
        return null;
    }

    private String describe() {
        return values.size() == 1 ? Integer.toString(values.first())
                : values.stream().map(String::valueOf).collect(Collectors.joining(", ", "any of ", ""));
    }

    @Override
    public String toNative() {
        return "connectedvalues " + values.stream().map(String::valueOf).collect(Collectors.joining(" "))
                + (size > 0 ? " size=" + size : "") + (board != null ? " board=" + board : "");
    }
}
