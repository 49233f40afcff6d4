package dev.satdoku.encoding.sum;

import dev.satdoku.encoding.ClauseSink;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * Combination table: the allowed rows are listed and encoded directly over the direct (one-hot)
 * literals, the way setters think of cages ("17 in two cells is 8+9"). Each row gets a selector
 * literal (none when there is a single row):
 * <ul>
 *   <li>distinct terms (a killer cage): a row is a digit set C with the right sum; the selector
 *       forces every term into C and every digit of C into some term (with the terms distinct this
 *       is exactly "the terms are a permutation of C"); a term taking digit d needs a selected set
 *       containing d, so digits in no set are ruled out at once;</li>
 *   <li>otherwise: a row is a tuple of term values (digits may repeat); the selector forces each
 *       term's value, and each value needs a selected tuple with it (the support encoding of a
 *       table constraint, which unit propagation keeps arc consistent).</li>
 * </ul>
 * A non-constant total takes the row's sum through the same selectors. Tables grow quickly (a
 * 9-cell diagonal summing to 45 has millions of tuples), so above {@link #MAX_ROWS} rows the sum is
 * handed to the fallback algorithm (the totalizer) instead; counting stops as soon as the limit is
 * passed, so a hopeless table costs nothing to reject.
 */
final class TableSum implements SumAlgorithm {

    /**
     * Largest table encoded as a table. Every killer cage on 9x9 fits (no cage total has more than 12
     * digit sets), as does every 3-cell cross-sum segment (at most 61 tuples); 4-cell arrow shafts
     * (up to 126 tuples) and longer repeat-allowed sums do not. Measured on the instances
     * (scripts/bench-sum-encodings.py with the limit varied): 64 and 256 give the same CNF everywhere
     * except arrows, where the totalizer is smaller (sigh-023: 1001 instead of 1305 variables, 13558
     * instead of 14970 clauses); at 1024 and 4096 the tuple tables of little killers and sandwiches
     * take over and the CNF grows (sigh-159: 671k clauses instead of 49k, 13 times slower).
     */
    public static final int MAX_ROWS = 64;

    private final SumAlgorithm fallback;

    public TableSum(SumAlgorithm fallback) {
        this.fallback = fallback;
    }

    @Override
    public void encode(List<Operand> terms, Operand total, boolean distinct, ClauseSink sink, String label) {
        List<int[]> rows = distinct ? sets(terms, total) : tuples(terms, total);
        if (rows == null) {
            fallback.encode(terms, total, distinct, sink, label);
            return;
        }
        if (rows.isEmpty()) {
            sink.clause();
            return;
        }
        int[] select = selectors(rows, sink, label);
        sink.clause(select);
        // Plain loops and arrays, no streams or boxed lists: every killer cage comes through here, most of
        // them in a JVM that has just started and still interprets this code (a fresh process's time).
        int n = terms.size();
        int[] rowSums = new int[rows.size()];
        for (int j = 0; j < rows.size(); j++) {
            int[] row = rows.get(j);
            for (int v : row) {
                rowSums[j] += v;
            }
            if (distinct) {
                for (Operand term : terms) {
                    int[] clause = new int[row.length + 1];
                    clause[0] = -select[j];
                    for (int k = 0; k < row.length; k++) {
                        clause[k + 1] = term.eq(row[k]);
                    }
                    sink.clause(clause);
                }
                for (int d : row) {
                    int[] clause = new int[n + 1];
                    clause[0] = -select[j];
                    for (int k = 0; k < n; k++) {
                        clause[k + 1] = terms.get(k).eq(d);
                    }
                    sink.clause(clause);
                }
            } else {
                for (int i = 0; i < n; i++) {
                    sink.clause(-select[j], terms.get(i).eq(row[i]));
                }
            }
            sink.clause(-select[j], total.eq(rowSums[j]));
        }
        int[] support = new int[rows.size() + 1];
        for (int i = 0; i < n; i++) {
            Operand term = terms.get(i);
            for (int v : term.values()) {
                int size = 1;
                for (int j = 0; j < rows.size(); j++) {
                    if (distinct ? contains(rows.get(j), v) : rows.get(j)[i] == v) {
                        support[size++] = select[j];
                    }
                }
                support[0] = -term.eq(v);
                sink.clause(Arrays.copyOf(support, size));
            }
        }
        if (total.size() > 1) {
            for (int v : total.values()) {
                int size = 1;
                for (int j = 0; j < rows.size(); j++) {
                    if (rowSums[j] == v) {
                        support[size++] = select[j];
                    }
                }
                support[0] = -total.eq(v);
                sink.clause(Arrays.copyOf(support, size));
            }
        }
    }

    private static int[] selectors(List<int[]> rows, ClauseSink sink, String label) {
        int[] select = new int[rows.size()];
        if (rows.size() == 1) {
            select[0] = dev.satdoku.cnf.Lits.TRUE;
            return select;
        }
        int base = sink.newVars(rows.size(), off -> label + ":row" + Arrays.toString(rows.get(off)));
        for (int j = 0; j < select.length; j++) {
            select[j] = base + j;
        }
        return select;
    }

    private static boolean contains(int[] row, int v) {
        for (int x : row) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    private static int[] prepend(int first, int[] rest) {
        int[] out = new int[rest.length + 1];
        out[0] = first;
        System.arraycopy(rest, 0, out, 1, rest.length);
        return out;
    }

    /**
     * Value tuples (one value per term) whose sum the total can take; null when there are more than
     * {@link #MAX_ROWS}.
     */
    static List<int[]> tuples(List<Operand> terms, Operand total) {
        int n = terms.size();
        long[] restMin = new long[n + 1];
        long[] restMax = new long[n + 1];
        for (int i = n - 1; i >= 0; i--) {
            restMin[i] = restMin[i + 1] + terms.get(i).min();
            restMax[i] = restMax[i + 1] + terms.get(i).max();
        }
        List<int[]> out = new ArrayList<>();
        boolean complete = tuples(terms, total, restMin, restMax, 0, 0, new int[n], out);
        return complete ? out : null;
    }

    private static boolean tuples(List<Operand> terms, Operand total, long[] restMin, long[] restMax, int i, long sum,
                                  int[] row, List<int[]> out) {
        if (i == terms.size()) {
            if (sum >= Integer.MIN_VALUE && sum <= Integer.MAX_VALUE && total.contains((int) sum)) {
                if (out.size() == MAX_ROWS) {
                    return false;
                }
                out.add(row.clone());
            }
            return true;
        }
        for (int v : terms.get(i).values()) {
            long s = sum + v;
            if (s + restMin[i + 1] > total.max() || s + restMax[i + 1] < total.min()) {
                continue;
            }
            row[i] = v;
            if (!tuples(terms, total, restMin, restMax, i + 1, s, row, out)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Sets of distinct values, one per term, whose sum the total can take (ascending inside each set;
     * sets that leave some term without any of its values are dropped); null when there are more than
     * {@link #MAX_ROWS}.
     */
    static List<int[]> sets(List<Operand> terms, Operand total) {
        return sets(terms, total, MAX_ROWS);
    }

    /** The same sets, null when there are more than {@code limit}. */
    static List<int[]> sets(List<Operand> terms, Operand total, int limit) {
        TreeSet<Integer> union = new TreeSet<>();
        for (Operand t : terms) {
            for (int v : t.values()) {
                union.add(v);
            }
        }
        int[] values = new int[union.size()];
        int next = 0;
        for (int v : union) {
            values[next++] = v;
        }
        List<int[]> out = new ArrayList<>();
        boolean complete = sets(terms, total, values, 0, 0, 0, new int[terms.size()], limit, out);
        return complete ? out : null;
    }

    private static boolean sets(List<Operand> terms, Operand total, int[] values, int from, int picked, long sum,
                                int[] set, int limit, List<int[]> out) {
        int k = terms.size();
        if (picked == k) {
            if (sum >= Integer.MIN_VALUE && sum <= Integer.MAX_VALUE && total.contains((int) sum) && everyTermFits(terms, set)) {
                if (out.size() == limit) {
                    return false;
                }
                out.add(set.clone());
            }
            return true;
        }
        int need = k - picked;
        for (int i = from; i + need <= values.length; i++) {
            long low = sum;
            for (int j = 0; j < need; j++) {
                low += values[i + j];
            }
            if (low > total.max()) {
                break;
            }
            long high = sum + values[i];
            for (int j = 1; j < need; j++) {
                high += values[values.length - j];
            }
            if (high < total.min()) {
                continue;
            }
            set[picked] = values[i];
            if (!sets(terms, total, values, i + 1, picked + 1, sum + values[i], set, limit, out)) {
                return false;
            }
        }
        return true;
    }

    private static boolean everyTermFits(List<Operand> terms, int[] set) {
        for (Operand t : terms) {
            boolean fits = false;
            for (int v : set) {
                if (t.contains(v)) {
                    fits = true;
                    break;
                }
            }
            if (!fits) {
                return false;
            }
        }
        return true;
    }
}
