package dev.satdoku.encoding.sum;

import dev.satdoku.encoding.ClauseSink;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * The combination table ({@link TableSum}) plus, for killer cages (distinct terms), one literal per
 * digit saying "the cage holds this digit", tied to the cells and to the cage's possible digit sets.
 *
 * <p>Why: with the table alone, unit propagation knows which digit sets remain but not which digits
 * every remaining set shares. A cage of 23 in five cells that can still be {1,2,3,8,9} or
 * {1,2,4,7,9} must hold 1, 2 and 9; if only one cell can still take 9, a solver that reasons as ISS does
 * ("required values": hidden singles inside the cage) places it, while the table's clauses wait for a
 * set to be chosen. The digit literals make that one propagation step:
 * <ul>
 *   <li>[has d] is true exactly when some term takes d (a definition over the terms' direct literals);</li>
 *   <li>the vector of [has d] is one of the cage's digit sets: a selector per set forces its digits
 *       in and the others out, and each [has d] (each [not has d]) needs a selected set with (without)
 *       d, the support encoding that keeps the digit vector arc consistent;</li>
 * </ul>
 * so "every remaining set holds d" makes [has d] true, and [has d] with d left in one cell fixes that
 * cell. Redundant: the table already allows exactly the same assignments of the terms, so the solution
 * set does not change (the exhaustive equivalence tests check it). Repeat-allowed sums get the table
 * alone.
 *
 * <p>Not the default: SAT4J needs somewhat fewer conflicts on hard killers, but the CNF grows and
 * the time per puzzle does not fall (docs/speed.md, "Measured and left opt-in").
 */
final class CageDigitsSum implements SumAlgorithm {

    private final TableSum table;

    CageDigitsSum(SumAlgorithm fallback) {
        this.table = new TableSum(fallback);
    }

    @Override
    public void encode(List<Operand> terms, Operand total, boolean distinct, ClauseSink sink, String label) {
        table.encode(terms, total, distinct, sink, label);
        if (!distinct) {
            return;
        }
        List<int[]> sets = TableSum.sets(terms, total);
        if (sets == null || sets.size() < 2) {
            return; // too many sets (the totalizer took over), none (unsatisfiable), or one (the table fixes its digits)
        }
        TreeSet<Integer> union = new TreeSet<>();
        sets.forEach(s -> Arrays.stream(s).forEach(union::add));
        int[] digits = union.stream().mapToInt(Integer::intValue).toArray();
        int hasBase = sink.newVars(digits.length, off -> label + ":has" + digits[off]);
        int setBase = sink.newVars(sets.size(), off -> label + ":digits" + Arrays.toString(sets.get(off)));
        int[] anySet = new int[sets.size()];
        for (int j = 0; j < sets.size(); j++) {
            anySet[j] = setBase + j;
        }
        sink.clause(anySet);
        for (int k = 0; k < digits.length; k++) {
            int d = digits[k];
            int has = hasBase + k;
            List<Integer> where = new ArrayList<>();
            where.add(-has);
            for (Operand t : terms) {
                if (t.contains(d)) {
                    sink.clause(-t.eq(d), has);
                    where.add(t.eq(d));
                }
            }
            sink.clause(where.stream().mapToInt(Integer::intValue).toArray());
            List<Integer> with = new ArrayList<>();
            List<Integer> without = new ArrayList<>();
            with.add(-has);
            without.add(has);
            for (int j = 0; j < sets.size(); j++) {
                if (Arrays.binarySearch(sets.get(j), d) >= 0) {
                    sink.clause(-(setBase + j), has);
                    with.add(setBase + j);
                } else {
                    sink.clause(-(setBase + j), -has);
                    without.add(setBase + j);
                }
            }
            sink.clause(with.stream().mapToInt(Integer::intValue).toArray());
            sink.clause(without.stream().mapToInt(Integer::intValue).toArray());
        }
    }
}
