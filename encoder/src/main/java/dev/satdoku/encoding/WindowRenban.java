package dev.satdoku.encoding;

import java.util.Arrays;

/**
 * Renban by windows: one selector per run lo..lo+len-1 the line may hold, exactly one chosen; the
 * chosen run bans the digits outside it from every cell and requires each of its digits in some cell
 * (redundant with distinctness, but it lets unit propagation place a digit that has one cell left,
 * as hidden singles do in a house).
 */
final class WindowRenban implements ConsecutiveRun {

    @Override
    public void encode(int[][] eq, int[] min, ClauseSink sink, AtMostOne amo, String amoLabel, String label) {
        int len = eq.length;
        int lo = Arrays.stream(min).min().orElseThrow();
        int hi = Integer.MIN_VALUE;
        for (int i = 0; i < len; i++) {
            hi = Math.max(hi, min[i] + eq[i].length - 1);
        }
        int windows = hi - lo + 1 - len + 1;
        if (windows < 1) {
            sink.clause();
            return;
        }
        int base = sink.newVars(windows, k -> label + ":run" + (lo + k) + "-" + (lo + k + len - 1));
        int[] selectors = new int[windows];
        Arrays.setAll(selectors, k -> base + k);
        Cardinality.exactlyOne(selectors, amo, sink, amoLabel);
        for (int k = 0; k < windows; k++) {
            int from = lo + k;
            int to = from + len - 1;
            int w = selectors[k];
            for (int i = 0; i < len; i++) {
                for (int v = min[i]; v < min[i] + eq[i].length; v++) {
                    if (v < from || v > to) {
                        sink.clause(-w, -eq[i][v - min[i]]);
                    }
                }
            }
            for (int v = from; v <= to; v++) {
                int[] clause = new int[len + 1];
                clause[0] = -w;
                for (int i = 0; i < len; i++) {
                    clause[i + 1] = ConsecutiveRun.eq(eq, min, i, v);
                }
                sink.clause(clause);
            }
        }
    }
}
