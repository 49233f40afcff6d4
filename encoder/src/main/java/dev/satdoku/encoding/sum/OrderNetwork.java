package dev.satdoku.encoding.sum;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.ClauseSink;
import java.util.Arrays;
import java.util.List;

/**
 * Order-encoded partial sums, the building block shared by {@link TotalizerSum} (a balanced tree of
 * merges) and {@link SequentialCounterSum} (a chain). A node is the sum of a slice of the terms,
 * represented by one literal {@code [S >= u]} per value u it can take within its window (see
 * {@link SliceBounds}); a merge of nodes A and B into S emits, for all values a of A and b of B,
 * <pre>
 *   up:   [A >= a] and [B >= b]           ->  [S >= a + b]
 *   down: not [A >= a'] and not [B >= b'] ->  not [S >= a + b + 1]   (a', b': the next values)
 * </pre>
 * plus the ladder {@code [S >= u'] -> [S >= u]}, which the clauses around a node imply but which
 * lets unit propagation walk along the node's values. Values outside the window become constants, so
 * the clauses also enforce the window. The root writes into the total's own order literals, so a constant total needs no root
 * variables and a variable total is tied to the sum without a copy.
 */
final class OrderNetwork {

    /**
     * A slice's sum: ascending values and their order literals ({@code ge[0]} is TRUE). The root has
     * no literals of its own: {@code exact} (the total) answers for every integer in its range, which
     * matters where the values have gaps, since the total must not settle inside a gap.
     */
    record Node(int[] values, int[] ge, Operand exact) {

        int lit(int v) {
            if (v <= values[0]) {
                return Lits.TRUE;
            }
            if (v > values[values.length - 1]) {
                return Lits.FALSE;
            }
            if (exact != null) {
                return exact.ge(v);
            }
            int i = Arrays.binarySearch(values, v);
            if (i < 0) {
                i = -i - 1;
            }
            return ge[i];
        }

        /** {@code [S >= values[i]]}, FALSE past the end. */
        int at(int i) {
            return i >= values.length ? Lits.FALSE : ge[i];
        }
    }

    private final List<Operand> terms;
    private final Operand total;
    private final SliceBounds bounds;
    private final ClauseSink sink;
    private final String label;
    private int nodeCount;

    OrderNetwork(List<Operand> terms, Operand total, boolean distinct, ClauseSink sink, String label) {
        this.terms = terms;
        this.total = total;
        this.bounds = new SliceBounds(terms, total, distinct);
        this.sink = sink;
        this.label = label;
    }

    int size() {
        return terms.size();
    }

    /**
     * Handles the cases without a merge (no term, one term); returns false when a network is needed.
     * Also reports an unreachable total as an empty clause.
     */
    boolean trivial() {
        int n = terms.size();
        if (bounds.lo(0, n) > bounds.hi(0, n)) {
            sink.clause();
            return true;
        }
        if (n == 0) {
            restrictTotal(0, 0);
            return true;
        }
        if (n == 1) {
            Node leaf = leaf(0);
            if (leaf != null) {
                int lo = leaf.values()[0];
                int hi = leaf.values()[leaf.values().length - 1];
                restrictTotal(lo, hi);
                for (int v = lo + 1; v <= hi; v++) {
                    sink.clause(-leaf.lit(v), total.ge(v));
                    sink.clause(leaf.lit(v), -total.ge(v));
                }
            }
            return true;
        }
        return false;
    }

    /** Term i restricted to its window; the restriction is emitted as clauses. Null if empty. */
    Node leaf(int i) {
        Operand t = terms.get(i);
        long lo = bounds.lo(i, i + 1);
        long hi = bounds.hi(i, i + 1);
        int[] values = Arrays.stream(t.values()).filter(v -> v >= lo && v <= hi).toArray();
        if (values.length == 0) {
            sink.clause();
            return null;
        }
        if (values[0] > t.min()) {
            sink.clause(t.ge(values[0]));
        }
        if (values[values.length - 1] < t.max()) {
            sink.clause(-t.ge(values[values.length - 1] + 1));
        }
        int[] ge = new int[values.length];
        ge[0] = Lits.TRUE;
        for (int k = 1; k < values.length; k++) {
            ge[k] = t.ge(values[k]);
        }
        return new Node(values, ge, null);
    }

    /** The total may only take lo..hi. */
    private void restrictTotal(long lo, long hi) {
        if (lo > total.min()) {
            sink.clause(total.ge((int) lo));
        }
        if (hi < total.max()) {
            sink.clause(-total.ge((int) hi + 1));
        }
    }

    /**
     * S = A + B for the slice {@code terms[from..to)} that A and B cover; the whole range is the root,
     * whose literals are the total's. Returns null (after an empty clause) when no value fits.
     */
    Node merge(Node a, Node b, int from, int to) {
        if (a == null || b == null) {
            return null;
        }
        long lo = bounds.lo(from, to);
        long hi = bounds.hi(from, to);
        boolean root = from == 0 && to == terms.size();
        int[] av = a.values();
        int[] bv = b.values();
        boolean[] reach = new boolean[(int) Math.max(0, hi - lo + 1)];
        int count = 0;
        for (int x : av) {
            for (int y : bv) {
                long s = (long) x + y;
                if (s >= lo && s <= hi && !reach[(int) (s - lo)]) {
                    reach[(int) (s - lo)] = true;
                    count++;
                }
            }
        }
        if (count == 0) {
            sink.clause();
            return null;
        }
        int[] values = new int[count];
        for (int k = 0, i = 0; i < reach.length; i++) {
            if (reach[i]) {
                values[k++] = (int) (lo + i);
            }
        }
        int[] ge = new int[count];
        ge[0] = Lits.TRUE;
        if (root) {
            restrictTotal(values[0], values[count - 1]);
        } else if (count > 1) {
            int node = ++nodeCount;
            int base = sink.newVars(count - 1, off -> label + ":partial" + node + ">=" + values[off + 1]);
            for (int k = 1; k < count; k++) {
                ge[k] = base + k - 1;
                if (k > 1) {
                    sink.clause(-ge[k], ge[k - 1]);
                }
            }
        }
        Node s = new Node(values, ge, root ? total : null);
        for (int i = 0; i < av.length; i++) {
            for (int j = 0; j < bv.length; j++) {
                int up = s.lit(av[i] + bv[j]);
                if (up != Lits.TRUE) {
                    sink.clause(-a.at(i), -b.at(j), up);
                }
                int down = s.lit(av[i] + bv[j] + 1);
                if (down != Lits.FALSE) {
                    sink.clause(a.at(i + 1), b.at(j + 1), -down);
                }
            }
        }
        return s;
    }
}
