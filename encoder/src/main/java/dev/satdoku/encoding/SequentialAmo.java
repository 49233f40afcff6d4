package dev.satdoku.encoding;

/**
 * Sequential counter at-most-one (Sinz 2005): auxiliary s_i means "some of x_1..x_i is true".
 * 3n-4 clauses and n-1 auxiliary variables for n >= 2; linear instead of quadratic, and unit
 * propagation still forces all other literals false once one is true.
 */
final class SequentialAmo implements AtMostOne {

    @Override
    public long clauses(int n) {
        return n < 2 ? 0 : 3L * n - 4;
    }

    @Override
    public long auxiliaries(int n) {
        return n < 2 ? 0 : n - 1;
    }

    @Override
    public void encode(int[] x, ClauseSink sink, String label) {
        int n = x.length;
        if (n < 2) {
            return;
        }
        int s = sink.newVars(n - 1, i -> label + ":amo-seq" + (i + 1));
        sink.clause(-x[0], s);
        for (int i = 1; i < n - 1; i++) {
            int prev = s + i - 1;
            int cur = s + i;
            sink.clause(-x[i], cur);
            sink.clause(-prev, cur);
            sink.clause(-x[i], -prev);
        }
        sink.clause(-x[n - 1], -(s + n - 2));
    }
}
