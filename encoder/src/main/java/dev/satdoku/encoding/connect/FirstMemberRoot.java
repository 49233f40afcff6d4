package dev.satdoku.encoding.connect;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.ClauseSink;
import java.util.Arrays;

/**
 * Symmetry breaking shared by the connectivity encodings: the root from which the set must be
 * reachable is its first member in node order, so every connected set has exactly one root and one
 * way to choose it. {@code root[v] <-> member[v] and no member before v}, with a chain of "no member
 * so far" literals (the first node needs none: its root literal is its member literal).
 */
final class FirstMemberRoot {

    private FirstMemberRoot() {
    }

    static int[] roots(int[] member, ClauseSink sink, String label) {
        int n = member.length;
        int[] root = new int[n];
        int noneBefore = Lits.TRUE;
        for (int v = 0; v < n; v++) {
            int m = member[v];
            if (noneBefore == Lits.TRUE) {
                root[v] = m;
            } else {
                int r = sink.newVar(label + ": root is node " + v);
                sink.clause(-r, noneBefore);
                sink.clause(-r, m);
                sink.clause(r, -noneBefore, -m);
                root[v] = r;
            }
            if (v + 1 < n) {
                if (noneBefore == Lits.TRUE) {
                    noneBefore = -m;
                } else {
                    int next = sink.newVar(label + ": no member before node " + (v + 1));
                    sink.clause(-next, noneBefore);
                    sink.clause(-next, -m);
                    sink.clause(next, -noneBefore, m);
                    noneBefore = next;
                }
            }
        }
        return root;
    }

    /** The roots of a set that contains node 0 whenever it has any member: node 0's member literal, no other. */
    static int[] firstNode(int[] member) {
        int[] root = new int[member.length];
        Arrays.fill(root, Lits.FALSE);
        root[0] = member[0];
        return root;
    }
}
