package dev.satdoku.encoding;

import dev.satdoku.cnf.Lits;
import java.util.function.IntBinaryOperator;

/**
 * The running maximum of the first i+1 cells as a ladder {@code max_i >= v} (the first cell's own
 * order literals, then "max_{i-1} >= v or x_i >= v"); a "visible" literal per later cell, defined by
 * "x_i = v implies (visible iff not max_{i-1} >= v)"; and exactly {@code count} visible literals by
 * the cardinality encoding ({@link Cardinality#exactly}). All auxiliaries are functions of the digits.
 */
public final class CountedVisibility implements Visibility {

    @Override
    public void encode(String[] names, IntBinaryOperator ge, IntBinaryOperator eq, int min, int max, int count, ClauseSink sink,
                       String label, String cardinality) {
        int[] visible = new int[names.length];
        visible[0] = Lits.TRUE;
        // maxGe[v] = "the largest value so far is >= v", indexed by the value; values up to min are always true.
        int[] maxGe = new int[max + 2];
        for (int v = 0; v <= max + 1; v++) {
            maxGe[v] = ge.applyAsInt(0, v);
        }
        for (int i = 1; i < names.length; i++) {
            visible[i] = sink.newVar(label + ": " + names[i] + " visible");
            for (int v = min; v <= max; v++) {
                int is = eq.applyAsInt(i, v);
                sink.clause(-is, -visible[i], -maxGe[v]);
                sink.clause(-is, visible[i], maxGe[v]);
            }
            if (i + 1 < names.length) {
                int[] next = maxGe.clone();
                for (int v = min + 1; v <= max; v++) {
                    next[v] = or(sink, label + ": max up to " + names[i] + " >= " + v, maxGe[v], ge.applyAsInt(i, v));
                }
                maxGe = next;
            }
        }
        Cardinality.exactly(visible, count, sink, cardinality);
    }

    /** A fresh literal equivalent to {@code a or b} (Tseitin), as the encoding context defines it. */
    static int or(ClauseSink sink, String meaning, int a, int b) {
        int out = sink.newVar(meaning);
        sink.clause(out, -a);
        sink.clause(out, -b);
        sink.clause(a, b, -out);
        return out;
    }
}
