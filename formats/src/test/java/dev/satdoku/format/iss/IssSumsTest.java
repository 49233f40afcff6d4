package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ISS's sum types beside Cage and Sum (iss.md §4.2, §4.3, §5) read into native rules of the same meaning,
 * and their bad arguments stop the import with an error naming the item.
 */
class IssSumsTest {

    private static List<String> lines(String iss) {
        Translation t = IssTranslator.translate(iss, "<argument>");
        return t.statements();
    }

    private static SolveReport solve(String iss, int max) {
        List<Puzzle> read = PuzzleReader.readText(iss, "<argument>");
        assertEquals(1, read.size());
        return PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(read.get(0), max, null);
    }

    @Test
    void eachTypeBecomesItsNativeRule() {
        List<String> l = lines(".RellikCage~8~R1C1~R2C1.EqualityCage~R1C2~R1C3.Lunchbox~5~R1C4~R1C5~R1C6"
                + ".EqualSum~R1C1~R2C2~-~R3C3~R4C4~-~R5C5.AllDifferent~R1C1~R1C2~R2C2.SumLine~10~R4C5~R5C6~R6C5~R5C4~LOOP"
                + ".SumLine~7~R7C1~R7C2~R7C3.Sum~0_=_1_1_-1~R5C1~R5C2~R6C1.Sum~4_-2_3~R8C1~R8C2");
        for (String want : List.of("rellik 8 r1c1 r2c1", "equalitycage r1c2 r1c3", "lunchbox 5 r1c4 r1c5 r1c6",
                "equalsum r1c1 r2c2 | r3c3 r4c4 | r5c5", "extraregion r1c1 r1c2 r2c2", "sumline 10 r4c5 r5c6 r6c5 r5c4 loop",
                "sumline 7 r7c1 r7c2 r7c3", "sum 0 r5c1 r5c2 r6c1 weights=1,1,-1", "sum 4 r8c1 r8c2 weights=-2,3")) {
            assertTrue(l.contains(want), () -> want + " missing from " + l);
        }
        // A rellik total below 1 forbids no selection of values 1..N: only distinctness is left.
        assertTrue(lines(".RellikCage~0~R1C1~R1C2").contains("cage r1c1 r1c2"));
    }

    @Test
    void badArgumentsNameTheItem() {
        IssTranslatorTest.error(".SumLine~31~R1C1~R1C2", ".SumLine~31", "1..30");
        IssTranslatorTest.error(".SumLine~0~R1C1~R1C2", "1..30");
        IssTranslatorTest.error(".SumLine~10~LOOP", "at least one cell before LOOP");
        IssTranslatorTest.error(".Sum~10_=_1_2_3~R1C1~R1C2", ".Sum~10_=_1_2_3", "3 weights for 2 cells");
        IssTranslatorTest.error(".Sum~10_=_1_101~R1C1~R1C2", "weight '101' is not a whole number in -100..100");
        IssTranslatorTest.error(".Sum~x_=_1~R1C1", "total 'x' is not a whole number");
        IssTranslatorTest.error(".EqualSum~R1C1~-~-~R2C2", "empty segment");
        IssTranslatorTest.error(".EqualSum~R1C1~-", "ending with a cell");
        IssTranslatorTest.error(".Lunchbox~-1~R1C1~R1C2", ".Lunchbox~-1", "at least 0");
        IssTranslatorTest.error(".RellikCage~5~R1C1~R1C1", "R1C1 is listed twice");
        IssTranslatorTest.error(".AllDifferent~R1C1~R1C9~R1C1", "R1C1 is listed twice");
        IssTranslatorTest.error(".EqualityCage~R1C1~X", "'X' is not an ISS cell id");
    }

    @Test
    void nativeRuleErrorsPointBackAtTheItem() {
        // ISS would find no solution for an odd equality cage; the import says why instead.
        assertThrowsNaming(".EqualityCage~R1C1~R1C2~R1C3", "EqualityCage", "even number of cells");
    }

    private static void assertThrowsNaming(String iss, String... fragments) {
        Exception e = org.junit.jupiter.api.Assertions.assertThrows(Exception.class, () -> PuzzleReader.readText(iss, "<argument>"));
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), () -> "message '" + e.getMessage() + "' lacks '" + f + "'");
        }
    }

    @Test
    void importedRulesSolveAsISSReadsThem() {
        // 4x4: R1C1 + R1C2 - R2C1 = 0 with R1C1 = 1 and R1C2 = 2 forces R2C1 = 3.
        SolveReport r = solve(".Shape~4x4.~R1C1_1~R1C2_2.Sum~0_=_1_1_-1~R1C1~R1C2~R2C1", 1);
        assertEquals(1, r.solutions().size());
        assertEquals(3, r.solutions().get(0).digit(Cell.of1(2, 1)));
        // Column 1 of a 4x4 as a sum line of 5s: 1 and 4 or 2 and 3 sit next to each other.
        SolveReport s = solve(".Shape~4x4.~R1C1_1.SumLine~5~R1C1~R2C1~R3C1~R4C1", 1);
        assertEquals(4, s.solutions().get(0).digit(Cell.of1(2, 1)));
    }
}
