package dev.satdoku.encoding;

/**
 * An at-most-one encoding: after {@link #encode}, no model sets two of the literals true. One class
 * per algorithm, picked by {@link AmoEncoding} from the encoding options. Inputs contain no constant
 * literals (the {@link Cardinality} front door removes them).
 */
public interface AtMostOne {

    void encode(int[] lits, ClauseSink sink, String label);

    /** How many clauses {@link #encode} emits over n literals (size estimates use it before encoding). */
    long clauses(int n);

    /** How many auxiliary variables {@link #encode} creates over n literals. */
    long auxiliaries(int n);
}
