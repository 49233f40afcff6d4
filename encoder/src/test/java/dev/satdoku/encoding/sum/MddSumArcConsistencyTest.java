package dev.satdoku.encoding.sum;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.satdoku.encoding.PropagatingCnf;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The decision-diagram sum is arc consistent under unit propagation: on random small sums (repeats
 * allowed, scaled terms, constant or variable totals, values that include 0 and
 * negatives), after some values of the terms are ruled out and the clauses are unit-propagated,
 * exactly the values that some completion supports remain (brute force over the remaining domains),
 * and propagation fails exactly when no completion exists. The same check on the totalizer must find
 * a case where it is not arc consistent, so the check can fail.
 */
class MddSumArcConsistencyTest {

    /**
     * A one-hot integer of the test: a direct variable per value, exactly one true (as a cell's own
     * clauses say), and order variables defined from them (for the totalizer of the control).
     */
    private record Int(int[] values, int base, int geBase) {

        static Int of(PropagatingCnf cnf, String name, int[] values) {
            int m = values.length;
            int base = cnf.newVars(m, off -> name + "=" + values[off]);
            int geBase = m > 1 ? cnf.newVars(m - 1, off -> name + ">=" + values[off + 1]) : 0;
            for (int i = 0; i < m; i++) {
                for (int j = i + 1; j < m; j++) {
                    cnf.clause(-(base + i), -(base + j));
                }
            }
            cnf.clause(java.util.stream.IntStream.range(0, m).map(i -> base + i).toArray());
            for (int k = 1; k < m; k++) {
                int ge = geBase + k - 1;
                List<Integer> upper = new ArrayList<>(List.of(-ge));
                for (int j = 0; j < m; j++) {
                    if (j >= k) {
                        cnf.clause(-(base + j), ge);
                        upper.add(base + j);
                    } else {
                        cnf.clause(-(base + j), -ge);
                    }
                }
                cnf.clause(upper.stream().mapToInt(Integer::intValue).toArray());
            }
            return new Int(values, base, geBase);
        }

        Operand operand(String name) {
            return Operand.of(name, values, v -> base + Arrays.binarySearch(values, v),
                    v -> geBase + Arrays.binarySearch(values, v) - 1);
        }
    }

    private static int[] randomDomain(Random rnd) {
        int lo = rnd.nextInt(5) - 2;
        TreeSet<Integer> set = new TreeSet<>();
        int size = 1 + rnd.nextInt(4);
        while (set.size() < size) {
            set.add(lo + rnd.nextInt(6));
        }
        return set.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Runs random cases; returns the number of cases where propagation and brute force disagree. */
    private static int disagreements(SumAlgorithm algorithm, int cases, long seed, boolean failFast) {
        Random rnd = new Random(seed);
        int bad = 0;
        for (int c = 0; c < cases; c++) {
            int n = 1 + rnd.nextInt(4);
            boolean distinct = false; // the diagram's claim is for sums with repeats; cages keep the table of sets
            PropagatingCnf cnf = new PropagatingCnf();
            List<Int> ints = new ArrayList<>();
            List<Operand> terms = new ArrayList<>();
            int[] scales = new int[n];
            for (int i = 0; i < n; i++) {
                Int x = Int.of(cnf, "x" + i, randomDomain(rnd));
                ints.add(x);
                scales[i] = distinct || rnd.nextInt(4) > 0 ? 1 : 2 + rnd.nextInt(9);
                terms.add(x.operand("x" + i).scaled(scales[i]));
            }
            // Totals near the middle of the reachable range, so that most cases have solutions.
            int mid = 0;
            for (int i = 0; i < n; i++) {
                mid += scales[i] * ints.get(i).values()[rnd.nextInt(ints.get(i).values().length)];
            }
            boolean variableTotal = rnd.nextBoolean();
            Int totalInt = null;
            Operand total;
            if (variableTotal) {
                TreeSet<Integer> tv = new TreeSet<>();
                int k = 1 + rnd.nextInt(4);
                while (tv.size() < k) {
                    tv.add(mid - 3 + rnd.nextInt(7));
                }
                totalInt = Int.of(cnf, "T", tv.stream().mapToInt(Integer::intValue).toArray());
                total = totalInt.operand("T");
            } else {
                total = Operand.constant(mid + rnd.nextInt(3) - 1);
            }
            int firstAux = cnf.vars.size() + 1;
            algorithm.encode(terms, total, distinct, cnf, "sum");
            List<Int> all = new ArrayList<>(ints);
            if (totalInt != null) {
                all.add(totalInt);
            }
            // Rule out some values (never all of one integer, which the one-hot clauses would refute anyway).
            int[] value = new int[cnf.vars.size() + 1];
            boolean[][] allowed = new boolean[all.size()][];
            for (int i = 0; i < all.size(); i++) {
                Int x = all.get(i);
                allowed[i] = new boolean[x.values().length];
                Arrays.fill(allowed[i], true);
                for (int k = 0; k < x.values().length; k++) {
                    if (rnd.nextInt(4) == 0 && count(allowed[i]) > 1) {
                        allowed[i][k] = false;
                        value[x.base() + k] = -1;
                    }
                }
            }
            assertTrue(firstAux <= value.length);
            boolean consistent = cnf.propagate(value);
            boolean[][] supported = supported(all, allowed, scales, n, total, totalInt != null, distinct);
            boolean anySolution = supported.length > 0 && count(supported[0]) > 0;
            String what = "case " + c + ": " + all.stream().map(x -> Arrays.toString(x.values())).toList() + " scales "
                    + Arrays.toString(scales) + (totalInt == null ? " = " + total.min() : " = T") + (distinct ? " distinct" : "")
                    + ", allowed " + Arrays.deepToString(allowed);
            boolean ok = true;
            if (!anySolution && n > 0) {
                ok = !consistent;
            } else if (!consistent) {
                ok = false;
            } else {
                for (int i = 0; i < all.size() && ok; i++) {
                    for (int k = 0; k < all.get(i).values().length; k++) {
                        boolean open = value[all.get(i).base() + k] >= 0;
                        if (open != supported[i][k]) {
                            ok = false;
                            what += "; " + (i < n ? "x" + i : "T") + "=" + all.get(i).values()[k] + (open ? " kept but unsupported" : " removed but supported");
                            break;
                        }
                    }
                }
            }
            if (!ok) {
                bad++;
                if (failFast) {
                    fail(what);
                }
            }
        }
        return bad;
    }

    private static int count(boolean[] xs) {
        int k = 0;
        for (boolean x : xs) {
            k += x ? 1 : 0;
        }
        return k;
    }

    /** Brute force: supported[i][k] when some solution within the allowed values gives integer i its value k. */
    private static boolean[][] supported(List<Int> all, boolean[][] allowed, int[] scales, int n, Operand total,
                                         boolean totalVar, boolean distinct) {
        boolean[][] out = new boolean[all.size()][];
        for (int i = 0; i < all.size(); i++) {
            out[i] = new boolean[all.get(i).values().length];
        }
        int[] pick = new int[all.size()];
        walk(all, allowed, scales, n, total, totalVar, distinct, 0, pick, out);
        return out;
    }

    private static void walk(List<Int> all, boolean[][] allowed, int[] scales, int n, Operand total, boolean totalVar,
                             boolean distinct, int i, int[] pick, boolean[][] out) {
        if (i == all.size()) {
            long sum = 0;
            for (int j = 0; j < n; j++) {
                sum += (long) scales[j] * all.get(j).values()[pick[j]];
                for (int k = 0; k < j && distinct; k++) {
                    if (all.get(j).values()[pick[j]] == all.get(k).values()[pick[k]]) {
                        return;
                    }
                }
            }
            long want = totalVar ? all.get(n).values()[pick[n]] : total.min();
            if (sum == want) {
                for (int j = 0; j < all.size(); j++) {
                    out[j][pick[j]] = true;
                }
            }
            return;
        }
        for (int k = 0; k < all.get(i).values().length; k++) {
            if (allowed[i][k]) {
                pick[i] = k;
                walk(all, allowed, scales, n, total, totalVar, distinct, i + 1, pick, out);
            }
        }
    }

    @Test
    void unitPropagationKeepsExactlyTheSupportedValues() {
        SumAlgorithm noFallback = (terms, total, distinct, sink, label) -> fail("the diagram fell back on a small sum");
        assertEquals(0, disagreements(new MddSum(noFallback), 3000, 18, true));
    }

    @Test
    void theCheckCatchesAnEncodingThatIsNotArcConsistent() {
        // The totalizer propagates bounds, not holes: some case must keep an unsupported value.
        assertTrue(disagreements(new TotalizerSum(), 3000, 18, false) > 0,
                "the arc-consistency check found nothing wrong with the totalizer, so it cannot tell");
    }

    @Test
    void aLittleKillerOfFourCellsWithRepeatsPrunesWhatNoCompletionSupports() {
        // 4 cells (repeats allowed, digits 1..9) summing to 34: with one cell at most 7, each other cell needs 9+9+... >= 27,
        // so the others are 9, 9, 9 and that cell is exactly 7; propagation must say so.
        PropagatingCnf cnf = new PropagatingCnf();
        int[] digits = java.util.stream.IntStream.rangeClosed(1, 9).toArray();
        List<Int> cells = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            cells.add(Int.of(cnf, "c" + i, digits));
        }
        new MddSum((t, tot, d, s, l) -> fail("fell back")).encode(cells.stream().map(x -> x.operand("c")).toList(),
                Operand.constant(34), false, cnf, "lk");
        int[] value = new int[cnf.vars.size() + 1];
        value[cells.get(0).base() + 7] = -1; // c0 != 8
        value[cells.get(0).base() + 8] = -1; // c0 != 9
        assertTrue(cnf.propagate(value));
        assertEquals(1, value[cells.get(0).base() + 6], "c0 = 7");
        for (int i = 1; i < 4; i++) {
            assertEquals(1, value[cells.get(i).base() + 8], "c" + i + " = 9");
        }
    }
}
