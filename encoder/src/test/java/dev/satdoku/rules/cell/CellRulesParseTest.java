package dev.satdoku.rules.cell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class CellRulesParseTest {

    @Test
    void parsesOddEvenAndCandidates() {
        Puzzle p = Parse.puzzle("size 4\nodd r1c1 r2c2\neven r3c3-r4c4\ncandidates r1c4 digits=2,4,1\n");
        assertEquals(List.of(
                new AllowedDigits("odd", List.of(Cell.of1(1, 1), Cell.of1(2, 2)), List.of(1, 3)),
                new AllowedDigits("even", List.of(Cell.of1(3, 3), Cell.of1(4, 4)), List.of(2, 4)),
                new AllowedDigits("candidates", List.of(Cell.of1(1, 4)), List.of(1, 2, 4))), p.rules());
        assertEquals(4, p.ruleOrigins().get(2).line());
    }

    @Test
    void roundTripsThroughTheWriter() {
        Puzzle p = Parse.puzzle("size 6\nodd r1c1\ncandidates r2c2 r2c3 digits=5,6\n");
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void rejectsMalformedRules() {
        Parse.error("size 4\nodd r5c1\n", "test:2:5", "row 5 is outside the grid");
        Parse.error("size 4\nodd\n", "test:2:1", "missing cells");
        Parse.error("size 4\nodd r1c1 r1c1\n", "uses r1c1 twice");
        Parse.error("size 4\ncandidates r1c1\n", "missing digits=");
        Parse.error("size 4\ncandidates r1c1 digits=1,5\n", "digit 5 is impossible");
        Parse.error("size 4\ncandidates r1c1 digits=x\n", "needs integers");
        Parse.error("size 4\nodd r1c1 sum=3\n", "unknown option 'sum'");
        Parse.error("size 4\nodd r1c1 7\n", "test:2:10", "unexpected '7'");
        Parse.error("size 1\neven r1c1\n", "no even digit");
    }

    @Test
    void checkRejectsWrongParity() {
        Layout layout = Layout.standard(4);
        AllowedDigits odd = new AllowedDigits("odd", List.of(Cell.of1(1, 1)), List.of(1, 3));
        int[] grid = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
        assertNull(odd.violation(Solution.ofDigits(layout, grid)));
        grid[0] = 2;
        assertNotNull(odd.violation(Solution.ofDigits(layout, grid)));
    }
}
