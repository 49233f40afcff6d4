package dev.satdoku.rules.global;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Grids;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Doppelganger's check on 4x4 grids holding 0..4 (found by a throw-away search, each breaking one
 * rule), built directly; parsing is in DoppelgangerParseTest.
 */
class DoppelgangerCheckTest {

    private static Solution grid(String digits) {
        return Grids.of(Layout.standard(4).withValues(0, 4), digits);
    }

    @Test
    void aGridKeepingEveryRule() {
        // Rows miss 4 3 1 2, columns 1 3 4 2, boxes 3 4 1 2; at each 0 the three differ.
        assertNull(new Doppelganger().violation(grid("0123 2410 3204 4031")));
    }

    @Test
    void eachRuleBrokenAlone() {
        assertEquals("doppelganger: row 1 holds no 0", new Doppelganger().violation(grid("4123 2410 3204 4031")));
        assertEquals("doppelganger: row 1 and row 2 both miss 4", new Doppelganger().violation(grid("0123 2301 1032 3210")));
        assertEquals("doppelganger: the 0 in r1c1 sees the missing digits [4, 4, 4] (row, column, box), which are not all different",
                new Doppelganger().violation(grid("0123 2304 1042 3410")));
        assertEquals("doppelganger: row 1 misses [3, 4] of 1..4, not exactly one digit", new Doppelganger().violation(grid("0122 2410 3204 4031")));
    }

    @Test
    void refusedWithoutTheValues0ToN() {
        // A classic 1..9 grid is not ISS's 0..N: the rule is refused when read.
        RuleArgs args = new RuleArgs("doppelganger", new Origin("test", 2, 1, "doppelganger"), Layout.standard(9), List.of());
        InputException e = assertThrows(InputException.class, () -> Doppelganger.TYPE.parse(args));
        assertTrue(e.getMessage().contains("needs a square N x N grid holding the values 0..N"), e::getMessage);
        assertTrue(e.getMessage().contains("9x9 with values 1..9"), e::getMessage);
    }
}
