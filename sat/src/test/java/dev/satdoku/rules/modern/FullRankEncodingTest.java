package dev.satdoku.rules.modern;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.testing.Grids;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Full rank and unique ranks: the CNF alone admits exactly the assignments its check accepts, on a
 * 4x4 whose 16 lines (rows and columns both ways) are all different, with five free cells that lie on
 * many lines. Every rank a clue can take there is tried, with and without ties.
 */
class FullRankEncodingTest {

    private static final Layout FOUR = Layout.standard(4);
    private static final String BACKGROUND = "3322 2243 1342 2313";
    private static final List<Cell> SCOPE = Grids.cells("r1c2", "r2c2", "r3c2", "r2c3", "r4c1");

    private static void exact(Rule rule) {
        RuleEquivalence.assertExact(FOUR, List.of(rule), SCOPE, Grids.of(FOUR, BACKGROUND).digits(), RuleEquivalence.amoVariants());
    }

    @Test
    void everyRankOfAColumnReadDownwards() {
        for (int rank = 1; rank <= 16; rank++) {
            exact(new FullRank(rank, Cell.of1(0, 2), false));
        }
    }

    @Test
    void tiesAllowedOrNot() {
        // Ranks 3 to 5 of column 2 have assignments where the line ties another, and some where it does not.
        for (int rank = 3; rank <= 5; rank++) {
            exact(new FullRank(rank, Cell.of1(0, 2), true));
        }
    }

    @Test
    void aRowReadLeftwardsAndAColumnReadUpwards() {
        for (int rank : new int[] {8, 11, 16}) {
            exact(new FullRank(rank, Cell.of1(2, 5), false));
            exact(new FullRank(rank, Cell.of1(2, 5), true));
        }
        for (int rank : new int[] {1, 3, 12, 15}) {
            exact(new FullRank(rank, Cell.of1(5, 1), false));
        }
    }

    @Test
    void tinyGridsWhollyFree() {
        // 1x1: the four lines are the one cell read four ways, so they always tie. 2x2: every cell free.
        for (int rank = 1; rank <= 4; rank++) {
            for (boolean ties : new boolean[] {false, true}) {
                RuleEquivalence.assertExact(Layout.standard(1), List.of(new FullRank(rank, Cell.of1(0, 1), ties)), Grids.cells("r1c1"),
                        RuleEquivalence.amoVariants());
            }
        }
        for (int rank = 1; rank <= 8; rank++) {
            for (boolean ties : new boolean[] {false, true}) {
                RuleEquivalence.assertExact(Layout.standard(2), List.of(new FullRank(rank, Cell.of1(3, 2), ties)),
                        Grids.cells("r1c1", "r1c2", "r2c1", "r2c2"), RuleEquivalence.amoVariants());
            }
        }
        RuleEquivalence.assertExact(Layout.standard(2), List.of(new UniqueRanks()), Grids.cells("r1c1", "r1c2", "r2c1", "r2c2"),
                RuleEquivalence.amoVariants());
    }

    @Test
    void uniqueRanks() {
        exact(new UniqueRanks());
    }
}
