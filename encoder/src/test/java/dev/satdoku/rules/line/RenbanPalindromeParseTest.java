package dev.satdoku.rules.line;

import static dev.satdoku.testing.Grids.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Puzzle;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

class RenbanPalindromeParseTest {

    @Test
    void parsesAndRoundTrips() {
        Puzzle p = Parse.puzzle("size 6\nrenban r1c1-r1c3 r2c4\npalindrome r6c1 r5c2 r6c3\n");
        assertEquals(List.of(new Renban(cells("r1c1", "r1c2", "r1c3", "r2c4")), new Palindrome(cells("r6c1", "r5c2", "r6c3"))), p.rules());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void reportsMistakesWithTheirPosition() {
        assertEquals(1, Parse.puzzle("size 4\nrenban r1c1 r3c1\n").rules().size(), "consecutive cells of a line need not touch");
        Parse.error("size 4\nrenban r1c1 r2c2 r1c1\n", "test:2:18", "passes through r1c1 twice");
        Parse.error("size 4\nrenban r1c1-r1c4 r2c4\n", "test:2:1", "a renban line of 5 cells cannot hold distinct digits 1..4");
        Parse.error("size 4\nrenban r2c2\n", "test:2:8", "needs at least 2 cells");
        assertEquals(1, Parse.puzzle("size 4\npalindrome r1c1 r2c2 r2c4\n").rules().size(), "consecutive cells of a line need not touch");
        Parse.error("size 4\npalindrome r1c1 r1c2 r1c1\n", "test:2:22", "passes through r1c1 twice");
        Parse.error("size 4\npalindrome r1c1 r1c2 digits=1\n", "test:2:22", "unknown option 'digits'");
        assertThrows(IllegalArgumentException.class, () -> new Renban(cells("r1c1", "r1c1")));
        assertEquals(cells("r1c1", "r3c3"), new Palindrome(cells("r1c1", "r3c3")).cells(), "a line may jump");
    }

    @Test
    void renbanCheckWantsDistinctConsecutiveDigits() {
        // GRID4: r1c2 = 2, r1c1 = 1, r2c1 = 3, r2c2 = 4.
        assertNull(new Renban(cells("r1c2", "r1c1", "r2c1")).violation(Grids.solution(Grids.GRID4)));
        assertNotNull(new Renban(cells("r1c1", "r2c2")).violation(Grids.solution(Grids.GRID4)));
        assertNotNull(new Renban(cells("r1c1", "r1c2")).violation(Grids.with(Grids.GRID4, Grids.cell("r1c2"), 1)));
    }

    @Test
    void palindromeCheckComparesMirroredCells() {
        // GRID4: r1c1 = 1, r1c2 = 2, r2c3 = 1, r1c3 = 3.
        assertNull(new Palindrome(cells("r1c1", "r1c2", "r2c3")).violation(Grids.solution(Grids.GRID4)));
        assertNotNull(new Palindrome(cells("r1c1", "r1c2", "r1c3")).violation(Grids.solution(Grids.GRID4)));
    }
}
