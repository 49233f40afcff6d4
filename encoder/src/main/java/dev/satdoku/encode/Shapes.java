package dev.satdoku.encode;

import dev.satdoku.encoding.connect.Graph;
import java.util.List;

/**
 * Constraints on a group of unknowns as a whole, each through the encoding the options choose: a
 * run of consecutive digits ({@code --renban}), a connected area ({@code --connectivity}), the
 * digits visible along a line ({@code --skyscraper}). One topic
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
     * bits for a region of 9 cells in an 81-cell grid), and the {@code --connected-span} clauses
     * rule out members too far apart for that many nodes.
     */
    default void connected(Graph graph, int[] member, int maxMembers, String label) {
        state().options.connectivity().algorithm().encode(graph, member, maxMembers, this, label);
        state().options.connectedSpan().encode(graph, member, maxMembers, this);
    }

    /**
     * As {@link #connected(Graph, int[], int, String)} for a set that other clauses root at node 0
     * (node 0 is a member whenever any node is): no literal chooses the root.
     */
    default void connectedFromFirst(Graph graph, int[] member, int maxMembers, String label) {
        state().options.connectivity().algorithm().encodeRootedAtFirst(graph, member, maxMembers, this, label);
        state().options.connectedSpan().encode(graph, member, maxMembers, this);
    }

    /**
     * The grid divides into orthogonally connected regions of {@code size} cells with distinct values,
     * found while solving (chaos construction), named as {@code --chaos-regions} chooses; the clues
     * about regions read them through {@link Variables#sameRegion} and {@link Variables#regionLabel}.
     */
    default void chaosRegions(int size) {
        ChaosPartition.encode(this, size);
    }

    /**
     * Exactly {@code count} digits of {@code line} (in the order seen from the clue) are visible, each
     * greater than every digit before it, by the skyscraper encoding of the options.
     *
     * @param label prefix for the names of auxiliary variables ("skyscraper r0c5")
     */
    default void visibleCount(List<IntVar> line, int count, String label) {
        String[] names = new String[line.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = line.get(i).name();
        }
        int min = state().layout.minValue();
        int max = state().layout.maxValue();
        state().options.skyscraper().algorithm().encode(names, (i, v) -> line.get(i).ge(v), (i, v) -> line.get(i).eq(v), min, max,
                count, this, label, family());
    }
}
