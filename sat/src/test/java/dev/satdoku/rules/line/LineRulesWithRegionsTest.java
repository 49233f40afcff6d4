package dev.satdoku.rules.line;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.RenbanEncoding;
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
 * The line rules together, with rows, columns and jigsaw regions or boxes: every solution the SAT
 * solver enumerates equals what the brute-force reference solver (backtracking plus the independent
 * checker, no CNF) finds, under each encoding choice.
 */
class LineRulesWithRegionsTest {

    /** A 4x4 jigsaw with 144 solutions, one of them 1234 / 3142 / 4321 / 2413, which every fixture below keeps. */
    private static final String JIGSAW4 = "regions\nAABB\nACDB\nACDB\nCCDD\n";

    /** Each fixture holds on 123456 / 456123 / 231564 / 564231 / 312645 / 645312; the givens are part of it. */
    private static final String SIX = "size 6\ngivens\n";

    @ParameterizedTest
    @ValueSource(strings = {
        "size 4\n" + JIGSAW4 + "thermo r2c2 r1c2 r1c3 r1c4\nrenban r3c3 r3c4 r4c4\npalindrome r2c1 r2c2 r3c2\nminimum r2c2\n",
        "size 4\n" + JIGSAW4 + "between r4c1 r3c2 r2c3\nbetween r1c4 r1c3 r2c2\nmaximum r1c4 r3c1\nclone r1c1 r1c2 | r3c4 r3c3\n",
        "size 4\n" + JIGSAW4 + "slowthermo r2c1 r3c2 r2c3\nquad r2c2 1 2\nquad r3c1 4 4\n",
        "size 4\n" + JIGSAW4 + "clone r1c1 | r2c2 | r4c3\nrenban r3c2-r3c4\nmaximum r2c3\nminimum r3c4\n",
        SIX + "1.3.5.\n.5.1.3\n2.1.6.\n.6.2.1\n3.2.4.\n.4.3.2\n"
                + "thermo r1c1 r1c2 r2c3\nbetween r6c1 r6c2 r6c3 r5c3\nrenban r1c4-r1c6 r2c6\npalindrome r1c1 r2c2 r3c3\n",
        SIX + "1...5.\n.5...3\n..1...\n...2..\n3...4.\n.4...2\n"
                + "quad r2c3 1 1 6\nclone r1c1 r1c2 r2c1 | r5c2 r5c3 r6c2\nminimum r6c5 r5c2\nslowthermo r3c1 r3c2 r2c3\n",
    })
    void solverAndBruteForceFindTheSameSolutions(String text) {
        Puzzle puzzle = Parse.puzzle(text);
        Set<Solution> reference = new HashSet<>(BruteForce.solutions(puzzle, 0));
        assertTrue(!reference.isEmpty(), "fixture should have a solution: " + text);
        for (RenbanEncoding renban : RenbanEncoding.values()) {
            for (AmoEncoding amo : AmoEncoding.values()) {
                for (boolean simplify : List.of(true, false)) {
                    EncodingOptions options = EncodingOptions.DEFAULTS.with(EncodingOptions.AMO, amo).with(EncodingOptions.RENBAN, renban).with(EncodingOptions.SIMPLIFY, simplify);
                    SolveReport report = PuzzleSolver.sat4j(options).solve(puzzle, reference.size() + 1, null);
                    assertTrue(report.exhaustive(), options.describe());
                    assertEquals(reference, new HashSet<>(report.solutions()), options.describe() + "\n" + text);
                }
            }
        }
    }
}
