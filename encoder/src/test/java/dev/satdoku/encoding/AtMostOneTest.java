package dev.satdoku.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.Lits;
import dev.satdoku.testing.CnfSink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Sizes against closed formulas, and semantics by brute force over all assignments. */
class AtMostOneTest {

    private static CnfSink encode(AmoEncoding amo, int n) {
        CnfSink sink = new CnfSink();
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
            CnfSink s = encode(AmoEncoding.PAIRWISE, n);
            assertEquals(n * (n - 1) / 2, s.cnf.clauseCount(), "n=" + n);
            assertEquals(n, s.cnf.numVars());
        }
    }

    @Test
    void sequentialCounterHas3nMinus4ClausesAndNMinus1Auxiliaries() {
        for (int n = 2; n <= 12; n++) {
            CnfSink s = encode(AmoEncoding.SEQUENTIAL, n);
            assertEquals(3 * n - 4, s.cnf.clauseCount(), "n=" + n);
            assertEquals(n + n - 1, s.cnf.numVars(), "n=" + n);
        }
    }

    @Test
    void binaryHasNTimesLogNClausesAndLogNAuxiliaries() {
        for (int n = 2; n <= 40; n++) {
            int m = (int) Math.ceil(Math.log(n) / Math.log(2) - 1e-9);
            CnfSink s = encode(AmoEncoding.BINARY, n);
            assertEquals(n * m, s.cnf.clauseCount(), "n=" + n);
            assertEquals(n + m, s.cnf.numVars(), "n=" + n);
        }
    }

    /** Commander, groups of three: see the formula in CommanderAmo's documentation. */
    static long[] commanderSize(int n) {
        if (n <= 3) {
            return new long[] {(long) n * (n - 1) / 2, 0};
        }
        int q = n / 3;
        int r = n % 3;
        long[] rest = commanderSize((n + 2) / 3);
        return new long[] {7L * q + (r == 2 ? 4 : 0) + rest[0], q + (r == 2 ? 1 : 0) + rest[1]};
    }

    @Test
    void commanderSizeFollowsItsRecurrence() {
        for (int n = 2; n <= 60; n++) {
            CnfSink s = encode(AmoEncoding.COMMANDER, n);
            long[] want = commanderSize(n);
            assertEquals(want[0], s.cnf.clauseCount(), "clauses n=" + n);
            assertEquals(n + want[1], s.cnf.numVars(), "variables n=" + n);
        }
        // Closed values: 9 literals are 3 groups (21 clauses, 3 commanders) and a pairwise triple (3).
        assertEquals(24, encode(AmoEncoding.COMMANDER, 9).cnf.clauseCount());
        assertEquals(9 + 3, encode(AmoEncoding.COMMANDER, 9).cnf.numVars());
    }

    /** Product: see the formula in ProductAmo's documentation. */
    static long[] productSize(int n) {
        if (n <= 4) {
            return new long[] {(long) n * (n - 1) / 2, 0};
        }
        int q = (int) Math.ceil(Math.sqrt(n) - 1e-9);
        int r = (n + q - 1) / q;
        long[] rows = productSize(r);
        long[] cols = productSize(q);
        return new long[] {2L * n + rows[0] + cols[0], r + q + rows[1] + cols[1]};
    }

    @Test
    void productSizeFollowsItsRecurrence() {
        for (int n = 2; n <= 60; n++) {
            CnfSink s = encode(AmoEncoding.PRODUCT, n);
            long[] want = productSize(n);
            assertEquals(want[0], s.cnf.clauseCount(), "clauses n=" + n);
            assertEquals(n + want[1], s.cnf.numVars(), "variables n=" + n);
        }
        // 9 literals: a 3x3 grid, 18 implications and two pairwise triples; 6 auxiliaries.
        assertEquals(24, encode(AmoEncoding.PRODUCT, 9).cnf.clauseCount());
        assertEquals(9 + 6, encode(AmoEncoding.PRODUCT, 9).cnf.numVars());
    }

    /** The size each encoding declares (size estimates use it before encoding) is the size it builds. */
    @ParameterizedTest
    @EnumSource(AmoEncoding.class)
    void theDeclaredSizeIsTheSizeBuilt(AmoEncoding amo) {
        for (int n = 1; n <= 60; n++) {
            CnfSink s = encode(amo, n);
            assertEquals(s.cnf.clauseCount(), amo.clauses(n), amo + " clauses, n=" + n);
            assertEquals(s.cnf.numVars() - n, amo.auxiliaries(n), amo + " auxiliaries, n=" + n);
        }
    }

    @ParameterizedTest
    @EnumSource(AmoEncoding.class)
    void linearEncodingsStayBelowPairwiseForLargeN(AmoEncoding amo) {
        int n = 100;
        long clauses = encode(amo, n).cnf.clauseCount();
        if (amo == AmoEncoding.PAIRWISE) {
            assertEquals(4950, clauses);
        } else {
            assertTrue(clauses < 4 * n * 2, amo + ": " + clauses + " clauses for n=100");
        }
    }

    /** For every assignment of the n inputs: some assignment of the auxiliaries satisfies the CNF iff at most one input is true. */
    @ParameterizedTest
    @EnumSource(AmoEncoding.class)
    void admitsExactlyTheAssignmentsWithAtMostOneTrue(AmoEncoding amo) {
        for (int n = 1; n <= 9; n++) {
            CnfSink s = encode(amo, n);
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
        CnfSink s = new CnfSink();
        int x = s.newVars(2, i -> "x" + i);
        Cardinality.atMostOne(new int[] {Lits.TRUE, x, Lits.FALSE, x + 1}, AmoEncoding.SEQUENTIAL.algorithm(), s, "t");
        assertEquals(2, s.cnf.clauseCount());
        assertEquals(-x, s.cnf.clause(0)[0]);
        CnfSink t = new CnfSink();
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
