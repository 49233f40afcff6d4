package dev.satdoku.encode;

import dev.satdoku.encoding.Automaton;
import dev.satdoku.encoding.ForbiddenPairs;
import dev.satdoku.encoding.LayeredAutomaton;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Relations between two integer unknowns, as clauses over their literals: the named strategies that
 * ordered rules (thermometers, between lines, minimum/maximum cells), equality rules (palindromes,
 * clones) and pairwise rules (dots, XV, negative constraints, anti-chess) call instead of spelling
 * the clauses out themselves; and the relation along a sequence that an automaton states (regex and
 * state-machine lines). Clauses carry the current family tag and any enclosing guards. One
 * topic of {@link EncodingContext}.
 */
public interface Relations extends Clauses {

    /**
     * {@code a + gap <= b}, on order literals: for every value v of a, {@code [a >= v] -> [b >= v + gap]}.
     * One binary clause per value (unit clauses at the domain ends, which simplification turns into
     * smaller domains). Creates the order literals of both unknowns on first use.
     */
    default void atLeastApart(IntVar a, IntVar b, int gap) {
        for (int v = a.min(); v <= a.max(); v++) {
            clause(-a.ge(v), b.ge(v + gap));
        }
    }

    /** {@code a < b}. */
    default void less(IntVar a, IntVar b) {
        atLeastApart(a, b, 1);
    }

    /** {@code a <= b}. */
    default void lessOrEqual(IntVar a, IntVar b) {
        atLeastApart(a, b, 0);
    }

    /**
     * {@code a = b} on the direct literals: {@code [a = v] <-> [b = v]} for every value, two binary
     * clauses per value so that an elimination on either side propagates to the other. No order
     * literals are needed.
     */
    default void equal(IntVar a, IntVar b) {
        if (a == b) {
            return;
        }
        int lo = Math.min(a.min(), b.min());
        int hi = Math.max(a.max(), b.max());
        for (int v = lo; v <= hi; v++) {
            clause(-a.eq(v), b.eq(v));
            clause(-b.eq(v), a.eq(v));
        }
    }

    /**
     * The pair of values of {@code a} and {@code b} satisfies {@code relation}, as forbidden-pair
     * clauses (see {@link ForbiddenPairs}): binary clauses, units for unsupported values, no auxiliaries.
     */
    default void forbiddenPairs(IntVar a, IntVar b, ForbiddenPairs.Relation relation) {
        ForbiddenPairs.encode(a.eqLiterals(), a.min(), b.eqLiterals(), b.min(), relation, this);
    }

    /**
     * The word read along the positions is accepted by the automaton, as the automaton unrolled over
     * the positions (see {@link LayeredAutomaton}): {@code read[i][s]} is "position i reads symbol s",
     * {@code at} names the positions and {@code symbol} writes a symbol, for the auxiliaries' meanings.
     */
    default void accepted(String name, Automaton automaton, int[][] read, List<String> at, IntFunction<String> symbol) {
        LayeredAutomaton.encode(name, automaton, read, at, symbol, this);
    }
}
