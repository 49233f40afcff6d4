package dev.satdoku.encode;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.Cardinality;
import dev.satdoku.encoding.SequentialCardinality;
import java.util.Arrays;
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

    /**
     * At least {@code k} of the literals are true (constants allowed): one clause when k is 1, a
     * sequential counter otherwise.
     */
    default void atLeastK(int[] lits, int k) {
        int[] free = Arrays.stream(lits).filter(lit -> !Lits.isConstant(lit)).toArray();
        int need = k - (int) Arrays.stream(lits).filter(lit -> lit == Lits.TRUE).count();
        if (need == 1) {
            atLeastOne(free);
        } else {
            SequentialCardinality.atLeast(free, need, this, family());
        }
    }

    /**
     * At most {@code k} of the literals are true (constants allowed): the at-most-one encoding of the
     * options when k is 1, a sequential counter otherwise.
     */
    default void atMostK(int[] lits, int k) {
        int[] free = Arrays.stream(lits).filter(lit -> !Lits.isConstant(lit)).toArray();
        int room = k - (int) Arrays.stream(lits).filter(lit -> lit == Lits.TRUE).count();
        if (room == 1) {
            atMostOne(free);
        } else {
            SequentialCardinality.atMost(free, room, this, family());
        }
    }

    /**
     * How many of the literals are true, in unary: element j (0..lits.length) is a literal for "at
     * least j are true" (constants where that is decided). A definition over the inputs, so it adds
     * no models; rules compare counts by these literals.
     */
    default int[] countOf(int[] lits) {
        int[] free = Arrays.stream(lits).filter(lit -> !Lits.isConstant(lit)).toArray();
        int trues = (int) Arrays.stream(lits).filter(lit -> lit == Lits.TRUE).count();
        int[] partial = SequentialCardinality.counter(free, this, family());
        int[] out = new int[lits.length + 1];
        for (int j = 0; j < out.length; j++) {
            int rest = j - trues;
            out[j] = rest <= 0 ? Lits.TRUE : rest < partial.length ? partial[rest] : Lits.FALSE;
        }
        return out;
    }

    /** The count of true literals equals the value of {@code x} (guarded), over {@link #countOf} and x's order literals. */
    default void countEquals(int[] lits, IntVar x) {
        int[] count = countOf(lits);
        for (int v = Math.min(x.min(), 0); v <= Math.max(x.max(), lits.length + 1); v++) {
            int countGe = v <= 0 ? Lits.TRUE : v < count.length ? count[v] : Lits.FALSE;
            int xGe = x.ge(v);
            clause(-countGe, xGe);
            clause(countGe, -xGe);
        }
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
