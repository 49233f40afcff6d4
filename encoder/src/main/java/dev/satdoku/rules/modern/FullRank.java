package dev.satdoku.rules.modern;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * Full rank clue: every row and column is read as a number both ways (4N lines on an N x N grid), and
 * the line seen from the clue's position ranks {@code rank}-th from the smallest: exactly rank-1 other
 * lines are smaller, compared digit by digit from their first cell. By default (ISS's default "only
 * unclued ranks tie" and its "no ranks tie") the clued line equals no other line; {@code ties=any}
 * allows that (ISS's "any rank may tie"). ISS's rule that no two lines at all are equal is the separate
 * {@link UniqueRanks}. Encoding: for every other line, "smaller" and "equal" literals defined by an
 * equal-prefix chain over per-position literals (same digit here, other digit smaller here, each
 * defined by two clauses per value, no order ladder); the count of "smaller" literals by the named
 * cardinality strategy; "not equal" as a unit per line unless ties are allowed.
 *
 * @param rank     the line's place from the smallest, 1..4N
 * @param position the clue's position one step outside the grid
 * @param ties     whether the clued line may equal another line
 */
public record FullRank(int rank, Cell position, boolean ties) implements Rule {

    public static final RuleType TYPE = RuleType.of("fullrank", List.of(), "fullrank RANK POS [ties=any]",
            "the line seen from POS is the RANK-th smallest of all rows and columns read both ways", FullRank::parse)
            .withReference("all rows and columns are read as numbers from both ends (4N lines); the line seen from POS is "
                    + "the RANK-th smallest (1..4N: exactly RANK-1 lines are smaller, comparing digits from the first) and equals no "
                    + "other line; with ties=any it may equal others (ISS's FullRankTies any)");

    private static FullRank parse(RuleArgs args) {
        Token at = args.peek();
        int rank = args.nextInt("the rank");
        int lines = 2 * (args.layout().rows() + args.layout().cols());
        if (rank < 1 || rank > lines) {
            throw args.error(at, "rank " + rank + " is impossible (a " + args.layout().rows() + "x" + args.layout().cols() + " grid has "
                    + lines + " lines read both ways)");
        }
        Cell position = args.nextOutsideCell("the clue position");
        String ties = args.option("ties", "none");
        if (!ties.equals("none") && !ties.equals("any")) {
            throw args.error(args.optionToken("ties"), "ties=" + ties + " is not known (ties=any lets the clued line equal others)");
        }
        return new FullRank(rank, position, ties.equals("any"));
    }

    public FullRank {
        if (rank < 1) {
            throw new IllegalArgumentException("a full rank is at least 1, found " + rank);
        }
    }

    @Override
    public String keyword() {
        return "fullrank";
    }

    /** Rows and columns of unequal length cannot be compared as numbers digit by digit. */
    @Override
    public String unsupportedOn(Layout layout) {
        return layout.isSquare() ? null : "rule fullrank compares rows with columns, so it needs a square grid; this grid is "
                + layout.describe();
    }

    /**
     * The 4N clue positions of an N x N grid, one per row or column and reading direction. Lines are told
     * apart by position, not by their cells: on a 1x1 grid all four hold the one cell.
     */
    static List<Cell> allPositions(int n) {
        List<Cell> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(Cell.of1(i, 0));
            out.add(Cell.of1(i, n + 1));
            out.add(Cell.of1(0, i));
            out.add(Cell.of1(n + 1, i));
        }
        return out;
    }

    @Override
    public void encode(EncodingContext ctx) {
        int n = ctx.layout().rows();
        List<Cell> mine = Sightline.from(position, n, n);
        List<Integer> smaller = new ArrayList<>();
        String label = "fullrank " + position;
        for (Cell from : allPositions(n)) {
            if (from.equals(position)) {
                continue;
            }
            List<Cell> other = Sightline.from(from, n, n);
            int prefixEqual = Lits.TRUE;
            List<Integer> lessAt = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                IntVar e = ctx.cell(mine.get(k));
                IntVar f = ctx.cell(other.get(k));
                String where = label + " vs " + other.get(0) + ".." + other.get(n - 1) + " at " + (k + 1);
                int same = ctx.newVar(where + ": same digit");
                int less = ctx.newVar(where + ": other digit smaller");
                for (int v = f.min(); v <= f.max(); v++) {
                    ctx.clause(f.ne(v), e.ne(v), same);
                    ctx.clause(f.ne(v), e.eq(v), -same);
                    ctx.clause(f.ne(v), -e.ge(v + 1), less);
                    ctx.clause(f.ne(v), e.ge(v + 1), -less);
                }
                lessAt.add(ctx.and(where + ": smaller here", prefixEqual, less));
                prefixEqual = ctx.and(where + ": equal so far", prefixEqual, same);
            }
            smaller.add(ctx.or(label + ": " + other.get(0) + ".." + other.get(n - 1) + " smaller",
                    lessAt.stream().mapToInt(Integer::intValue).toArray()));
            if (!ties) {
                ctx.clause(-prefixEqual);
            }
        }
        ctx.exactlyK(smaller.stream().mapToInt(Integer::intValue).toArray(), rank - 1);
        // With distinct rows and columns holding every value, each value starts exactly four lines (one in
        // the first and last row and column each), so lines starting lower are all smaller and the clued
        // line's first digit is fixed by its rank, as ISS uses it. Stated only with the houses, where it
        // follows from them; without it the solver must rediscover this counting argument.
        if (ctx.housesEncoded() && ctx.layout().valueCount() == n && ctx.layout().rows() == n && ctx.layout().cols() == n) {
            ctx.clause(ctx.cell(mine.get(0)).eq(ctx.layout().minValue() + (rank + 3) / 4 - 1));
        }
    }

    /**
     * From the words, through {@link ClueView}: the digits of every row and column both ways, compared
     * as numbers (equal lengths, so digit by digit) with the clued one.
     */
    @Override
    public String violation(Solution s) {
        int n = s.layout().rows();
        List<Cell> mine = ClueView.cells(position, n, n);
        int less = 0;
        List<Cell> equalStart = null;
        for (int i = 0; i < n; i++) {
            for (Cell outside : List.of(new Cell(i, -1), new Cell(i, n), new Cell(-1, i), new Cell(n, i))) {
                List<Cell> line = ClueView.cells(outside, n, n);
                if (outside.equals(position)) {
                    continue;
                }
                int cmp = 0;
                for (int k = 0; k < n && cmp == 0; k++) {
                    cmp = Integer.compare(s.digit(line.get(k)), s.digit(mine.get(k)));
                }
                if (cmp < 0) {
                    less++;
                } else if (cmp == 0 && equalStart == null) {
                    equalStart = line;
                }
            }
        }
        if (less != rank - 1) {
            return "fullrank: from " + position + " the line " + Lines.digits(mine, s) + " has " + less + " smaller lines, so it ranks "
                    + (less + 1) + ", not " + rank;
        }
        if (!ties && equalStart != null) {
            return "fullrank: from " + position + " the line " + Lines.digits(mine, s) + " equals the line from " + equalStart.get(0)
                    + " to " + equalStart.get(n - 1) + ", and ties are not allowed";
        }
        return null;
    }

    /**
     * Compares its line with the 4N-1 others: two literals per position and four clauses per value, about
     * 20N^3 clauses (measured 15,000 per clue on 9x9), far above the default for a rule naming one cell.
     */
    @Override
    public SizeHint sizeHint(int n) {
        return new SizeHint(16L * n * n, 20L * n * n * n);
    }

    @Override
    public String toNative() {
        return "fullrank " + rank + " " + position + (ties ? " ties=any" : "");
    }
}
