package dev.satdoku.encoding;

import dev.satdoku.cnf.Lits;
import java.util.Arrays;

/**
 * Front door for cardinality constraints over literals that may include the constants
 * {@link Lits#TRUE}/{@link Lits#FALSE}: constants are resolved here, the rest goes to the chosen
 * {@link AtMostOne} algorithm. Rules call these, never an algorithm directly.
 */
public final class Cardinality {

    private Cardinality() {
    }

    public static void atMostOne(int[] lits, AtMostOne algorithm, ClauseSink sink, String label) {
        int[] free = new int[lits.length];
        int n = 0;
        int trueCount = 0;
        for (int lit : lits) {
            if (lit == Lits.TRUE) {
                trueCount++;
            } else if (lit != Lits.FALSE) {
                free[n++] = lit;
            }
        }
        if (trueCount > 1) {
            sink.clause();
            return;
        }
        if (trueCount == 1) {
            for (int i = 0; i < n; i++) {
                sink.clause(-free[i]);
            }
            return;
        }
        algorithm.encode(n == free.length ? free : Arrays.copyOf(free, n), sink, label);
    }

    public static void atLeastOne(int[] lits, ClauseSink sink) {
        sink.clause(lits);
    }

    public static void exactlyOne(int[] lits, AtMostOne algorithm, ClauseSink sink, String label) {
        atLeastOne(lits, sink);
        atMostOne(lits, algorithm, sink, label);
    }

    /**
     * Exactly {@code k} of the literals are true (a count, e.g. of visible skyscrapers). Constants are
     * resolved here; the rest goes to {@link SequentialCardinality}.
     */
    public static void exactly(int[] lits, int k, ClauseSink sink, String label) {
        int trueCount = (int) Arrays.stream(lits).filter(lit -> lit == Lits.TRUE).count();
        int[] free = Arrays.stream(lits).filter(lit -> !Lits.isConstant(lit)).toArray();
        SequentialCardinality.exactly(free, k - trueCount, sink, label);
    }
}
