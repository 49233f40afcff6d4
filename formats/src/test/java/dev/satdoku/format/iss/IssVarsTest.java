package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import java.util.List;
import org.junit.jupiter.api.Test;

/** ISS's extra cells (.Var, Doppelganger's) as satdoku extra cells, taken by every item that takes cells. */
class IssVarsTest {

    @Test
    void extraCellsAreDeclaredOverTheGridsValuesAndLinesRunThroughThem() {
        // The Var item may come after the items that name its cells.
        List<String> out = IssTranslatorTest.lines(".Shape~4x4.Thermo~VX1~R1C1~VX2.Var~X~label~2.~VX2_3_4");
        assertTrue(out.contains("var VX1 1..4"), out.toString());
        assertTrue(out.contains("var VX2 3..4"), out.toString());
        assertTrue(out.contains("thermo VX1 r1c1 VX2"), out.toString());
        List<String> single = IssTranslatorTest.lines(".Var~K~one.~VK_7");
        assertTrue(single.contains("var VK 7..7"), single.toString());
    }

    @Test
    void aBoardOfExtraCellsIsDeclaredRowsTimesColumnsInReadingOrder() {
        List<String> out = IssTranslatorTest.lines(".Shape~4x4.Var~B~board~2x3.Arrow~VB1~VB5~VB6");
        for (int i = 1; i <= 6; i++) {
            assertTrue(out.contains("var VB" + i + " 1..4"), out.toString());
        }
        assertFalse(out.contains("var VB7 1..4"), out.toString());
        assertTrue(out.contains("arrow VB1 | VB5 VB6"), out.toString());
        IssTranslatorTest.error(".Var~B~board~40x40", "the number of extra cells is 1 to 1000", "ROWSxCOLUMNS");
    }

    @Test
    void everyKindOfItemTakesExtraCells() {
        String vars = ".Var~X~x~4";
        assertTrue(IssTranslatorTest.lines(vars + ".AllDifferent~VX1~VX2~R1C1").contains("extraregion VX1 VX2 r1c1"));
        assertTrue(IssTranslatorTest.lines(vars + ".Sum~20~VX1~VX2~R1C1").contains("sum 20 VX1 VX2 r1c1"));
        assertTrue(IssTranslatorTest.lines(vars + ".Cage~15~VX1~R1C1~VX2").contains("cage 15 VX1 r1c1 VX2"));
        // Without a total a cage's first word must not be an extra cell (that would be the total).
        assertTrue(IssTranslatorTest.lines(vars + ".Cage~~VX1~R1C1").contains("cage r1c1 VX1"));
        assertTrue(IssTranslatorTest.lines(vars + ".Cage~~VX1~VX2").contains("distinct VX1 VX2"));
        assertTrue(IssTranslatorTest.lines(vars + ".CountDistinct~VX1~R1C1~R1C2~VX2").contains("countdistinct VX1 r1c1 r1c2 VX2"));
        assertTrue(IssTranslatorTest.lines(vars + ".Whisper~5~VX1~R1C1").contains("whisper VX1 r1c1"));
        List<String> pair = IssTranslatorTest.lines(vars + ".Pair~_3_8H_wH8AHwAE~_slow~VX1~VX2");
        assertTrue(pair.contains("slowthermo VX1 VX2"), pair.toString());
        List<String> same = IssTranslatorTest.lines(vars + ".SameValues~2~R2C4~VX1");
        assertTrue(same.contains("clone r2c4 | VX1"), same.toString());
    }

    @Test
    void chaosRegionCellsAreExtraCellsHoldingTheirRegionsLabels() {
        List<String> out = IssTranslatorTest.lines(".NoBoxes.ChaosConstruction.CountDistinct~R1C4~CC10~CC1~CC2.AllDifferent~CC1~CC2"
                + ".Or.AllDifferent~CC3~CC4.End");
        assertTrue(out.contains("var CC10 1..9"), out.toString());
        assertTrue(out.contains("regionlabel r2c1 CC10"), out.toString());
        assertTrue(out.contains("regionlabel r1c2 CC2"), out.toString());
        // named inside an Or: still declared and tied at the top level, the Or only states its own rule
        assertTrue(out.contains("regionlabel r1c4 CC4"), out.toString());
        assertTrue(out.contains("countdistinct r1c4 CC10 CC1 CC2"), out.toString());
        assertTrue(out.contains("extraregion CC1 CC2"), out.toString());
        assertTrue(out.contains("or { extraregion CC3 CC4 }"), out.toString());
        IssTranslatorTest.error(".ChaosConstruction.AllDifferent~CC1~CC82", "region cell CC82 is outside the 9x9 grid");
    }

    @Test
    void givensOnExtraCellsNarrowThemAndMayHaveGaps() {
        List<String> out = IssTranslatorTest.lines(".Var~X~x~2.~VX1_1_3_7~VX2_5");
        assertTrue(out.contains("var VX1 1..7"), out.toString());
        assertTrue(out.contains("candidates VX1 digits=1,3,7"), out.toString());
        assertTrue(out.contains("var VX2 5..5"), out.toString());
    }

    @Test
    void insideAnOrAGivenOnAnExtraCellIsACondition() {
        List<String> out = IssTranslatorTest.lines(".Var~L~x~1.Or.And.Sum~10~R1C1~R1C2.~VL_1.End.And.Sum~12~R1C1~R1C2.~VL_3.End.End");
        assertTrue(out.contains("var VL 1..9"), out.toString());
        assertTrue(out.contains("or { sum 10 r1c1 r1c2 ; candidates VL digits=1 } { sum 12 r1c1 r1c2 ; candidates VL digits=3 }"),
                out.toString());
    }

    @Test
    void itemsThatNeedAPlaceOnTheGridRefuseExtraCells() {
        IssTranslatorTest.error(".Var~X~X~4.LittleKiller~10~VX1", ".LittleKiller~10~VX1", "'VX1'", "needs a place on the grid");
        IssTranslatorTest.error(".Var~X~X~4.Quad~VX1~1~2", "'VX1'", "needs a place on the grid");
        IssTranslatorTest.error(".Var~X~X~4.PillArrow~2~VX1~R1C2~R2C2", "VX1 is an extra cell");
        // Single Var cells touch nothing (a group of four, laid out in a row, would: see the dots test below).
        IssTranslatorTest.error(".Var~X~X.Var~Y~Y.BlackDot~VX~VY", "no two of the listed cells are orthogonally adjacent");
        assertTrue(IssTranslatorTest.lines(".Var~X~X~4.BlackDot~VX1~VX2").contains("black VX1 VX2"));
        IssTranslatorTest.error(".Thermo~R1C1~VQ1", "'VQ1' is not a declared extra cell");
        IssTranslatorTest.error(".Var~X~X~4.Var~X~X~2", "extra cell VX1 is declared twice");
        IssTranslatorTest.error(".Var~X~X~4.~VX1_4.~VX1_5", "extra cell VX1 has no value left");
        IssTranslatorTest.error(".Var~X", "expected Var~PREFIX~label[~size]");
        IssTranslatorTest.error(".Var~X~X~0", "the number of extra cells is 1 to 1000");
        IssTranslatorTest.error(".ChaosConstruction.LittleKiller~5~CC1", "'CC1' is a chaos construction region cell", "no place on the grid");
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
            assertEquals(2, s.digit(Cell.extra("VX")));
        }
    }

    @Test
    void extraCellsInAnAllDifferentAndASumAreSolvedWithTheGrid() {
        // VX1..VX3 differ from each other and from r1c1 = 1 and add up to 9; the solver's count must equal a
        // brute force over the three cells times the grids with r1c1 = 1.
        Puzzle p = PuzzleReader.readText(".Shape~4x4.~R1C1_1.Var~X~x~3.AllDifferent~VX1~VX2~VX3~R1C1.Sum~9~VX1~VX2~VX3", "<argument>").get(0);
        SolveReport r = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 10_000, null);
        assertTrue(r.exhaustive());
        int triples = 0;
        for (int a = 2; a <= 4; a++) {
            for (int b = 2; b <= 4; b++) {
                for (int c = 2; c <= 4; c++) {
                    if (a != b && b != c && a != c && a + b + c == 9) {
                        triples++;
                    }
                }
            }
        }
        // 288 grids, a quarter with r1c1 = 1; the extra cells multiply the count by the triples allowed.
        assertEquals(72 * triples, r.solutions().size());
        for (Solution s : r.solutions()) {
            int sum = s.digit(Cell.extra("VX1")) + s.digit(Cell.extra("VX2")) + s.digit(Cell.extra("VX3"));
            assertEquals(9, sum);
        }
    }

    @Test
    void aGroupOfVarCellsIsABoardInRowsOfItsColumnsOrOfTheGrids() {
        List<String> out = IssTranslatorTest.lines(".Shape~4x4.Var~B~board~2x3.Var~C~count~6.Var~K~one");
        assertTrue(out.contains("board VB 2x3 VB1 VB2 VB3 VB4 VB5 VB6"), out.toString());
        // A plain count is laid out in rows of the grid's width (ISS's layout of a count of cells).
        assertTrue(out.contains("board VC 2x4 VC1 VC2 VC3 VC4 VC5 VC6"), out.toString());
        assertTrue(out.stream().noneMatch(l -> l.startsWith("board VK")), out.toString());
    }

    @Test
    void connectedValuesOverAGroupOfVarCellsIsAskedOfItsBoard() {
        List<String> out = IssTranslatorTest.lines(".Shape~4x4.Var~B~board~2x3.ConnectedValues~VB~1_2~3");
        assertTrue(out.contains("connectedvalues 1 2 size=3 board=VB"), out.toString());
        IssTranslatorTest.error(".Var~B~board~2x3.ConnectedValues~VQ~1", "'VQ' is not a group of several Var cells");
        IssTranslatorTest.error(".Var~B~board~2x3.ConnectedValues~VB~1~7", "a region of 7 cells does not fit the 6 cells of VB");
    }

    @Test
    void theCellsHoldingAValueConnectInsideTheBoardNotByName() {
        // A 2x2 board over a 1x1 grid: 1 must appear twice among VB1..VB4 and those two must touch, so
        // VB1+VB4 and VB2+VB3 (diagonal) are out: of the six pairs four are left, each with the other two
        // cells holding the grid's other values (2..4 over a 1x1 grid of values 1..4: 3*3 ways).
        Puzzle p = PuzzleReader.readText(".Shape~1x1~4.Var~B~b~2x2.ConnectedValues~VB~1~2", "<argument>").get(0);
        SolveReport r = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 10_000, null);
        assertTrue(r.exhaustive());
        int[][] touching = {{1, 2}, {1, 3}, {2, 4}, {3, 4}};
        assertEquals(touching.length * 9 * 4, r.solutions().size());
        for (Solution s : r.solutions()) {
            boolean diagonal = s.digit(Cell.extra("VB1")) == 1 && s.digit(Cell.extra("VB4")) == 1
                    || s.digit(Cell.extra("VB2")) == 1 && s.digit(Cell.extra("VB3")) == 1;
            assertFalse(diagonal, s.toString());
        }
    }

    @Test
    void aReplicateFromAVarOriginCopiesItsChildrenAcrossTheOriginsBoard() {
        // Targets VB1, VB2 (bits 0 and 1 from VB1) and VB4 (bit 3) of a 2x3 board: VB4 starts its second row.
        List<String> out = IssTranslatorTest.lines(".Shape~4x4.Var~B~b~2x3.Replicate~L~VB1.Whisper~2~VB1~VB2.End");
        for (String pair : List.of("VB1 VB2", "VB2 VB3", "VB4 VB5")) {
            assertTrue(out.stream().anyMatch(l -> (l + " ").startsWith("whisper " + pair + " ")), out.toString());
        }
        assertFalse(out.stream().anyMatch(l -> l.startsWith("whisper VB3 ")), out.toString());
        List<String> givens = IssTranslatorTest.lines(".Shape~4x4.Var~B~b~2x3.Replicate~J~VB2.~VB2_1_2.End");
        assertTrue(givens.contains("var VB2 1..2") && givens.contains("var VB5 1..2"), givens.toString());
        // Past the board's edge, out of the origin's group, or a target beyond the board: refused as ISS refuses them.
        IssTranslatorTest.error(".Shape~4x4.Var~B~b~2x3.Replicate~E~VB1.Whisper~2~VB1~VB2.End", "moves VB2 outside VB");
        IssTranslatorTest.error(".Shape~4x4.Var~B~b~2x3.Replicate~C~VB1.Whisper~2~VB1~R1C1.End", "R1C1 is not a cell of VB");
        IssTranslatorTest.error(".Shape~4x4.Var~B~b~2x3.Replicate~C.Whisper~2~R1C1~VB1.End", "VB1 is not a cell of the 4x4 grid");
        IssTranslatorTest.error(".Shape~4x4.Var~B~b~2x3.Replicate~AB~VB1.Whisper~2~VB1.End", "marks cell 7 of VB, which has only 6");
    }

    @Test
    void dotsOverAListOfVarCellsMarkThePairsTouchingOnTheirBoard() {
        // ISS puts a dot between the listed cells that touch in its cell graph, where a group's cells touch.
        List<String> out = IssTranslatorTest.lines(".Shape~4x4.Var~B~b~2x2.BlackDot~VB1~VB2~VB4");
        assertTrue(out.contains("black VB1 VB2") && out.contains("black VB2 VB4"), out.toString());
        assertFalse(out.stream().anyMatch(l -> l.startsWith("black VB1 VB4")), out.toString());
        IssTranslatorTest.error(".Shape~4x4.Var~B~b~2x2.BlackDot~VB1~VB4", "no two of the listed cells are orthogonally adjacent");
    }
}
