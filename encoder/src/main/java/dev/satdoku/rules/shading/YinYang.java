package dev.satdoku.rules.shading;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encoding.connect.Graph;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Yin-yang shading: every cell is shaded or unshaded; the shaded cells form one orthogonally
 * connected area, and so do the unshaded ones (a kind with no cells at all counts as connected; the
 * 2x2 rule rules that out on grids of 2x2 and up); no 2x2 block is all one kind.
 *
 * <p>Encoding: for each 2x2 block one clause "not all shaded" and one "not all unshaded";
 * connectivity of each kind through the connectivity encoding chosen in the options
 * ({@code --connectivity}), over the grid graph in reading order. Also, per 2x2 block, the two
 * checkerboard patterns are excluded: they are implied (a shaded path joining one diagonal pair and
 * an unshaded path joining the other would have to cross in the plane), and on cmears-3-zippery
 * they cut SAT4J's conflicts about in half and its time by 3 to 6 times under either connectivity
 * encoding (scripts/bench-connectivity.sh, run with and without them). The exhaustive tests check
 * that they remove no valid shading.
 */
public record YinYang() implements Rule {

    public static final RuleType TYPE = RuleType.of("yinyang", List.of(), "yinyang",
            "every cell is shaded or not; each kind forms one orthogonally connected area; no 2x2 block is all one kind",
            args -> new YinYang())
            .withReference("every cell is shaded or not; each kind forms one orthogonally connected area; no 2x2 block "
                    + "is all one kind. Encoding `--connectivity hybrid` (default; tree for these areas), `tree` or `levels`");

    @Override
    public String keyword() {
        return "yinyang";
    }

    @Override
    public void encode(EncodingContext ctx) {
        int rows = ctx.layout().rows();
        int n = ctx.layout().cols();
        int[] shaded = ShadedGrid.literals(ctx);
        int[] unshaded = new int[rows * n];
        for (int i = 0; i < shaded.length; i++) {
            unshaded[i] = -shaded[i];
        }
        for (int r = 0; r + 1 < rows; r++) {
            for (int c = 0; c + 1 < n; c++) {
                int a = shaded[r * n + c];
                int b = shaded[r * n + c + 1];
                int d = shaded[(r + 1) * n + c];
                int e = shaded[(r + 1) * n + c + 1];
                ctx.clause(-a, -b, -d, -e);
                ctx.clause(a, b, d, e);
                ctx.clause(-a, -e, b, d);
                ctx.clause(a, e, -b, -d);
            }
        }
        Graph grid = Graph.grid(rows, n);
        ctx.connected(grid, shaded, "yinyang shaded");
        ctx.connected(grid, unshaded, "yinyang unshaded");
    }

    @Override
    public String violation(Solution s) {
        if (!s.hasShading()) {
            return "the solution gives no shading (write it after the digits: shading followed by # or W for shaded, . or L for unshaded)";
        }
        for (int r = 0; r + 1 < s.layout().rows(); r++) {
            for (int c = 0; c + 1 < s.layout().cols(); c++) {
                boolean kind = s.shaded(new Cell(r, c));
                if (s.shaded(new Cell(r, c + 1)) == kind && s.shaded(new Cell(r + 1, c)) == kind && s.shaded(new Cell(r + 1, c + 1)) == kind) {
                    return "the 2x2 block at " + new Cell(r, c) + " is all " + (kind ? "shaded" : "unshaded");
                }
            }
        }
        for (boolean kind : new boolean[] {true, false}) {
            List<Cell> starts = areaStarts(s, kind);
            if (starts.size() > 1) {
                return "the " + (kind ? "shaded" : "unshaded") + " cells form " + starts.size() + " separate areas (" + starts.get(0)
                        + " and " + starts.get(1) + " are not connected)";
            }
        }
        return null;
    }

    /** One cell of each orthogonally connected area of the given kind (a plain flood fill); the snake and loop checks use it too ({@link ShadedPaths}). */
    static List<Cell> areaStarts(Solution s, boolean kind) {
        int n = s.layout().cols();
        boolean[] seen = new boolean[s.layout().cellCount()];
        List<Cell> starts = new ArrayList<>();
        for (int i = 0; i < seen.length; i++) {
            Cell start = Cell.ofIndex(i, n);
            if (seen[i] || s.shaded(start) != kind) {
                continue;
            }
            starts.add(start);
            Deque<Cell> todo = new ArrayDeque<>(List.of(start));
            seen[i] = true;
            while (!todo.isEmpty()) {
                Cell c = todo.pop();
                for (Cell next : List.of(c.plus(-1, 0), c.plus(1, 0), c.plus(0, -1), c.plus(0, 1))) {
                    if (s.layout().contains(next) && !seen[next.index(n)] && s.shaded(next) == kind) {
                        seen[next.index(n)] = true;
                        todo.push(next);
                    }
                }
            }
        }
        return starts;
    }

    @Override
    public String toNative() {
        return "yinyang";
    }
}
