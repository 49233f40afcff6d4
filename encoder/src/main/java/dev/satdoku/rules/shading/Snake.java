package dev.satdoku.rules.shading;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encoding.connect.Graph;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.List;

/**
 * A snake (a one-cell-wide path) of shaded cells: the shaded cells are orthogonally connected, there
 * is at least one, every shaded cell has at most two shaded orthogonal neighbours, and at least one
 * has fewer than two (so they form a path, not a loop). Counting every shaded neighbour means the
 * snake never touches itself orthogonally. {@code from} and {@code to}, when given, are shaded ends
 * of the snake (at most one shaded neighbour).
 *
 * <p>Encoding: per cell, "shaded implies at most two shaded neighbours" (the cardinality encoding
 * guarded by the cell's literal); connectivity by the options' connectivity encoding; an end is a
 * shaded cell with at most one shaded neighbour: a given end states that directly, otherwise one
 * auxiliary "is an end" literal per cell, each implying exactly that, and a clause that one of them
 * is true (a loop has no such cell).
 *
 * @param from a shaded end, or null
 * @param to   another shaded end, or null
 */
public record Snake(Cell from, Cell to) implements Rule {

    public static final RuleType TYPE = RuleType.of("snake", List.of(), "snake [from CELL] [to CELL]",
            "the shaded cells form one path of orthogonally adjacent cells that does not touch itself", Snake::parse)
            .withReference("the shaded cells form one snake: at least one cell, orthogonally connected, every shaded cell "
                    + "with at most two shaded orthogonal neighbours and not all with two (a path, not a loop; it never "
                    + "touches itself orthogonally). `from` and `to` name cells that are ends of the snake. Connectivity "
                    + "by `--connectivity`; combine with `if ... shaded` rules for what the snake means for digits");

    public Snake {
        if (from != null && from.equals(to)) {
            throw new IllegalArgumentException("a snake's two ends are different cells: " + from + " twice");
        }
    }

    private static Snake parse(RuleArgs args) {
        Cell from = null;
        Cell to = null;
        while (args.hasMore()) {
            String word = args.nextWord("from or to", "from", "to");
            Cell cell = args.nextCell("the end cell");
            if (word.equals("from")) {
                if (from != null) {
                    throw args.error("'from' given twice");
                }
                from = cell;
            } else {
                if (to != null) {
                    throw args.error("'to' given twice");
                }
                to = cell;
            }
        }
        args.done();
        if (from != null && from.equals(to)) {
            throw args.error("a snake's two ends are different cells: " + from + " twice");
        }
        return new Snake(from, to);
    }

    @Override
    public String keyword() {
        return "snake";
    }

    @Override
    public String unsupportedOn(Layout layout) {
        for (Cell end : ends()) {
            if (!layout.contains(end)) {
                return "the snake's end " + end + " is outside the grid";
            }
        }
        return null;
    }

    private List<Cell> ends() {
        List<Cell> out = new ArrayList<>(2);
        if (from != null) {
            out.add(from);
        }
        if (to != null) {
            out.add(to);
        }
        return out;
    }

    @Override
    public void encode(EncodingContext ctx) {
        int n = ctx.layout().cols();
        Graph grid = Graph.grid(ctx.layout().rows(), n);
        int[] shaded = ShadedGrid.literals(ctx);
        for (int i = 0; i < shaded.length; i++) {
            int[] around = ShadedGrid.neighbours(grid, shaded, i);
            if (around.length > 2) {
                ctx.guarded(shaded[i], () -> ctx.atMostK(around, 2));
            }
        }
        List<Cell> ends = ends();
        for (Cell end : ends) {
            int i = end.index(n);
            ctx.clause(shaded[i]);
            ctx.guarded(shaded[i], () -> ctx.atMostOne(ShadedGrid.neighbours(grid, shaded, i)));
        }
        if (ends.isEmpty()) {
            int[] isEnd = new int[shaded.length];
            for (int i = 0; i < shaded.length; i++) {
                int e = ctx.newVar("snake end " + Cell.ofIndex(i, n));
                isEnd[i] = e;
                ctx.implies(e, shaded[i]);
                int[] around = ShadedGrid.neighbours(grid, shaded, i);
                ctx.guarded(e, () -> ctx.atMostOne(around));
            }
            ctx.clause(isEnd);
        }
        ctx.connected(grid, shaded, "snake");
    }

    @Override
    public String violation(Solution s) {
        String broken = ShadedPaths.notOnePiece(s, "snake");
        if (broken != null) {
            return broken;
        }
        boolean hasEnd = false;
        for (int i = 0; i < s.layout().cellCount(); i++) {
            Cell c = Cell.ofIndex(i, s.layout().cols());
            if (!s.shaded(c)) {
                continue;
            }
            int count = ShadedPaths.shadedNeighbours(s, c);
            if (count > 2) {
                return "the snake branches or touches itself at " + c + " (" + count + " shaded neighbours)";
            }
            hasEnd |= count < 2;
        }
        if (!hasEnd) {
            return "the shaded cells form a loop, not a snake";
        }
        for (Cell end : ends()) {
            if (!s.shaded(end) || ShadedPaths.shadedNeighbours(s, end) > 1) {
                return "the snake does not end at " + end;
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "snake" + (from == null ? "" : " from " + from) + (to == null ? "" : " to " + to);
    }
}
