package dev.satdoku.encoding;

import dev.satdoku.cnf.Lits;
import java.util.ArrayList;
import java.util.List;

/**
 * Renban by the line's value range: order literals for its smallest digit ({@code low[v]}: "every
 * digit is >= v") and its largest ({@code high[v]}: "some digit is >= v"), both defined exactly by
 * the digits; the span rule "largest >= v implies smallest >= v - length + 1"; and every value inside
 * the range must be on the line ("smallest <= v <= largest implies some cell holds v"), redundant
 * with all-different but the deduction a solver by hand makes when a digit cannot be placed on the
 * line: the range then lies wholly below or wholly above it.
 */
final class RangeRenban implements ConsecutiveRun {

    @Override
    public void encode(int[][] eq, int[] min, ClauseSink sink, AtMostOne amo, String amoLabel, String label) {
        int len = eq.length;
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int i = 0; i < len; i++) {
            lo = Math.min(lo, min[i]);
            hi = Math.max(hi, min[i] + eq[i].length - 1);
        }
        // Indexed by v - lo for v in lo..hi+1: TRUE at lo, FALSE at hi + 1.
        int[] low = new int[hi - lo + 2];
        int[] high = new int[hi - lo + 2];
        low[0] = Lits.TRUE;
        high[0] = Lits.TRUE;
        low[hi - lo + 1] = Lits.FALSE;
        high[hi - lo + 1] = Lits.FALSE;
        for (int v = lo + 1; v <= hi; v++) {
            low[v - lo] = sink.newVar(label + ": smallest >= " + v);
            high[v - lo] = sink.newVar(label + ": largest >= " + v);
        }
        for (int v = lo + 1; v <= hi; v++) {
            sink.clause(-low[v - lo], low[v - lo - 1]);
            sink.clause(-high[v - lo], high[v - lo - 1]);
            // low[v] iff no cell holds a value below v; high[v] iff some cell holds v or more.
            List<Integer> below = new ArrayList<>();
            List<Integer> atOrAbove = new ArrayList<>();
            for (int i = 0; i < len; i++) {
                for (int w = lo; w <= hi; w++) {
                    int is = ConsecutiveRun.eq(eq, min, i, w);
                    if (is == Lits.FALSE) {
                        continue;
                    }
                    if (w < v) {
                        sink.clause(-low[v - lo], -is);
                        below.add(is);
                    } else {
                        sink.clause(-is, high[v - lo]);
                        atOrAbove.add(is);
                    }
                }
            }
            below.add(low[v - lo]);
            sink.clause(below.stream().mapToInt(Integer::intValue).toArray());
            atOrAbove.add(-high[v - lo]);
            sink.clause(atOrAbove.stream().mapToInt(Integer::intValue).toArray());
            // Distinct digits as far apart as the line is long cannot all fit: the span is at most len - 1.
            int floor = v - len + 1;
            if (floor > lo) {
                sink.clause(-high[v - lo], low[floor - lo]);
            }
        }
        // A value inside the range is on the line.
        for (int v = lo; v <= hi; v++) {
            List<Integer> holders = new ArrayList<>();
            holders.add(low[v + 1 - lo]);
            holders.add(-high[v - lo]);
            for (int i = 0; i < len; i++) {
                holders.add(ConsecutiveRun.eq(eq, min, i, v));
            }
            sink.clause(holders.stream().mapToInt(Integer::intValue).toArray());
        }
    }
}
