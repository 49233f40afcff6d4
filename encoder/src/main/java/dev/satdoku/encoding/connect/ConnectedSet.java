package dev.satdoku.encoding.connect;

import dev.satdoku.encoding.ClauseSink;

/**
 * A connectivity encoding: after {@link #encode}, the models of the clauses, projected on the member
 * literals, are exactly the assignments in which the member nodes form one connected set of the
 * graph (or there are none). One class per algorithm, picked by {@link ConnectivityEncoding} from the
 * encoding options; rules reach the chosen one through the encoding context ({@code ctx.connected}),
 * never directly.
 */
public interface ConnectedSet {

    /**
     * @param member for each node, the literal "the node belongs to the set"
     * @param label  prefix for the names of auxiliary variables (DIMACS comments)
     */
    default void encode(Graph graph, int[] member, ClauseSink sink, String label) {
        encode(graph, member, graph.size(), sink, label);
    }

    /**
     * As {@link #encode(Graph, int[], ClauseSink, String)} for a set that other clauses already limit to
     * at most {@code maxMembers} nodes (a chaos region of 9 cells in an 81-cell grid): every member is
     * then within {@code maxMembers - 1} steps of the root, so encodings may bound their distances by
     * that instead of the graph's size. Only connected sets of at most that many nodes remain models.
     */
    default void encode(Graph graph, int[] member, int maxMembers, ClauseSink sink, String label) {
        if (graph.size() > 1) {
            encodeFrom(graph, member, FirstMemberRoot.roots(member, sink, label), maxMembers, sink, label);
        }
    }

    /**
     * As {@link #encode(Graph, int[], int, ClauseSink, String)} for a set that other clauses already
     * root at node 0: node 0 is a member whenever any node is (a chaos region named by its first cell).
     * The root is then known, and no literal chooses it.
     */
    default void encodeRootedAtFirst(Graph graph, int[] member, int maxMembers, ClauseSink sink, String label) {
        if (graph.size() > 1) {
            encodeFrom(graph, member, FirstMemberRoot.firstNode(member), maxMembers, sink, label);
        }
    }

    /**
     * The encoding proper, for a graph of at least two nodes: every member is reachable from the node
     * whose {@code root} literal is true, at most one of which is.
     */
    void encodeFrom(Graph graph, int[] member, int[] root, int maxMembers, ClauseSink sink, String label);
}
