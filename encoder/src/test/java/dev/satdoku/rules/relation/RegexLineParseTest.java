package dev.satdoku.rules.relation;

import static dev.satdoku.testing.Grids.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class RegexLineParseTest {

    @Test
    void parsesThePatternAsWrittenAndWritesItBack() {
        Puzzle p = Parse.puzzle("size 4\nregex r1c1-r1c4 pattern=(12|34)*\nregex r4c4 r1c1 pattern=[^1-2]{1,}|a\n");
        assertEquals(List.of(new RegexLine("(12|34)*", cells("r1c1", "r1c2", "r1c3", "r1c4")),
                new RegexLine("[^1-2]{1,}|a", cells("r4c4", "r1c1"))), p.rules());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void reportsPatternMistakesAtTheirColumn() {
        Parse.error("size 4\nregex r1c1 r1c2 pattern=(12\n", "test:2:28", "missing ')'");
        Parse.error("size 4\nregex r1c1 r1c2 pattern=1**\n", "test:2:27", "a quantifier right after another");
        Parse.error("size 4\nregex r1c1 r1c2 pattern=1H\n", "test:2:26", "'H' is not a symbol");
        Parse.error("size 4\nregex r1c1 r1c2 pattern=[3-1]\n", "test:2:28", "runs backwards");
        Parse.error("size 4\nregex r1c1 r1c2 pattern=1{3,2}\n", "test:2:26", "wrong way round");
        Parse.error("size 4\nregex r1c1 r1c2 pattern=*1\n", "test:2:25", "repeats nothing");
        Parse.error("size 4\nregex r1c1 r1c2 pattern=1)\n", "test:2:26", "closes no group");
        Parse.error("size 4\nregex r1c1 r1c2 pattern=[]\n", "test:2:26", "empty class");
        Parse.error("size 4\nregex r1c1 r1c2 pattern=1{1000}\n", "test:2:27", "above 100");
        Parse.error("size 4\nregex r1c1 r1c2\n", "test:2:1", "missing pattern=");
        Parse.error("size 4\nregex r1c1 r1c2 pattern=" + "(".repeat(60) + "1" + ")".repeat(60) + "\n", "test:2:75", "nested more than 50");
        Parse.error("size 4\nregex r1c1 r1c2 pattern=((1{100}){100}){100}\n", "test:2:1", "too large to compile");
        Parse.error("size 4\nregex r1c1 r1c2 pattern=.*1.{14}\n", "test:2:1", "too complex to encode");
        Parse.error("size 4\nregex pattern=1\n", "test:2:1", "missing the cells");
        assertThrows(IllegalArgumentException.class, () -> new RegexLine("(", cells("r1c1")));
        assertThrows(IllegalArgumentException.class, () -> new RegexLine("1", List.of()));
    }

    @Test
    void checkReadsTheValuesAsSymbols() {
        // GRID4 row 1 is 1 2 3 4, row 2 is 3 4 1 2, row 4 is 4 3 2 1.
        assertNull(new RegexLine("(12|34)*", cells("r1c1", "r1c2", "r1c3", "r1c4")).violation(Grids.solution(Grids.GRID4)));
        String problem = new RegexLine("(12|34)*", cells("r4c1", "r4c2", "r4c3", "r4c4")).violation(Grids.solution(Grids.GRID4));
        assertNotNull(problem);
        assertTrue(problem.contains("4321") && problem.contains("do not match"), problem);
        assertNull(new RegexLine("[^12]4", cells("r2c1", "r2c2")).violation(Grids.solution(Grids.GRID4)));
    }

    @Test
    void lettersNameValuesFromTen() {
        // A cyclic 16x16 Latin square: row 1 holds 1..16, so r1c9 = 9, r1c10 = 10 (A), r1c11 = 11 (B), r1c12 = 12 (C).
        int n = 16;
        int[] digits = new int[n * n];
        for (int i = 0; i < digits.length; i++) {
            digits[i] = (i / n + i % n) % n + 1;
        }
        Solution s = Solution.ofDigits(Layout.standard(n), digits);
        assertNull(new RegexLine("[9-a]b", cells("r1c9", "r1c11")).violation(s));
        assertNull(new RegexLine("[9-a]B", cells("r1c10", "r1c11")).violation(s));
        // [9-a] spans 9 and A (10) only, never the letters up to 'a' in character order.
        assertNotNull(new RegexLine("[9-a]", cells("r1c12")).violation(s));
    }
}
