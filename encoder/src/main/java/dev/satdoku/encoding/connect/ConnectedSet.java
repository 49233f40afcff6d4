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
    void encode(Graph graph, int[] member, ClauseSink sink, String label);
}
