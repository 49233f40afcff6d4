package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.Selectors;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Metadata;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.Origin;
import dev.satdoku.testing.Instance;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Repairs (minimal correction sets) are checked without the repair code: every reported repair, removed
 * from the puzzle by this test's own builder, leaves a puzzle that {@link Enumerator} solves, with the
 * reported count; every planted error (instances/broken, one per file: a wrong given, a wrong cage
 * total, a reversed sign, a reversed thermometer, ...) is among the size-1 repairs; and no element of
 * the minimal conflict that is not reported is a repair on its own.
 */
class RepairSearchTest {

    static Stream<Instance> broken() {
        return ConflictExplainerTest.broken();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("broken")
    void plantedErrorIsASizeOneRepairAndEveryRepairWorks(Instance instance) {
        Puzzle puzzle = instance.puzzle();
        Explanation e = new ConflictExplainer(EncodingOptions.DEFAULTS, Sat4jBackend::new).explain(puzzle, null, 2);
        Repairs repairs = e.repairs();
        assertNotNull(repairs, instance.name());
        assertTrue(repairs.complete(), instance + ": " + repairs.cappedBy());
        assertEquals(1, repairs.size(), instance.name());
        for (String p : ConflictExplainerTest.planted(instance)) {
            assertTrue(repairs.repairs().stream().anyMatch(r -> ConflictExplainerTest.matches(r.removed().get(0), p)),
                    instance + ": the planted " + p + " is not among the repairs " + labels(repairs));
        }
        for (Repairs.Repair r : repairs.repairs()) {
            assertRepairHolds(puzzle, r);
        }
        // Completeness of size 1: every clue of the minimal conflict that is not reported fixes nothing alone.
        for (Selectors.Element el : e.elements()) {
            boolean reported = repairs.repairs().stream().anyMatch(r -> r.removed().equals(List.of(el)));
            if (!reported) {
                assertEquals(0, count(without(puzzle, List.of(el)), 1), instance + ": removing " + el.label()
                        + " alone gives a solution, yet it is not reported");
            }
        }
        // Unique repairs come first.
        boolean seenNonUnique = false;
        for (Repairs.Repair r : repairs.repairs()) {
            assertFalse(seenNonUnique && r.unique(), "ranking: " + labels(repairs));
            seenNonUnique |= !r.unique();
        }
        assertTrue(repairs.solverCalls() > 0);
    }

    static void assertRepairHolds(Puzzle puzzle, Repairs.Repair r) {
        Puzzle fixed = without(puzzle, r.removed());
        long n = count(fixed, 2);
        assertTrue(n >= 1, "removing " + r.removed() + " must leave a solution");
        assertEquals(Math.min(n, 2), r.count(), "count after removing " + r.removed());
        if (r.uniqueDigits() != null) {
            Selectors.Given g = (Selectors.Given) r.removed().get(0);
            for (int d = 1; d <= puzzle.layout().rows(); d++) {
                if (d == g.digit()) {
                    continue;
                }
                int[] givens = fixed.givens();
                givens[g.cell().index(puzzle.layout().rows())] = d;
                long c = count(fixed.withGivens(givens), 2);
                assertEquals(c == 1, r.uniqueDigits().contains(d), g.cell() + "=" + d + " gives " + c + " solutions");
                assertEquals(c >= 1, r.solvableDigits().contains(d), g.cell() + "=" + d + " gives " + c + " solutions");
            }
        }
    }

    @Test
    void wrongGivenGetsTheDigitThatMakesThePuzzleUnique() {
        Instance wrong = Instance.all().stream().filter(i -> i.name().endsWith("broken/wrong-given.sudoku")).findFirst()
                .orElseThrow();
        Repairs repairs = new ConflictExplainer(EncodingOptions.DEFAULTS, Sat4jBackend::new).explain(wrong.puzzle(), null, 2)
                .repairs();
        Repairs.Repair r = repairs.repairs().stream().filter(x -> x.removed().get(0) instanceof Selectors.Given g
                && g.cell().toString().equals("r1c3")).findFirst().orElseThrow();
        // The source puzzle's solution has 4 in r1c3 (instances/classic/9x9-wikipedia).
        assertTrue(r.uniqueDigits().contains(4), r.toString());
    }

    /** Two independent conflicts: no single clue fixes the puzzle; every repair takes one from each. */
    @Test
    void twoIndependentErrorsNeedRepairsOfSizeTwo() {
        Puzzle puzzle = NativeParser.parse("""
                size 6
                givens
                ....4.
                .1.3.5
                ...2..
                ..3...
                6.2.5.
                .5....
                odd r3c1-r3c4
                odd r1c1
                even r1c1
                """, "two-errors");
        Explanation e = new ConflictExplainer(EncodingOptions.DEFAULTS, Sat4jBackend::new).explain(puzzle, null, 2);
        Repairs repairs = e.repairs();
        assertEquals(2, repairs.size(), labels(repairs).toString());
        assertTrue(repairs.complete());
        for (Repairs.Repair r : repairs.repairs()) {
            assertEquals(2, r.removed().size());
            assertTrue(r.removed().stream().anyMatch(x -> x.label().startsWith("odd r3c1 r3c2")), labels(repairs).toString());
            assertRepairHolds(puzzle, r);
        }
        // Exactly the pairs whose removal leaves a solution, found here by brute force over all pairs.
        List<Selectors.Element> all = ConflictExplainerTest.allElements(puzzle);
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            assertEquals(0, count(without(puzzle, List.of(all.get(i))), 1), "no single repair: " + all.get(i).label());
            for (int j = i + 1; j < all.size(); j++) {
                if (count(without(puzzle, List.of(all.get(i), all.get(j))), 1) > 0) {
                    expected.add(all.get(i).label() + " + " + all.get(j).label());
                }
            }
        }
        List<String> reported = repairs.repairs().stream()
                .map(r -> r.removed().get(0).label() + " + " + r.removed().get(1).label()).sorted().toList();
        assertEquals(expected.stream().sorted().toList(), reported);
        assertFalse(reported.isEmpty());
        // With size 1 only, the search says it was capped rather than claiming there is no repair.
        Repairs one = new ConflictExplainer(EncodingOptions.DEFAULTS, Sat4jBackend::new).explain(puzzle, null, 1).repairs();
        assertTrue(one.repairs().isEmpty());
        assertFalse(one.complete());
        assertEquals("size limit 1", one.cappedBy());
    }

    @Test
    void noRepairsWithoutTheOptionOrForSolvablePuzzles() {
        Instance broken = broken().findFirst().orElseThrow();
        assertNull(new ConflictExplainer(EncodingOptions.DEFAULTS, Sat4jBackend::new).explain(broken.puzzle(), null).repairs());
        Puzzle ok = Instance.all().stream().filter(i -> i.name().endsWith("classic/6x6.sudoku")).findFirst().orElseThrow().puzzle();
        assertNull(new ConflictExplainer(EncodingOptions.DEFAULTS, Sat4jBackend::new).explain(ok, null, 2).repairs());
    }

    static List<String> labels(Repairs r) {
        return r.repairs().stream().map(x -> x.removed().stream().map(Selectors.Element::label).toList() + "=" + x.count())
                .toList();
    }

    /** The puzzle without these elements, built here (not by {@link Repairs#without}). */
    static Puzzle without(Puzzle puzzle, List<Selectors.Element> removed) {
        List<Selectors.Element> keep = new ArrayList<>(ConflictExplainerTest.allElements(puzzle));
        keep.removeIf(el -> removed.stream().anyMatch(x -> x.label().equals(el.label()) && x.origin().equals(el.origin())));
        int[] givens = new int[puzzle.layout().cellCount()];
        java.util.Arrays.fill(givens, Puzzle.EMPTY);
        List<Rule> rules = new ArrayList<>();
        List<Origin> origins = new ArrayList<>();
        for (Selectors.Element el : keep) {
            if (el instanceof Selectors.Given g) {
                givens[g.cell().index(puzzle.layout().rows())] = g.digit();
            } else if (el instanceof Selectors.RuleLine r) {
                rules.add(r.rule());
                origins.add(r.origin());
            }
        }
        return new Puzzle(puzzle.name() + " (repaired)", puzzle.layout(), givens, null, rules, origins, puzzle.extraCells(),
                Metadata.EMPTY);
    }

    static long count(Puzzle p, long limit) {
        return new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new).enumerate(p, limit, null, s -> { }).count();
    }
}
