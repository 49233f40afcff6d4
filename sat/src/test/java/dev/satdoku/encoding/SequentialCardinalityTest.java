package dev.satdoku.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.cnf.Lits;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SatResult;
import dev.satdoku.testing.CnfSink;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Exhaustive check of "exactly k": for every assignment of up to 6 inputs (some of them constants),
 * the CNF is satisfiable exactly when k inputs are true, and then the counter's auxiliaries have a
 * single extension (they are functions of the inputs, so counts stay honest).
 */
class SequentialCardinalityTest {

    @Test
    void admitsExactlyTheAssignmentsWithKTrueInputs() {
        for (int n = 0; n <= 6; n++) {
            for (int constants = 0; constants <= Math.min(n, 2); constants++) {
                for (int k = -1; k <= n + 1; k++) {
                    check(n, constants, k);
                }
            }
        }
    }

    /** n inputs, the first {@code constants} of them constants (alternately true and false). */
    private static void check(int n, int constants, int k) {
        CnfSink sink = new CnfSink();
        int[] lits = new int[n];
        List<Integer> free = new ArrayList<>();
        int fixedTrue = 0;
        for (int i = 0; i < n; i++) {
            if (i < constants) {
                lits[i] = i % 2 == 0 ? Lits.TRUE : Lits.FALSE;
                fixedTrue += i % 2 == 0 ? 1 : 0;
            } else {
                lits[i] = sink.newVar("x" + i);
                free.add(lits[i]);
            }
        }
        Cardinality.exactly(lits, k, sink, "count");
        try (Sat4jBackend solver = new Sat4jBackend()) {
            solver.load(sink.cnf);
            for (int mask = 0; mask < 1 << free.size(); mask++) {
                int[] assumptions = new int[free.size()];
                for (int i = 0; i < free.size(); i++) {
                    assumptions[i] = (mask >> i & 1) == 1 ? free.get(i) : -free.get(i);
                }
                boolean want = fixedTrue + Integer.bitCount(mask) == k;
                String what = "n=" + n + " constants=" + constants + " k=" + k + " mask=" + mask;
                SatResult first = solver.solve(assumptions);
                assertEquals(want ? SatResult.SATISFIABLE : SatResult.UNSATISFIABLE, first, what);
                if (want && sink.cnf.numVars() > 0) {
                    boolean[] model = solver.model();
                    int vars = sink.cnf.numVars();
                    int[] block = new int[vars];
                    for (int v = 1; v <= vars; v++) {
                        block[v - 1] = model[v] ? -v : v;
                    }
                    solver.addClause(block);
                    assertEquals(SatResult.UNSATISFIABLE, solver.solve(assumptions), what + ": auxiliaries are not functional");
                }
            }
        }
    }
}
