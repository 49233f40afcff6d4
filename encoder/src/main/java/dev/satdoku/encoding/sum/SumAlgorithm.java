package dev.satdoku.encoding.sum;

import dev.satdoku.encoding.ClauseSink;
import java.util.List;

/**
 * A sum encoding: after {@link #encode}, the models of the clauses are exactly the assignments in
 * which the terms add up to the total. One class per algorithm, picked by {@link SumEncoding} from the
 * encoding options; rules reach them through the encoding context, never directly.
 *
 * <p>Every algorithm also honours this contract, which lets the context define a fresh integer as a
 * sum without guards: when {@code distinct} is false and the total can take every value between the
 * smallest and the largest sum, the auxiliary variables are functions of the terms (each assignment of
 * the terms extends to exactly one model), so the clauses never restrict the terms.
 */
public interface SumAlgorithm {

    /**
     * Emits clauses for {@code terms[0] + ... + terms[n-1] = total}.
     *
     * @param distinct the caller enforces, under the same guards, that the terms take pairwise
     *                 different values (a killer cage); encodings may use it to prune or to enumerate
     *                 digit sets instead of tuples. Never pass true for terms that may repeat.
     * @param label    prefix for the names of auxiliary variables (DIMACS comments)
     */
    void encode(List<Operand> terms, Operand total, boolean distinct, ClauseSink sink, String label);
}
