package dev.satdoku.rules;

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
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole puzzles on small grids using the pair, chess and region rules, with houses, jigsaw regions
 * and the rules combined (negative constraints next to the marks they exempt): every solution
 * the SAT pipeline finds (all of them, simplified or not, with either at-most-one encoding) equals
 * the set the brute-force reference solver finds with the independent checker.
 */
class PairChessRegionPuzzlesTest {

    private static final String JIGSAW_4 = "regions\nAAAB\nCABB\nCCDB\nCDDD\n";
    private static final String JIGSAW_4_CENTRE = "regions\nAABB\nACCB\nACCB\nDDDD\n";
    private static final String JIGSAW_6 = "regions\nAAABBB\nAACBBB\nACCCDD\nECCDDD\nEEEFFD\nEEFFFF\n";

    /** The first row of a 5x5 Latin square given, which leaves 1344 completions before any rule. */
    private static final String ROW_5 = "size 5\ngivens 12345" + ".".repeat(20) + "\n";
    /** The first band of a 6x6 sudoku given, which leaves 1408 completions. */
    private static final String BAND_6 = "size 6\ngivens 123456456123" + ".".repeat(24) + "\n";

    /**
     * The marks of the puzzles with negative constraints were read off one completion of their givens
     * (every white/black/X/V pair that completion has), so each has at least that solution.
     */
    static Stream<String> puzzles() {
        return Stream.of(
                "size 4\ndiagonal both\n",
                "size 4\nwindoku\ndisjoint\n",
                "size 4\n" + JIGSAW_4_CENTRE + "diagonal main\nwindoku\nextraregion r1c4 r2c3 r3c2\n",
                "size 4\n" + JIGSAW_4 + "negative black\nblack r1c2 r1c3\nblack r1c2 r2c2\nblack r1c4 r2c4\nblack r2c1 r3c1\nblack r2c4 r3c4\nblack r3c1 r4c1\nblack r3c3 r4c3\nblack r4c2 r4c3\n",
                "size 4\nantiqueen digits=1\n",
                "size 4\nnegative black\nblack r1c2 r2c2\nblack r1c4 r2c4\nblack r2c2 r2c3\nblack r3c1 r4c1\nblack r3c3 r4c3\nblack r4c2 r4c3\n",
                "size 4\ngt r1c1 r3c1 r2c2\nnegative white\nwhite r1c1 r1c2\nwhite r1c2 r1c3\nwhite r1c3 r1c4\nwhite r2c1 r2c2\nwhite r2c1 r3c1\nwhite r2c2 r3c2\nwhite r2c3 r2c4\nwhite r2c4 r3c4\nwhite r3c1 r3c2\nwhite r3c2 r3c3\nwhite r4c2 r4c3\nwhite r4c3 r4c4\n",
                ROW_5 + "antiknight\n",
                ROW_5 + "antiking\n",
                ROW_5 + "antibishop\n",
                ROW_5 + "nonconsecutive\nwhite r1c1 r1c2\nwhite r1c2 r1c3\nwhite r1c2 r2c2\nwhite r1c3 r1c4\nwhite r1c3 r2c3\nwhite r1c4 r1c5\nwhite r1c4 r2c4\nwhite r2c1 r2c2\nwhite r2c2 r2c3\nwhite r2c3 r3c3\nwhite r3c1 r4c1\nwhite r3c2 r4c2\nwhite r3c4 r3c5\nwhite r4c1 r4c2\nwhite r4c2 r4c3\nwhite r4c3 r5c3\nwhite r4c4 r4c5\nwhite r4c4 r5c4\nwhite r4c5 r5c5\nwhite r5c4 r5c5\n",
                ROW_5 + "negative xv kropki\nwhite r1c1 r1c2\nblack r1c1 r1c2\nwhite r1c2 r1c3\nv r1c2 r1c3\nblack r1c2 r2c2\nwhite r1c3 r1c4\nwhite r1c3 r2c3\nv r1c3 r2c3\nwhite r1c4 r1c5\nwhite r1c4 r2c4\nwhite r2c1 r2c2\nblack r2c2 r2c3\nwhite r2c2 r3c2\nwhite r2c3 r2c4\nv r2c3 r2c4\nwhite r2c3 r3c3\nblack r2c3 r3c3\nwhite r2c4 r3c4\nv r2c4 r3c4\nv r2c5 r3c5\nwhite r3c1 r4c1\nwhite r3c3 r3c4\nblack r3c3 r3c4\nblack r3c4 r3c5\nwhite r3c4 r4c4\nblack r3c4 r4c4\nblack r3c5 r4c5\nwhite r4c1 r4c2\nblack r4c1 r5c1\nwhite r4c3 r5c3\nwhite r4c4 r4c5\nblack r4c4 r4c5\nwhite r4c5 r5c5\nv r4c5 r5c5\nwhite r5c1 r5c2\nblack r5c1 r5c2\nv r5c2 r5c3\nwhite r5c3 r5c4\n",
                BAND_6 + "negative kropki\nwhite r1c1 r1c2\nblack r1c1 r1c2\nwhite r1c2 r1c3\nwhite r1c3 r1c4\nwhite r1c4 r1c5\nwhite r1c5 r1c6\nwhite r2c1 r2c2\nwhite r2c2 r2c3\nwhite r2c4 r2c5\nblack r2c4 r2c5\nwhite r2c5 r2c6\nblack r1c3 r2c3\nblack r1c6 r2c6\nwhite r2c1 r3c1\nwhite r2c2 r3c2\nwhite r2c5 r3c5\nblack r2c5 r3c5\nwhite r2c6 r3c6\nblack r3c1 r3c2\nwhite r3c3 r3c4\nblack r3c3 r4c3\nwhite r3c5 r3c6\nblack r3c5 r3c6\nblack r3c6 r4c6\nwhite r4c1 r5c1\nwhite r4c2 r4c3\nblack r4c2 r4c3\nwhite r4c3 r4c4\nblack r4c4 r4c5\nwhite r4c4 r5c4\nblack r4c5 r5c5\nwhite r5c2 r5c3\nwhite r5c2 r6c2\nwhite r5c4 r5c5\nwhite r5c5 r6c5\nwhite r6c1 r6c2\nwhite r6c5 r6c6\n",
                BAND_6 + "negative xv\nv r1c2 r1c3\nv r2c5 r2c6\nv r1c1 r2c1\nv r1c4 r2c4\nx r2c3 r3c3\nv r2c5 r3c5\nx r3c2 r3c3\nv r3c3 r4c3\nv r3c6 r4c6\nx r4c5 r4c6\nv r5c2 r6c2\nv r5c5 r6c5\n",
                BAND_6 + "gt r3c1 r3c2 r4c2\ngt r6c6 r5c6\nequal r3c3 r6c1\n",
                "size 6\n" + JIGSAW_6 + "givens 123456" + ".".repeat(30) + "\nnegative black\nblack r1c1 r1c2\nblack r1c6 r2c6\nblack r2c2 r3c2\nblack r2c4 r2c5\nblack r2c4 r3c4\nblack r3c1 r4c1\nblack r3c3 r3c4\nblack r4c3 r4c4\nblack r4c4 r5c4\nblack r4c6 r5c6\nblack r5c1 r6c1\nblack r5c5 r5c6\nblack r5c6 r6c6\nblack r6c2 r6c3\n");
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void satFindsExactlyTheBruteForceSolutions(String text) {
        Puzzle puzzle = Parse.puzzle(text);
        Set<Solution> reference = new HashSet<>(BruteForce.solutions(puzzle, 0));
        assertFalse(reference.isEmpty(), "every puzzle here has a solution; an empty set would prove little");
        for (EncodingOptions options : List.of(EncodingOptions.DEFAULTS, EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false),
                EncodingOptions.DEFAULTS.with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL))) {
            SolveReport report = PuzzleSolver.sat4j(options).solve(puzzle, 0, null);
            assertTrue(report.exhaustive());
            assertEquals(reference, new HashSet<>(report.solutions()), options.describe() + "\n" + text);
        }
    }
}
