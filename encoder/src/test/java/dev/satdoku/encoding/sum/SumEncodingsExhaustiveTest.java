package dev.satdoku.encoding.sum;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.satdoku.cnf.Lits;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each sum encoding in isolation, exhaustively on tiny domains and without a SAT solver: for every
 * assignment of the terms and the total, the clauses must be satisfiable by some assignment of the
 * auxiliary variables exactly when the terms add up to the total ({@link ClauseRecorder} enumerates
 * the auxiliaries). Where the total is a fresh integer covering every possible sum (how the encoding
 * context defines {@code sumOf}), each assignment of the terms must extend in exactly one way, which
 * is what makes unguarded definitions safe.
 */
class SumEncodingsExhaustiveTest {

    /** Every selectable algorithm, plus the table with a fallback that fails, so the table itself is tested. */
    static Stream<Arguments> algorithms() {
        List<Arguments> out = new ArrayList<>();
        for (SumEncoding e : SumEncoding.values()) {
            out.add(Arguments.of(e.cliName(), e.algorithm()));
        }
        out.add(Arguments.of("table-only", new TableSum(NO_FALLBACK)));
        out.add(Arguments.of("digit-sets", new DigitSetSum(SETS_ONLY_WHEN_DISTINCT)));
        return out.stream();
    }

    private static final SumAlgorithm NO_FALLBACK = (terms, total, distinct, sink, label) -> {
        throw new AssertionError("the table fell back on a small case");
    };

    /** Digit sets must handle every small distinct case themselves; sums with repeats go to the totalizer. */
    private static final SumAlgorithm SETS_ONLY_WHEN_DISTINCT = (terms, total, distinct, sink, label) -> {
        if (distinct) {
            throw new AssertionError("the digit-set table fell back on a small distinct case");
        }
        new TotalizerSum().encode(terms, total, false, sink, label);
    };

    /** An input integer of the test: one direct variable per value, one order variable per value but the first. */
    private static final class TestInt {
        final int[] values;
        final int eqBase;
        final int geBase;

        TestInt(ClauseRecorder rec, String name, int... values) {
            this.values = values;
            this.eqBase = rec.newVars(values.length, off -> name + "=" + values[off]);
            this.geBase = values.length > 1 ? rec.newVars(values.length - 1, off -> name + ">=" + values[off + 1]) : 0;
        }

        Operand operand(String name) {
            return Operand.of(name, values, v -> eqBase + index(v), v -> geBase + index(v) - 1);
        }

        private int index(int v) {
            for (int i = 0; i < values.length; i++) {
                if (values[i] == v) {
                    return i;
                }
            }
            throw new AssertionError(v + " is not a value");
        }

        void set(boolean[] inputs, int value) {
            for (int i = 0; i < values.length; i++) {
                inputs[eqBase + i] = values[i] == value;
                if (i > 0) {
                    inputs[geBase + i - 1] = value >= values[i];
                }
            }
        }
    }

    private static int[] range(int lo, int hi) {
        return IntStream.rangeClosed(lo, hi).toArray();
    }

    /**
     * Encodes {@code sum scale[i]*term[i] = total} and checks it against arithmetic for every input.
     *
     * @param total       values of a variable total, or null for the constant {@code constant}
     * @param functional  also require a unique extension (the total covers every sum)
     */
    private static void check(SumAlgorithm algorithm, List<int[]> domains, int[] scales, int[] total, int constant,
                              boolean distinct, boolean functional) {
        ClauseRecorder rec = new ClauseRecorder();
        List<TestInt> ints = new ArrayList<>();
        List<Operand> terms = new ArrayList<>();
        for (int i = 0; i < domains.size(); i++) {
            TestInt t = new TestInt(rec, "x" + i, domains.get(i));
            ints.add(t);
            terms.add(t.operand("x" + i).scaled(scales[i]));
        }
        TestInt totalInt = total == null ? null : new TestInt(rec, "T", total);
        Operand totalOperand = total == null ? Operand.constant(constant) : totalInt.operand("T");
        int firstAux = rec.numVars() + 1;
        algorithm.encode(terms, totalOperand, distinct, rec, "test");
        int aux = rec.numVars() - firstAux + 1;
        assertTrue(aux <= 64, "too many auxiliaries to enumerate: " + aux);
        int[] totals = total == null ? new int[] {constant} : total;
        int[] digits = new int[domains.size()];
        String what = "sum of " + domains.stream().map(Arrays::toString).toList() + " scaled " + Arrays.toString(scales)
                + " = " + (total == null ? constant : Arrays.toString(total)) + (distinct ? " (distinct)" : "");
        forEachTuple(domains, 0, digits, () -> {
            if (distinct && Arrays.stream(digits).distinct().count() < digits.length) {
                return; // outside the contract: the caller keeps distinct terms distinct
            }
            long sum = 0;
            for (int i = 0; i < digits.length; i++) {
                sum += (long) scales[i] * digits[i];
            }
            long models = 0;
            for (int t : totals) {
                boolean[] inputs = new boolean[firstAux];
                for (int i = 0; i < digits.length; i++) {
                    ints.get(i).set(inputs, digits[i]);
                }
                if (totalInt != null) {
                    totalInt.set(inputs, t);
                }
                long count = rec.countExtensions(inputs, firstAux, 2);
                if ((count > 0) != (sum == t)) {
                    fail(what + ": terms " + Arrays.toString(digits) + " total " + t + " -> " + count
                            + " extensions; expected " + (sum == t ? "some" : "none") + "\n" + rec);
                }
                models += count;
            }
            if (functional) {
                assertEquals(1, models, what + ": terms " + Arrays.toString(digits) + " must extend in exactly one way");
            }
        });
    }

    private static void forEachTuple(List<int[]> domains, int i, int[] digits, Runnable body) {
        if (i == domains.size()) {
            body.run();
            return;
        }
        for (int v : domains.get(i)) {
            digits[i] = v;
            forEachTuple(domains, i + 1, digits, body);
        }
    }

    private static int[] ones(int n) {
        int[] s = new int[n];
        Arrays.fill(s, 1);
        return s;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void constantTotalsOverThreeTerms(String name, SumAlgorithm algorithm) {
        List<int[]> d = List.of(range(1, 3), range(1, 3), range(1, 3));
        for (int t = 2; t <= 10; t++) {
            check(algorithm, d, ones(3), null, t, false, false);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void distinctTermsWithConstantTotals(String name, SumAlgorithm algorithm) {
        List<int[]> d = List.of(range(1, 4), range(1, 4), range(1, 4));
        for (int t = 5; t <= 10; t++) {
            check(algorithm, d, ones(3), null, t, true, false);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void variableTotalThatExcludesSomeSums(String name, SumAlgorithm algorithm) {
        List<int[]> d = List.of(range(1, 3), range(1, 3), range(1, 3));
        check(algorithm, d, ones(3), range(4, 7), 0, false, false);
        check(algorithm, d, ones(3), new int[] {2, 5, 9, 11}, 0, false, false);
        check(algorithm, List.of(range(1, 4), range(1, 4)), ones(2), range(3, 8), 0, true, false);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void definitionsExtendUniquely(String name, SumAlgorithm algorithm) {
        check(algorithm, List.of(range(1, 3), range(1, 3), range(1, 3)), ones(3), range(3, 9), 0, false, true);
        check(algorithm, List.of(range(1, 2), range(1, 2), range(1, 2), range(1, 2)), ones(4), range(4, 8), 0, false, true);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void scaledTermsLeaveGapsInTheSum(String name, SumAlgorithm algorithm) {
        // 10a + b, a pill: the sums 11..13 and 21..23, nothing in 14..20.
        List<int[]> d = List.of(range(1, 2), range(1, 3));
        int[] scales = {10, 1};
        check(algorithm, d, scales, range(11, 23), 0, false, true);
        for (int t = 10; t <= 24; t++) {
            check(algorithm, d, scales, null, t, false, false);
        }
        check(algorithm, List.of(range(1, 2), range(1, 2), range(1, 3)), new int[] {10, 1, 1}, range(12, 25), 0, false, true);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void termsWithGapsAndZero(String name, SumAlgorithm algorithm) {
        List<int[]> d = List.of(new int[] {0, 2, 5}, new int[] {1, 4}, new int[] {0, 3});
        check(algorithm, d, ones(3), range(1, 12), 0, false, true);
        check(algorithm, d, ones(3), range(3, 6), 0, false, false);
        for (int t = 0; t <= 13; t++) {
            check(algorithm, d, ones(3), null, t, false, false);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void noTermOrOneTerm(String name, SumAlgorithm algorithm) {
        check(algorithm, List.of(), new int[0], null, 0, false, false);
        check(algorithm, List.of(), new int[0], null, 3, false, false);
        check(algorithm, List.of(), new int[0], range(0, 2), 0, false, true);
        check(algorithm, List.of(), new int[0], range(1, 2), 0, false, false);
        check(algorithm, List.of(range(1, 4)), ones(1), range(0, 6), 0, false, false);
        check(algorithm, List.of(range(1, 4)), ones(1), range(1, 4), 0, false, true);
        check(algorithm, List.of(range(1, 4)), new int[] {3}, range(3, 12), 0, false, true);
        for (int t = 0; t <= 5; t++) {
            check(algorithm, List.of(range(1, 4)), ones(1), null, t, true, false);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void moreDistinctTermsThanValuesIsUnsatisfiable(String name, SumAlgorithm algorithm) {
        check(algorithm, List.of(range(1, 2), range(1, 2), range(1, 2)), ones(3), null, 5, true, false);
    }

    @Test
    void aKnownTotalNeedsNoAuxiliaryVariablesInTheNetworks() {
        for (SumAlgorithm a : List.of(new TotalizerSum(), new SequentialCounterSum())) {
            ClauseRecorder rec = new ClauseRecorder();
            TestInt x = new TestInt(rec, "x", range(1, 9));
            TestInt y = new TestInt(rec, "y", range(1, 9));
            int before = rec.numVars();
            a.encode(List.of(x.operand("x"), y.operand("y")), Operand.constant(17), true, rec, "cage");
            assertEquals(before, rec.numVars(), a.getClass().getSimpleName() + " made variables for 17 in two cells");
        }
    }

    @Test
    void theDistinctHintPrunesEachCellOfAThreeCellCageOf24ToSevenNineAtOnce() {
        ClauseRecorder rec = new ClauseRecorder();
        List<TestInt> xs = List.of(new TestInt(rec, "a", range(1, 9)), new TestInt(rec, "b", range(1, 9)), new TestInt(rec, "c", range(1, 9)));
        new TotalizerSum().encode(xs.stream().map(t -> t.operand("t")).toList(), Operand.constant(24), true, rec, "cage");
        // Each cell gets the unit clause [x >= 7] (the order variable of value 7, the sixth after 1).
        for (TestInt t : xs) {
            assertTrue(rec.hasClause(t.geBase + 5), "no unit clause x >= 7 for a cell:\n" + rec);
        }
    }

    @Test
    void largeTablesFallBack() {
        List<Operand> terms = new ArrayList<>();
        ClauseRecorder rec = new ClauseRecorder();
        for (int i = 0; i < 6; i++) {
            terms.add(new TestInt(rec, "x" + i, range(1, 9)).operand("x" + i));
        }
        int[] calls = new int[1];
        SumAlgorithm counting = (t, total, distinct, sink, label) -> calls[0]++;
        new TableSum(counting).encode(terms, Operand.constant(30), false, rec, "diag");
        assertEquals(1, calls[0], "a 6-cell sum of 30 with repeats has thousands of tuples");
        new TableSum(counting).encode(terms.subList(0, 2), Operand.constant(10), false, rec, "pair");
        assertEquals(1, calls[0], "a 2-cell sum of 10 has 9 tuples");
        assertEquals(12, TableSum.sets(List.of(terms.get(0), terms.get(1), terms.get(2), terms.get(3)), Operand.constant(20)).size());
    }

    @Test
    void operandsMapEveryIntegerToALiteral() {
        Operand x = Operand.of("x", new int[] {2, 5, 7}, v -> 100 + v, v -> 200 + v);
        assertEquals(Lits.TRUE, x.ge(2));
        assertEquals(205, x.ge(3));
        assertEquals(207, x.ge(7));
        assertEquals(Lits.FALSE, x.ge(8));
        assertEquals(Lits.FALSE, x.eq(3));
        assertEquals(105, x.eq(5));
        Operand ten = x.scaled(10);
        assertEquals(205, ten.ge(41));
        assertEquals(105, ten.eq(50));
        assertEquals(Lits.FALSE, ten.eq(51));
        assertThrows(IllegalArgumentException.class, () -> Operand.of("bad", new int[] {3, 3}, v -> 1, v -> 1));
    }
}
