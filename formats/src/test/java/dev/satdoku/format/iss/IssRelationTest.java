package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.relation.Relation;
import dev.satdoku.sat.PuzzleSolver;
import java.util.List;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.Test;

/**
 * ISS relation keys (iss.md 4.7) decode to the relations they are published for: each known 9x9 key's
 * table equals the named relation, written here from its words; any other key becomes a native
 * {@code relation} with that table, and the legacy Binary spelling reads the same.
 */
class IssRelationTest {

    private static boolean[][] decode(String key) {
        IssItem item = IssItem.parse(IssSection.split(".Pair~" + key + "~R1C1~R1C2", "<argument>", true).get(0)).get(0);
        return IssPairs.table(item, key, 9);
    }

    private static void decodesTo(String key, BiPredicate<Integer, Integer> named) {
        boolean[][] t = decode(key);
        for (int a = 1; a <= 9; a++) {
            for (int b = 1; b <= 9; b++) {
                assertEquals(named.test(a, b), t[a][b], key + " at (" + a + "," + b + ")");
            }
        }
    }

    @Test
    void theKnownKeysAreTheNamedRelations() {
        decodesTo("8H_xf8H_xf8H_B", (a, b) -> Math.abs(a - b) > 1);
        decodesTo("UFVQFUAFQAE", (a, b) -> a < b && a % 2 == b % 2);
        decodesTo("-n_4H-gH4AGg", (a, b) -> a < b);
        decodesTo("_3_8H_wH8AHwAE", (a, b) -> a <= b);
        decodesTo("qqqqqqqqqqqqqC", (a, b) -> a % 2 != b % 2);
    }

    /** The native relation parsed back from the import allows exactly the table's pairs. */
    private static Relation imported(String iss) {
        List<Puzzle> read = PuzzleReader.readText(iss, "<argument>");
        return (Relation) read.get(0).rules().get(0);
    }

    @Test
    void anUnmappedKeyBecomesARelationWithTheSameTable() {
        Relation r = imported(".Pair~UFVQFUAFQAE~_Odd-Even%20Thermo~R1C1~R1C2~R1C3");
        assertTrue(r.chain());
        assertEquals(List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(1, 3)), r.cells());
        for (int a = 1; a <= 9; a++) {
            for (int b = 1; b <= 9; b++) {
                assertEquals(a < b && a % 2 == b % 2, r.allows(a, b), a + "," + b);
            }
        }
        // The legacy spelling swaps - and _ in the key; a Nabner key on a chain is not the nabner rule (every pair).
        Relation legacy = imported(".Binary~8H-xf8H-xf8H-B~R1C1~R1C2~R1C3");
        assertTrue(legacy.chain());
        assertTrue(legacy.allows(1, 3) && !legacy.allows(4, 5) && !legacy.allows(5, 5));
        Relation all = imported(".PairX~qqqqqqqqqqqqqC~R1C1~R2C2~R3C3");
        assertTrue(!all.chain() && all.allows(1, 2) && !all.allows(2, 4));
    }

    @Test
    void badKeysAreErrorsNamingTheItem() {
        IssTranslatorTest.error(".Pair~AAAA~R1C1~R1C2", ".Pair~AAAA", "allows no pair");
        IssTranslatorTest.error(".Pair~AB*C~R1C1~R1C2", "'*'", "key alphabet");
        IssTranslatorTest.error(".Pair~__________________~R1C1~R1C2", "beyond the 81 value pairs");
        IssTranslatorTest.error(".PairX~-n_4H-gH4AGg~R1C1~R1C2~R1C3", "not symmetric");
        IssTranslatorTest.error(".Pair~UFVQFUAFQAE~R1C1~R1C1", "R1C1 follows itself");
    }

    @Test
    void thePublishedOddEvenThermoPuzzleSolvesToItsSolution() {
        // Odd/Even Thermo Sudoku (logic-masters.de id 0003V5), as sigh/Interactive-Sudoku-Solver
        // data/example_puzzles.js gives it, with its published solution.
        String iss = ".Pair~UFVQFUAFQAE~_Odd-Even%20Thermo~r1c2~r1c3~r1c4~r1c5~~r1c8~r1c9~r2c9~r3c9~~r2c8~r2c7~~r3c4~r3c3"
                + "~~r3c2~r4c2~r4c1~~r6c3~r5c3~r5c4~r4c4~~r5c6~r4c6~r4c5~~r6c8~r6c9~r5c9~~r7c2~r7c3~~r7c8~r7c9~r8c9~~r8c2~r9c2"
                + "~r9c1~~r8c4~r9c4~~r8c5~r9c5~r9c6";
        Puzzle p = PuzzleReader.readText(iss, "<argument>").get(0);
        List<Solution> found = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 2, null).solutions();
        assertEquals(1, found.size());
        StringBuilder sb = new StringBuilder();
        for (int d : found.get(0).digits()) {
            sb.append(d);
        }
        assertEquals("613798524298145736457362198971853642384621975562479813139286457726514389845937261", sb.toString());
    }
}
