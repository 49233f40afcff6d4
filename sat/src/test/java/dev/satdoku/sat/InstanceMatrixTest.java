package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.ExpectedResult;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Instance;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every everyday instance, read once and asked every question the solving layer answers, each
 * question a test of its own named by the instance: the solver with and without simplification
 * against the stored result, the pre-pass against the plain encoding (same verdict, grid and size
 * before simplification), the enumerator's uniqueness check, the true candidates of instances with
 * few solutions, and the two-search portfolio. The slow instances get one solve in
 * {@link SlowInstancesTest}.
 */
class InstanceMatrixTest {

    /** Instances with at most this many stored solutions are enumerated for the candidates question. */
    private static final int CANDIDATES_ENUMERATION_LIMIT = 50;

    private static final EncodingOptions PLAIN = EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false);

    @TestFactory
    Stream<DynamicNode> everyInstanceAnswersEveryQuestion() {
        List<Instance> instances = Instance.all();
        assertTrue(instances.size() > 50, "only " + instances.size() + " instances found");
        return instances.stream().map(instance -> DynamicContainer.dynamicContainer(instance.name(), questions(instance)));
    }

    /** The questions of one instance; the puzzle is read once, and both solves are shared by the checks that compare them. */
    private static Stream<DynamicNode> questions(Instance instance) {
        Puzzle puzzle = instance.puzzle();
        ExpectedResult expected = instance.expected(puzzle);
        SolveReport[] reports = new SolveReport[2];
        List<DynamicNode> out = new ArrayList<>();
        out.add(DynamicTest.dynamicTest("solve, simplified", () -> {
            reports[0] = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(puzzle, expected.count() + 1, null);
            assertStored(instance, expected, reports[0], EncodingOptions.DEFAULTS);
        }));
        out.add(DynamicTest.dynamicTest("solve, plain encoding", () -> {
            reports[1] = PuzzleSolver.sat4j(PLAIN).solve(puzzle, expected.count() + 1, null);
            assertStored(instance, expected, reports[1], PLAIN);
        }));
        out.add(DynamicTest.dynamicTest("pre-pass agrees with the plain encoding", () -> {
            assertTrue(reports[0] != null && reports[1] != null, "both solves ran");
            assertEquals(reports[1].verdict(), reports[0].verdict(), instance.name());
            assertEquals(new HashSet<>(reports[1].solutions()), new HashSet<>(reports[0].solutions()), instance.name());
            assertEquals(reports[1].before(), reports[0].before(), instance.name() + ": sizes before simplification");
        }));
        out.add(DynamicTest.dynamicTest("enumerator's uniqueness check", () -> {
            Enumerator.Enumeration e = new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new).enumerate(puzzle, 2, null, s -> { });
            assertEquals(Math.min(2, expected.count()), e.count(), instance.name());
            assertEquals(verdictOf(expected), e.verdict(), instance.name());
        }));
        if (expected.count() <= CANDIDATES_ENUMERATION_LIMIT) {
            out.add(DynamicTest.dynamicTest("true candidates are the union of all solutions", () -> {
                List<Solution> all = new ArrayList<>();
                new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new).enumerate(puzzle, 0, null, all::add);
                assertEquals(expected.count(), all.size(), instance.name());
                CandidatesFinderTest.assertMatches(puzzle, all, EncodingOptions.DEFAULTS);
            }));
        }
        out.add(DynamicTest.dynamicTest("the portfolio gives the stored result", () -> {
            SolveReport report = new PuzzleSolver(EncodingOptions.DEFAULTS, Sat4jPortfolioBackend::new).solve(puzzle, expected.count() + 1, null);
            assertStored(instance, expected, report, EncodingOptions.DEFAULTS);
            Sat4jPortfolioBackendTest.assertNoPortfolioThread();
        }));
        return out.stream();
    }

    /** The report holds exactly the stored count, the stored solutions when there are any, and the verdict they imply. */
    static void assertStored(Instance instance, ExpectedResult expected, SolveReport report, EncodingOptions options) {
        assertTrue(report.exhaustive(), instance + ": search did not finish");
        assertEquals(expected.count(), report.solutions().size(), instance + " with " + options.describe());
        if (!expected.solutions().isEmpty()) {
            Set<Solution> want = new HashSet<>(expected.solutions());
            assertEquals(want, new HashSet<>(report.solutions()), instance + " with " + options.describe());
        }
        assertEquals(verdictOf(expected), report.verdict(), instance + " with " + options.describe());
    }

    static Verdict verdictOf(ExpectedResult expected) {
        return expected.count() == 0 ? Verdict.NONE : expected.count() == 1 ? Verdict.UNIQUE : Verdict.MULTIPLE;
    }
}
