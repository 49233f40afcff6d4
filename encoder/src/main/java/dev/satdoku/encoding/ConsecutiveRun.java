package dev.satdoku.encoding;

import dev.satdoku.cnf.Lits;

/**
 * A renban encoding: on top of the line's digits being pairwise different (stated by the caller),
 * after {@link #encode} the models are exactly those whose digits form a run of consecutive numbers.
 * One class per algorithm, picked by {@link RenbanEncoding} from the encoding options; rules reach
 * them through the encoding context, never directly.
 */
public interface ConsecutiveRun {

    /**
     * @param eq       per cell of the line, its direct literals: {@code eq[i][k]} is "cell i holds
     *                 {@code min[i] + k}" (constants allowed)
     * @param min      per cell, the value of its first direct literal
     * @param amo      the at-most-one encoding for a choice among alternatives, whose auxiliaries are
     *                 named after {@code amoLabel}
     * @param label    prefix for the names of this encoding's own auxiliary variables
     */
    void encode(int[][] eq, int[] min, ClauseSink sink, AtMostOne amo, String amoLabel, String label);

    /** The literal "cell i holds v": FALSE outside the cell's domain. */
    static int eq(int[][] eq, int[] min, int i, int v) {
        int k = v - min[i];
        return k < 0 || k >= eq[i].length ? Lits.FALSE : eq[i][k];
    }
}
