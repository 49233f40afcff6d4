package dev.satdoku.rules.sumline;

import dev.satdoku.rules.SizeHint;
import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * Sum line (ISS's {@code SumLine}): the line splits into consecutive pieces that each add up to the
 * total; with {@code loop} the line is closed, so a piece may run from its last cell round to its
 * first. Encoding: one helper literal per boundary between neighbouring cells, "a piece ends here"
 * (the line's own ends are always boundaries); for every possible piece (a start boundary, no boundary
 * inside, an end boundary) a conjunction literal guards the piece's sum through the chosen sum
 * encoding, pieces whose length cannot reach the total are forbidden outright, and a piece may not run
 * longer than the total allows. On an open line of positive digits the boundaries are fixed by the
 * digits; on a loop several cuttings may fit one grid, which is why solutions are counted on the cells
 * only (enumeration blocks cell values, never these helpers).
 *
 * @param total what each piece adds up to, at least 1
 * @param line  the cells in line order
 * @param loop  whether the line closes on itself
 */
public record SumLine(int total, List<Cell> line, boolean loop) implements Rule {

    public static final RuleType TYPE = RuleType.of("sumline", List.of(), "sumline TOTAL LINE [loop]",
            "the line splits into consecutive pieces that each add up to TOTAL; loop: the line is closed", SumLine::parse)
            .withReference("the line splits into consecutive pieces that each add up to TOTAL (ISS `SumLine`); with the word "
                    + "`loop` at the end the line is closed, so a piece may run from the last cell round to the first; ISS "
                    + "accepts totals up to 30, satdoku any total of at least 1");

    private static SumLine parse(RuleArgs args) {
        Token at = args.peek();
        int total = args.nextInt("total");
        if (total < 1) {
            throw args.error(at, "total " + total + " is impossible: every piece of a sum line adds up to at least 1");
        }
        List<Cell> line = args.nextLine("the line", 1);
        boolean loop = false;
        if (args.hasMore() && args.peek().text().equalsIgnoreCase("loop")) {
            args.nextToken("loop");
            loop = true;
        }
        return new SumLine(total, line, loop);
    }

    public SumLine {
        line = Lines.line(line, 1, "sumline");
        if (total < 1) {
            throw new IllegalArgumentException("a sum line total is at least 1, got " + total);
        }
    }

    @Override
    public String keyword() {
        return "sumline";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> x = ctx.cells(line);
        int n = x.size();
        int lo = x.stream().mapToInt(IntVar::min).min().orElseThrow();
        int hi = x.stream().mapToInt(IntVar::max).max().orElseThrow();
        // The longest piece that can still add up to the total (any length when a 0 may appear).
        int longest = lo <= 0 ? n : Math.min(n, total / lo);
        String name = "sumline@" + line.get(0);
        // cut[b]: a piece starts at cell b (for a loop, b is taken modulo n; cut[n] is cut[0]).
        int[] cut = new int[n + 1];
        for (int b = 0; b < n; b++) {
            cut[b] = !loop && b == 0 ? Lits.TRUE : ctx.newVar(name + ":piece starts at " + line.get(b));
        }
        cut[n] = loop ? cut[0] : Lits.TRUE;
        if (loop) {
            ctx.clause(java.util.Arrays.copyOf(cut, n));
        }
        for (int a = 0; a < n; a++) {
            int maxLength = loop ? n : n - a;
            for (int length = 1; length <= Math.min(maxLength, longest); length++) {
                int[] shape = new int[length + 1];
                shape[0] = cut[a];
                for (int i = 1; i < length; i++) {
                    shape[i] = -cut[(a + i) % n];
                }
                // A whole loop is one piece: its end boundary is its start, already in the list.
                shape[length] = length == n && loop ? Lits.TRUE : cut[a + length > n ? (a + length) % n : a + length];
                List<IntVar> piece = new ArrayList<>();
                for (int i = 0; i < length; i++) {
                    piece.add(x.get((a + i) % n));
                }
                if ((long) length * lo > total || (long) length * hi < total) {
                    int[] forbid = new int[shape.length];
                    for (int i = 0; i < shape.length; i++) {
                        forbid[i] = -shape[i];
                    }
                    ctx.clause(forbid);
                    continue;
                }
                int guard = ctx.and(name + ":piece " + line.get(a) + "+" + length, shape);
                ctx.guarded(guard, () -> ctx.sumEquals(piece, total, false));
            }
            // No piece longer than the total allows: within `longest` cells of a start, another starts.
            if (longest < maxLength) {
                int[] window = new int[longest + 1];
                window[0] = -cut[a];
                for (int i = 1; i <= longest; i++) {
                    int b = a + i;
                    window[i] = loop ? cut[b % n] : cut[b];
                }
                ctx.clause(window);
            }
        }
    }

    @Override
    public String violation(Solution s) {
        int n = line.size();
        int[] v = line.stream().mapToInt(s::digit).toArray();
        for (int start = 0; start < (loop ? n : 1); start++) {
            if (splits(v, start)) {
                return null;
            }
        }
        return (loop ? "sum loop" : "sum line") + " at " + line.get(0) + " (" + Lines.digits(line, s)
                + ") cannot be cut into pieces that each add up to " + total;
    }

    /** Whether the digits read from {@code start} (round the end, for a loop) split into pieces adding up to the total. */
    private boolean splits(int[] v, int start) {
        int n = v.length;
        // ok[i]: the first i digits from start split exactly.
        boolean[] ok = new boolean[n + 1];
        ok[0] = true;
        for (int j = 1; j <= n; j++) {
            int sum = 0;
            for (int i = j - 1; i >= 0 && !ok[j]; i--) {
                sum += v[(start + i) % n];
                ok[j] = ok[i] && sum == total;
            }
        }
        return ok[n];
    }


    /** Its pieces are sums over its cells (split into house segments by default), so it grows like a sum. */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(SizeHint.namedCells(this), n);
    }

    @Override
    public String toNative() {
        return "sumline " + total + " " + Lines.join(line) + (loop ? " loop" : "");
    }
}
