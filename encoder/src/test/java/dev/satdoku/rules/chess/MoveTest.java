package dev.satdoku.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.model.Cell;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The clause generator's geometry on its own: Move.pairs lists each pair of cells a move apart exactly once. */
class MoveTest {

    @Test
    void kingPairsAreTheDiagonalNeighboursEachOnce() {
        for (int n : new int[] {1, 2, 4, 9}) {
            // (n-1)^2 2x2 squares, each with its two diagonals.
            assertPairs(Move.KING, n, 2 * (n - 1) * (n - 1), (dr, dc) -> dr == 1 && dc == 1);
        }
        assertEquals("[[r1c1, r2c2], [r1c2, r2c1]]", Move.KING.pairs(2, 2).stream().map(List::of).toList().toString());
    }

    @Test
    void knightPairsAreTheOneTwoStepsEachOnce() {
        for (int n : new int[] {1, 2, 3, 4, 9}) {
            // 2x3 and 3x2 rectangles, each with two knight pairs: 2 * 2 * (n-1)(n-2).
            assertPairs(Move.KNIGHT, n, Math.max(0, 4 * (n - 1) * (n - 2)), (dr, dc) -> dr * dc == 2);
        }
    }

    @Test
    void bishopDiagonalsHoldEveryDiagonalPairOnce() {
        for (int n : new int[] {2, 4, 9}) {
            List<List<Cell>> lines = AntiBishop.diagonals(n, n);
            assertEquals(2 * (2 * n - 3), lines.size(), "lines of 2 or more cells on " + n + "x" + n);
            Set<Set<Cell>> seen = new HashSet<>();
            for (List<Cell> line : lines) {
                for (int i = 0; i + 1 < line.size(); i++) {
                    Cell a = line.get(i);
                    Cell b = line.get(i + 1);
                    assertEquals(true, b.row() == a.row() + 1 && Math.abs(b.col() - a.col()) == 1, () -> a + " then " + b);
                }
                for (int i = 0; i < line.size(); i++) {
                    for (int j = i + 1; j < line.size(); j++) {
                        assertEquals(true, seen.add(Set.of(line.get(i), line.get(j))), "a pair on two lines");
                    }
                }
            }
            int diagonalPairs = 0;
            for (int a = 0; a < n * n; a++) {
                for (int b = a + 1; b < n * n; b++) {
                    if (Math.abs(a / n - b / n) == Math.abs(a % n - b % n)) {
                        diagonalPairs++;
                    }
                }
            }
            assertEquals(diagonalPairs, seen.size(), "every two cells a bishop's move apart share a listed line");
        }
    }

    private interface Distance {
        boolean apart(int dr, int dc);
    }

    private static void assertPairs(Move move, int n, int expected, Distance distance) {
        List<Cell[]> pairs = move.pairs(n, n);
        Set<Set<Cell>> seen = new HashSet<>();
        for (Cell[] p : pairs) {
            assertEquals(true, p[0].inside(n, n) && p[1].inside(n, n), () -> move + " pair outside the grid");
            assertEquals(true, distance.apart(Math.abs(p[0].row() - p[1].row()), Math.abs(p[0].col() - p[1].col())),
                    () -> p[0] + " and " + p[1] + " are not " + move.phrase() + " apart");
            assertEquals(true, seen.add(Set.of(p[0], p[1])), () -> p[0] + " and " + p[1] + " listed twice");
        }
        assertEquals(expected, pairs.size(), move + " on " + n + "x" + n);
    }
}
