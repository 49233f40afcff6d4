package dev.satdoku.encoding.connect;

import dev.satdoku.encoding.ClauseSink;
import dev.satdoku.encoding.EncodingChoice;

/**
 * Redundant clauses for a connected set that other clauses limit to at most {@code maxMembers}
 * nodes (a chaos region): a path inside the set joins any two members in at most maxMembers - 1
 * steps, so two nodes farther apart than that in the graph are never both members. The clauses never
 * change which sets are models among those of at most maxMembers nodes; they let unit propagation
 * drop, as soon as a node joins the set, every node out of its reach, which the connectivity
 * encodings only find out once the set's distances are settled.
 */
public enum ConnectedSpan implements EncodingChoice {
    NONE("no clause beyond the connectivity encoding"),
    PAIRS("two nodes more than maxMembers - 1 steps apart are never both members (a binary clause per such pair)");

    private final String summary;

    ConnectedSpan(String summary) {
        this.summary = summary;
    }

    @Override
    public String summary() {
        return summary;
    }

    /** Adds this choice's clauses for a set of at most {@code maxMembers} members. */
    public void encode(Graph graph, int[] member, int maxMembers, ClauseSink sink) {
        if (this == NONE) {
            return;
        }
        int n = graph.size();
        if (maxMembers >= n) {
            return;
        }
        for (int u = 0; u < n; u++) {
            int[] dist = graph.distances(u, w -> true);
            for (int v = u + 1; v < n; v++) {
                if (dist[v] < 0 || dist[v] > maxMembers - 1) {
                    sink.clause(-member[u], -member[v]);
                }
            }
        }
    }

    public static ConnectedSpan byName(String name) {
        return EncodingChoice.byName(ConnectedSpan.class, name, "connected span");
    }

    @Override
    public String toString() {
        return cliName();
    }
}
