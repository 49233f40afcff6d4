package dev.satdoku.encode;

/**
 * Comparisons between two integer unknowns, as clauses over their literals: the named strategy that
 * ordered rules (thermometers, between lines, minimum/maximum cells) and equality rules (palindromes,
 * clones) call instead of spelling the clauses out themselves. Clauses go through the context, so they
 * carry the current family tag and any enclosing guards.
 */
public final class Relations {

    private Relations() {
    }

    /**
     * {@code a + gap <= b}, on order literals: for every value v of a, {@code [a >= v] -> [b >= v + gap]}.
     * One binary clause per value (unit clauses at the domain ends, which simplification turns into
     * smaller domains). Creates the order literals of both unknowns on first use.
     */
    public static void atLeastApart(EncodingContext ctx, IntVar a, IntVar b, int gap) {
        for (int v = a.min(); v <= a.max(); v++) {
            ctx.clause(-a.ge(v), b.ge(v + gap));
        }
    }

    /** {@code a < b}. */
    public static void less(EncodingContext ctx, IntVar a, IntVar b) {
        atLeastApart(ctx, a, b, 1);
    }

    /** {@code a <= b}. */
    public static void lessOrEqual(EncodingContext ctx, IntVar a, IntVar b) {
        atLeastApart(ctx, a, b, 0);
    }

    /**
     * {@code a = b} on the direct literals: {@code [a = v] <-> [b = v]} for every value, two binary
     * clauses per value so that an elimination on either side propagates to the other. No order
     * literals are needed.
     */
    public static void equal(EncodingContext ctx, IntVar a, IntVar b) {
        if (a == b) {
            return;
        }
        int lo = Math.min(a.min(), b.min());
        int hi = Math.max(a.max(), b.max());
        for (int v = lo; v <= hi; v++) {
            ctx.clause(-a.eq(v), b.eq(v));
            ctx.clause(-b.eq(v), a.eq(v));
        }
    }
}
