package dev.satdoku.rules.sum;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Rellik cage (killer backwards, ISS's {@code RellikCage}): distinct digits, and no non-empty
 * selection of them adds up to the total. Encoding: all-different over the cells, one literal per
 * value "some cage cell holds v", and a subset-sum table over the values in increasing order:
 * {@code reach[j][t]} is true exactly when some values among the first j present ones add up to t
 * (a definition in both directions, so the helper literals are fixed by the digits and never
 * multiply solutions); the total itself must be unreachable. Size values x total, whatever the cage.
 *
 * @param total the forbidden subset sum, at least 1
 * @param cells the cage's cells (distinct)
 */
public record RellikCage(int total, List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("rellik", List.of(), "rellik TOTAL CELLS",
            "killer cage backwards: distinct digits, and no selection of one or more of them adds up to TOTAL", RellikCage::parse)
            .withReference("rellik cage (ISS `RellikCage`): distinct digits, and no selection of one or more of the cage's "
                    + "digits adds up to TOTAL (a whole number of at least 1); `rellik 5 r1c1 r1c2` forbids 5 alone, 1+4 and 2+3");

    private static RellikCage parse(RuleArgs args) {
        Token at = args.peek();
        int total = args.nextInt("total");
        if (total < 1) {
            throw args.error(at, "total " + total + " would forbid nothing a cage of digits can hold; a rellik total is at least 1");
        }
        List<Cell> cells = args.nextDistinctCells("the rellik cage");
        if (cells.isEmpty()) {
            throw args.error("missing the cage cells");
        }
        if (cells.size() > args.layout().valueCount()) {
            throw args.neverHolds("a rellik cage of " + cells.size() + " cells cannot hold distinct digits: there are only "
                    + args.layout().valueCount());
        }
        return new RellikCage(total, cells);
    }

    public RellikCage {
        cells = Lines.distinct(cells, "rellik");
        if (total < 1) {
            throw new IllegalArgumentException("a rellik total is at least 1, got " + total);
        }
    }

    @Override
    public String keyword() {
        return "rellik";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> x = ctx.cells(cells);
        ctx.allDifferent(x);
        int lo = x.stream().mapToInt(IntVar::min).min().orElseThrow();
        int hi = x.stream().mapToInt(IntVar::max).max().orElseThrow();
        String name = "rellik@" + cells.get(0);
        // reach[t]: some selection of the values handled so far adds up to t (t = 0: the empty one).
        int[] reach = new int[total + 1];
        Arrays.fill(reach, Lits.FALSE);
        reach[0] = Lits.TRUE;
        for (int v = Math.max(lo, 1); v <= Math.min(hi, total); v++) {
            List<Integer> holders = new ArrayList<>();
            for (IntVar c : x) {
                holders.add(c.eq(v));
            }
            int present = ctx.or(name + ":has " + v, holders.stream().mapToInt(Integer::intValue).toArray());
            int[] next = reach.clone();
            for (int t = v; t <= total; t++) {
                if (reach[t - v] == Lits.FALSE) {
                    continue;
                }
                int with = ctx.and(name + ":" + v + " completes " + t, present, reach[t - v]);
                next[t] = reach[t] == Lits.FALSE ? with : ctx.or(name + ":reach " + t + " with values to " + v, reach[t], with);
            }
            reach = next;
        }
        // 0 adds nothing and the total is at least 1, so values 0 and above the total never matter.
        ctx.clause(-reach[total]);
    }

    @Override
    public String violation(Solution s) {
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                if (s.digit(cells.get(i)) == s.digit(cells.get(j))) {
                    return "rellik cage at " + cells.get(0) + ": " + cells.get(i) + " and " + cells.get(j) + " both hold " + s.digit(cells.get(i));
                }
            }
        }
        // Every non-empty selection of the cells, as a bit mask (cages are at most the value count long).
        int k = cells.size();
        for (long mask = 1; mask < (1L << k); mask++) {
            int sum = 0;
            for (int i = 0; i < k; i++) {
                if ((mask >> i & 1) != 0) {
                    sum += s.digit(cells.get(i));
                }
            }
            if (sum == total) {
                List<Cell> chosen = new ArrayList<>();
                for (int i = 0; i < k; i++) {
                    if ((mask >> i & 1) != 0) {
                        chosen.add(cells.get(i));
                    }
                }
                return "rellik cage at " + cells.get(0) + ": " + Lines.digits(chosen, s) + " add up to " + total;
            }
        }
        return null;
    }


    @Override
    public String toNative() {
        return "rellik " + total + " " + Lines.join(cells);
    }

    @Override
    public List<House> extraHouses() {
        return List.of(new House("rellik cage at " + cells.get(0), cells));
    }
}
