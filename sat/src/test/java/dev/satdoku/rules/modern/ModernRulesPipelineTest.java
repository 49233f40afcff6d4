package dev.satdoku.rules.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
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
 * The whole pipeline (houses, simplification, SAT4J, decoding, checking) on small puzzles made of
 * these rules finds exactly the solutions a backtracking search with the independent checker finds.
 * The equivalence tests cover each rule alone; this covers them next to the houses, the givens and
 * each other. None of these puzzles has a stored answer: the brute force is the reference.
 */
class ModernRulesPipelineTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "size 4\nwhisper r1c1 r2c2 r1c3 diff=2\nnabner r3c3 r4c4\n",
        "size 4\nnabner r1c1 r2c2\nnabner r3c3 r4c4\n",
        "size 4\nparity r1c1-r1c4 r2c4 r3c3\n",
        "size 4\nsamediff r1c1 r2c2 r3c3 r4c4\n",
        "size 4\nsamediff r4c1 r3c2 r2c1\n",
        "size 4\nlockout r1c1 r2c2 r3c3 diff=2\n",
        "size 4\nmodular r1c1 r2c1 r3c1 r4c1 r4c2 m=2\n",
        "size 4\nskyscraper 3 r0c1\nskyscraper 2 r2c5\nskyscraper 3 r5c4\n",
        "size 4\nindexer column r1c1 r2c1 r3c1\nindexer row r1c4-r4c4\n",
        "size 4\nindexer box r1c1 r2c2 r3c3 r4c4 r1c4\n",
        // 6x6 lines and clues read off the grid 123456/456123/231564/564231/312645/645312, with givens
        // from it to keep the brute force short.
        "size 6\ngivens\n..3...\n....2.\n.....4\n5.....\n.1....\n...3..\n"
                + "entropic r1c1 r2c1 r2c2 r3c1 r3c2 r4c2\nmodular r4c4 r5c4 r5c5 r6c6\nwhisper r2c1 r1c2 diff=2\n",
        "size 6\ngivens\n1.....\n.....3\n...5..\n.....1\n..2...\n....1.\n"
                + "skyscraper 3 r0c2\nskyscraper 2 r3c7\nindexer column r2c1-r2c3\nlockout r1c2 r2c2 r2c3 r1c4 diff=2\n",
    })
    void solverFindsWhatBruteForceFinds(String text) {
        Puzzle puzzle = Parse.puzzle(text);
        Set<Solution> reference = new HashSet<>(BruteForce.solutions(puzzle, 0));
        assertFalse(reference.isEmpty(), "a test puzzle should have solutions, so both sides are exercised");
        for (AmoEncoding amo : AmoEncoding.values()) {
            for (boolean simplify : List.of(true, false)) {
                EncodingOptions options = EncodingOptions.DEFAULTS.with(EncodingOptions.AMO, amo).with(EncodingOptions.SIMPLIFY, simplify);
                SolveReport report = PuzzleSolver.sat4j(options).solve(puzzle, reference.size() + 1, null);
                assertTrue(report.exhaustive());
                assertEquals(reference, new HashSet<>(report.solutions()), options.describe());
            }
        }
    }
}
