package dev.satdoku.encoding.sum;

import java.util.List;
import java.util.TreeSet;

/**
 * Bounds on the sum of a slice {@code terms[from..to)} and the window that slice must lie in for the
 * whole sum to reach the total: {@code [total.min - max(rest), total.max - min(rest)]}. The networks
 * prune their partial sums to these windows, which turns a sum with a known total into direct
 * restrictions (a 3-cell cage of 24 leaves each cell 7..9) instead of large counters.
 *
 * <p>With distinct terms a slice of k terms adds up to at least the k smallest and at most the k
 * largest of all the values the terms can take, which tightens the bounds; that is sound only because
 * the caller enforces the distinctness under the same guards.
 */
final class SliceBounds {

    private final int n;
    private final long[] minPrefix;
    private final long[] maxPrefix;
    private final long[] smallest;
    private final long[] largest;
    private final boolean distinct;
    private final long totalMin;
    private final long totalMax;

    SliceBounds(List<Operand> terms, Operand total, boolean distinct) {
        this.n = terms.size();
        this.distinct = distinct;
        this.totalMin = total.min();
        this.totalMax = total.max();
        minPrefix = new long[n + 1];
        maxPrefix = new long[n + 1];
        TreeSet<Integer> union = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            Operand t = terms.get(i);
            minPrefix[i + 1] = minPrefix[i] + t.min();
            maxPrefix[i + 1] = maxPrefix[i] + t.max();
            if (distinct) {
                for (int v : t.values()) {
                    union.add(v);
                }
            }
        }
        int u = union.size();
        smallest = new long[u + 1];
        largest = new long[u + 1];
        int k = 0;
        for (int v : union) {
            smallest[k + 1] = smallest[k] + v;
            k++;
        }
        k = 0;
        for (int v : union.descendingSet()) {
            largest[k + 1] = largest[k] + v;
            k++;
        }
    }

    /** Smallest sum of {@code count} terms whose plain bounds add up to {@code plain}. */
    private long low(long plain, int count) {
        if (!distinct || count == 0) {
            return plain;
        }
        return count >= smallest.length ? Long.MAX_VALUE / 4 : Math.max(plain, smallest[count]);
    }

    private long high(long plain, int count) {
        if (!distinct || count == 0) {
            return plain;
        }
        return count >= largest.length ? Long.MIN_VALUE / 4 : Math.min(plain, largest[count]);
    }

    long min(int from, int to) {
        return low(minPrefix[to] - minPrefix[from], to - from);
    }

    long max(int from, int to) {
        return high(maxPrefix[to] - maxPrefix[from], to - from);
    }

    private long restMin(int from, int to) {
        return low(minPrefix[n] - minPrefix[to] + minPrefix[from], n - (to - from));
    }

    private long restMax(int from, int to) {
        return high(maxPrefix[n] - maxPrefix[to] + maxPrefix[from], n - (to - from));
    }

    /** Lowest value the slice may take; above {@link #hi} when the total cannot be reached. */
    long lo(int from, int to) {
        return Math.max(min(from, to), totalMin - restMax(from, to));
    }

    long hi(int from, int to) {
        return Math.min(max(from, to), totalMax - restMin(from, to));
    }
}
