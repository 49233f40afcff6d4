package dev.satdoku.rules.shading;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encoding.connect.Graph;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * A loop of shaded cells: at least one cell is shaded, the shaded cells are orthogonally connected
 * and every one has exactly two shaded orthogonal neighbours (so the loop is one cell wide and never
 * touches itself orthogonally). With {@code nodiagonaltouch} it does not touch itself diagonally
 * either: two diagonally adjacent shaded cells share a shaded orthogonal neighbour (the loop turns
 * there).
 *
 * <p>Encoding: per cell, "shaded implies exactly two shaded neighbours" (cardinality guarded by the
 * cell's literal); one clause that some cell is shaded; connectivity by the options' connectivity
 * encoding; for no diagonal touch, per 2x2 block and diagonal, the clause "not both of the diagonal
 * shaded with both others unshaded".
 *
 * @param noDiagonalTouch whether the loop may not touch itself diagonally
 */
public record Loop(boolean noDiagonalTouch) implements Rule {

    public static final RuleType TYPE = RuleType.of("loop", List.of(), "loop [nodiagonaltouch]",
            "the shaded cells form one closed loop of orthogonally adjacent cells that does not touch itself", Loop::parse)
            .withReference("the shaded cells form one loop: at least one cell, orthogonally connected, every shaded cell "
                    + "with exactly two shaded orthogonal neighbours (one cell wide, never touching itself orthogonally); "
                    + "`nodiagonaltouch`: nor diagonally (two diagonally adjacent loop cells are a turn of the loop). "
                    + "Connectivity by `--connectivity`; combine with `if ... shaded` rules for what the loop means for digits");

    private static Loop parse(RuleArgs args) {
        boolean noTouch = false;
        if (args.hasMore()) {
            args.nextWord("an option", "nodiagonaltouch");
            noTouch = true;
        }
        args.done();
        return new Loop(noTouch);
    }

    @Override
    public String keyword() {
        return "loop";
    }

    @Override
    public void encode(EncodingContext ctx) {
        int rows = ctx.layout().rows();
        int n = ctx.layout().cols();
        Graph grid = Graph.grid(rows, n);
        int[] shaded = ShadedGrid.literals(ctx);
        for (int i = 0; i < shaded.length; i++) {
            int[] around = ShadedGrid.neighbours(grid, shaded, i);
            if (around.length < 2) {
                ctx.clause(-shaded[i]);
            } else {
                ctx.guarded(shaded[i], () -> ctx.exactlyK(around, 2));
            }
        }
        ctx.clause(shaded);
        if (noDiagonalTouch) {
            for (int r = 0; r + 1 < rows; r++) {
                for (int c = 0; c + 1 < n; c++) {
                    int a = shaded[r * n + c];
                    int b = shaded[r * n + c + 1];
                    int d = shaded[(r + 1) * n + c];
                    int e = shaded[(r + 1) * n + c + 1];
                    ctx.clause(-a, -e, b, d);
                    ctx.clause(-b, -d, a, e);
                }
            }
        }
        ctx.connected(grid, shaded, "loop");
    }

    @Override
    public String violation(Solution s) {
        String broken = ShadedPaths.notOnePiece(s, "loop");
        if (broken != null) {
            return broken;
        }
        int n = s.layout().cols();
        for (int i = 0; i < s.layout().cellCount(); i++) {
            Cell c = Cell.ofIndex(i, n);
            if (s.shaded(c) && ShadedPaths.shadedNeighbours(s, c) != 2) {
                return "the loop cell " + c + " has " + ShadedPaths.shadedNeighbours(s, c) + " shaded neighbours, not 2";
            }
        }
        if (noDiagonalTouch) {
            for (int r = 0; r + 1 < s.layout().rows(); r++) {
                for (int c = 0; c + 1 < n; c++) {
                    Cell a = new Cell(r, c);
                    Cell b = new Cell(r, c + 1);
                    Cell d = new Cell(r + 1, c);
                    Cell e = new Cell(r + 1, c + 1);
                    boolean corner = s.shaded(b) || s.shaded(d);
                    boolean otherCorner = s.shaded(a) || s.shaded(e);
                    if (s.shaded(a) && s.shaded(e) && !corner) {
                        return "the loop touches itself diagonally at " + a + " and " + e;
                    }
                    if (s.shaded(b) && s.shaded(d) && !otherCorner) {
                        return "the loop touches itself diagonally at " + b + " and " + d;
                    }
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return noDiagonalTouch ? "loop nodiagonaltouch" : "loop";
    }
}
