package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.syntax.InputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rules whose meaning depends on regions, read as ISS reads them (iss.md 2.5, 2.6, 4.1, 4.3): boxes
 * when there are boxes, else the jigsaw pieces; windows and disjoint groups from ISS's box shape for
 * the size, whether or not the boxes are on.
 */
class IssRegionsTest {

    /** A 7x7 layout whose pieces are the wrapped diagonals: piece (row - column) mod 7. */
    private static String diagonalPieces(int n) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                sb.append((char) ('0' + Math.floorMod(r - c, n)));
            }
        }
        return sb.toString();
    }

    private static Puzzle read(String iss) {
        List<Puzzle> read = PuzzleReader.readText(iss, "<argument>");
        assertEquals(1, read.size());
        return read.get(0);
    }

    private static int count(Puzzle p) {
        SolveReport r = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 2, null);
        return r.solutions().size();
    }

    @Test
    void aJigsawOnASizeWithoutBoxesHasItsPiecesAsTheRegions() {
        // R1C1 and R1C2 lie in two pieces, so the line has two one-cell runs that must be equal: in one
        // row that is impossible. Read with no regions, the line said nothing and the grid had solutions.
        String jigsaw = ".Shape~7x7.Jigsaw~" + diagonalPieces(7);
        for (String iss : List.of(jigsaw + ".RegionSumLine~R1C1~R1C2", jigsaw + ".NoBoxes.RegionSumLine~R1C1~R1C2")) {
            Puzzle p = read(iss);
            assertEquals(Layout.Kind.JIGSAW, p.layout().kind(), iss);
            assertEquals(0, count(p), iss + ": the region-sum line must constrain");
        }
        assertTrue(count(read(jigsaw + ".RegionSumLine~R1C1~R2C2~R3C3")) > 0, "a line inside one piece says nothing");
    }

    @Test
    void boxesWinOverJigsawPiecesForRegionSumLines() {
        // 9x9 with boxes on: the pieces are extra regions and the line is cut by the boxes.
        Translation t = IssTranslator.translate(".Jigsaw~" + diagonalPieces(9) + ".RegionSumLine~R1C3~R1C4", "x");
        assertEquals(9, t.statements().stream().filter(s -> s.startsWith("extraregion ")).count());
        assertFalse(t.statements().contains("regions"));
        assertTrue(t.statements().contains("regionsum r1c3 r1c4"));
    }

    @Test
    void aLineThroughJigsawFillerIsAnErrorNotADifferentRule() {
        // 4x4: two pieces of 4 and a filler group 'x' of 8 cells (ISS ignores one group of another size).
        String layout = "0000" + "1111" + "xxxx" + "xxxx";
        InputException e = assertThrows(InputException.class,
                () -> IssTranslator.translate(".Shape~4x4.NoBoxes.Jigsaw~" + layout + ".RegionSumLine~R2C4~R3C4", "x"));
        assertTrue(e.getMessage().contains("r3c4") && e.getMessage().contains("no jigsaw piece"), e::getMessage);
        assertTrue(IssTranslatorTest.lines(".Shape~4x4.NoBoxes.Jigsaw~" + layout + ".RegionSumLine~R1C4~R2C4").contains("regionsum r1c4 r2c4"));
    }

    @Test
    void windokuWindowsFollowIssOnEverySize() {
        assertTrue(IssTranslatorTest.lines(".Windoku").contains("windoku"));
        assertTrue(IssTranslatorTest.lines(".NoBoxes.Jigsaw~" + diagonalPieces(9) + ".Windoku").contains("windoku"),
                "a jigsaw windoku keeps the 3x3 windows");
        // 6x6: boxes of 2 rows x 3 columns; one window fits, at rows 2-3 and columns 2-4.
        assertEquals(List.of("size 6", "extraregion r2c2 r2c3 r2c4 r3c2 r3c3 r3c4"), IssTranslatorTest.lines(".Shape~6x6.Windoku"));
        // 8x8: boxes of 2x4; windows at rows 2-3 and 5-6, columns 2-5.
        assertEquals(List.of("size 8", "extraregion r2c2 r2c3 r2c4 r2c5 r3c2 r3c3 r3c4 r3c5",
                "extraregion r5c2 r5c3 r5c4 r5c5 r6c2 r6c3 r6c4 r6c5"), IssTranslatorTest.lines(".Shape~8x8.Windoku"));
        Translation seven = IssTranslator.translate(".Shape~7x7.Windoku", "x");
        assertEquals(List.of("size 7"), seven.statements());
        assertTrue(seven.warnings().stream().anyMatch(w -> w.contains("no windoku windows")), seven.warnings()::toString);
    }

    @Test
    void disjointGroupsUseTheBoxShapeEvenWithoutBoxes() {
        assertTrue(IssTranslatorTest.lines(".DisjointSets").contains("disjoint"));
        List<String> jig = IssTranslatorTest.lines(".NoBoxes.Jigsaw~" + diagonalPieces(9) + ".DisjointSets");
        assertTrue(jig.contains("extraregion r1c1 r1c4 r1c7 r4c1 r4c4 r4c7 r7c1 r7c4 r7c7"), jig::toString);
        assertEquals(9, jig.stream().filter(s -> s.startsWith("extraregion ")).count());
        assertTrue(IssTranslatorTest.lines(".NoBoxes.DisjointSets").contains("extraregion r1c3 r1c6 r1c9 r4c3 r4c6 r4c9 r7c3 r7c6 r7c9"));
        Translation seven = IssTranslator.translate(".Shape~7x7.DisjointSets", "x");
        assertEquals(List.of("size 7"), seven.statements());
        assertTrue(seven.warnings().stream().anyMatch(w -> w.contains("no disjoint groups")), seven.warnings()::toString);
    }
}
