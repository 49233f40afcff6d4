package dev.satdoku.sat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Solver calls over selector literals (one per given or rule, {@code encode.Selectors}): the
 * assumptions that switch a set of elements on, and the unsat core read back as elements. Shared by
 * the conflict explainer (and its repair search) and the redundancy finder, which ask their
 * questions the same way and differ only in what they ask.
 */
final class SelectorAssumptions {

    private SelectorAssumptions() {
    }

    /** The solver literals of the selected elements ({@code literal[e]}), then {@code extra} when it is not 0. */
    static int[] of(List<Integer> selected, int[] literal, int extra) {
        int[] assumptions = new int[selected.size() + (extra != 0 ? 1 : 0)];
        for (int k = 0; k < selected.size(); k++) {
            assumptions[k] = literal[selected.get(k)];
        }
        if (extra != 0) {
            assumptions[selected.size()] = extra;
        }
        return assumptions;
    }

    /**
     * After UNSAT under {@code selected}: the selected elements whose selectors the solver used, in
     * their order in {@code selected}; all of them when the backend gives no cores (an external
     * solver reports every assumption).
     */
    static List<Integer> core(List<Integer> selected, int[] literal, boolean providesCores, int[] failedAssumptions) {
        if (!providesCores) {
            return new ArrayList<>(selected);
        }
        Set<Integer> failed = new HashSet<>();
        for (int lit : failedAssumptions) {
            // Either polarity: what matters is which selectors took part.
            failed.add(Math.abs(lit));
        }
        List<Integer> out = new ArrayList<>();
        for (int e : selected) {
            if (failed.contains(Math.abs(literal[e]))) {
                out.add(e);
            }
        }
        return out;
    }
}
