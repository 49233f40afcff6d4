package dev.satdoku.rules.sum;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.sum.SumEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.sumline.SumLine;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.testing.BruteForce;
import dev.satdoku.testing.Parse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The sum rules beside killer cages (rellik and equality cages, lunchboxes, equal sums, weighted sums, sum
 * lines): each rule's CNF alone admits exactly the assignments its check accepts, under every sum
 * encoding (and both at-most-one encodings where the rule emits an all-different group); and whole
 * puzzles made of them solve to exactly the brute-force solutions, each grid once.
 */
class SumVariantsEncodingTest {

    private static final Layout FOUR = Layout.standard(4);
    private static final Layout SIX = Layout.standard(6);
    private static final Layout NINE = Layout.standard(9);

    private static List<EncodingOptions> everySumAndAmo() {
        List<EncodingOptions> out = new ArrayList<>(RuleEquivalence.sumVariants());
        for (EncodingOptions o : RuleEquivalence.sumVariants()) {
            out.add(o.with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL));
        }
        return out;
    }

    private static List<Cell> cells(String... refs) {
        return Arrays.stream(refs).map(r -> {
            String[] rc = r.substring(1).split("c");
            return Cell.of1(Integer.parseInt(rc[0]), Integer.parseInt(rc[1]));
        }).toList();
    }

    @Test
    void rellikCages() {
        List<Cell> three = cells("r1c1", "r1c2", "r2c1");
        for (int total : new int[] {1, 3, 5, 7, 11, 15, 16}) {
            RuleEquivalence.assertExact(SIX, List.of(new RellikCage(total, three)), three, everySumAndAmo());
        }
        List<Cell> four = cells("r1c1", "r1c2", "r2c1", "r3c3");
        RuleEquivalence.assertExact(FOUR, List.of(new RellikCage(4, four)), four, everySumAndAmo());
        RuleEquivalence.assertExact(FOUR, List.of(new RellikCage(10, four)), four, everySumAndAmo());
    }

    @Test
    void equalityCagesOnEvenAndOddValueCounts() {
        List<Cell> two = cells("r1c1", "r2c2");
        List<Cell> four = cells("r1c1", "r1c2", "r2c1", "r2c2");
        for (Layout layout : List.of(FOUR, SIX, NINE)) {
            RuleEquivalence.assertExact(layout, List.of(new EqualityCage(two)), two, everySumAndAmo());
            RuleEquivalence.assertExact(layout, List.of(new EqualityCage(four)), four, everySumAndAmo());
        }
        // 5 values (1..5): 1-2 low, 4-5 high, 3 never.
        RuleEquivalence.assertExact(Layout.none(5), List.of(new EqualityCage(four)), four, everySumAndAmo());
    }

    @Test
    void lunchboxes() {
        List<Cell> four = cells("r1c1", "r1c2", "r2c2", "r3c3");
        for (int total : new int[] {0, 2, 3, 5, 9}) {
            RuleEquivalence.assertExact(SIX, List.of(new Lunchbox(total, four)), four, everySumAndAmo());
        }
        List<Cell> two = cells("r2c1", "r2c2");
        RuleEquivalence.assertExact(SIX, List.of(new Lunchbox(0, two)), two, everySumAndAmo());
        List<Cell> three = cells("r1c1", "r2c1", "r3c1");
        RuleEquivalence.assertExact(FOUR, List.of(new Lunchbox(2, three)), three, everySumAndAmo());
    }

    @Test
    void equalSumsDisjointSharedAndRepeated() {
        List<Cell> scope = cells("r1c1", "r1c2", "r2c1", "r2c2", "r3c3");
        RuleEquivalence.assertExact(FOUR, List.of(new EqualSum(List.of(cells("r1c1", "r1c2"), cells("r2c1", "r2c2"), cells("r3c3")))),
                scope, RuleEquivalence.sumVariants());
        // r1c1 in two groups (the corner of a magic square's row and column) cancels in "first minus other".
        RuleEquivalence.assertExact(FOUR, List.of(new EqualSum(List.of(cells("r1c1", "r1c2", "r2c2"), cells("r1c1", "r2c1", "r3c3")))),
                scope, RuleEquivalence.sumVariants());
        // A cell listed twice in one group counts twice.
        RuleEquivalence.assertExact(FOUR, List.of(new EqualSum(List.of(cells("r1c1", "r1c1"), cells("r2c1", "r2c2", "r3c3")))),
                scope, RuleEquivalence.sumVariants());
    }

    @Test
    void weightedSumsWithEitherSign() {
        List<Cell> three = cells("r1c1", "r1c2", "r2c1");
        for (int total : new int[] {-5, -1, 0, 3, 8}) {
            RuleEquivalence.assertExact(FOUR, List.of(new SumGroup(total, three, List.of(1, 1, -1))), three, RuleEquivalence.sumVariants());
            RuleEquivalence.assertExact(FOUR, List.of(new SumGroup(total, three, List.of(-3, 2, -1))), three, RuleEquivalence.sumVariants());
        }
        // A pill arrow as ISS writes it: 10a + b - c - d = 0.
        List<Cell> four = cells("r1c1", "r1c2", "r2c1", "r2c2");
        RuleEquivalence.assertExact(FOUR, List.of(new SumGroup(0, four, List.of(10, 1, -4, -4))), four, RuleEquivalence.sumVariants());
        // Weights 0 and a repeated cell whose weights add to zero: the remaining terms alone decide.
        RuleEquivalence.assertExact(FOUR, List.of(new SumGroup(2, cells("r1c1", "r1c2", "r1c1", "r2c1"), List.of(5, 0, -5, 2))),
                three, RuleEquivalence.sumVariants());
        RuleEquivalence.assertExact(FOUR, List.of(new SumGroup(100, three, List.of(100, -100, 100))), three, RuleEquivalence.sumVariants());
    }

    @Test
    void sumLinesOpenAndClosed() {
        List<Cell> five = cells("r1c1", "r1c2", "r2c3", "r3c3", "r3c2");
        for (int total : new int[] {1, 3, 4, 5, 7, 10}) {
            RuleEquivalence.assertExact(FOUR, List.of(new SumLine(total, five, false)), five, RuleEquivalence.sumVariants());
            RuleEquivalence.assertExact(FOUR, List.of(new SumLine(total, five, true)), five, RuleEquivalence.sumVariants());
        }
        List<Cell> one = cells("r2c2");
        RuleEquivalence.assertExact(FOUR, List.of(new SumLine(3, one, false)), one, RuleEquivalence.sumVariants());
        RuleEquivalence.assertExact(FOUR, List.of(new SumLine(3, one, true)), one, RuleEquivalence.sumVariants());
        List<Cell> four = cells("r1c1", "r1c2", "r2c2", "r2c1");
        RuleEquivalence.assertExact(SIX, List.of(new SumLine(6, four, true)), four, RuleEquivalence.sumVariants());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // Loops can be cut in several ways for one grid: each grid must still count once.
        // r1c2=1 r1c3=4 r2c3=1 r2c2=4 cuts as 1+4 | 1+4 starting at r1c2 or at r1c3.
        "size 4\nsumline 5 r1c2 r1c3 r2c3 r2c2 loop\n",
        "size 4\nsumline 5 r1c1 r1c2 r2c2 r2c1 loop\nsumline 5 r3c3 r3c4 r4c4 r4c3 loop\n",
        "size 4\nsumline 5 r1c1 r2c1 r3c1 r4c1\nsumline 5 r4c2 r3c2 r2c3 r1c3 loop\n",
        "size 4\nrellik 6 r1c1 r1c2 r2c1\nlunchbox 3 r3c1 r3c2 r3c3 r3c4\n",
        "size 4\nequalitycage r1c1 r1c2\nequalitycage r3c3 r3c4 r4c3 r4c4\nequalsum r1c1 r2c1 | r1c4 r2c4 | r3c2 r4c2\n",
        "size 4\nsum 0 r1c1 r1c2 r2c1 weights=2,-1,-1\nsum 1 r4c4 r4c3 weights=3,-2\n",
    })
    void solverFindsWhatBruteForceFindsEachGridOnce(String text) {
        Puzzle puzzle = Parse.puzzle(text);
        List<Solution> reference = BruteForce.solutions(puzzle, 0);
        assertFalse(reference.isEmpty(), "a test puzzle should have solutions, so both sides are exercised");
        for (SumEncoding sum : SumEncoding.values()) {
            for (boolean simplify : List.of(true, false)) {
                EncodingOptions options = EncodingOptions.DEFAULTS.with(EncodingOptions.SUM, sum).with(EncodingOptions.SIMPLIFY, simplify);
                SolveReport report = PuzzleSolver.sat4j(options).solve(puzzle, reference.size() + 1, null);
                assertTrue(report.exhaustive());
                assertEquals(reference.size(), report.solutions().size(), "each grid once: " + options.describe());
                assertEquals(new HashSet<>(reference), new HashSet<>(report.solutions()), options.describe());
            }
        }
    }
}
