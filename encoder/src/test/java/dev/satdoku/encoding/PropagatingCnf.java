package dev.satdoku.encoding;

import dev.satdoku.cnf.Lits;
import dev.satdoku.cnf.VarPool;
import java.util.ArrayList;
import java.util.List;

/**
 * Clauses over fresh variables, as the encoder's sink would keep them (constants dropped), with plain
 * unit propagation: what a SAT solver derives before it branches, for tests of propagation strength.
 * Tests of one encoding's clauses (ClauseRecorder's enumeration, VisibilityPropagationTest's row) build
 * on it.
 */
public class PropagatingCnf implements ClauseSink {
    public final VarPool vars = new VarPool();
    public final List<int[]> clauses = new ArrayList<>();

    @Override
    public void clause(int... lits) {
        List<Integer> kept = new ArrayList<>();
        for (int lit : lits) {
            if (lit == Lits.TRUE) {
                return;
            }
            if (lit != Lits.FALSE) {
                kept.add(lit);
            }
        }
        clauses.add(kept.stream().mapToInt(Integer::intValue).toArray());
    }

    @Override
    public int newVar(String meaning) {
        return vars.newVar(meaning);
    }

    @Override
    public int newVars(int count, VarPool.Namer namer) {
        return vars.allocate(count, namer);
    }

    /** Unit propagation from nothing assigned: value[var] 1 true, -1 false, 0 open; null on a conflict. */
    public int[] propagate() {
        int[] value = new int[vars.size() + 1];
        return propagate(value) ? value : null;
    }

    /** Unit propagation from {@code value} (1 true, -1 false, 0 open); false on a conflict. */
    public boolean propagate(int[] value) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int[] c : clauses) {
                int open = 0;
                int last = 0;
                boolean sat = false;
                for (int lit : c) {
                    int v = value[Math.abs(lit)] * Integer.signum(lit);
                    if (v > 0) {
                        sat = true;
                        break;
                    }
                    if (v == 0) {
                        open++;
                        last = lit;
                    }
                }
                if (sat) {
                    continue;
                }
                if (open == 0) {
                    return false;
                }
                if (open == 1) {
                    value[Math.abs(last)] = Integer.signum(last);
                    changed = true;
                }
            }
        }
        return true;
    }
}
