package dev.satdoku.encoding;

import dev.satdoku.cnf.Lits;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * "The word read along a sequence of positions is accepted by an automaton" (a regular-language
 * constraint), as the automaton unrolled over the positions: one layer of state literals per position
 * boundary and one literal per usable transition.
 *
 * <p>Before any clause, the layers are pruned: a state keeps its literal after position i only when
 * some start state reaches it by symbols the first i positions can still read, and it can still reach
 * an accepting state by symbols the later positions can read; every other state is false there and
 * every transition touching it is left out. A transition literal (position, state, symbol, target)
 * implies its source state, the position's symbol literal and its target state; the position's symbol,
 * every state literal with an outgoing layer and every state literal after a position imply one of
 * their transitions. A symbol no surviving transition reads at a position is therefore forbidden by a
 * unit clause. The transitions form a layered graph in which unit propagation removes exactly the
 * nodes and edges on no start-to-accept path consistent with the positions' remaining symbols, so it
 * is arc-consistent, for nondeterministic automata as for deterministic ones. A deterministic
 * automaton has one assignment of the auxiliary literals per word; a nondeterministic one may have
 * several (one per accepting path).
 */
public final class LayeredAutomaton {

    private LayeredAutomaton() {
    }

    /**
     * Emits the clauses of "the word read along the positions is accepted by {@code a}".
     *
     * @param name   the rule's name, which starts each auxiliary variable's meaning
     * @param a      the automaton
     * @param read   {@code read[i][s]}: the literal "position i reads symbol s" (constants allowed), for
     *               at least one position;
     *               at most one is true at a position in every model (a cell's value literals, or a
     *               fixed symbol as {@code TRUE} among {@code FALSE}s), at least one through clauses
     *               elsewhere or a {@code TRUE}
     * @param at     what each position is, for the variables' meanings
     * @param symbol how a symbol is written in the variables' meanings
     */
    public static void encode(String name, Automaton a, int[][] read, List<String> at, IntFunction<String> symbol,
                              ClauseSink sink) {
        int length = read.length;
        int states = a.states();
        boolean[][] reach = new boolean[length + 1][states];
        for (int q = 0; q < states; q++) {
            reach[0][q] = a.isStart(q);
        }
        for (int i = 0; i < length; i++) {
            for (int q = 0; q < states; q++) {
                for (int s = 0; reach[i][q] && s < a.symbols(); s++) {
                    if (read[i][s] != Lits.FALSE) {
                        for (int t : a.next(q, s)) {
                            reach[i + 1][t] = true;
                        }
                    }
                }
            }
        }
        boolean[][] live = new boolean[length + 1][states];
        for (int q = 0; q < states; q++) {
            live[length][q] = reach[length][q] && a.isAccepting(q);
        }
        for (int i = length - 1; i >= 0; i--) {
            for (int q = 0; q < states; q++) {
                for (int s = 0; reach[i][q] && !live[i][q] && s < a.symbols(); s++) {
                    if (read[i][s] != Lits.FALSE) {
                        for (int t : a.next(q, s)) {
                            live[i][q] |= live[i + 1][t];
                        }
                    }
                }
            }
        }
        int liveStarts = 0;
        for (int q = 0; q < states; q++) {
            liveStarts += live[0][q] ? 1 : 0;
        }
        int[][] state = new int[length + 1][states];
        for (int i = 0; i <= length; i++) {
            for (int q = 0; q < states; q++) {
                // With one usable start state, every accepted word starts there.
                state[i][q] = !live[i][q] ? Lits.FALSE
                        : i == 0 && liveStarts == 1 ? Lits.TRUE
                        : sink.newVar(name + " state " + q + (i == 0 ? " at the start" : " after " + at.get(i - 1)));
            }
        }
        for (int i = 0; i < length; i++) {
            List<List<Integer>> outOf = new ArrayList<>();
            List<List<Integer>> into = new ArrayList<>();
            for (int q = 0; q < states; q++) {
                outOf.add(new ArrayList<>());
                into.add(new ArrayList<>());
            }
            for (int s = 0; s < a.symbols(); s++) {
                int reads = read[i][s];
                List<Integer> supports = new ArrayList<>();
                for (int q = 0; q < states && reads != Lits.FALSE; q++) {
                    int[] targets = a.next(q, s);
                    for (int t : targets) {
                        if (!live[i][q] || !live[i + 1][t]) {
                            continue;
                        }
                        int move = sink.newVar(name + " " + at.get(i) + "=" + symbol.apply(s) + " from state " + q
                                + (targets.length > 1 ? " to state " + t : ""));
                        sink.clause(-move, state[i][q]);
                        sink.clause(-move, reads);
                        sink.clause(-move, state[i + 1][t]);
                        supports.add(move);
                        outOf.get(q).add(move);
                        into.get(t).add(move);
                    }
                }
                // A symbol no live transition reads cannot be read here.
                supports.add(-reads);
                sink.clause(supports.stream().mapToInt(Integer::intValue).toArray());
            }
            for (int q = 0; q < states; q++) {
                if (live[i][q]) {
                    outOf.get(q).add(-state[i][q]);
                    sink.clause(outOf.get(q).stream().mapToInt(Integer::intValue).toArray());
                }
                if (live[i + 1][q]) {
                    into.get(q).add(-state[i + 1][q]);
                    sink.clause(into.get(q).stream().mapToInt(Integer::intValue).toArray());
                }
            }
        }
    }
}
