package dev.satdoku.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChessRulesParseTest {

    /** A 4x4 sudoku: r2c2 = r3c3 = 4 (king), r1c1 = r2c3 = 1 (knight), r1c1 = r4c4 = 1 (bishop). */
    private static final int[] GRID = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};

    private static Solution grid(int... digits) {
        return Solution.ofDigits(Layout.standard(4), digits);
    }

    @Test
    void parsesTheChessRules() {
        Puzzle p = Parse.puzzle("size 4\nantiking\nANTIKNIGHT\nantibishop\nantiqueen\nantiqueen digits=4,1\n");
        assertEquals(List.of(new AntiMove(Move.KING), new AntiMove(Move.KNIGHT), new AntiBishop("antibishop", List.of()),
                new AntiBishop("antiqueen", List.of()), new AntiBishop("antiqueen", List.of(1, 4))), p.rules());
        assertEquals("antiqueen digits=1,4", p.rules().get(4).toNative());
    }

    @Test
    void roundTripsThroughTheWriter() {
        Puzzle p = Parse.puzzle("size 9\nantiking\nantiknight\nantibishop\nantiqueen digits=9\nantiqueen\n");
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void rejectsMalformedRules() {
        Parse.error("size 4\nantiking r1c1\n", "test:2:10", "unexpected 'r1c1'");
        Parse.error("size 4\nantiqueen digits=0\n", "test:2:11", "digit 0 is outside 1..4");
        Parse.error("size 4\nantiqueen digits=5\n", "test:2:11", "digit 5 is outside 1..4");
        Parse.error("size 4\nantiqueen digits=2,3,2\n", "test:2:11", "digit 2 is listed twice");
        Parse.error("size 4\nantiqueen digits=a\n", "test:2:11", "needs integers");
        Parse.error("size 4\nantibishop digits=1\n", "test:2:12", "unknown option 'digits'");
    }

    @Test
    void antiKingRejectsDiagonalNeighboursOnly() {
        assertEquals("r2c2 and r3c3 are a king's move apart and both hold 4", new AntiMove(Move.KING).violation(grid(GRID)));
        // Equal orthogonal neighbours are the rows' and columns' business, not this rule's.
        assertNull(new AntiMove(Move.KING).violation(grid(1, 2, 1, 2, 3, 4, 3, 4, 1, 2, 1, 2, 3, 4, 3, 4)));
        assertNull(new AntiMove(Move.KING).violation(grid(1, 1, 2, 2, 3, 3, 4, 4, 1, 1, 2, 2, 3, 3, 4, 4)));
    }

    @Test
    void antiKnightRejectsAKnightsMoveRepeat() {
        assertEquals("r1c1 and r2c3 are a knight's move apart and both hold 1", new AntiMove(Move.KNIGHT).violation(grid(GRID)));
        assertNull(new AntiMove(Move.KNIGHT).violation(grid(1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4)));
    }

    @Test
    void antiBishopAndAntiQueenRejectDiagonalRepeats() {
        assertEquals("r1c1 and r4c4 share a diagonal and both hold 1", new AntiBishop("antibishop", List.of()).violation(grid(GRID)));
        assertEquals("r2c2 and r3c3 share a diagonal and both hold 4", new AntiBishop("antiqueen", List.of(4)).violation(grid(GRID)));
        assertNull(new AntiBishop("antiqueen", List.of(2, 3)).violation(grid(GRID)), "only 1s and 4s repeat on diagonals");
    }

    @Test
    void diagonalLinesCoverEveryDiagonalOfTwoOrMoreCells() {
        List<List<dev.satdoku.model.Cell>> lines = AntiBishop.diagonals(4, 4);
        // 2*(2N-1) diagonals minus the 4 corner singletons; each direction covers all 16 cells but its 2 corners.
        assertEquals(10, lines.size());
        assertEquals(2 * (4 * 4 - 2), lines.stream().mapToInt(List::size).sum());
    }
}
