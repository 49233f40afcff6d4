package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.BruteForce;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CNF of an empty 4x4 has exactly the 288 valid grids as models (projected on the cells), for
 * every encoding choice: enumerated by SAT4J with blocking clauses, compared with a brute-force
 * enumeration that uses no CNF.
 */
class Exhaustive4x4Test {

    static Stream<EncodingOptions> options() {
        List<EncodingOptions> list = new ArrayList<>();
        for (AmoEncoding amo : AmoEncoding.values()) {
            for (EncodingOptions.Houses houses : EncodingOptions.Houses.values()) {
                for (boolean simplify : new boolean[] {true, false}) {
                    list.add(EncodingOptions.DEFAULTS.with(EncodingOptions.AMO, amo).with(EncodingOptions.HOUSES, houses).with(EncodingOptions.SIMPLIFY, simplify));
                }
            }
        }
        return list.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("options")
    void modelsAreExactlyThe288Grids(EncodingOptions options) {
        Puzzle empty = Puzzle.classic("4x4", Layout.standard(4), Puzzle.noGivens(Layout.standard(4)));
        List<Solution> bySat = PuzzleSolver.sat4j(options).solve(empty, 0, null).solutions();
        List<Solution> byBruteForce = BruteForce.solutions(empty, 0);
        assertEquals(288, byBruteForce.size());
        Set<Solution> distinct = new HashSet<>(bySat);
        assertEquals(bySat.size(), distinct.size(), "a grid was found twice");
        assertEquals(new HashSet<>(byBruteForce), distinct);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("options")
    void givensCutTheModelsDownToTheMatchingGrids(EncodingOptions options) {
        int[] givens = new int[16];
        java.util.Arrays.fill(givens, Puzzle.EMPTY);
        givens[0] = 1;
        givens[5] = 3;
        Puzzle p = Puzzle.classic("4x4", Layout.standard(4), givens);
        List<Solution> bySat = PuzzleSolver.sat4j(options).solve(p, 0, null).solutions();
        List<Solution> byBruteForce = BruteForce.solutions(p, 0);
        assertTrue(byBruteForce.size() > 1 && byBruteForce.size() < 288);
        assertEquals(new HashSet<>(byBruteForce), new HashSet<>(bySat));
    }
}
