package dev.satdoku.encode;

import dev.satdoku.cnf.Lits;

/**
 * The encoding of one integer unknown (a cell digit or a named variable) with domain min..max.
 * Direct (one-hot) literals {@code [x = v]} always exist; order (ladder) literals {@code [x >= v]}
 * are created on first use and linked to the direct ones, so cells that no rule compares pay nothing.
 * Out-of-domain queries return constants, which keeps rule encodings free of edge cases.
 */
public final class IntVar {

    private final EncodingContext ctx;
    private final String name;
    private final int min;
    private final int max;
    private final int eqBase;
    private int geBase;

    IntVar(EncodingContext ctx, String name, int min, int max, int eqBase) {
        this.ctx = ctx;
        this.name = name;
        this.min = min;
        this.max = max;
        this.eqBase = eqBase;
    }

    public String name() {
        return name;
    }

    public int min() {
        return min;
    }

    public int max() {
        return max;
    }

    /** Literal for {@code x = v}; FALSE outside the domain. */
    public int eq(int v) {
        return v < min || v > max ? Lits.FALSE : eqBase + (v - min);
    }

    /** Literal for {@code x != v}. */
    public int ne(int v) {
        return -eq(v);
    }

    /** Order literal {@code x >= v}; TRUE for v <= min, FALSE for v > max. */
    public int ge(int v) {
        if (v <= min) {
            return Lits.TRUE;
        }
        if (v > max) {
            return Lits.FALSE;
        }
        if (geBase == 0) {
            geBase = ctx.defineOrder(this);
        }
        return geBase + (v - min - 1);
    }

    /** Order literal {@code x <= v}. */
    public int le(int v) {
        return -ge(v + 1);
    }

    /** Direct literals for min..max, in order. */
    public int[] eqLiterals() {
        int[] lits = new int[max - min + 1];
        for (int i = 0; i < lits.length; i++) {
            lits[i] = eqBase + i;
        }
        return lits;
    }

    boolean hasOrder() {
        return geBase != 0;
    }

    int eqBase() {
        return eqBase;
    }

    @Override
    public String toString() {
        return name;
    }
}
