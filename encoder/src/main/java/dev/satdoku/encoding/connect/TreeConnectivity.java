package dev.satdoku.encoding.connect;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.ClauseSink;

/**
 * Connectivity by a spanning tree: every member other than the root (the first member,
 * {@link FirstMemberRoot}) points to a member neighbour as its parent, and a parent's depth is
 * strictly smaller than its child's. Following parents from any member then strictly decreases the
 * depth, so it ends at a member without a parent, which can only be the root: every member is
 * connected to it. Depths are binary numbers of B = ceil(log2 V) bits, compared by a chain of B-1
 * auxiliary literals per directed edge ("the depths agree above bit i, and the parent's is smaller
 * from there"), implied by the parent literal. O(E log V) variables and clauses, against the
 * quadratic size of {@link LevelsConnectivity}; the binary comparison propagates less.
 */
final class TreeConnectivity implements ConnectedSet {

    /** With at most {@code maxMembers} members, depths stay below maxMembers: fewer bits. */
    @Override
    public void encodeFrom(Graph graph, int[] member, int[] root, int maxMembers, ClauseSink sink, String label) {
        int n = graph.size();
        int bits = Math.max(1, 32 - Integer.numberOfLeadingZeros(Math.min(n, maxMembers) - 1));
        int depthBase = sink.newVars(n * bits, offset -> label + ": depth of node " + offset / bits + " bit " + offset % bits);
        for (int v = 0; v < n; v++) {
            int[] nb = graph.neighbours(v);
            int[] hasParent = new int[nb.length + 2];
            hasParent[0] = -member[v];
            hasParent[1] = root[v];
            for (int j = 0; j < nb.length; j++) {
                int u = nb[j];
                int parent = sink.newVar(label + ": parent of node " + v + " is node " + u);
                hasParent[j + 2] = parent;
                sink.clause(-parent, member[v]);
                sink.clause(-parent, member[u]);
                sink.clause(-parent, -root[v]);
                smaller(depthBase + u * bits, depthBase + v * bits, bits, parent, sink, label + ": depth " + u + " < " + v);
            }
            sink.clause(hasParent);
        }
    }

    /**
     * {@code when -> a < b} over two unsigned binary numbers (bit i at {@code a + i}, most significant
     * last). need_i: "a < b on bits i..0, given equal bits above"; need_top is {@code when}.
     */
    private static void smaller(int a, int b, int bits, int when, ClauseSink sink, String label) {
        int need = when;
        int chain = bits > 1 ? sink.newVars(bits - 1, offset -> label + " below bit " + (offset + 1)) : 0;
        for (int i = bits - 1; i >= 0; i--) {
            int lower = i == 0 ? Lits.FALSE : chain + i - 1;
            sink.clause(-need, -(a + i), b + i);
            sink.clause(-need, -(a + i), lower);
            sink.clause(-need, b + i, lower);
            need = lower;
        }
    }
}
