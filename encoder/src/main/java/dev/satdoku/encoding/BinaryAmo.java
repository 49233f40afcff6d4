package dev.satdoku.encoding;

/**
 * Binary (bitwise) at-most-one (Frisch et al. 2005; Prestwich's "bitwise" encoding): m = ceil(log2 n)
 * auxiliary bits name the index of the true literal, and literal i forces the bits to spell i, so two
 * true literals would need two different numbers in the same bits. n*m binary clauses and m auxiliary
 * variables (n >= 2); fewest auxiliaries of all, but unit propagation learns nothing from a false
 * literal, and a true literal reaches its peers only through the bits.
 */
final class BinaryAmo implements AtMostOne {

    /** ceil(log2 n): bits needed to number n literals (0 for n <= 1). */
    public static int bits(int n) {
        return n <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(n - 1);
    }

    @Override
    public long clauses(int n) {
        return (long) n * bits(n);
    }

    @Override
    public long auxiliaries(int n) {
        return bits(n);
    }

    @Override
    public void encode(int[] x, ClauseSink sink, String label) {
        int n = x.length;
        int m = bits(n);
        if (m == 0) {
            return;
        }
        int b = sink.newVars(m, j -> label + ":amo-bit" + j);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                sink.clause(-x[i], (i >> j & 1) == 1 ? b + j : -(b + j));
            }
        }
    }
}
