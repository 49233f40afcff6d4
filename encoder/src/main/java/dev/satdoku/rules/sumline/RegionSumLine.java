package dev.satdoku.rules.sumline;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Region-sum line: cut the line into maximal runs of consecutive cells that lie in the same region
 * (a box, or a jigsaw region); every run has the same sum. A line that leaves a region and comes
 * back starts a new run there. Cells in no region (a jigsaw map's '.', or every cell of a grid
 * without regions) belong to no run, so a line on a box-less grid constrains nothing, as in the
 * Interactive Sudoku Solver; so does a line that stays inside one region. The runs depend on the
 * layout, so they are computed from it when encoding and when checking.
 *
 * <p>Encoding: the shortest run's sum as a shared integer ({@code ctx.sumOf}, the cell itself for
 * a one-cell run), and every other run {@code sumEquals} to it. A run lies in one region, so its
 * digits differ whenever the houses are encoded; the sums then get the distinct hint (digit sets
 * instead of tuples).
 *
 * @param line the cells in line order
 */
public record RegionSumLine(List<Cell> line) implements Rule {

    public static final RuleType TYPE = RuleType.of("regionsum", List.of(), "regionsum LINE",
            "the line's runs in each region it passes through (re-entering a region starts a new run) have equal sums",
            args -> new RegionSumLine(args.nextLine("the line", 2)))
            .withReference("cut the line into maximal runs of consecutive cells in one region (box or jigsaw region; "
                    + "leaving a region and coming back starts a new run); every run has the same sum. Cells in no "
                    + "region belong to no run, so on a grid without regions the line constrains nothing (as in the "
                    + "Interactive Sudoku Solver), and neither does a line inside one region");

    public RegionSumLine {
        line = Lines.line(line, 2, "regionsum");
    }

    /** The runs of the line, in line order; cells outside every region are left out. */
    public List<List<Cell>> runs(Layout layout) {
        List<List<Cell>> runs = new ArrayList<>();
        int current = -1;
        for (Cell c : line) {
            int region = layout.regionOf(c);
            if (region < 0) {
                current = -1;
                continue;
            }
            if (region != current) {
                runs.add(new ArrayList<>());
                current = region;
            }
            runs.get(runs.size() - 1).add(c);
        }
        return runs.stream().map(List::copyOf).toList();
    }

    @Override
    public String keyword() {
        return "regionsum";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<List<Cell>> runs = runs(ctx.layout());
        if (runs.size() < 2) {
            return;
        }
        List<Cell> reference = runs.stream().min(Comparator.comparingInt(List::size)).orElseThrow();
        IntVar total = ctx.sumOf(ctx.cells(reference));
        for (List<Cell> run : runs) {
            if (run != reference) {
                ctx.sumEquals(ctx.cells(run), total, ctx.housesEncoded());
            }
        }
    }

    @Override
    public String violation(Solution s) {
        // From the words, apart from runs() (the clauses): walking the line, a cell in another region than the
        // previous cell (or after a cell in no region) starts a new run; cells in no region are in none; every
        // run adds up to what the first one does.
        List<Cell> first = null;
        List<Cell> run = new ArrayList<>();
        int previousRegion = -1;
        for (int i = 0; i <= line.size(); i++) {
            int region = i < line.size() ? s.layout().regionOf(line.get(i)) : -1;
            if (region != previousRegion || region < 0) {
                if (!run.isEmpty()) {
                    if (first == null) {
                        first = run;
                    } else if (Lines.sum(run, s) != Lines.sum(first, s)) {
                        return "regionsum: the run " + Lines.digits(run, s) + " adds up to " + Lines.sum(run, s) + ", the run "
                                + Lines.digits(first, s) + " to " + Lines.sum(first, s);
                    }
                }
                run = new ArrayList<>();
            }
            if (region >= 0) {
                run.add(line.get(i));
            }
            previousRegion = region;
        }
        return null;
    }

    /** A sum over the cells it names. */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(SizeHint.namedCells(this), n);
    }

    @Override
    public String toNative() {
        return "regionsum " + Lines.join(line);
    }
}
