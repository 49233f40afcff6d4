package dev.satdoku.rules.shading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.testing.BruteForce;
import dev.satdoku.testing.Parse;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The whole pipeline on small shading puzzles (houses, simplification, SAT4J, decoding with the
 * shading, blocking clauses over digits and shading, the checker) finds exactly the solutions a
 * brute force finds: every digit grid of the givens (backtracking) times every shading of the cells
 * the rules read, kept when the independent checker accepts it. Cells no rule reads are unshaded in
 * every solution and never make two solutions differ, with or without simplification.
 */
class ShadingPipelineTest {

    private static Set<Solution> bruteForce(Puzzle puzzle, List<Cell> read) {
        Puzzle givensOnly = puzzle.withRules(List.of(), List.of());
        int n = puzzle.layout().rows();
        Set<Solution> out = new HashSet<>();
        for (Solution grid : BruteForce.solutions(givensOnly, 0)) {
            for (long mask = 0; mask < 1L << read.size(); mask++) {
                boolean[] shaded = new boolean[n * n];
                for (int j = 0; j < read.size(); j++) {
                    shaded[read.get(j).index(n)] = (mask >> j & 1) != 0;
                }
                Solution s = new Solution(puzzle.layout(), grid.digits(), Map.of(), shaded);
                if (Checker.isValid(puzzle, s)) {
                    out.add(s);
                }
            }
        }
        return out;
    }

    private static List<Cell> all(int n) {
        List<Cell> out = new ArrayList<>();
        for (int i = 0; i < n * n; i++) {
            out.add(Cell.ofIndex(i, n));
        }
        return out;
    }

    private static void assertSolverAgrees(Puzzle puzzle, List<Cell> read) {
        Set<Solution> reference = bruteForce(puzzle, read);
        assertFalse(reference.isEmpty(), "a test puzzle should have solutions");
        for (ConnectivityEncoding c : ConnectivityEncoding.values()) {
            for (boolean simplify : List.of(true, false)) {
                EncodingOptions options = EncodingOptions.DEFAULTS.with(EncodingOptions.CONNECTIVITY, c).with(EncodingOptions.SIMPLIFY, simplify);
                SolveReport report = PuzzleSolver.sat4j(options).solve(puzzle, reference.size() + 1, null);
                assertTrue(report.exhaustive(), options.describe());
                assertEquals(reference, new HashSet<>(report.solutions()), options.describe());
            }
        }
    }

    @Test
    void yinYangOnLatinSquares() {
        // 3x3 (no boxes): 12 latin squares times the 34 valid shadings.
        Puzzle p = Parse.puzzle("size 3\nyinyang\n");
        assertEquals(12 * 34, bruteForce(p, all(3)).size());
        assertSolverAgrees(p, all(3));
    }

    @Test
    void yinYangWithConditionalLines() {
        Puzzle p = Parse.puzzle("size 4\ngivens\n1...\n..1.\n.4..\n...2\nyinyang\n"
                + "if some shaded r1c1 r1c2 r1c3: zipper r1c1 r1c2 r1c3\nif some unshaded r1c1 r1c2 r1c3: renban r1c1 r1c2 r1c3\n"
                + "if all shaded r3c2 r4c2: zipper r2c1 r3c2 r4c3\nif not some shaded r2c4 r3c4: whisper r2c4 r3c4 diff=2\n");
        assertSolverAgrees(p, all(4));
    }

    @Test
    void conditionsWithoutYinYangCountOnlyTheCellsTheyRead() {
        // r1c1 and r2c2 are read; the other 14 cells' shading is no part of a solution.
        Puzzle p = Parse.puzzle("size 4\ngivens\n1...\n..3.\n....\n....\nif all shaded r1c1 r2c2: zipper r1c1 r1c2 r1c3\n");
        Set<Solution> reference = bruteForce(p, List.of(Cell.of1(1, 1), Cell.of1(2, 2)));
        assertTrue(reference.stream().anyMatch(s -> s.shaded(Cell.of1(1, 1)) && s.shaded(Cell.of1(2, 2))));
        assertSolverAgrees(p, List.of(Cell.of1(1, 1), Cell.of1(2, 2)));
    }
}
