package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import java.util.ArrayList;
import java.util.List;

/**
 * Unique ranks (ISS's {@code FullRankTies~none}): no two of the 4N lines (every row and column read
 * from both ends) hold the same digits in the same order, so every full rank is different, whether or
 * not it is clued. Encoding: per pair of lines, a "differ here" literal per position that forbids the
 * same digit there (one clause per value), and one clause asking some position to differ.
 */
public record UniqueRanks() implements Rule {

    public static final RuleType TYPE = RuleType.of("uniqueranks", List.of(), "uniqueranks",
            "no two rows or columns, each read from both ends, hold the same digits in order (full ranks never tie)",
            args -> new UniqueRanks())
            .withReference("no two of the 4N lines (every row and column read from both ends) are equal, so no two full ranks tie "
                    + "(ISS's FullRankTies none)");

    @Override
    public String keyword() {
        return "uniqueranks";
    }

    /** Its lines are fullrank's, which are only defined on square grids. */
    @Override
    public String unsupportedOn(Layout layout) {
        return layout.isSquare() ? null : "rule uniqueranks compares rows with columns, so it needs a square grid; this grid is "
                + layout.describe();
    }

    @Override
    public void encode(EncodingContext ctx) {
        int n = ctx.layout().rows();
        List<List<Cell>> lines = FullRank.allPositions(n).stream().map(p -> Sightline.from(p, n, n)).toList();
        for (int a = 0; a < lines.size(); a++) {
            for (int b = a + 1; b < lines.size(); b++) {
                int[] differ = new int[n];
                for (int k = 0; k < n; k++) {
                    IntVar x = ctx.cell(lines.get(a).get(k));
                    IntVar y = ctx.cell(lines.get(b).get(k));
                    differ[k] = ctx.newVar("uniqueranks: lines " + lines.get(a).get(0) + " and " + lines.get(b).get(0) + " differ at "
                            + (k + 1));
                    for (int v = x.min(); v <= x.max(); v++) {
                        ctx.clause(-differ[k], x.ne(v), y.ne(v));
                    }
                }
                ctx.clause(differ);
            }
        }
    }

    /** From the words: every row and column both ways as a digit string, each string seen once. */
    @Override
    public String violation(Solution s) {
        int n = s.layout().rows();
        List<String> seen = new ArrayList<>();
        List<Cell> starts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (Cell outside : List.of(new Cell(i, -1), new Cell(i, n), new Cell(-1, i), new Cell(n, i))) {
                List<Cell> line = ClueView.cells(outside, n, n);
                StringBuilder digits = new StringBuilder();
                for (Cell c : line) {
                    digits.append(s.digit(c)).append(' ');
                }
                int before = seen.indexOf(digits.toString());
                if (before >= 0) {
                    return "uniqueranks: the lines seen from " + starts.get(before) + " and from " + outside + " both read " + digits.toString().trim();
                }
                seen.add(digits.toString());
                starts.add(outside);
            }
        }
        return null;
    }

    /** Every pair of the 4N lines, N positions each. */
    @Override
    public SizeHint sizeHint(int n) {
        return new SizeHint(8L * n * n * n, 8L * n * n * n * n);
    }

    @Override
    public String toNative() {
        return "uniqueranks";
    }
}
