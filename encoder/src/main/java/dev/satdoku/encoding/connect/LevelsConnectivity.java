package dev.satdoku.encoding.connect;

import dev.satdoku.encoding.ClauseSink;

/**
 * Connectivity by levels (reachability by rounds): {@code R[v][k]} means "v is a member within k
 * steps of the root", an order encoding of each node's distance from the root (the first member,
 * {@link FirstMemberRoot}). Round 0 is the root itself; a node reached within k steps was reached
 * within k-1 steps or has a neighbour that was; the ladder {@code R[v][k-1] -> R[v][k]} keeps the
 * rounds monotone; the last round (k = V-1, the longest possible path) is the member literal
 * itself, so every member must be reached. Nothing else can be reached, since a reached node is a
 * member by the ladder. V(V-2) auxiliary variables and about 2V^2 clauses: quadratic, but every
 * clause propagates on its own.
 */
final class LevelsConnectivity implements ConnectedSet {

    /** With at most {@code maxMembers} members, every one is within maxMembers - 1 rounds: fewer rounds. */
    @Override
    public void encodeFrom(Graph graph, int[] member, int[] root, int maxMembers, ClauseSink sink, String label) {
        int n = graph.size();
        int rounds = Math.max(1, Math.min(n, maxMembers) - 1);
        // reached[k][v]: rounds 0 (the root literals) .. n-1 (the member literals).
        int[][] reached = new int[rounds + 1][];
        reached[0] = root;
        if (rounds > 1) {
            int base = sink.newVars(n * (rounds - 1), offset -> label + ": node " + offset % n + " within " + (offset / n + 1) + " steps");
            for (int k = 1; k < rounds; k++) {
                reached[k] = new int[n];
                for (int v = 0; v < n; v++) {
                    reached[k][v] = base + (k - 1) * n + v;
                }
            }
        }
        reached[rounds] = member;
        for (int k = 1; k <= rounds; k++) {
            for (int v = 0; v < n; v++) {
                int[] nb = graph.neighbours(v);
                int[] justified = new int[nb.length + 2];
                justified[0] = -reached[k][v];
                justified[1] = reached[k - 1][v];
                for (int j = 0; j < nb.length; j++) {
                    justified[j + 2] = reached[k - 1][nb[j]];
                }
                sink.clause(justified);
                sink.clause(-reached[k - 1][v], reached[k][v]);
            }
        }
    }
}
