package dev.satdoku.rules.sumline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.sum.SumEncoding;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.testing.BruteForce;
import dev.satdoku.testing.Parse;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The whole pipeline (houses, simplification, SAT4J, decoding, checking) on small puzzles made of the
 * sum-line rules finds exactly the solutions a backtracking search with the independent checker
 * finds. With the houses encoded, region-sum runs and X-sum cases use the distinct hint, which the
 * rule-alone equivalence tests do not reach.
 */
class SumLineRulesPipelineTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "size 4\nregionsum r4c1 r3c2 r2c1 r2c2 r3c3 r4c2\n",
        "size 4\nregionsum r1c3 r2c3 r2c2 r3c2 r4c2\n",
        "size 4\nregionsum r4c1 r3c2 r2c3 r1c4\nregionsum r1c1 r2c1 r3c1\n",
        "size 4\nzipper r1c1 r2c2 r3c3 r4c4 r4c3\n",
        "size 4\nzipper r4c1 r3c2 r4c3 r3c4\n",
        "size 4\nxsum 6 r0c1\nxsum 8 r2c5\nxsum 5 r5c3\n",
        "size 4\nxsum 9 r1c0\nxsum 3 r0c2\ndoublearrow r4c1 r4c2 r4c3 r4c4\n",
        "size 4\ndoublearrow r1c1 r2c2 r3c3\ndoublearrow r2c1 r3c1 r4c2\n",
        // 6x6: lines and clues read off the grid 123456/456123/231564/564231/312645/645312, givens from it.
        "size 6\ngivens\n1.....\n..6...\n....6.\n.6....\n...6..\n.....2\n"
                + "regionsum r4c5 r4c4 r4c3 r3c3 r2c2\nzipper r2c4 r1c3 r1c2 r2c1\nxsum 21 r0c6\nxsum 5 r3c0\nxsum 11 r7c4\n"
                + "doublearrow r1c3 r1c4 r2c5 r2c6\n",
    })
    void solverFindsWhatBruteForceFinds(String text) {
        Puzzle puzzle = Parse.puzzle(text);
        Set<Solution> reference = new HashSet<>(BruteForce.solutions(puzzle, 0));
        assertFalse(reference.isEmpty(), "a test puzzle should have solutions, so both sides are exercised");
        for (SumEncoding sum : SumEncoding.values()) {
            for (boolean simplify : List.of(true, false)) {
                EncodingOptions options = EncodingOptions.DEFAULTS.with(EncodingOptions.SUM, sum).with(EncodingOptions.SIMPLIFY, simplify);
                SolveReport report = PuzzleSolver.sat4j(options).solve(puzzle, reference.size() + 1, null);
                assertTrue(report.exhaustive());
                assertEquals(reference, new HashSet<>(report.solutions()), options.describe());
            }
        }
    }
}
