package dev.satdoku.rules.count;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encoding.connect.Graph;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
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
    public SizeHint sizeHint(int n) {
        return SizeHint.overCells((long) n * n, n);
    }

    @Override
    public void encode(EncodingContext ctx) {
        int n = ctx.size();
        int[] member = new int[n * n];
        for (int i = 0; i < member.length; i++) {
            var x = ctx.cell(Cell.ofIndex(i, n));
            int[] holds = values.stream().mapToInt(x::eq).toArray();
            member[i] = holds.length == 1 ? holds[0] : ctx.or("connectedvalues " + values + ": " + Cell.ofIndex(i, n), holds);
        }
        ctx.connected(Graph.grid(n), member, "connectedvalues " + values);
        ctx.clause(member);
        if (size > 0) {
            ctx.atLeastK(member, size);
            ctx.atMostK(member, size);
        }
    }

    @Override
    public String violation(Solution s) {
        int n = s.size();
        List<Cell> inside = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (values.contains(s.digit(r, c))) {
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
        boolean[][] reached = new boolean[n][n];
        Deque<Cell> todo = new ArrayDeque<>(List.of(inside.get(0)));
        reached[inside.get(0).row()][inside.get(0).col()] = true;
        int count = 0;
        while (!todo.isEmpty()) {
            Cell c = todo.pop();
            count++;
            int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            for (int[] d : steps) {
                int r = c.row() + d[0];
                int k = c.col() + d[1];
                if (r >= 0 && r < n && k >= 0 && k < n && !reached[r][k] && values.contains(s.digit(r, k))) {
                    reached[r][k] = true;
                    todo.push(new Cell(r, k));
                }
            }
        }
        if (count != inside.size()) {
            Cell apart = inside.stream().filter(c -> !reached[c.row()][c.col()]).findFirst().orElseThrow();
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
