package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each sum rule's CNF, alone, admits exactly the digit assignments its check accepts, under every sum
 * encoding (and both at-most-one encodings for the rules that emit all-different groups).
 */
class SumRulesEncodingTest {

    private static final Layout SIX = Layout.standard(6);
    private static final Layout FOUR = Layout.standard(4);

    private static List<EncodingOptions> everySumAndAmo() {
        List<EncodingOptions> out = new ArrayList<>(RuleEquivalence.sumVariants());
        for (EncodingOptions o : RuleEquivalence.sumVariants()) {
            out.add(o.with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL));
        }
        return out;
    }

    private static List<Cell> cells(String... refs) {
        return java.util.Arrays.stream(refs).map(r -> {
            String[] rc = r.substring(1).split("c");
            return Cell.of1(Integer.parseInt(rc[0]), Integer.parseInt(rc[1]));
        }).toList();
    }

    @Test
    void cagesWithAndWithoutTotals() {
        List<Cell> three = cells("r1c1", "r1c2", "r2c1");
        for (int total : new int[] {6, 10, 15}) {
            RuleEquivalence.assertExact(SIX, List.of(new Cage(three, new Cage.FixedTotal(total))), three, everySumAndAmo());
        }
        RuleEquivalence.assertExact(SIX, List.of(new Cage(three, new Cage.NoTotal())), three, everySumAndAmo());
        List<Cell> four = cells("r1c1", "r1c2", "r2c2", "r3c3");
        RuleEquivalence.assertExact(FOUR, List.of(new Cage(four, new Cage.FixedTotal(10))), four, everySumAndAmo());
        RuleEquivalence.assertExact(SIX, List.of(new Cage(cells("r4c4"), new Cage.FixedTotal(5))), cells("r4c4"), everySumAndAmo());
    }

    @Test
    void cageTotalGivenByAVariable() {
        List<Cell> two = cells("r2c2", "r2c3");
        List<ExtraCell> j = List.of(new ExtraCell("J", 1, 14, Origin.of("test")));
        for (EncodingOptions o : everySumAndAmo()) {
            RuleEquivalence.assertExact(SIX, j, List.of(new Cage(two, new Cage.VariableTotal("J"))), two, o);
        }
    }

    /** A sum to a variable, plain, counting a cell twice, or weighted, narrowed by a candidate list of the variable's own values. */
    @Test
    void sumTotalGivenByAVariableOfAnyRange() {
        List<Cell> three = cells("r1c1", "r2c1", "r2c2");
        List<ExtraCell> t = List.of(new ExtraCell("T", 2, 19, Origin.of("test")));
        Rule primes = new dev.satdoku.rules.cell.AllowedDigits("candidates", List.of(Cell.extra("T")), List.of(2, 3, 5, 7, 11, 13, 17, 19));
        for (EncodingOptions o : RuleEquivalence.sumVariants()) {
            RuleEquivalence.assertExact(SIX, t, List.of(new SumGroup(0, three, List.of(), "T")), three, o);
            RuleEquivalence.assertExact(SIX, t, List.of(new SumGroup(0, three, List.of(), "T"), primes), three, o);
            RuleEquivalence.assertExact(SIX, t, List.of(new SumGroup(0, cells("r1c1", "r1c1", "r2c1"), List.of(), "T")),
                    cells("r1c1", "r2c1"), o);
            RuleEquivalence.assertExact(SIX, t, List.of(new SumGroup(0, cells("r1c1", "r2c1"), List.of(3, -1), "T"), primes),
                    cells("r1c1", "r2c1"), o);
        }
    }

    @Test
    void sumGroupsAllowRepeats() {
        List<Cell> three = cells("r1c1", "r2c1", "r3c1");
        for (int total : new int[] {3, 9, 17, 18}) {
            RuleEquivalence.assertExact(SIX, List.of(new SumGroup(total, three)), three, RuleEquivalence.sumVariants());
        }
        List<Cell> five = cells("r1c1", "r1c2", "r1c3", "r1c4", "r2c1");
        RuleEquivalence.assertExact(FOUR, List.of(new SumGroup(11, five)), five, RuleEquivalence.sumVariants());
    }

    @Test
    void aRepeatedCellCountsTwiceUnderEverySumEncoding() {
        List<Cell> scope = cells("r1c1", "r1c2", "r2c1");
        for (int total : new int[] {4, 7, 12, 16}) {
            RuleEquivalence.assertExact(FOUR, List.of(new SumGroup(total, cells("r1c1", "r1c2", "r1c1", "r2c1"))), scope,
                    RuleEquivalence.sumVariants());
            RuleEquivalence.assertExact(FOUR, List.of(new SumGroup(total, cells("r1c1", "r1c1", "r1c1", "r1c2"))), scope,
                    RuleEquivalence.sumVariants());
        }
    }

    @Test
    void littleKillersAlongDiagonals() {
        LittleKiller main = LittleKiller.of(10, new Cell(-1, -1), Diagonal.DR, 4, 4);
        RuleEquivalence.assertExact(FOUR, List.of(main), main.cells(), RuleEquivalence.sumVariants());
        LittleKiller anti = LittleKiller.of(7, new Cell(-1, 4), Diagonal.DL, 4, 4);
        RuleEquivalence.assertExact(FOUR, List.of(anti), anti.cells(), RuleEquivalence.sumVariants());
        LittleKiller side = LittleKiller.of(8, new Cell(3, -1), Diagonal.UR, 6, 6);
        RuleEquivalence.assertExact(SIX, List.of(side), side.cells(), RuleEquivalence.sumVariants());
    }

    @Test
    void arrowsWithOneCircleCellAndSeveralShafts() {
        Arrow arrow = new Arrow(cells("r1c1"), List.of(cells("r1c2", "r1c3"), cells("r2c1", "r3c1", "r4c1")));
        RuleEquivalence.assertExact(SIX, List.of(arrow), cells("r1c1", "r1c2", "r1c3", "r2c1", "r3c1", "r4c1"),
                RuleEquivalence.sumVariants());
        Arrow forked = new Arrow(cells("r1c1"), List.of(cells("r1c2", "r1c3"), cells("r1c2", "r2c3")));
        RuleEquivalence.assertExact(SIX, List.of(forked), cells("r1c1", "r1c2", "r1c3", "r2c3"), RuleEquivalence.sumVariants());
    }

    @Test
    void pillsReadAsNumbers() {
        Arrow pill = new Arrow(cells("r1c1", "r1c2"), List.of(cells("r2c1", "r2c2", "r2c3", "r2c4")));
        RuleEquivalence.assertExact(SIX, List.of(pill), cells("r1c1", "r1c2", "r2c1", "r2c2", "r2c3", "r2c4"),
                RuleEquivalence.sumVariants());
        Arrow twoShafts = new Arrow(cells("r1c1", "r1c2"), List.of(cells("r2c1", "r2c2", "r2c3"), cells("r3c1", "r3c2")));
        RuleEquivalence.assertExact(FOUR, List.of(twoShafts), cells("r1c1", "r1c2", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2"),
                RuleEquivalence.sumVariants());
    }

    @Test
    void sandwichesInRowsAndColumns() {
        for (int total : new int[] {0, 2, 5}) {
            Sandwich s = new Sandwich(total, true, 1, 4, 1, 4);
            RuleEquivalence.assertExact(FOUR, List.of(s), s.cells(), RuleEquivalence.sumVariants());
        }
        for (int total : new int[] {0, 4, 9}) {
            Sandwich s = new Sandwich(total, false, 3, 6, 1, 6);
            RuleEquivalence.assertExact(SIX, List.of(s), s.cells(), RuleEquivalence.sumVariants());
        }
        Sandwich custom = new Sandwich(7, true, 2, 6, 5, 2);
        RuleEquivalence.assertExact(SIX, List.of(custom), custom.cells(), RuleEquivalence.sumVariants());
    }

    @Test
    void sumRulesTogether() {
        List<Cell> scope = cells("r1c1", "r1c2", "r2c1", "r2c2", "r1c3");
        RuleEquivalence.assertExact(SIX, List.of(
                new Cage(cells("r1c1", "r1c2"), new Cage.FixedTotal(7)),
                new Arrow(cells("r1c3"), List.of(cells("r2c1", "r2c2"))),
                new SumGroup(9, cells("r1c1", "r2c1", "r2c2"))), scope, RuleEquivalence.sumVariants());
    }
}
