package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ISS's Doppelganger: on N x N grids holding 0..N, with its extra cells DGC (rows), DGR (columns) and
 * DGB (boxes) declared as variables tied to the missing digits; other grids and bad items are errors
 * naming the item.
 */
class IssDoppelgangerTest {

    private static List<String> vars(int n, String... prefixes) {
        List<String> out = new ArrayList<>();
        for (String prefix : prefixes) {
            for (int i = 1; i <= n; i++) {
                out.add("var " + prefix + i + " 1.." + n);
            }
        }
        return out;
    }

    @Test
    void readsWithItsExtraCells() {
        List<String> expected = new ArrayList<>(List.of("size 4", "values 0..4"));
        expected.addAll(vars(4, "DGC", "DGR", "DGB"));
        expected.add("doppelganger rows=DGC cols=DGR boxes=DGB");
        assertEquals(expected, IssTranslatorTest.lines(".Shape~4x4~0-4.Doppelganger"));
    }

    @Test
    void withoutBoxesThereAreNoBoxCells() {
        List<String> lines = IssTranslatorTest.lines(".Shape~4x4~0-4.NoBoxes.Doppelganger");
        assertEquals("doppelganger rows=DGC cols=DGR", lines.get(lines.size() - 1));
        assertTrue(lines.containsAll(vars(4, "DGC", "DGR")), lines::toString);
        assertTrue(lines.stream().noneMatch(l -> l.contains("DGB")), lines::toString);
    }

    @Test
    void itsCellsTakeGivens() {
        List<String> lines = IssTranslatorTest.lines(".Shape~4x4~0-4.Doppelganger.~DGC2_3");
        assertTrue(lines.contains("var DGC2 3..3"), lines::toString);
    }

    @Test
    void whispersThroughItsCellsAreWhisperLines() {
        List<String> lines = IssTranslatorTest.lines(".Shape~4x4~0-4.Doppelganger.Whisper~3~DGC1~R1C1~DGB2~DGC1.Whisper~2~R1C1~R1C2");
        // the line comes back to DGC1, its first cell: a closed loop, as for grid cells
        assertTrue(lines.contains("whisper DGC1 r1c1 DGB2 DGC1"), lines::toString);
        assertTrue(lines.contains("whisper r1c1 r1c2 diff=2"), lines::toString);
        // an extra cell declared by .Var too
        List<String> vars = IssTranslatorTest.lines(".Var~X~extra~2.Whisper~5~VX1~R1C1~VX2");
        assertTrue(vars.contains("whisper VX1 r1c1 VX2"), vars::toString);
        IssTranslatorTest.error(".Shape~4x4~0-4.Doppelganger.Whisper~3~DGC1~DGC1", "DGC1 follows itself");
    }

    @Test
    void itsCellsAreCellsOfEveryItem() {
        List<String> lines = IssTranslatorTest.lines(".Shape~4x4~0-4.Doppelganger.Cage~5~DGC1~R1C1.AllDifferent~DGR1~DGR2");
        assertTrue(lines.contains("cage 5 DGC1 r1c1"), lines::toString);
        assertTrue(lines.contains("extraregion DGR1 DGR2"), lines::toString);
    }

    @Test
    void otherGridsAndItemsAreErrors() {
        IssTranslatorTest.error(".Doppelganger", ".Doppelganger", "0..N", "9x9 with values 1..9");
        IssTranslatorTest.error(".Shape~4x4~0-3.Doppelganger", ".Doppelganger", "values 0..3");
        IssTranslatorTest.error(".Shape~4x4~0-4.RegionSize~2.Doppelganger", ".Doppelganger", "regions of 2 cells");
        IssTranslatorTest.error(".Shape~4x4~0-4.Doppelganger~1", "Doppelganger takes no arguments");
        IssTranslatorTest.error(".Shape~4x4~0-4.NoBoxes.Doppelganger.Cage~5~DGB1~R1C1", "DGB1", "Doppelganger's extra cells");
    }
}
