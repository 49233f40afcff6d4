package dev.satdoku.rules.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.testing.BruteForce;
import dev.satdoku.testing.Parse;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Full rank clues in whole 4x4 sudokus, where the encoding adds the first digit its rank implies: the
 * solutions the SAT solver enumerates equal those of the brute-force reference solver (backtracking
 * and the independent checker), for every rank of one clue and for clues together, with and without
 * simplification. A wrong implied digit would lose solutions here.
 */
class FullRankWithHousesTest {

    private static void same(String text) {
        Puzzle puzzle = Parse.puzzle(text);
        Set<Solution> reference = new HashSet<>(BruteForce.solutions(puzzle, 0));
        for (boolean simplify : List.of(true, false)) {
            EncodingOptions options = EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, simplify);
            SolveReport report = PuzzleSolver.sat4j(options).solve(puzzle, reference.size() + 1, null);
            assertTrue(report.exhaustive(), options.describe());
            assertEquals(reference, new HashSet<>(report.solutions()), options.describe() + "\n" + text);
        }
    }

    @Test
    void everyRankOfOneClue() {
        for (int rank = 1; rank <= 16; rank++) {
            same("size 4\nfullrank " + rank + " r0c2\n");
            same("size 4\nfullrank " + rank + " r3c5 ties=any\n");
        }
    }

    @Test
    void cluesTogetherAndUniqueRanks() {
        same("size 4\nfullrank 5 r0c1\nfullrank 12 r2c0\n");
        same("size 4\nfullrank 3 r5c4\nuniqueranks\n");
        same("size 4\nuniqueranks\n");
    }
}
