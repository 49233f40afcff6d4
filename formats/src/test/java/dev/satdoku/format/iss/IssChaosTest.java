package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import java.util.List;
import org.junit.jupiter.api.Test;

/** ISS's chaos construction items to native lines, and what they mean once solved. */
class IssChaosTest {

    private static List<String> lines(String iss) {
        return IssTranslatorTest.lines(iss);
    }

    @Test
    void constructionNamesRegionCellsByReadingOrder() {
        List<String> out = lines(".Shape~4x4.NoBoxes.ChaosConstruction.ChaosArrow~R1C1~0~CC1~-~CC1~CC5~CC9.ChaosCount~R2C2~1~CC6~CC2~CC16");
        assertTrue(out.contains("boxes none"), out.toString());
        assertTrue(out.contains("chaos"), out.toString());
        assertTrue(out.contains("chaosarrow r1c1 | r1c1 | r1c1 r2c1 r3c1"), out.toString());
        assertTrue(out.contains("chaoscount r2c2 | r2c2 r1c2 r4c4 offset=1"), out.toString());
        // Older strings leave the offset empty; 9x9 rows have 9 cells, so CC10 is r2c1.
        assertTrue(lines(".ChaosConstruction.ChaosCount~R1C2~~CC2~CC1~CC10").contains("chaoscount r1c2 | r1c2 r1c1 r2c1"));
    }

    @Test
    void constructionKeepsTheBoxesUnlessNoBoxesDropsThem() {
        // ISS removes the default boxes for NoBoxes only; chaos regions come on top of whatever houses remain.
        List<String> out = lines(".Shape~4x4.ChaosConstruction");
        assertTrue(out.contains("chaos"), out.toString());
        assertTrue(out.stream().noneMatch(l -> l.startsWith("boxes")), out.toString());
    }

    @Test
    void regionCellsCountRowsOfTheGridsWidth() {
        // 4 rows of 3 columns: CC4 is r2c1 and CC12 the last cell (not rows of max(R, C) = 4 cells)
        List<String> out = lines(".Shape~4x3.ChaosConstruction.ChaosCount~R1C2~~CC2~CC4~CC12");
        assertTrue(out.contains("chaoscount r1c2 | r1c2 r2c1 r4c3"), out.toString());
        IssTranslatorTest.error(".Shape~4x3.ChaosConstruction.ChaosCount~R1C2~~CC2~CC13", "outside the 4x3 grid (CC1 to CC12)");
    }

    @Test
    void anArrowWithoutArmsReachesInAllFourDirections() {
        List<String> out = lines(".Shape~4x4.ChaosConstruction.ChaosArrow~R2C3~0");
        assertTrue(out.contains("chaosarrow r2c3 | r2c3 r1c3 | r2c3 r3c3 r4c3 | r2c3 r2c2 r2c1 | r2c3 r2c4"), out.toString());
    }

    @Test
    void badItemsAreNamed() {
        IssTranslatorTest.error(".ChaosConstruction~3", ".ChaosConstruction~3", "ChaosConstruction takes no arguments");
        IssTranslatorTest.error(".ChaosConstruction.ChaosArrow~R1C1~2~CC1~CC2", "the offset of a chaos clue is 0 or 1");
        IssTranslatorTest.error(".ChaosConstruction.ChaosArrow~R1C1~0~CC1~CC2~-~CC3~CC4", "every arm of a chaos arrow starts at the same region cell",
                "arm 2 starts at CC3");
        IssTranslatorTest.error(".ChaosConstruction.ChaosArrow~R1C1~0~R1C1~R1C2", "expected a chaos region cell like CC12", "'R1C1'");
        IssTranslatorTest.error(".ChaosConstruction.ChaosCount~R1C1~0~CC1~CC82", "region cell CC82 is outside the 9x9 grid");
        // ISS's control-only form counts the region cells of the control and its neighbours, the control's own first.
        assertTrue(lines(".ChaosConstruction.ChaosCount~R1C1~0").contains("chaoscount r1c1 | r1c1 r2c1 r1c2 r2c2"));
        assertTrue(lines(".ChaosConstruction.ChaosCount~R2C2").contains("chaoscount r2c2 | r2c2 r1c2 r3c2 r2c1 r2c3 r1c1 r1c3 r3c1 r3c3"));
        IssTranslatorTest.error(".ChaosConstruction.ChaosArrow~R1C1~0~CC1~-", "ends with '-'");
    }

    @Test
    void importedChaosSolvesToGridsWithTheirRegions() {
        // 4x4 chaos: r1c1's value is how far its region runs down the first column.
        Puzzle p = PuzzleReader.readText(".Shape~4x4.ChaosConstruction.ChaosArrow~R1C1~0~CC1~CC5~CC9~CC13.~R1C2_1~R2C2_3~R1C3_3", "<argument>").get(0);
        SolveReport r = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 100, null);
        assertTrue(!r.solutions().isEmpty());
        for (Solution s : r.solutions()) {
            assertTrue(s.hasRegions());
            int run = 1;
            while (run < 4 && s.region(new dev.satdoku.model.Cell(run, 0)) == s.region(new dev.satdoku.model.Cell(0, 0))) {
                run++;
            }
            assertEquals(run, s.digit(0, 0), s + " with regions " + java.util.Arrays.toString(s.regions()));
        }
    }
}
