package dev.satdoku.encoding;

import dev.satdoku.cnf.Lits;
import java.util.function.IntBinaryOperator;

/**
 * The counted encoding's running maximum and visible literals, but the count is a ladder of its own
 * per prefix, {@code seen_i >= k} ("at least k of the first i+1 cells are visible"), tied to the
 * prefix's maximum in both directions, so that unit propagation makes the deductions a solver by hand
 * makes from the clue:
 * <ul>
 * <li>k visible digits rise strictly, so {@code seen_i >= k} implies {@code max_i >= min + k - 1};</li>
 * <li>the digits visible after cell i exceed {@code max_i}, so a prefix maximum of v leaves room for
 *     at most {@code max - v} more: {@code max_i >= v} implies {@code seen_i >= count - (max - v)}
 *     (with {@code seen_i <= i + 1} this bounds cell i by {@code max - count + 1 + i}, the classic
 *     "distance" fact), and at most one more per remaining cell;</li>
 * <li>once {@code count} are seen, nothing later is visible, so the maximum stops growing:
 *     {@code seen_i >= count} and {@code max_last >= v} imply {@code max_i >= v} (on a row holding
 *     every digit, a clue of 1 puts the largest digit first as soon as the solver knows the row's
 *     maximum).</li>
 * </ul>
 * Every added clause holds for any digits, distinct or not, so the encoding stays exact on a line alone.
 */
final class LinkedVisibility implements Visibility {

    @Override
    public void encode(String[] names, IntBinaryOperator ge, IntBinaryOperator eq, int min, int max, int count, ClauseSink sink,
                       String label, String cardinality) {
        int length = names.length;
        // maxGe[i][v]: "the largest of cells 0..i is >= v", indexed by the value (0..max+1).
        int[][] maxGe = new int[length][];
        maxGe[0] = new int[max + 2];
        for (int v = 0; v <= max + 1; v++) {
            maxGe[0][v] = ge.applyAsInt(0, v);
        }
        // seen[i][k] for k = 0..count+1: "at least k of cells 0..i are visible"; more than count is FALSE.
        int[][] seen = new int[length][count + 2];
        seen[0][0] = Lits.TRUE;
        seen[0][1] = Lits.TRUE;
        for (int k = 2; k <= count + 1; k++) {
            seen[0][k] = Lits.FALSE;
        }
        for (int i = 1; i < length; i++) {
            int visible = CountedVisibility.visible(names, eq, min, max, i, maxGe[i - 1], sink, label);
            maxGe[i] = CountedVisibility.maxUpTo(names, ge, min, max, i, maxGe[i - 1], sink, label);
            seen[i][0] = Lits.TRUE;
            for (int k = 1; k <= count + 1; k++) {
                if (k > i + 1 || k == count + 1) {
                    seen[i][k] = Lits.FALSE;
                } else {
                    seen[i][k] = sink.newVar(label + ": at least " + k + " visible up to " + names[i]);
                }
                // seen_i >= k iff seen_{i-1} >= k, or seen_{i-1} >= k-1 and cell i is visible.
                sink.clause(-seen[i - 1][k], seen[i][k]);
                sink.clause(-seen[i - 1][k - 1], -visible, seen[i][k]);
                sink.clause(-seen[i][k], seen[i - 1][k], seen[i - 1][k - 1]);
                sink.clause(-seen[i][k], seen[i - 1][k], visible);
            }
        }
        sink.clause(seen[length - 1][count]);
        int[] last = maxGe[length - 1];
        for (int i = 0; i < length; i++) {
            // k visible digits rise strictly from at least min.
            for (int k = 2; k <= count && k <= i + 1; k++) {
                sink.clause(-seen[i][k], maxGe[i][min + k - 1]);
            }
            // At most max - v digits above a maximum of v, and at most one per cell left, can still be visible.
            for (int v = min + 1; v <= max; v++) {
                int need = count - (max - v);
                if (need >= 2) {
                    sink.clause(-maxGe[i][v], need > i + 1 ? Lits.FALSE : seen[i][need]);
                }
            }
            int need = count - (length - 1 - i);
            if (need >= 2) {
                sink.clause(need > i + 1 ? Lits.FALSE : seen[i][need]);
            }
            // All visible digits seen: the maximum of the whole line is already reached.
            if (i + 1 < length) {
                for (int v = min + 1; v <= max; v++) {
                    sink.clause(-seen[i][count], -last[v], maxGe[i][v]);
                }
            }
        }
    }
}
