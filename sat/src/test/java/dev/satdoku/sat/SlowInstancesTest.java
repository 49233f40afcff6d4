package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.ExpectedResult;
import dev.satdoku.model.Puzzle;
import dev.satdoku.testing.Instance;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * The instances whose search takes minutes ({@code instances/slow/}), each solved once with the
 * default encoding to its stored result. Tagged {@code slow}: the everyday build leaves it out,
 * {@code mvn -P slow} and CI run it. Every other question is asked of the everyday instances by
 * {@link InstanceMatrixTest}.
 */
@Tag("slow")
class SlowInstancesTest {

    /**
     * Far above what the slowest instance needs on a loaded 2-core machine, so that reaching it means
     * a search went wrong, and the test fails instead of hanging the build.
     */
    private static final Duration BUDGET = Duration.ofMinutes(20);

    @TestFactory
    Stream<DynamicTest> eachSlowInstanceSolvesOnceToItsStoredResult() {
        List<Instance> slow = Instance.slow();
        assertFalse(slow.isEmpty(), "no instance under instances/" + Instance.SLOW);
        return slow.stream().map(instance -> DynamicTest.dynamicTest(instance.name(), () -> {
            Puzzle puzzle = instance.puzzle();
            ExpectedResult expected = instance.expected(puzzle);
            SolveReport report = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(puzzle, expected.count() + 1, BUDGET);
            InstanceMatrixTest.assertStored(instance, expected, report, EncodingOptions.DEFAULTS);
        }));
    }
}
