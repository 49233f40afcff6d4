package dev.satdoku.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.Lits;
import dev.satdoku.cnf.VarPool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Sizes against closed formulas, and semantics by brute force over all assignments. */
class AtMostOneTest {

    /** A clause sink over a bare CNF. */
    static final class Sink implements ClauseSink {
        final Cnf cnf = new Cnf();
        final short tag = cnf.tag("amo");

        @Override
        public void clause(int... lits) {
            cnf.add(tag, lits);
        }

        @Override
        public int newVar(String meaning) {
            return cnf.vars().newVar(meaning);
        }

        @Override
        public int newVars(int count, VarPool.Namer namer) {
            return cnf.vars().allocate(count, namer);
        }
    }

    private static Sink encode(AmoEncoding amo, int n) {
        Sink sink = new Sink();
        int first = sink.newVars(n, i -> "x" + i);
        int[] lits = new int[n];
        for (int i = 0; i < n; i++) {
            lits[i] = first + i;
        }
        Cardinality.atMostOne(lits, amo.algorithm(), sink, "test");
        return sink;
    }

    @Test
    void pairwiseHasNChooseTwoClausesAndNoAuxiliaries() {
        for (int n = 2; n <= 12; n++) {
            Sink s = encode(AmoEncoding.PAIRWISE, n);
            assertEquals(n * (n - 1) / 2, s.cnf.clauseCount(), "n=" + n);
            assertEquals(n, s.cnf.numVars());
        }
    }

    @Test
    void sequentialCounterHas3nMinus4ClausesAndNMinus1Auxiliaries() {
        for (int n = 2; n <= 12; n++) {
            Sink s = encode(AmoEncoding.SEQUENTIAL, n);
            assertEquals(3 * n - 4, s.cnf.clauseCount(), "n=" + n);
            assertEquals(n + n - 1, s.cnf.numVars(), "n=" + n);
        }
    }

    /** For every assignment of the n inputs: some assignment of the auxiliaries satisfies the CNF iff at most one input is true. */
    @ParameterizedTest
    @EnumSource(AmoEncoding.class)
    void admitsExactlyTheAssignmentsWithAtMostOneTrue(AmoEncoding amo) {
        for (int n = 1; n <= 6; n++) {
            Sink s = encode(amo, n);
            int aux = s.cnf.numVars() - n;
            for (int inputs = 0; inputs < (1 << n); inputs++) {
                boolean satisfiable = false;
                for (int a = 0; a < (1 << aux) && !satisfiable; a++) {
                    satisfiable = satisfies(s.cnf, inputs | (a << n));
                }
                assertEquals(Integer.bitCount(inputs) <= 1, satisfiable, amo + " n=" + n + " inputs=" + Integer.toBinaryString(inputs));
            }
        }
    }

    @Test
    void constantsAreHandledBeforeTheAlgorithm() {
        Sink s = new Sink();
        int x = s.newVars(2, i -> "x" + i);
        Cardinality.atMostOne(new int[] {Lits.TRUE, x, Lits.FALSE, x + 1}, AmoEncoding.SEQUENTIAL.algorithm(), s, "t");
        assertEquals(2, s.cnf.clauseCount());
        assertEquals(-x, s.cnf.clause(0)[0]);
        Sink t = new Sink();
        Cardinality.atMostOne(new int[] {Lits.TRUE, Lits.TRUE}, AmoEncoding.PAIRWISE.algorithm(), t, "t");
        assertEquals(0, t.cnf.length(0));
    }

    /** Bit v-1 of {@code bits} is the value of variable v. */
    static boolean satisfies(Cnf cnf, long bits) {
        for (int c = 0; c < cnf.clauseCount(); c++) {
            boolean sat = false;
            for (int p = cnf.start(c); p < cnf.end(c) && !sat; p++) {
                int lit = cnf.lit(p);
                boolean value = (bits >> (Math.abs(lit) - 1) & 1) == 1;
                sat = lit > 0 == value;
            }
            if (!sat) {
                return false;
            }
        }
        return true;
    }
}
