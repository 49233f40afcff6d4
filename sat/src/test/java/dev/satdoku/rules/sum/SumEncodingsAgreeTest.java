package dev.satdoku.rules.sum;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.sum.SumEncoding;
import dev.satdoku.format.ExpectedResult;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.testing.Instance;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every instance with a sum rule has the same solutions under every sum encoding (all of them, up to
 * one more than stored, so a surplus solution would show), and that set is the stored one.
 */
class SumEncodingsAgreeTest {

    private static boolean hasSum(Rule r) {
        return r instanceof Cage || r instanceof SumGroup || r instanceof LittleKiller || r instanceof Arrow || r instanceof Sandwich;
    }

    static Stream<Instance> instancesWithSums() {
        List<Instance> list = Instance.all().stream().filter(i -> i.puzzle().rules().stream().anyMatch(SumEncodingsAgreeTest::hasSum)).toList();
        assertFalse(list.isEmpty(), "no instance uses a sum rule");
        return list.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("instancesWithSums")
    void everySumEncodingFindsTheSameSolutions(Instance instance) {
        Puzzle puzzle = instance.puzzle();
        ExpectedResult expected = instance.expected(puzzle);
        Map<SumEncoding, Set<Solution>> found = new LinkedHashMap<>();
        for (SumEncoding sum : SumEncoding.values()) {
            SolveReport report = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS.with(EncodingOptions.SUM, sum)).solve(puzzle, expected.count() + 1, null);
            assertTrue(report.exhaustive(), instance + " with sum=" + sum + ": search did not finish");
            found.put(sum, new HashSet<>(report.solutions()));
        }
        Set<Solution> reference = found.get(SumEncoding.values()[0]);
        found.forEach((sum, solutions) -> assertEquals(reference, solutions, instance + ": sum=" + sum + " differs from sum=" + SumEncoding.values()[0]));
        assertEquals(expected.count(), reference.size(), instance + ": solution count");
        if (!expected.solutions().isEmpty()) {
            assertEquals(new HashSet<>(expected.solutions()), reference, instance + ": solutions");
        }
    }
}
