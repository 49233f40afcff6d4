package dev.satdoku.encode;

import dev.satdoku.encoding.connect.Graph;
import java.util.List;

/**
 * Constraints on a group of unknowns as a whole, each through the encoding the options choose: a
 * run of consecutive digits ({@code --renban}), a connected area ({@code --connectivity}). One topic
 * of {@link EncodingContext}.
 */
public interface Shapes extends Cardinalities {

    /**
     * The line's digits are different and form a run of consecutive numbers: all-different, then the
     * renban encoding of the options. Auxiliaries are named after the line's ends.
     */
    default void renban(List<IntVar> line) {
        allDifferent(line);
        int[][] eq = new int[line.size()][];
        int[] min = new int[line.size()];
        for (int i = 0; i < eq.length; i++) {
            eq[i] = line.get(i).eqLiterals();
            min[i] = line.get(i).min();
        }
        String label = "renban " + line.get(0).name() + ".." + line.get(line.size() - 1).name();
        state().options.renban().algorithm().encode(eq, min, this, state().options.amo().algorithm(), family(), label);
    }

    /**
     * The nodes whose {@code member} literal is true form one connected set of {@code graph} (or there
     * are none), by the connectivity encoding of the options.
     *
     * @param label prefix for the names of auxiliary variables
     */
    default void connected(Graph graph, int[] member, String label) {
        state().options.connectivity().algorithm().encode(graph, member, this, label);
    }

    /**
     * As {@link #connected(Graph, int[], String)} for a set other clauses limit to at most
     * {@code maxMembers} nodes: the encoding may bound distances by that (far fewer levels or depth
     * bits for a region of 9 cells in an 81-cell grid).
     */
    default void connected(Graph graph, int[] member, int maxMembers, String label) {
        state().options.connectivity().algorithm().encode(graph, member, maxMembers, this, label);
    }
}
