package dev.satdoku.encoding.sum;

import dev.satdoku.encoding.PropagatingCnf;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A clause sink for exhaustive tests of one encoding: it keeps the clauses (constants resolved as the
 * real clause store does) and decides, for a fixed assignment of the input variables, how many
 * assignments of the auxiliary variables satisfy them all. The count comes from plain enumeration
 * that abandons a branch as soon as a clause has all its literals false; no propagation, no learning,
 * so the test does not depend on a SAT solver being right.
 */
final class ClauseRecorder extends PropagatingCnf {

    int numVars() {
        return vars.size();
    }

    int clauseCount() {
        return clauses.size();
    }

    boolean hasClause(int... lits) {
        return clauses.stream().anyMatch(c -> Arrays.equals(c, lits));
    }

    /**
     * Number of satisfying assignments of variables {@code firstAux..numVars()}, given the values of
     * the variables below it ({@code inputs[v]} for v in 1..firstAux-1); stops counting at {@code limit}.
     */
    long countExtensions(boolean[] inputs, int firstAux, long limit) {
        int n = vars.size();
        int[] value = new int[n + 1];
        for (int v = 1; v < firstAux; v++) {
            value[v] = inputs[v] ? 1 : -1;
        }
        List<List<int[]>> byLastVar = new ArrayList<>();
        for (int v = 0; v <= n; v++) {
            byLastVar.add(new ArrayList<>());
        }
        for (int[] c : clauses) {
            int last = 0;
            for (int lit : c) {
                last = Math.max(last, Math.abs(lit));
            }
            // A clause can be judged once its highest variable is set; inputs are set up front.
            byLastVar.get(Math.max(last, 0) < firstAux ? 0 : last).add(c);
        }
        for (int[] c : byLastVar.get(0)) {
            if (!satisfied(c, value)) {
                return 0;
            }
        }
        return count(firstAux, n, value, byLastVar, limit);
    }

    private static long count(int v, int n, int[] value, List<List<int[]>> byLastVar, long limit) {
        if (v > n) {
            return 1;
        }
        long total = 0;
        for (int s : new int[] {1, -1}) {
            value[v] = s;
            boolean ok = true;
            for (int[] c : byLastVar.get(v)) {
                if (!satisfied(c, value)) {
                    ok = false;
                    break;
                }
            }
            if (ok) {
                total += count(v + 1, n, value, byLastVar, limit - total);
                if (total >= limit) {
                    break;
                }
            }
        }
        value[v] = 0;
        return total;
    }

    private static boolean satisfied(int[] c, int[] value) {
        for (int lit : c) {
            if (value[Math.abs(lit)] == Integer.signum(lit)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int[] c : clauses) {
            sb.append(Arrays.toString(c)).append('\n');
        }
        return sb.toString();
    }
}
