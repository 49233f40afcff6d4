package dev.satdoku.rules.sumline;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.sat.RuleEquivalence;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each sum-line rule's CNF, alone (no houses), admits exactly the digit assignments its check
 * accepts, under every sum encoding. The distinct hints these rules give when the houses are encoded
 * are covered by {@link SumLineRulesPipelineTest}.
 */
class SumLineRulesEncodingTest {

    private static final Layout FOUR = Layout.standard(4);
    private static final Layout SIX = Layout.standard(6);
    private static final List<EncodingOptions> SUMS = RuleEquivalence.sumVariants();

    private static Cell c(int row, int col) {
        return Cell.of1(row, col);
    }

    @Test
    void regionSumOverBoxesJigsawsAndNoRegions() {
        // Three runs on 4x4 (2x2 boxes): r1c1 r1c2 | r1c3 r2c3 | r2c2.
        List<Cell> line = List.of(c(1, 1), c(1, 2), c(1, 3), c(2, 3), c(2, 2));
        RuleEquivalence.assertExact(FOUR, List.of(new RegionSumLine(line)), line, SUMS);
        // 6x6 (2x3 boxes): r2c2 r2c3 | r2c4 | r3c4 r3c3, one cell of each run sharing a column.
        List<Cell> six = List.of(c(2, 2), c(2, 3), c(2, 4), c(3, 4), c(3, 3));
        RuleEquivalence.assertExact(SIX, List.of(new RegionSumLine(six)), six, SUMS);
        int[] map = {0, 0, 1, 1, 0, 0, 1, 1, 2, 2, -1, -1, 2, 2, -1, -1};
        Layout partial = Layout.jigsaw(4, map, List.of("region A", "region B", "region C"));
        List<Cell> split = List.of(c(2, 1), c(2, 2), c(3, 3), c(3, 2), c(2, 3));
        RuleEquivalence.assertExact(partial, List.of(new RegionSumLine(split)), split, SUMS);
        List<Cell> flat = List.of(c(1, 1), c(1, 2), c(1, 3));
        RuleEquivalence.assertExact(Layout.none(4), List.of(new RegionSumLine(flat)), flat, SUMS);
    }

    @Test
    void zippersOfOddAndEvenLength() {
        for (int length = 2; length <= 6; length++) {
            List<Cell> line = new java.util.ArrayList<>();
            for (int i = 0; i < length; i++) {
                line.add(i < 4 ? c(1, i + 1) : c(2, 8 - i));
            }
            RuleEquivalence.assertExact(FOUR, List.of(new ZipperLine(line)), line, SUMS);
        }
        List<Cell> five = List.of(c(1, 1), c(2, 2), c(3, 3), c(4, 4), c(5, 5));
        RuleEquivalence.assertExact(SIX, List.of(new ZipperLine(five)), five, SUMS);
    }

    @Test
    void xSumsFromEverySide() {
        for (Cell position : List.of(new Cell(-1, 0), new Cell(4, 2), new Cell(1, -1), new Cell(3, 4))) {
            for (int total = 1; total <= 10; total++) {
                XSum clue = new XSum(total, position);
                RuleEquivalence.assertExact(FOUR, List.of(clue), clue.cells(4, 4), SUMS);
            }
        }
        for (int total : new int[] {1, 6, 11, 15, 21}) {
            XSum clue = new XSum(total, new Cell(2, 5));
            RuleEquivalence.assertExact(Layout.none(5), List.of(clue), clue.cells(5, 5), SUMS);
        }
    }

    @Test
    void doubleArrows() {
        List<Cell> three = List.of(c(1, 1), c(1, 2), c(2, 3));
        RuleEquivalence.assertExact(SIX, List.of(new DoubleArrow(three)), three, SUMS);
        List<Cell> five = List.of(c(1, 1), c(1, 2), c(1, 3), c(1, 4), c(2, 4));
        RuleEquivalence.assertExact(FOUR, List.of(new DoubleArrow(five)), five, SUMS);
    }

    @Test
    void sumLinesTogether() {
        List<Cell> scope = List.of(c(1, 1), c(1, 2), c(1, 3), c(2, 3), c(2, 2), c(2, 1));
        RuleEquivalence.assertExact(FOUR, List.of(
                new ZipperLine(List.of(c(1, 1), c(1, 2), c(1, 3))),
                new RegionSumLine(List.of(c(1, 2), c(1, 3), c(2, 3))),
                new DoubleArrow(List.of(c(2, 1), c(2, 2), c(2, 3)))), scope, SUMS);
    }
}
