package dev.satdoku.encoding.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.satdoku.cnf.Lits;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SatResult;
import dev.satdoku.testing.CnfSink;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each connectivity encoding, on small graphs: the models of its CNF projected on the member
 * literals are exactly the connected member sets (the empty set included), found by brute force
 * over every subset with a breadth-first search. Member literals may be negated (the unshaded cells
 * of yin-yang are members through {@code -shaded}) or constants.
 */
class ConnectivityEncodingsTest {

    private static Graph path(int n) {
        int[][] adj = new int[n][];
        for (int v = 0; v < n; v++) {
            List<Integer> nb = new ArrayList<>();
            if (v > 0) {
                nb.add(v - 1);
            }
            if (v + 1 < n) {
                nb.add(v + 1);
            }
            adj[v] = nb.stream().mapToInt(Integer::intValue).toArray();
        }
        return new Graph(adj);
    }

    /** A cycle of 6 whose nodes are numbered out of order around it (the root is not at an end). */
    private static Graph scrambledCycle() {
        int[] order = {0, 3, 1, 5, 2, 4};
        int[][] adj = new int[6][2];
        for (int i = 0; i < 6; i++) {
            adj[order[i]][0] = order[(i + 5) % 6];
            adj[order[i]][1] = order[(i + 1) % 6];
        }
        return new Graph(adj);
    }

    /** Two triangles with no edge between them, and an isolated node. */
    private static Graph twoTrianglesAndAPoint() {
        return new Graph(new int[][] {{1, 2}, {0, 2}, {0, 1}, {}, {5, 6}, {4, 6}, {4, 5}});
    }

    static List<Graph> graphs() {
        return List.of(Graph.grid(1), Graph.grid(2), Graph.grid(3), path(5), scrambledCycle(), twoTrianglesAndAPoint());
    }

    @ParameterizedTest
    @EnumSource(ConnectivityEncoding.class)
    void admitsExactlyTheConnectedSets(ConnectivityEncoding encoding) {
        for (Graph g : graphs()) {
            check(encoding, g, false, -1);
        }
    }

    /**
     * The same on a 4x4 grid, the largest graph here: its thousands of connected sets are enumerated one
     * blocking clause at a time, which takes most of a minute, so it runs in the slow tier (CI).
     */
    @Tag("slow")
    @ParameterizedTest
    @EnumSource(ConnectivityEncoding.class)
    void admitsExactlyTheConnectedSetsOfA4x4Grid(ConnectivityEncoding encoding) {
        check(encoding, Graph.grid(4), false, -1);
    }

    @ParameterizedTest
    @EnumSource(ConnectivityEncoding.class)
    void negatedMembersAsForUnshadedCells(ConnectivityEncoding encoding) {
        check(encoding, Graph.grid(3), true, -1);
        check(encoding, scrambledCycle(), true, -1);
    }

    @ParameterizedTest
    @EnumSource(ConnectivityEncoding.class)
    void constantMembers(ConnectivityEncoding encoding) {
        for (int node = 0; node < 9; node += 4) {
            check(encoding, Graph.grid(3), false, node);
        }
    }

    /**
     * With a member bound m (other clauses keep sets to at most m nodes, as for chaos regions), under
     * every span choice: among the models of at most m members, exactly the connected sets of at most
     * m nodes. Sets the bound's clauses would exclude are not searched for beyond m members.
     */
    @ParameterizedTest
    @EnumSource(ConnectivityEncoding.class)
    void boundedSetsUnderEverySpanChoice(ConnectivityEncoding encoding) {
        List<Graph> graphs = List.of(Graph.grid(3), Graph.grid(2, 4), path(5), scrambledCycle(), twoTrianglesAndAPoint());
        for (ConnectedSpan span : ConnectedSpan.values()) {
            for (Graph g : graphs) {
                for (int max = 1; max <= 4; max++) {
                    checkBounded(encoding, span, g, max);
                }
            }
        }
    }

    /**
     * Rooted at node 0 (other clauses make node 0 a member whenever any node is, as for a chaos region
     * named by its first cell), with a member bound, under every span choice: exactly the connected
     * sets of at most m nodes that are empty or hold node 0.
     */
    @ParameterizedTest
    @EnumSource(ConnectivityEncoding.class)
    void setsRootedAtTheFirstNode(ConnectivityEncoding encoding) {
        List<Graph> graphs = List.of(Graph.grid(3), Graph.grid(2, 4), path(5), scrambledCycle(), twoTrianglesAndAPoint());
        for (ConnectedSpan span : ConnectedSpan.values()) {
            for (Graph g : graphs) {
                for (int max = 1; max <= 5; max++) {
                    checkBounded(encoding, span, g, max, true);
                }
            }
        }
    }

    private static void checkBounded(ConnectivityEncoding encoding, ConnectedSpan span, Graph g, int max) {
        checkBounded(encoding, span, g, max, false);
    }

    private static void checkBounded(ConnectivityEncoding encoding, ConnectedSpan span, Graph g, int max, boolean rooted) {
        int n = g.size();
        CnfSink sink = new CnfSink();
        int first = sink.newVars(n, v -> "x" + v);
        int[] member = new int[n];
        for (int v = 0; v < n; v++) {
            member[v] = first + v;
        }
        if (rooted) {
            for (int v = 1; v < n; v++) {
                sink.clause(-member[v], member[0]);
            }
            encoding.algorithm().encodeRootedAtFirst(g, member, max, sink, "test");
        } else {
            encoding.algorithm().encode(g, member, max, sink, "test");
        }
        span.encode(g, member, max, sink);
        Set<Long> admitted = new TreeSet<>();
        try (Sat4jBackend backend = new Sat4jBackend()) {
            backend.load(sink.cnf);
            while (backend.solve() == SatResult.SATISFIABLE) {
                boolean[] model = backend.model();
                long set = 0;
                int[] block = new int[n];
                for (int v = 0; v < n; v++) {
                    if (model[first + v]) {
                        set |= 1L << v;
                    }
                    block[v] = model[first + v] ? -(first + v) : first + v;
                }
                if (Long.bitCount(set) <= max && !admitted.add(set)) {
                    fail("the same member set came twice: " + Long.toBinaryString(set));
                }
                backend.addClause(block);
            }
        }
        Set<Long> connected = new TreeSet<>();
        for (long set = 0; set < 1L << n; set++) {
            if (Long.bitCount(set) <= max && isConnected(g, set) && (!rooted || set == 0 || (set & 1) != 0)) {
                connected.add(set);
            }
        }
        assertEquals(connected, admitted, encoding + (rooted ? " rooted at node 0" : "") + " with span " + span + " and at most " + max
                + " members on a graph of " + n + " nodes");
    }

    /**
     * @param negated  member literal of node v is {@code -x_v} (a member when x_v is false)
     * @param constant a node whose member literal is the constant TRUE (-1 for none); its x_v is
     *                 then unconstrained and left out of the comparison by fixing it false
     */
    private static void check(ConnectivityEncoding encoding, Graph g, boolean negated, int constant) {
        int n = g.size();
        CnfSink sink = new CnfSink();
        int first = n == 0 ? 1 : sink.newVars(n, v -> "x" + v);
        int[] member = new int[n];
        for (int v = 0; v < n; v++) {
            member[v] = v == constant ? Lits.TRUE : negated ? -(first + v) : first + v;
        }
        encoding.algorithm().encode(g, member, sink, "test");
        Set<Long> admitted = new TreeSet<>();
        try (Sat4jBackend backend = new Sat4jBackend()) {
            backend.load(sink.cnf);
            if (constant >= 0) {
                backend.addClause(-(first + constant));
            }
            while (backend.solve() == SatResult.SATISFIABLE) {
                boolean[] model = backend.model();
                long set = 0;
                int[] block = new int[n];
                for (int v = 0; v < n; v++) {
                    boolean x = model[first + v];
                    boolean in = v == constant || x != negated;
                    if (in) {
                        set |= 1L << v;
                    }
                    block[v] = x ? -(first + v) : first + v;
                }
                if (!admitted.add(set)) {
                    fail("the same member set came twice: " + Long.toBinaryString(set));
                }
                backend.addClause(block);
            }
        }
        Set<Long> connected = new TreeSet<>();
        for (long set = 0; set < 1L << n; set++) {
            if ((constant < 0 || (set >> constant & 1) != 0) && isConnected(g, set)) {
                connected.add(set);
            }
        }
        assertEquals(connected, admitted, encoding + " on a graph of " + n + " nodes" + (negated ? ", negated members" : "")
                + (constant >= 0 ? ", node " + constant + " always a member" : ""));
    }

    /** Breadth-first search from the set's first node reaches every node of the set (true for the empty set). */
    private static boolean isConnected(Graph g, long set) {
        if (set == 0) {
            return true;
        }
        int start = Long.numberOfTrailingZeros(set);
        long seen = 1L << start;
        Deque<Integer> todo = new ArrayDeque<>(List.of(start));
        while (!todo.isEmpty()) {
            int v = todo.poll();
            for (int u : g.neighbours(v)) {
                if ((set >> u & 1) != 0 && (seen >> u & 1) == 0) {
                    seen |= 1L << u;
                    todo.add(u);
                }
            }
        }
        return seen == set;
    }
}
