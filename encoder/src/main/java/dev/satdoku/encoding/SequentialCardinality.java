package dev.satdoku.encoding;

import dev.satdoku.cnf.Lits;

/**
 * "Exactly k of these literals are true" by a Sinz sequential counter. Register literal r(i, j)
 * means "at least j of x_1..x_i are true" and is defined in both directions, so the auxiliaries are
 * functions of the inputs: a model of the inputs extends to exactly one model of the counter, which
 * keeps solution counts and projected enumeration honest. At most n(k+1) auxiliaries with four
 * clauses each; unit propagation decides the count as soon as the inputs do. Inputs contain no
 * constant literals (the {@link Cardinality} front door removes them).
 */
public final class SequentialCardinality {

    private SequentialCardinality() {
    }

    public static void exactly(int[] x, int k, ClauseSink sink, String label) {
        int n = x.length;
        if (k < 0 || k > n) {
            sink.clause();
            return;
        }
        if (k == 0 || k == n) {
            for (int lit : x) {
                sink.clause(k == 0 ? -lit : lit);
            }
            return;
        }
        // Counts up to k+1 suffice: "at least k+1" is the first one that must be refuted.
        int[][] reg = register(x, k + 1, sink, label);
        sink.clause(at(reg, n, k));
        sink.clause(-at(reg, n, k + 1));
    }

    /** At least {@code k} of the literals are true (the same register, counting up to k). */
    public static void atLeast(int[] x, int k, ClauseSink sink, String label) {
        int n = x.length;
        if (k <= 0) {
            return;
        }
        if (k > n) {
            sink.clause();
            return;
        }
        if (k == n) {
            for (int lit : x) {
                sink.clause(lit);
            }
            return;
        }
        int[][] reg = register(x, k, sink, label);
        sink.clause(at(reg, n, k));
    }

    /** At most {@code k} of the literals are true (the same register, counting up to k+1). */
    public static void atMost(int[] x, int k, ClauseSink sink, String label) {
        int n = x.length;
        if (k < 0) {
            sink.clause();
            return;
        }
        if (k >= n) {
            return;
        }
        if (k == 0) {
            for (int lit : x) {
                sink.clause(-lit);
            }
            return;
        }
        int[][] reg = register(x, k + 1, sink, label);
        sink.clause(-at(reg, n, k + 1));
    }

    /**
     * The whole count: element j (0..n) is a literal equivalent to "at least j of the literals are
     * true" (element 0 is {@link Lits#TRUE}). The register literals are functions of the inputs, so
     * they add no models.
     */
    public static int[] counter(int[] x, ClauseSink sink, String label) {
        int n = x.length;
        int[][] reg = register(x, n, sink, label);
        int[] out = new int[n + 1];
        for (int j = 0; j <= n; j++) {
            out[j] = at(reg, n, j);
        }
        return out;
    }

    /**
     * The register r(i, j) = "at least j of x_1..x_i" for j up to {@code width}, defined in both
     * directions. Row i can count at most i, so it gets min(i, width) variables and none is left
     * unconstrained.
     */
    private static int[][] register(int[] x, int width, ClauseSink sink, String label) {
        int n = x.length;
        int[][] reg = new int[n + 1][];
        reg[0] = new int[0];
        for (int i = 1; i <= n; i++) {
            int row = i;
            int cols = Math.min(i, width);
            int base = sink.newVars(cols, offset -> label + ":count(" + row + ")>=" + (offset + 1));
            reg[i] = new int[cols];
            for (int j = 0; j < cols; j++) {
                reg[i][j] = base + j;
            }
        }
        for (int i = 1; i <= n; i++) {
            int xi = x[i - 1];
            for (int j = 1; j <= reg[i].length; j++) {
                int cur = at(reg, i, j);
                sink.clause(-at(reg, i - 1, j), cur);
                sink.clause(-at(reg, i - 1, j - 1), -xi, cur);
                sink.clause(-cur, at(reg, i - 1, j), at(reg, i - 1, j - 1));
                sink.clause(-cur, at(reg, i - 1, j), xi);
            }
        }
        return reg;
    }

    /** r(i, j) with the edges as constants: at least 0 is always true, more than i never. */
    private static int at(int[][] reg, int i, int j) {
        if (j == 0) {
            return Lits.TRUE;
        }
        return j <= reg[i].length ? reg[i][j - 1] : Lits.FALSE;
    }
}
