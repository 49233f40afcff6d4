package dev.satdoku.encode;

import dev.satdoku.encoding.Cardinality;
import java.util.List;

/**
 * Counting over literals and distinctness over integers, through the at-most-one encoding the
 * options choose ({@code --amo}). Clauses are guarded and tagged like any other. One topic of
 * {@link EncodingContext}.
 */
public interface Cardinalities extends Clauses {

    default void atMostOne(int[] lits) {
        Cardinality.atMostOne(lits, state().options.amo().algorithm(), this, family());
    }

    default void atLeastOne(int[] lits) {
        Cardinality.atLeastOne(lits, this);
    }

    default void exactlyOne(int[] lits) {
        Cardinality.exactlyOne(lits, state().options.amo().algorithm(), this, family());
    }

    /** Exactly {@code k} of the literals are true (a cardinality constraint; constants allowed). */
    default void exactlyK(int[] lits, int k) {
        Cardinality.exactly(lits, k, this, family());
    }

    /** Pairwise distinct values: for every value, at most one of the variables takes it. */
    default void allDifferent(List<IntVar> list) {
        if (list.size() < 2) {
            return;
        }
        int lo = list.stream().mapToInt(IntVar::min).min().orElse(0);
        int hi = list.stream().mapToInt(IntVar::max).max().orElse(-1);
        for (int v = lo; v <= hi; v++) {
            int[] lits = new int[list.size()];
            for (int i = 0; i < lits.length; i++) {
                lits[i] = list.get(i).eq(v);
            }
            atMostOne(lits);
        }
    }
}
