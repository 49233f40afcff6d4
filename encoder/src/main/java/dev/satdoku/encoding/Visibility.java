package dev.satdoku.encoding;

import java.util.function.IntBinaryOperator;

/**
 * A skyscraper encoding: after {@link #encode}, the models are exactly those in which {@code count}
 * digits of the line are visible, a digit being visible when it is greater than every digit before it
 * (the first always is). The line's digits need not differ: the encodings hold for any digits, so
 * they are exact on a line alone. One class per algorithm, picked by {@link SkyscraperEncoding} from
 * the encoding options; rules reach them through the encoding context, never directly.
 */
public interface Visibility {

    /**
     * @param names per cell of the line, in the order seen from the clue, its name (for auxiliaries)
     * @param ge    {@code ge(i, v)}: the literal "cell i >= v", TRUE at or below min and FALSE above
     *              max; asked lazily, since asking may define the cell's order ladder
     * @param eq    {@code eq(i, v)}: the literal "cell i = v" (constants allowed)
     * @param min   the smallest value of the grid
     * @param max   the largest value of the grid
     * @param count the number of visible digits
     * @param label prefix for the names of auxiliary variables ("skyscraper r0c5")
     * @param cardinality the family label for the clauses of a cardinality encoding it uses
     */
    void encode(String[] names, IntBinaryOperator ge, IntBinaryOperator eq, int min, int max, int count, ClauseSink sink,
                String label, String cardinality);
}
