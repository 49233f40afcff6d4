package dev.satdoku.rules.region;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import java.util.List;
import org.junit.jupiter.api.Test;

class RegionRulesEncodingTest {

    private static final Layout FOUR = Layout.standard(4);

    private static Cell c(int r, int col) {
        return Cell.of1(r, col);
    }

    @Test
    void bothDiagonals() {
        Rule rule = new Diagonal(Diagonal.Which.BOTH, 4);
        List<Cell> scope = List.of(c(1, 1), c(2, 2), c(3, 3), c(4, 4), c(4, 1), c(3, 2), c(2, 3), c(1, 4), c(1, 2));
        RuleEquivalence.assertExact(FOUR, List.of(rule), scope, RuleEquivalence.amoVariants());
    }

    @Test
    void oneDiagonalLeavesTheOtherFree() {
        List<Cell> scope = List.of(c(1, 1), c(2, 2), c(3, 3), c(4, 4), c(4, 1), c(3, 2));
        RuleEquivalence.assertExact(FOUR, List.of(new Diagonal(Diagonal.Which.MAIN, 4)), scope, RuleEquivalence.amoVariants());
        RuleEquivalence.assertExact(FOUR, List.of(new Diagonal(Diagonal.Which.ANTI, 4)),
                List.of(c(4, 1), c(3, 2), c(2, 3), c(1, 4), c(1, 1), c(4, 4)), RuleEquivalence.amoVariants());
    }

    @Test
    void windokuWindowOnFourByFour() {
        List<Cell> scope = List.of(c(2, 2), c(2, 3), c(3, 2), c(3, 3), c(1, 2), c(3, 4));
        RuleEquivalence.assertExact(FOUR, List.of(new Windoku(4, 2, 2)), scope, RuleEquivalence.amoVariants());
    }

    @Test
    void extraRegion() {
        Rule rule = new ExtraRegion(List.of(c(1, 1), c(2, 3), c(4, 2)));
        RuleEquivalence.assertExact(FOUR, List.of(rule), List.of(c(1, 1), c(2, 3), c(4, 2), c(1, 2), c(3, 3)),
                RuleEquivalence.amoVariants());
    }

    @Test
    void disjointGroups() {
        // A 4x4 sudoku whose disjoint groups are complete; one whole group and two cells of others are free.
        int[] background = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
        List<Cell> scope = List.of(c(1, 1), c(1, 3), c(3, 1), c(3, 3), c(2, 2), c(4, 3));
        RuleEquivalence.assertExact(FOUR, List.of(new Disjoint(4, 2, 2)), scope, background, RuleEquivalence.amoVariants());
    }
}
