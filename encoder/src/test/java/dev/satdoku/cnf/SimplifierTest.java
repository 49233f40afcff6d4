package dev.satdoku.cnf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SimplifierTest {

    private static Cnf cnf(int vars, int[]... clauses) {
        Cnf cnf = new Cnf();
        cnf.vars().allocate(vars, i -> "x" + (i + 1));
        for (int[] c : clauses) {
            cnf.add(cnf.tag("t"), c);
        }
        return cnf;
    }

    @Test
    void propagatesUnitsDropsSatisfiedClausesAndFalseLiterals() {
        // x1; x1 -> x2; (-x2 or x3 or x4); (x4 or x5)
        Simplification s = Simplifier.simplify(cnf(5, new int[] {1}, new int[] {-1, 2}, new int[] {-2, 3, 4}, new int[] {4, 5}), List.of());
        assertFalse(s.unsatisfiable());
        assertEquals(1, s.fixedValue(1));
        assertEquals(1, s.fixedValue(2));
        Cnf r = s.reduced();
        assertEquals(2, r.clauseCount());
        assertEquals(3, r.numVars());
        assertArrayEquals(new int[] {1, 2}, r.clause(0));
        assertArrayEquals(new int[] {2, 3}, r.clause(1));
        assertEquals("x3", r.vars().name(1));
        assertEquals("x5", r.vars().name(3));
        assertEquals(Lits.TRUE, s.mapLiteral(2));
        assertEquals(Lits.FALSE, s.mapLiteral(-1));
        assertEquals(-2, s.mapLiteral(-4));
    }

    @Test
    void findsConflicts() {
        Simplification s = Simplifier.simplify(cnf(2, new int[] {1}, new int[] {-1, 2}, new int[] {-2}), List.of());
        assertTrue(s.unsatisfiable());
        assertEquals(1, s.reduced().clauseCount());
        assertEquals(0, s.reduced().length(0));
    }

    @Test
    void impliedClausesPropagateButAreNotEmitted() {
        // x1 or x2 is implied; -x1 is a unit: propagation may conclude x2.
        Simplification s = Simplifier.simplify(cnf(3, new int[] {-1}, new int[] {-2, 3}), List.<int[]>of(new int[] {1, 2}));
        assertEquals(1, s.fixedValue(2));
        assertEquals(1, s.fixedValue(3));
        assertEquals(0, s.reduced().clauseCount());
    }

    @Test
    void liftsModelsBackToTheOriginalVariables() {
        Simplification s = Simplifier.simplify(cnf(4, new int[] {1}, new int[] {-1, 3, 4}, new int[] {-3, -4}), List.of());
        boolean[] reduced = {false, false, true};
        boolean[] lifted = s.liftModel(reduced);
        assertTrue(lifted[1]);
        assertFalse(lifted[2]);
        assertFalse(lifted[3]);
        assertTrue(lifted[4]);
    }
}
