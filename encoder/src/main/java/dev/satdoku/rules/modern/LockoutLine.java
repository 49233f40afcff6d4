package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Lockout line: the two end cells differ by at least {@code diff}, and every other cell of the line
 * lies strictly outside the closed range between them. Encoding with the ends' order literals, no
 * case split on which end is larger: the end difference is "a = x implies b <= x-diff or
 * b >= x+diff"; a middle digit v is kept out of [a, b] by "c = v implies a > v or b < v" and out of
 * [b, a] by "c = v implies b > v or a < v". Two ternary clauses per middle digit.
 *
 * @param line the cells in line order; the first and the last are the ends (diamonds)
 * @param diff the least difference between the ends, 1..N-1
 */
public record LockoutLine(List<Cell> line, int diff) implements Rule {

    public static final int DEFAULT_DIFF = 4;

    public static final RuleType TYPE = RuleType.of("lockout", List.of(), "lockout LINE [diff=4]",
            "the end digits differ by at least diff; every other digit on the line lies outside the range between them (inclusive)",
            args -> {
                List<Cell> line = ModernRules.line(args);
                return new LockoutLine(line, ModernRules.option(args, "diff", DEFAULT_DIFF, 1, args.maxValue() - args.minValue()));
            })
            .withReference("the end digits differ by at least diff (1..N-1, so grids up to 4x4 must give it) and every "
                    + "other digit on the line lies strictly outside the closed range between them");

    public LockoutLine {
        line = Lines.line(line, 2, "lockout");
        if (diff < 1) {
            throw new IllegalArgumentException("lockout diff must be at least 1, found " + diff);
        }
    }

    @Override
    public String keyword() {
        return "lockout";
    }

    @Override
    public void encode(EncodingContext ctx) {
        IntVar a = ctx.cell(line.get(0));
        IntVar b = ctx.cell(line.get(line.size() - 1));
        for (int x = a.min(); x <= a.max(); x++) {
            ctx.clause(a.ne(x), b.le(x - diff), b.ge(x + diff));
        }
        for (Cell mid : line.subList(1, line.size() - 1)) {
            IntVar c = ctx.cell(mid);
            for (int v = c.min(); v <= c.max(); v++) {
                ctx.clause(c.ne(v), a.ge(v + 1), b.le(v - 1));
                ctx.clause(c.ne(v), b.ge(v + 1), a.le(v - 1));
            }
        }
    }

    @Override
    public String violation(Solution s) {
        Cell first = line.get(0);
        Cell last = line.get(line.size() - 1);
        int a = s.digit(first);
        int b = s.digit(last);
        if (Math.abs(a - b) < diff) {
            return "lockout: the ends " + first + "=" + a + " and " + last + "=" + b + " differ by less than " + diff;
        }
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        for (Cell mid : line.subList(1, line.size() - 1)) {
            int v = s.digit(mid);
            if (v >= lo && v <= hi) {
                return "lockout: " + mid + "=" + v + " lies in " + lo + ".." + hi + ", the range of the ends " + first + " and " + last;
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "lockout " + Lines.join(line) + (diff == DEFAULT_DIFF ? "" : " diff=" + diff);
    }
}
