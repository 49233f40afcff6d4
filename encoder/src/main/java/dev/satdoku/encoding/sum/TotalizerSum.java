package dev.satdoku.encoding.sum;

import dev.satdoku.encoding.ClauseSink;
import java.util.List;

/**
 * Totalizer (Bailleux and Boufkhad 2003, generalised to integer terms as in the generalized
 * totalizer of Joshi, Martins and Manquinho 2015): a balanced binary tree whose leaves are the terms
 * and whose inner nodes are the order-encoded sums of their subtrees (see {@link OrderNetwork} for the
 * clauses). Depth log n keeps the chains of implications short; a node over k terms of domain d has
 * about k*d values, so a merge costs about the product of its children's sizes.
 */
final class TotalizerSum implements SumAlgorithm {

    @Override
    public void encode(List<Operand> terms, Operand total, boolean distinct, ClauseSink sink, String label) {
        OrderNetwork net = new OrderNetwork(terms, total, distinct, sink, label);
        if (!net.trivial()) {
            build(net, 0, net.size());
        }
    }

    private static OrderNetwork.Node build(OrderNetwork net, int from, int to) {
        if (to - from == 1) {
            return net.leaf(from);
        }
        int mid = (from + to) >>> 1;
        OrderNetwork.Node left = build(net, from, mid);
        OrderNetwork.Node right = build(net, mid, to);
        return net.merge(left, right, from, to);
    }
}
