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
 * Connected values: the grid cells holding any of the listed values form one orthogonally connected
 * area, which is not empty; with {@code size=K} it has exactly K cells (as ISS's ConnectedValues).
 *
 * <p>Encoding: a membership literal per cell (its "holds v" literal, or their Tseitin disjunction
 * for several values), the connectivity encoding of the options ({@code ctx.connected}), one clause
 * for "not empty", and for a size the context's at-least/at-most cardinality helpers.
 *
 * @param values the values whose cells must connect (at least one)
 * @param size   the exact number of such cells, or 0 for any number
 */
public record ConnectedValues(SortedSet<Integer> values, int size) implements Rule {

    public static final RuleType TYPE = RuleType.of("connectedvalues", List.of(), "connectedvalues VALUE... [size=K]",
            "the cells holding the listed values form one connected area (not empty; K cells with size=K)", ConnectedValues::parse)
            .withReference("the grid cells holding any of the listed values form one non-empty orthogonally connected area; "
                    + "`size=K` also fixes how many cells that is. `connectedvalues 1 2 size=9`");

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
        int cells = args.layout().cellCount();
        int size = args.intOption("size", 0);
        if (args.hasOption("size") && (size < 1 || size > cells)) {
            throw args.error(args.optionToken("size"), "size " + size + " is impossible here (must be 1.." + cells + ")");
        }
        return new ConnectedValues(values, size);
    }

    public ConnectedValues {
        values = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(values));
        if (values.isEmpty()) {
            throw new IllegalArgumentException("connectedvalues needs at least one value");
        }
        if (size < 0) {
            throw new IllegalArgumentException("connectedvalues size must be positive, found " + size);
        }
    }

    @Override
    public String keyword() {
        return "connectedvalues";
    }

    @Override
    public void encode(EncodingContext ctx) {
        int rows = ctx.layout().rows();
        int cols = ctx.layout().cols();
        int[] member = new int[rows * cols];
        int[][] adjacent = new int[rows * cols][];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                Cell cell = new Cell(r, c);
                var x = ctx.cell(cell);
                int[] holds = values.stream().mapToInt(x::eq).toArray();
                member[r * cols + c] = holds.length == 1 ? holds[0] : ctx.or("connectedvalues " + values + ": " + cell, holds);
                List<Integer> next = new ArrayList<>();
                for (int[] d : STEPS) {
                    int rr = r + d[0];
                    int cc = c + d[1];
                    if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) {
                        next.add(rr * cols + cc);
                    }
                }
                adjacent[r * cols + c] = next.stream().mapToInt(Integer::intValue).toArray();
            }
        }
        ctx.connected(new Graph(adjacent), member, "connectedvalues " + values);
        ctx.clause(member);
        if (size > 0) {
            ctx.atLeastK(member, size);
            ctx.atMostK(member, size);
        }
    }

    private static final int[][] STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    @Override
    public String violation(Solution s) {
        // A plain flood fill over the grid, from the words; nothing shared with the clauses.
        int rows = s.layout().rows();
        int cols = s.layout().cols();
        List<Cell> inside = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (values.contains(s.digit(new Cell(r, c)))) {
                    inside.add(new Cell(r, c));
                }
            }
        }
        if (inside.isEmpty()) {
            return "no cell holds " + describe();
        }
        if (size > 0 && inside.size() != size) {
            return inside.size() + " cells hold " + describe() + ", but size=" + size;
        }
        java.util.Set<Cell> reached = new java.util.HashSet<>(List.of(inside.get(0)));
        Deque<Cell> todo = new ArrayDeque<>(reached);
        while (!todo.isEmpty()) {
            Cell c = todo.pop();
            for (Cell next : List.of(c.plus(1, 0), c.plus(-1, 0), c.plus(0, 1), c.plus(0, -1))) {
                boolean onGrid = next.row() >= 0 && next.row() < rows && next.col() >= 0 && next.col() < cols;
                if (onGrid && values.contains(s.digit(next)) && reached.add(next)) {
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
                + (size > 0 ? " size=" + size : "");
    }
}
