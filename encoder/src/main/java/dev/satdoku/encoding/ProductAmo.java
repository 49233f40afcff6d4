package dev.satdoku.encoding;

/**
 * Product at-most-one (Chen 2010): the n literals are laid out in a grid of q = ceil(sqrt(n)) columns
 * and r = ceil(n/q) rows, with one auxiliary per row and per column; literal k in row i and column j
 * implies both, and at most one row and at most one column variable may be true (recursively by this
 * encoding, pairwise from {@value #PAIRWISE_UP_TO} literals down). Two true literals differ in row or
 * column, so they would make two row or two column variables true.
 *
 * <p>Size, for n literals: n <= 4 gives pairwise, n(n-1)/2 clauses and no auxiliaries; otherwise
 * clauses(n) = 2n + clauses(r) + clauses(q) and aux(n) = r + q + aux(r) + aux(q): about 2n + 4 sqrt(n)
 * clauses and 2 sqrt(n) auxiliaries.
 */
final class ProductAmo implements AtMostOne {

    static final int PAIRWISE_UP_TO = 4;

    private final AtMostOne base = new PairwiseAmo();

    /** Columns of the grid for n literals: ceil(sqrt(n)). */
    public static int columns(int n) {
        int q = (int) Math.sqrt(n);
        while (q * q < n) {
            q++;
        }
        return q;
    }

    /** The recurrence of the class comment. */
    @Override
    public long clauses(int n) {
        if (n <= PAIRWISE_UP_TO) {
            return base.clauses(n);
        }
        int q = columns(n);
        int r = (n + q - 1) / q;
        return 2L * n + clauses(r) + clauses(q);
    }

    @Override
    public long auxiliaries(int n) {
        if (n <= PAIRWISE_UP_TO) {
            return 0;
        }
        int q = columns(n);
        int r = (n + q - 1) / q;
        return r + q + auxiliaries(r) + auxiliaries(q);
    }

    @Override
    public void encode(int[] x, ClauseSink sink, String label) {
        int n = x.length;
        if (n <= PAIRWISE_UP_TO) {
            base.encode(x, sink, label);
            return;
        }
        int q = columns(n);
        int r = (n + q - 1) / q;
        int rows = sink.newVars(r, i -> label + ":amo-row" + i);
        int cols = sink.newVars(q, j -> label + ":amo-col" + j);
        for (int k = 0; k < n; k++) {
            sink.clause(-x[k], rows + k / q);
            sink.clause(-x[k], cols + k % q);
        }
        encode(consecutive(rows, r), sink, label + ":rows");
        encode(consecutive(cols, q), sink, label + ":cols");
    }

    private static int[] consecutive(int first, int count) {
        int[] out = new int[count];
        for (int i = 0; i < count; i++) {
            out[i] = first + i;
        }
        return out;
    }
}
