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

/** ISS's extra cells (.Var) as named variables, and the items that may name them. */
class IssVarsTest {

    @Test
    void extraCellsBecomeVariablesOfTheGridsValues() {
        // The Var item may come after the items that name its cells.
        List<String> out = IssTranslatorTest.lines(".Shape~4x4.Thermo~VX1~R1C1~VX2.Var~X~label~2.~VX2_3_4");
        assertTrue(out.contains("var VX1 1..4"), out.toString());
        assertTrue(out.contains("var VX2 3..4"), out.toString());
        assertTrue(out.contains("gt VX2 r1c1 VX1"), out.toString());
        List<String> single = IssTranslatorTest.lines(".Var~K~one.~VK_7");
        assertTrue(single.contains("var VK 7..7"), single.toString());
    }

    @Test
    void itemsThatCannotTakeExtraCellsSaySo() {
        IssTranslatorTest.error(".Var~X~X~4.BlackDot~VX1~VX2", ".BlackDot~VX1~VX2", "'VX1' is an extra cell (declared by .Var)",
                "only in givens, Thermo and Whisper, not in BlackDot");
        IssTranslatorTest.error(".Var~X~X~4.Var~X~X~2", "extra cell VX1 is declared twice");
        IssTranslatorTest.error(".Var~X~X~4.~VX1_1_3", "extra cell VX1 may hold [1, 3]", "a range of values");
        IssTranslatorTest.error(".Var~X~X~4.~VX1_4.~VX1_5", "extra cell VX1 has no value left");
        IssTranslatorTest.error(".Var~X", "expected Var~PREFIX~label[~size]");
        IssTranslatorTest.error(".Var~X~X~0", "the number of extra cells is 1 to 1000");
        IssTranslatorTest.error(".Var~X~X~2.Thermo~VX1~R1C1~VX1", "VX1 appears twice on a thermometer");
        IssTranslatorTest.error(".ChaosConstruction.X~CC1~CC2", "'CC1' is a chaos construction region cell");
    }

    @Test
    void aThermometerThroughAnExtraCellConstrainsTheGridAndTheSolutionShowsIt() {
        Puzzle p = PuzzleReader.readText(".Shape~4x4.Var~X~X.Thermo~R1C1~VX~R1C2.~VX_2", "<argument>").get(0);
        SolveReport r = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 1000, null);
        assertTrue(r.exhaustive());
        // r1c1 < 2 < r1c2: r1c1 is 1, r1c2 is 3 or 4; of the 288 4x4 grids, 288/4 have r1c1 = 1 and of those
        // two thirds have r1c2 in {3, 4}.
        assertEquals(48, r.solutions().size());
        for (Solution s : r.solutions()) {
            assertEquals(1, s.digit(0, 0));
            assertTrue(s.digit(0, 1) > 2);
            assertEquals(2, s.variable("VX"));
        }
    }
}
