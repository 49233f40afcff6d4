package dev.satdoku.encode;

import dev.satdoku.cnf.Lits;

/**
 * The encoding of one integer unknown (a cell digit or a named variable) with domain min..max.
 * Direct (one-hot) literals {@code [x = v]} always exist; order (ladder) literals {@code [x >= v]}
 * are created on first use and linked to the direct ones, so cells that no rule compares pay nothing
 * (unless the cell encoding asks for every ladder up front: {@code --cell order|both}).
 * Out-of-domain queries return constants, which keeps rule encodings free of edge cases.
 */
public final class IntVar {

    private final EncodingState ctx;
    private final String name;
    private final int min;
    private final int max;
    private final int eqBase;
    private int geBase;
    /**
     * Values still possible, bit {@code v-min} per value, when an encode-time pre-pass narrowed the
     * domain (see {@link DomainPropagation}); -1 when nothing is known. Ruled-out values read as
     * FALSE and a single remaining value as TRUE, so clauses they decide are never built.
     */
    private int possible = -1;

    IntVar(EncodingState ctx, String name, int min, int max, int eqBase) {
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

    /** Literal for {@code x = v}; FALSE outside the domain (or ruled out by the pre-pass), TRUE when decided. */
    public int eq(int v) {
        if (v < min || v > max) {
            return Lits.FALSE;
        }
        if (possible != -1) {
            int bit = 1 << (v - min);
            if ((possible & bit) == 0) {
                return Lits.FALSE;
            }
            if (possible == bit) {
                return Lits.TRUE;
            }
        }
        return eqBase + (v - min);
    }

    /** Narrows the domain to the values whose bits are set (bit {@code v-min} for value v). */
    void restrict(int mask) {
        possible = mask;
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
            geBase = ctx.defineOrder(this, false);
        }
        return geBase + (v - min - 1);
    }

    /**
     * Creates the linked order ladder now, tagged with the current family (the cell encodings
     * {@code order} and {@code both}); later {@link #ge} calls reuse it.
     */
    void defineLadder() {
        if (geBase == 0 && max > min) {
            geBase = ctx.defineOrder(this, true);
        }
    }

    /** Order literal {@code x <= v}. */
    public int le(int v) {
        return -ge(v + 1);
    }

    /** Direct literals for min..max, in order (constants where the value is decided or ruled out). */
    public int[] eqLiterals() {
        int[] lits = new int[max - min + 1];
        for (int i = 0; i < lits.length; i++) {
            lits[i] = eq(min + i);
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
