package dev.satdoku.encoding;

import dev.satdoku.cnf.Lits;
import java.util.function.IntBinaryOperator;

/**
 * The running maximum of the first i+1 cells as a ladder {@code max_i >= v} (the first cell's own
 * order literals, then "max_{i-1} >= v or x_i >= v"); a "visible" literal per later cell, defined by
 * "x_i = v implies (visible iff not max_{i-1} >= v)"; and exactly {@code count} visible literals by
 * the cardinality encoding ({@link Cardinality#exactly}). All auxiliaries are functions of the digits.
 */
final class CountedVisibility implements Visibility {

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
            visible[i] = visible(names, eq, min, max, i, maxGe, sink, label);
            if (i + 1 < names.length) {
                maxGe = maxUpTo(names, ge, min, max, i, maxGe, sink, label);
            }
        }
        Cardinality.exactly(visible, count, sink, cardinality);
    }

    /**
     * A fresh literal "cell i is visible", defined by "cell i = v implies (visible iff not
     * {@code maxBefore[v]})", where {@code maxBefore[v]} is "the largest of cells 0..i-1 is >= v".
     */
    static int visible(String[] names, IntBinaryOperator eq, int min, int max, int i, int[] maxBefore, ClauseSink sink,
                       String label) {
        int visible = sink.newVar(label + ": " + names[i] + " visible");
        for (int v = min; v <= max; v++) {
            int is = eq.applyAsInt(i, v);
            sink.clause(-is, -visible, -maxBefore[v]);
            sink.clause(-is, visible, maxBefore[v]);
        }
        return visible;
    }

    /** The running maximum's ladder one cell further: "max up to cell i >= v" = maxBefore[v] or cell i >= v. */
    static int[] maxUpTo(String[] names, IntBinaryOperator ge, int min, int max, int i, int[] maxBefore, ClauseSink sink,
                         String label) {
        int[] next = maxBefore.clone();
        for (int v = min + 1; v <= max; v++) {
            int a = maxBefore[v];
            // Asked before the new variable: asking may define the cell's order ladder (variable numbering).
            int b = ge.applyAsInt(i, v);
            int out = sink.newVar(label + ": max up to " + names[i] + " >= " + v);
            // Tseitin, in the encoding context's clause order for "or".
            sink.clause(out, -a);
            sink.clause(out, -b);
            sink.clause(a, b, -out);
            next[v] = out;
        }
        return next;
    }
}
