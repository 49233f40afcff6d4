package dev.satdoku.encoding.connect;

import dev.satdoku.encoding.ClauseSink;

/**
 * Each set by the encoding that suits its bound: {@link LevelsConnectivity} for a set other clauses
 * keep to fewer nodes than the graph has (a chaos region: a few rounds, and every clause propagates
 * on its own), {@link TreeConnectivity} for a set that may cover the whole graph (yin-yang shading,
 * where the levels would be quadratic).
 */
final class HybridConnectivity implements ConnectedSet {

    private final ConnectedSet bounded = new LevelsConnectivity();
    private final ConnectedSet unbounded = new TreeConnectivity();

    @Override
    public void encodeFrom(Graph graph, int[] member, int[] root, int maxMembers, ClauseSink sink, String label) {
        if (maxMembers < graph.size()) {
            bounded.encodeFrom(graph, member, root, maxMembers, sink, label);
        } else {
            unbounded.encodeFrom(graph, member, root, maxMembers, sink, label);
        }
    }
}
