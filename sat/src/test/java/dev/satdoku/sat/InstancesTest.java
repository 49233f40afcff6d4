package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.ExpectedResult;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Instance;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every instance solves, in-process, to its stored solutions (or stored count), simplified or not. */
class InstancesTest {

    static Stream<Instance> instances() {
        return Instance.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("instances")
    void solvesToTheStoredResult(Instance instance) {
        Puzzle puzzle = instance.puzzle();
        ExpectedResult expected = instance.expected(puzzle);
        for (EncodingOptions options : List.of(EncodingOptions.DEFAULTS, EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false))) {
            SolveReport report = PuzzleSolver.sat4j(options).solve(puzzle, expected.count() + 1, null);
            assertTrue(report.exhaustive(), instance + ": search did not finish");
            assertEquals(expected.count(), report.solutions().size(), instance + " with " + options.describe());
            if (!expected.solutions().isEmpty()) {
                Set<Solution> want = new HashSet<>(expected.solutions());
                assertEquals(want, new HashSet<>(report.solutions()), instance + " with " + options.describe());
            }
            Verdict verdict = expected.count() == 0 ? Verdict.NONE : expected.count() == 1 ? Verdict.UNIQUE : Verdict.MULTIPLE;
            assertEquals(verdict, report.verdict(), instance + " with " + options.describe());
        }
    }
}
