package dev.satdoku.encoding;

import java.util.Arrays;
import java.util.BitSet;

/**
 * A finite automaton over the symbols {@code 0..symbols-1}, possibly nondeterministic: a set of start
 * states, a set of accepting states and, for each state and symbol, the states it may move to. A word
 * is accepted when some path from a start state reads it and ends in an accepting state. Regex lines
 * compile their pattern to one (deterministic) and state-machine lines hold one; both are encoded by
 * {@link LayeredAutomaton}. Immutable; build one with {@link #builder}.
 */
public final class Automaton {

    private static final int[] NONE = new int[0];

    private final int symbols;
    private final BitSet start;
    private final BitSet accepting;
    /** {@code next[q][s]}: the targets of state q on symbol s, ascending, no repeats. */
    private final int[][][] next;

    private Automaton(int symbols, BitSet start, BitSet accepting, int[][][] next) {
        this.symbols = symbols;
        this.start = start;
        this.accepting = accepting;
        this.next = next;
    }

    public int states() {
        return next.length;
    }

    public int symbols() {
        return symbols;
    }

    public boolean isStart(int q) {
        return start.get(q);
    }

    public boolean isAccepting(int q) {
        return accepting.get(q);
    }

    /** The states q may move to on symbol s, ascending (empty when none). */
    public int[] next(int q, int s) {
        return next[q][s];
    }

    /**
     * The automaton of a deterministic transition table: state 0 starts, {@code table[q][s]} is the
     * state after symbol s ({@code -1}: none).
     */
    public static Automaton deterministic(int[][] table, boolean[] accepting, int symbols) {
        Builder b = builder(symbols, table.length);
        b.start(0);
        for (int q = 0; q < table.length; q++) {
            if (accepting[q]) {
                b.accept(q);
            }
            for (int s = 0; s < symbols; s++) {
                if (table[q][s] >= 0) {
                    b.move(q, s, table[q][s]);
                }
            }
        }
        return b.build();
    }

    public static Builder builder(int symbols, int states) {
        return new Builder(symbols, states);
    }

    /** Collects states and moves; every state number must be below the count given. */
    public static final class Builder {
        private final int symbols;
        private final BitSet start = new BitSet();
        private final BitSet accepting = new BitSet();
        private final BitSet[][] moves;

        private Builder(int symbols, int states) {
            if (symbols < 1 || states < 0) {
                throw new IllegalArgumentException("an automaton needs at least one symbol and no negative state count");
            }
            this.symbols = symbols;
            this.moves = new BitSet[states][symbols];
        }

        private int state(int q) {
            if (q < 0 || q >= moves.length) {
                throw new IllegalArgumentException("state " + q + " is not one of the " + moves.length + " states");
            }
            return q;
        }

        public Builder start(int q) {
            start.set(state(q));
            return this;
        }

        public Builder accept(int q) {
            accepting.set(state(q));
            return this;
        }

        public Builder move(int from, int symbol, int to) {
            if (symbol < 0 || symbol >= symbols) {
                throw new IllegalArgumentException("symbol " + symbol + " is not one of the " + symbols + " symbols");
            }
            BitSet[] row = moves[state(from)];
            if (row[symbol] == null) {
                row[symbol] = new BitSet();
            }
            row[symbol].set(state(to));
            return this;
        }

        public Automaton build() {
            int[][][] next = new int[moves.length][symbols][];
            for (int q = 0; q < moves.length; q++) {
                for (int s = 0; s < symbols; s++) {
                    next[q][s] = moves[q][s] == null ? NONE : moves[q][s].stream().toArray();
                }
            }
            return new Automaton(symbols, (BitSet) start.clone(), (BitSet) accepting.clone(), next);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Automaton a && symbols == a.symbols && start.equals(a.start) && accepting.equals(a.accepting)
                && Arrays.deepEquals(next, a.next);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * start.hashCode() + accepting.hashCode()) + Arrays.deepHashCode(next);
    }
}
