package dev.satdoku.encoding.sum;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.ClauseSink;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Decision diagram over the direct (one-hot) literals, encoded so that unit propagation is arc
 * consistent: after propagation, a term keeps exactly the values that some completion of the sum
 * supports (the ideas of Abio, Nieuwenhuis, Oliveras and Rodriguez-Carbonell 2012 for BDDs of linear
 * constraints, carried to multi-valued terms as in the MDD encodings that followed).
 *
 * <p>Layer i of the diagram decides term i; a node stands for the partial sums of terms 0..i-1 that
 * lead to the same accepted completions:
 * nodes are built from the partial sum and then merged bottom-up when their outgoing edges agree, so
 * equivalent partial sums (which the total cannot tell apart) share one node and one variable. A
 * variable total is one more layer, after the terms, whose value must equal the partial sum.
 *
 * <p>Clauses (a path from the root to the accepting end is a solution): the root is true; an edge
 * (node, value) implies its node, its child and the term's direct literal; a true node needs one of
 * its outgoing edges and (below the root) one of its incoming edges; a term's value needs one of its
 * layer's edges with that value. This is the layered-graph decomposition of a regular constraint,
 * under which unit propagation removes exactly the unsupported values. Every auxiliary is a function
 * of the terms: with one-hot terms the diagram has one path per assignment, and a true node or edge
 * must lie on it, so a definition ({@code sumOf}) extends every assignment in exactly one way.
 *
 * <p>Edges from the root are the direct literals themselves and a term with one value adds no edge
 * variable. The diagram grows with the number of distinct partial sums, so it is abandoned for the
 * fallback above {@link #MAX_EDGES} edges (scaled pill terms with many digits, say). Distinct terms
 * (killer cages) keep the table of digit sets, which also knows the digits are different, and use
 * the diagram only where the sets are too many.
 *
 * <p>Not the default: on sums with repeated digits SAT4J needs more conflicts with it than with the
 * table and totalizer, and makes fewer conflicts per second, since the diagram of a long sum has
 * thousands of edge variables (docs/speed.md, "The arc-consistent sum encoding"). Arc consistency
 * alone does not pay: the totalizer's order-encoded partial sums seem to give SAT4J better clauses to
 * learn, and adding them beside the diagram did not win either.
 */
final class MddSum implements SumAlgorithm {

    /** Largest diagram encoded, in edges (each an auxiliary variable with three or four clauses). */
    static final int MAX_EDGES = 20_000;

    private static final int FALSE_NODE = 0;
    private static final int TRUE_NODE = 1;

    private final SumAlgorithm fallback;

    public MddSum(SumAlgorithm fallback) {
        this.fallback = fallback;
    }

    @Override
    public void encode(List<Operand> terms, Operand total, boolean distinct, ClauseSink sink, String label) {
        if (distinct) {
            // Killer cages: the table of digit sets, and the diagram where the sets are too many. A
            // diagram whose nodes also tracked the used digits (arc consistent on sum and distinctness
            // together) was tried and dropped: its CNF grows with the subsets of digits, and on hard
            // killers it was far slower than the table (docs/speed.md).
            new TableSum(this::encodePlain).encode(terms, total, true, sink, label);
            return;
        }
        encodePlain(terms, total, false, sink, label);
    }

    /** The diagram over partial sums alone (distinctness, if any, is left to the caller's own clauses). */
    private void encodePlain(List<Operand> terms, Operand total, boolean distinct, ClauseSink sink, String label) {
        Diagram d = Diagram.build(terms, total);
        if (d == null) {
            fallback.encode(terms, total, distinct, sink, label);
            return;
        }
        d.emit(sink, label);
    }

    /** The reduced diagram: per layer, its nodes' children (one per value of the layer's operand). */
    private static final class Diagram {
        final int layers;
        final int[][] lits;          // layer -> direct literal of each value
        final long[][] steps;        // layer -> what each value adds to the partial sum
        final long[] restMin;
        final long[] restMax;
        final long target;
        final Operand constantTotal; // non-null when the total is a known number (no total layer)
        final Map<Key, Integer> memo = new HashMap<>();
        final Map<Sig, Integer> unique = new HashMap<>();
        final List<int[]> children = new ArrayList<>(); // node id -> children (ids 0, 1 are the terminals)
        final List<Integer> layerOf = new ArrayList<>();
        int edges;
        boolean tooBig;
        int root;

        private record Key(int layer, long sum) {
        }

        private record Sig(int layer, List<Integer> children) {
        }

        private Diagram(List<Operand> terms, Operand total) {
            boolean totalLayer = total.size() > 1;
            this.layers = terms.size() + (totalLayer ? 1 : 0);
            this.constantTotal = totalLayer ? null : total;
            this.target = totalLayer ? 0 : total.min();
            this.lits = new int[layers][];
            this.steps = new long[layers][];
            for (int i = 0; i < layers; i++) {
                boolean isTotal = i == terms.size();
                Operand op = isTotal ? total : terms.get(i);
                int[] values = op.values();
                lits[i] = new int[values.length];
                steps[i] = new long[values.length];
                for (int k = 0; k < values.length; k++) {
                    lits[i][k] = op.eq(values[k]);
                    steps[i][k] = isTotal ? -(long) values[k] : values[k];
                }
            }
            restMin = new long[layers + 1];
            restMax = new long[layers + 1];
            for (int i = layers - 1; i >= 0; i--) {
                restMin[i] = restMin[i + 1] + Arrays.stream(steps[i]).min().orElse(0);
                restMax[i] = restMax[i + 1] + Arrays.stream(steps[i]).max().orElse(0);
            }
            children.add(null);
            layerOf.add(layers);
            children.add(null);
            layerOf.add(layers);
        }

        /** The diagram, or null when it passes {@link #MAX_EDGES}. */
        static Diagram build(List<Operand> terms, Operand total) {
            Diagram d = new Diagram(terms, total);
            d.root = d.node(0, 0);
            return d.tooBig ? null : d;
        }

        private int node(int layer, long sum) {
            if (tooBig) {
                return FALSE_NODE;
            }
            if (layer == layers) {
                boolean accept = constantTotal == null ? sum == target
                        : sum >= Integer.MIN_VALUE && sum <= Integer.MAX_VALUE && constantTotal.contains((int) sum);
                return accept ? TRUE_NODE : FALSE_NODE;
            }
            if (sum + restMin[layer] > target || sum + restMax[layer] < target) {
                return FALSE_NODE;
            }
            Key key = new Key(layer, sum);
            Integer known = memo.get(key);
            if (known != null) {
                return known;
            }
            int[] kids = new int[steps[layer].length];
            boolean any = false;
            for (int k = 0; k < kids.length; k++) {
                kids[k] = node(layer + 1, sum + steps[layer][k]);
                any |= kids[k] != FALSE_NODE;
            }
            int id = FALSE_NODE;
            if (any) {
                // Merging by outgoing edges is what shares equivalent partial sums.
                Sig sig = new Sig(layer, Arrays.stream(kids).boxed().toList());
                Integer same = unique.get(sig);
                if (same != null) {
                    id = same;
                } else {
                    id = children.size();
                    children.add(kids);
                    layerOf.add(layer);
                    unique.put(sig, id);
                    for (int c : kids) {
                        edges += c == FALSE_NODE ? 0 : 1;
                    }
                    tooBig |= edges > MAX_EDGES;
                }
            }
            memo.put(key, id);
            // Partial sums that die below also cost time: bound the states visited, not only the edges kept.
            tooBig |= memo.size() > 4 * MAX_EDGES;
            return id;
        }

        void emit(ClauseSink sink, String label) {
            if (root == FALSE_NODE) {
                sink.clause();
                return;
            }
            int count = children.size();
            int[] nodeLit = new int[count];
            nodeLit[FALSE_NODE] = Lits.FALSE;
            nodeLit[TRUE_NODE] = Lits.TRUE;
            for (int id = 2; id < count; id++) {
                final int node = id;
                nodeLit[id] = id == root ? Lits.TRUE
                        : sink.newVar(label + ":mdd" + layerOf.get(node) + "#" + node);
            }
            List<List<Integer>> incoming = new ArrayList<>();
            for (int id = 0; id < count; id++) {
                incoming.add(new ArrayList<>());
            }
            List<List<List<Integer>>> byValue = new ArrayList<>();
            for (int i = 0; i < layers; i++) {
                List<List<Integer>> perValue = new ArrayList<>();
                for (int k = 0; k < lits[i].length; k++) {
                    perValue.add(new ArrayList<>());
                }
                byValue.add(perValue);
            }
            for (int id = 2; id < count; id++) {
                int layer = layerOf.get(id);
                int[] kids = children.get(id);
                int n = nodeLit[id];
                List<Integer> out = new ArrayList<>();
                for (int k = 0; k < kids.length; k++) {
                    if (kids[k] == FALSE_NODE) {
                        continue;
                    }
                    int x = lits[layer][k];
                    int e;
                    if (n == Lits.TRUE) {
                        e = x;
                    } else if (x == Lits.TRUE) {
                        e = n;
                    } else {
                        e = sink.newVar(label + ":mdd" + layer + "#" + id + "=" + steps[layer][k]);
                        sink.clause(-e, n);
                        sink.clause(-e, x);
                    }
                    int c = nodeLit[kids[k]];
                    if (c != Lits.TRUE && c != e) {
                        sink.clause(-e, c);
                    }
                    out.add(e);
                    incoming.get(kids[k]).add(e);
                    byValue.get(layer).get(k).add(e);
                }
                if (n != Lits.TRUE) {
                    sink.clause(prepend(-n, out));
                } else {
                    sink.clause(prepend(Lits.FALSE, out));
                }
            }
            for (int id = 2; id < count; id++) {
                if (nodeLit[id] != Lits.TRUE) {
                    sink.clause(prepend(-nodeLit[id], incoming.get(id)));
                }
            }
            for (int i = 0; i < layers; i++) {
                for (int k = 0; k < lits[i].length; k++) {
                    int x = lits[i][k];
                    if (x == Lits.FALSE) {
                        continue;
                    }
                    List<Integer> support = byValue.get(i).get(k);
                    if (support.size() == 1 && support.get(0) == x) {
                        continue; // the root's edge is the literal itself
                    }
                    sink.clause(prepend(-x, support));
                }
            }
        }

        private static int[] prepend(int first, List<Integer> rest) {
            int[] out = new int[rest.size() + 1];
            out[0] = first;
            for (int i = 0; i < rest.size(); i++) {
                out[i + 1] = rest.get(i);
            }
            return out;
        }
    }
}
