package dev.satdoku.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.cnf.Lits;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The unrolled automaton on random automata (deterministic or not, with a separator symbol read at
 * fixed positions) and random domains, each position reading at least one symbol: unit propagation alone fails exactly when no accepted word fits
 * the domains, and otherwise leaves open exactly the symbols some accepted word uses at each position
 * (arc consistency). The accepted words are found here by simulating the automaton on every word.
 */
class LayeredAutomatonTest {

    private record Case(Automaton automaton, int values, boolean[] separator, boolean[][] domain) {
    }

    @Test
    void unitPropagationKeepsExactlyTheSupportedSymbols() {
        Random random = new Random(7);
        int conflicts = 0;
        int pruned = 0;
        for (int round = 0; round < 600; round++) {
            Case c = randomCase(random, round % 2 == 0);
            PropagatingCnf cnf = new PropagatingCnf();
            int length = c.separator().length;
            int sep = c.values();
            int[][] read = new int[length][sep + 1];
            List<String> at = new ArrayList<>();
            for (int i = 0; i < length; i++) {
                for (int s = 0; s <= sep; s++) {
                    read[i][s] = c.separator()[i] ? Lits.of(s == sep) : s == sep ? Lits.FALSE : cnf.newVar("p" + i + "=" + s);
                }
                at.add("p" + i);
                if (!c.separator()[i]) {
                    // Each position reads some symbol, as a cell holds some value.
                    cnf.clause(Arrays.copyOf(read[i], sep));
                }
            }
            LayeredAutomaton.encode("test", c.automaton(), read, at, String::valueOf, cnf);
            int[] value = new int[cnf.vars.size() + 1];
            for (int i = 0; i < length; i++) {
                for (int s = 0; s < sep && !c.separator()[i]; s++) {
                    if (!c.domain()[i][s]) {
                        value[read[i][s]] = -1;
                    }
                }
            }
            boolean[][] supported = supported(c);
            boolean any = false;
            for (int s = 0; s <= sep; s++) {
                any |= supported[0][s];
            }
            String what = "round " + round;
            assertEquals(!any, !cnf.propagate(value), what + ": conflict");
            if (!any) {
                conflicts++;
                continue;
            }
            for (int i = 0; i < length; i++) {
                for (int s = 0; s < sep && !c.separator()[i]; s++) {
                    boolean open = value[read[i][s]] >= 0;
                    assertEquals(supported[i][s], open, what + ": position " + i + " symbol " + s);
                    pruned += c.domain()[i][s] && !supported[i][s] ? 1 : 0;
                }
            }
        }
        // Neither every case failing nor no pruning at all: the comparison has something to compare.
        assertTrue(conflicts > 30 && conflicts < 500, "conflicts " + conflicts);
        assertTrue(pruned > 100, "pruned " + pruned);
    }

    private static Case randomCase(Random random, boolean deterministic) {
        int values = 2 + random.nextInt(3);
        int states = 1 + random.nextInt(5);
        Automaton.Builder b = Automaton.builder(values + 1, states);
        b.start(0);
        if (!deterministic && random.nextInt(3) == 0) {
            b.start(random.nextInt(states));
        }
        for (int q = 0; q < states; q++) {
            if (random.nextInt(3) == 0) {
                b.accept(q);
            }
            for (int s = 0; s <= values; s++) {
                int moves = deterministic ? (random.nextInt(4) == 0 ? 0 : 1) : random.nextInt(3);
                for (int k = 0; k < moves; k++) {
                    b.move(q, s, random.nextInt(states));
                }
            }
        }
        int length = 1 + random.nextInt(5);
        boolean[] separator = new boolean[length];
        boolean[][] domain = new boolean[length][values];
        for (int i = 0; i < length; i++) {
            separator[i] = random.nextInt(5) == 0;
            for (int s = 0; s < values; s++) {
                domain[i][s] = random.nextInt(3) > 0;
            }
        }
        return new Case(b.build(), values, separator, domain);
    }

    /** supported[i][s]: some accepted word within the domains reads s at position i. */
    private static boolean[][] supported(Case c) {
        int length = c.separator().length;
        int sep = c.values();
        boolean[][] out = new boolean[length][sep + 1];
        int[] word = new int[length];
        enumerate(c, word, 0, out);
        return out;
    }

    private static void enumerate(Case c, int[] word, int i, boolean[][] out) {
        if (i == word.length) {
            if (accepts(c.automaton(), word)) {
                for (int k = 0; k < word.length; k++) {
                    out[k][word[k]] = true;
                }
            }
            return;
        }
        if (c.separator()[i]) {
            word[i] = c.values();
            enumerate(c, word, i + 1, out);
            return;
        }
        for (int s = 0; s < c.values(); s++) {
            if (c.domain()[i][s]) {
                word[i] = s;
                enumerate(c, word, i + 1, out);
            }
        }
    }

    private static boolean accepts(Automaton a, int[] word) {
        BitSet current = new BitSet();
        for (int q = 0; q < a.states(); q++) {
            if (a.isStart(q)) {
                current.set(q);
            }
        }
        for (int s : word) {
            BitSet next = new BitSet();
            current.stream().forEach(q -> {
                for (int t : a.next(q, s)) {
                    next.set(t);
                }
            });
            current = next;
        }
        return current.stream().anyMatch(a::isAccepting);
    }
}
