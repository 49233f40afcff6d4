package dev.satdoku.rules.global;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** doppelganger: parsing on 0..N grids, the variables tied to missing digits, and errors with their positions. */
class DoppelgangerParseTest {

    private static final String HEAD = "size 4\nvalues 0..4\n";
    /** Rows miss 4 3 1 2, columns 1 3 4 2, boxes 3 4 1 2 (DoppelgangerCheckTest). */
    private static final String GRID = "0123 2410 3204 4031";

    @Test
    void parsesAndWritesBack() {
        assertEquals(List.of(new Doppelganger()), Parse.puzzle(HEAD + "doppelganger\n").rules());
        assertEquals("doppelganger", new Doppelganger().toNative());
        String tied = "doppelganger rows=DGC cols=DGR boxes=DGB";
        String vars = "var DGC1 DGC2 DGC3 DGC4 DGR1 DGR2 DGR3 DGR4 DGB1 DGB2 DGB3 DGB4 1..4\n";
        Doppelganger rule = (Doppelganger) Parse.puzzle(HEAD + vars + tied + "\n").rules().get(0);
        assertEquals(new Doppelganger("DGC", "DGR", "DGB"), rule);
        assertEquals(tied, rule.toNative());
        assertEquals("doppelganger cols=C", new Doppelganger("", "C", "").toNative());
        // 9x9 with 0..9, as ISS's 9x9~0-9
        assertEquals(List.of(new Doppelganger()), Parse.puzzle("size 9\nvalues 0..9\ndoppelganger\n").rules());
    }

    @Test
    void refusesOtherGridsAndBadOptions() {
        Parse.error("size 4\ndoppelganger\n", "test:2:1", "needs a square N x N grid holding the values 0..N", "4x4 with values 1..4");
        Parse.error("size 4\nvalues 0..3\ndoppelganger\n", "test:3:1", "values 0..3");
        Parse.error("size 4\nvalues 1..5\ndoppelganger\n", "test:3:1", "values 1..5");
        Parse.error("size 4x6\nvalues 0..6\ndoppelganger\n", "test:3:1", "4x6");
        Parse.error(HEAD + "doppelganger 3\n", "test:3:14", "unexpected '3'");
        Parse.error(HEAD + "doppelganger rows=DGC\n", "test:3:14", "DGC1 is not declared");
        Parse.error(HEAD + "var DGC1 DGC2 DGC3 1..4\ndoppelganger rows=DGC\n", "test:4:14", "DGC4 is not declared");
        Parse.error(HEAD + "doppelganger rows=1x\n", "test:3:14", "variable prefix");
        Parse.error(HEAD + "doppelganger colour=x\n", "test:3:14", "unknown option 'colour'");
        Parse.error(HEAD + "boxes none\nvar B1 B2 B3 B4 1..4\ndoppelganger boxes=B\n", "test:5:14", "no regular boxes");
    }

    @Test
    void tiedVariablesMustHoldTheMissingDigits() {
        Layout layout = Layout.standard(4).withValues(0, 4);
        int[] digits = Grids.of(layout, GRID).digits();
        Map<String, Integer> vars = new LinkedHashMap<>();
        int[] rowsMiss = {4, 3, 1, 2};
        for (int i = 0; i < 4; i++) {
            vars.put("R" + (i + 1), rowsMiss[i]);
        }
        Doppelganger rows = new Doppelganger("R", "", "");
        assertNull(rows.violation(new Solution(layout, digits, vars, null)));
        vars.put("R3", 2);
        assertEquals("doppelganger: row 3 misses 1 but R3 = 2", rows.violation(new Solution(layout, digits, vars, null)));
        Doppelganger boxes = new Doppelganger("", "", "B");
        assertEquals("doppelganger: box 1 misses 3 but B1 = null", boxes.violation(new Solution(layout, digits, vars, null)));
        int[] boxesMiss = {3, 4, 1, 2};
        for (int i = 0; i < 4; i++) {
            vars.put("B" + (i + 1), boxesMiss[i]);
        }
        assertNull(boxes.violation(new Solution(layout, digits, vars, null)));
    }

    @Test
    void withoutBoxesOnlyRowsAndColumnsCount() {
        Layout none = Layout.none(4).withValues(0, 4);
        // Rows miss 4 3 2 1, columns 2 3 4 1 (its top-left 2x2 block repeats 1: only a box-free grid takes it).
        assertNull(new Doppelganger().violation(Grids.of(none, "0123 1204 3410 4032")));
        assertEquals("doppelganger: box 1 misses [3, 4] of 1..4, not exactly one digit",
                new Doppelganger().violation(Grids.of(Layout.standard(4).withValues(0, 4), "0123 1204 3410 4032")));
        // Rows miss 4 3 2 1, columns 2 4 3 1: the 0 in r2c3 sees 3 twice.
        assertEquals("doppelganger: the 0 in r2c3 sees the missing digits [3, 3] (row, column), which are not all different",
                new Doppelganger().violation(Grids.of(none, "0123 1204 4310 3042")));
    }
}
