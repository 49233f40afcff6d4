package dev.satdoku.rules.shading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.shading.ShadingCondition.Quantifier;
import dev.satdoku.testing.Parse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SnakeLoopParseTest {

    private static Cell c(int row, int col) {
        return Cell.of1(row, col);
    }

    /** A 4x4 grid's digits (irrelevant to these rules), shaded where the mask has '#'. */
    private static Solution shaded(String mask) {
        boolean[] s = new boolean[16];
        String m = mask.replace(" ", "");
        for (int i = 0; i < 16; i++) {
            s[i] = m.charAt(i) == '#';
        }
        return new Solution(Layout.standard(4), new int[] {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}, Map.of(), s);
    }

    @Test
    void parsesAndWritesBack() {
        Puzzle p = Parse.puzzle("size 4\nsnake\nsnake from r1c1\nsnake to r4c4 from r1c1\nloop\nloop nodiagonaltouch\n"
                + "require some shaded r1c1 r1c2\nrequire not all unshaded r3c3\n");
        assertEquals(List.of(new Snake(null, null), new Snake(c(1, 1), null), new Snake(c(1, 1), c(4, 4)), new Loop(false), new Loop(true),
                new Require(new ShadingCondition(Quantifier.SOME, true, List.of(c(1, 1), c(1, 2)))),
                new Require(new NotCondition(new ShadingCondition(Quantifier.ALL, false, List.of(c(3, 3)))))), p.rules());
        for (var rule : p.rules()) {
            assertEquals(rule, Parse.puzzle("size 4\n" + rule.toNative() + "\n").rules().get(0));
        }
    }

    @Test
    void reportsBadLinesAtTheirColumn() {
        Parse.error("size 4\nsnake from r1c1 to r1c1\n", "test:2:1", "two ends are different cells");
        Parse.error("size 4\nsnake from r1c1 from r2c2\n", "test:2", "'from' given twice");
        Parse.error("size 4\nsnake at r1c1\n", "test:2:7", "from or to");
        Parse.error("size 4\nloop wide\n", "test:2:6", "nodiagonaltouch");
        Parse.error("size 4\nrequire shaded r1c1\n", "test:2:9", "all");
    }

    @Test
    void snakeCheck() {
        Snake any = new Snake(null, null);
        assertNull(any.violation(shaded("###. ..#. .##. ....")));
        assertNull(any.violation(shaded("#... .... .... ....")), "one cell is a snake");
        assertEquals("no cell is shaded, so there is no snake", any.violation(shaded(".... .... .... ....")));
        assertEquals("the snake is in 2 pieces (r1c1 and r4c4 are not connected)", any.violation(shaded("##.. .... .... ...#")));
        assertEquals("the snake branches or touches itself at r1c2 (3 shaded neighbours)", any.violation(shaded("###. .#.. .... ....")));
        assertEquals("the snake branches or touches itself at r2c2 (3 shaded neighbours)", any.violation(shaded(".#.. ###. .... ....")));
        assertEquals("the shaded cells form a loop, not a snake", any.violation(shaded("###. #.#. ###. ....")));
        assertNull(new Snake(c(1, 1), c(3, 2)).violation(shaded("###. ..#. .##. ....")));
        assertEquals("the snake does not end at r1c2", new Snake(c(1, 2), null).violation(shaded("###. ..#. .##. ....")));
        assertEquals("the snake does not end at r4c4", new Snake(null, c(4, 4)).violation(shaded("###. ..#. .##. ....")));
        assertTrue(any.violation(Solution.ofDigits(Layout.standard(4), new int[16])).startsWith("the solution gives no shading"));
    }

    @Test
    void loopCheck() {
        Loop loop = new Loop(false);
        Loop apart = new Loop(true);
        assertNull(apart.violation(shaded("###. #.#. ###. ....")));
        assertNull(apart.violation(shaded("##.. ##.. .... ....")), "the smallest loop");
        assertEquals("no cell is shaded, so there is no loop", loop.violation(shaded(".... .... .... ....")));
        assertEquals("the loop cell r1c1 has 1 shaded neighbours, not 2", loop.violation(shaded("##.. .... .... ....")));
        assertEquals("the loop is in 2 pieces (r1c1 and r3c3 are not connected)", loop.violation(shaded("##.. ##.. ..## ..##")));
        assertEquals("the loop cell r2c2 has 4 shaded neighbours, not 2", loop.violation(shaded("##.. ###. .### ..##")));
        Solution corner = new Solution(Layout.none(5), new int[25], Map.of(), mask5(".###. ##.#. #.##. ###.. ....."));
        assertNull(loop.violation(corner), "a diagonal touch is allowed without nodiagonaltouch");
        assertEquals("the loop touches itself diagonally at r2c2 and r3c3", apart.violation(corner));
    }

    private static boolean[] mask5(String mask) {
        String m = mask.replace(" ", "");
        boolean[] s = new boolean[25];
        for (int i = 0; i < 25; i++) {
            s[i] = m.charAt(i) == '#';
        }
        return s;
    }

    @Test
    void numberedRoomCountingShadedCells() {
        // Row 1 is 1 2 3 4 (first digit 1), row 2 is 3 4 1 2 (first digit 3); from the right, row 1 starts with 4.
        Solution s = shaded(".#.# ##.# .... ....");
        assertNull(new dev.satdoku.rules.modern.NumberedRoom(2, new Cell(0, -1), true).violation(s), "the 1st shaded cell of row 1 is r1c2");
        assertEquals("numberedroom: from r1c0 the first digit 1 points to the shaded r1c2, which holds 2 instead of 4",
                new dev.satdoku.rules.modern.NumberedRoom(4, new Cell(0, -1), true).violation(s));
        assertNull(new dev.satdoku.rules.modern.NumberedRoom(2, new Cell(1, -1), true).violation(s), "the 3rd shaded cell of row 2 is r2c4");
        assertTrue(new dev.satdoku.rules.modern.NumberedRoom(2, new Cell(0, 4), true).violation(s).contains("asks for the 4th shaded cell, but the line has 2"));
        assertEquals("numberedroom 2 r1c0 shaded", Parse.puzzle("size 4\nnumberedroom 2 r1c0 shaded\n").rules().get(0).toNative());
    }

    @Test
    void requireCheck() {
        Require some = new Require(new ShadingCondition(Quantifier.SOME, true, List.of(c(1, 1), c(2, 2))));
        assertNull(some.violation(shaded(".... .#.. .... ....")));
        assertEquals("'some shaded r1c1 r2c2' does not hold", some.violation(shaded(".#.. #... .... ....")));
    }
}
