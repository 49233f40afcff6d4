package dev.satdoku.sat;

import static org.sat4j.core.LiteralsUtils.posLit;
import static org.sat4j.core.LiteralsUtils.var;

import org.sat4j.minisat.core.IPhaseSelectionStrategy;

/**
 * Phase saving (a variable is next decided the way it was last assigned, as in RSAT) whose first
 * decision on a variable is "true" instead of SAT4J's "false". On a one-hot sudoku CNF a true cell
 * literal places a digit and propagates to its whole row, column and region, while a false one
 * removes a single candidate and propagates next to nothing, so the first dives of the search make
 * far more progress per decision.
 */
final class PositivePhaseSaving implements IPhaseSelectionStrategy {

    private static final long serialVersionUID = 1L;

    /** Per variable, the literal (SAT4J's internal form) to decide next. */
    private int[] phase = new int[0];

    @Override
    public void init(int nlength) {
        if (phase.length < nlength) {
            phase = new int[nlength];
        }
        for (int v = 1; v < nlength; v++) {
            phase[v] = posLit(v);
        }
    }

    @Override
    public void init(int var, int p) {
        phase[var] = p;
    }

    @Override
    public void assignLiteral(int p) {
        phase[var(p)] = p;
    }

    @Override
    public int select(int var) {
        return phase[var];
    }

    @Override
    public void updateVar(int p) {
        // Phase saving records assignments only (assignLiteral); activity bumps carry no phase.
    }

    @Override
    public void updateVarAtDecisionLevel(int q) {
        // As above.
    }

    @Override
    public String toString() {
        return "phase saving, first decision true";
    }
}
