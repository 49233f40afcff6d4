package dev.satdoku.encoding;

/**
 * A binary relation between two one-hot integers, as forbidden-pair clauses: for each value pair
 * (x, y) the relation rejects, the binary clause {@code -[a=x] | -[b=y]}. A value that no value of
 * the partner supports gets the unit clause {@code -[a=x]} instead, which says the same thing (the
 * partner takes some value) in one clause and lets simplification shrink the domain at once.
 *
 * <p>Binary clauses are the strongest pure-CNF form of a pairwise rule: fixing one cell removes
 * exactly the partner values the relation forbids by unit propagation, with no auxiliary variables.
 * Dots, XV marks, negative constraints and anti-chess rules all go through here, by the encoding
 * context's {@code ctx.forbiddenPairs}.
 */
public final class ForbiddenPairs {

    /** Which value pairs the relation admits. */
    @FunctionalInterface
    public interface Relation {
        boolean allows(int x, int y);
    }

    private ForbiddenPairs() {
    }

    /**
     * Emits the clauses of {@code relation(a, b)}.
     *
     * @param a    direct literals {@code [a = aMin]}, {@code [a = aMin+1]}, ...; each variable has
     *             an at-least-one clause elsewhere (cells and declared variables always do)
     * @param aMin the value of {@code a[0]}
     * @param b    direct literals of the second integer
     * @param bMin the value of {@code b[0]}
     */
    public static void encode(int[] a, int aMin, int[] b, int bMin, Relation relation, ClauseSink sink) {
        boolean[][] allowed = new boolean[a.length][b.length];
        boolean[] aSupported = new boolean[a.length];
        boolean[] bSupported = new boolean[b.length];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b.length; j++) {
                if (relation.allows(aMin + i, bMin + j)) {
                    allowed[i][j] = true;
                    aSupported[i] = true;
                    bSupported[j] = true;
                }
            }
        }
        for (int i = 0; i < a.length; i++) {
            if (!aSupported[i]) {
                sink.clause(-a[i]);
            }
        }
        for (int j = 0; j < b.length; j++) {
            if (!bSupported[j]) {
                sink.clause(-b[j]);
            }
        }
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b.length; j++) {
                // Pairs involving an unsupported value are already excluded by its unit clause.
                if (!allowed[i][j] && aSupported[i] && bSupported[j]) {
                    sink.clause(-a[i], -b[j]);
                }
            }
        }
    }
}
