package dev.satdoku.rules.chess;

import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The chess rules on a 5x5 grid with seven free cells; every other cell holds its row number, so no
 * two of them are a king's, knight's or bishop's move apart with equal digits, and the free cells are
 * compared with each other and with that background.
 */
class ChessRulesEncodingTest {

    private static final Layout FIVE = Layout.standard(5);

    private static int[] rowNumbers() {
        int[] g = new int[25];
        java.util.Arrays.fill(g, Puzzle.EMPTY);
        for (int i = 0; i < 25; i++) {
            g[i] = i / 5 + 1;
        }
        return g;
    }

    private static Cell c(int r, int col) {
        return Cell.of1(r, col);
    }

    private static void assertExact(Rule rule, List<Cell> scope) {
        RuleEquivalence.assertExact(FIVE, List.of(rule), scope, rowNumbers(), RuleEquivalence.amoVariants());
    }

    @Test
    void antiKing() {
        assertExact(new AntiMove(Move.KING), List.of(c(2, 2), c(2, 3), c(3, 2), c(3, 3), c(1, 1), c(4, 4), c(5, 5)));
    }

    @Test
    void antiKnight() {
        assertExact(new AntiMove(Move.KNIGHT), List.of(c(3, 3), c(1, 2), c(1, 4), c(2, 1), c(4, 5), c(5, 4), c(3, 1)));
    }

    @Test
    void antiBishop() {
        assertExact(new AntiBishop(AntiBishop.BISHOP, List.of()), List.of(c(1, 1), c(3, 3), c(5, 5), c(2, 4), c(4, 2), c(1, 5), c(2, 2)));
    }

    @Test
    void antiQueenOnListedDigits() {
        // Most assignments pass when only two digits count, so a smaller scope keeps the enumeration short.
        assertExact(new AntiBishop(AntiBishop.QUEEN, List.of(2, 4)), List.of(c(1, 1), c(3, 3), c(5, 5), c(2, 4), c(4, 2)));
    }
}
