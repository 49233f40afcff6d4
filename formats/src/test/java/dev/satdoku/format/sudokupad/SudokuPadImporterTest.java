package dev.satdoku.format.sudokupad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.lz.LzString;
import dev.satdoku.format.testing.Samples;
import dev.satdoku.syntax.InputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** SudokuPad payloads at every decoding stage, and the best-effort reading of its own format. */
class SudokuPadImporterTest {

    private static final SudokuPadImporter IMPORTER = new SudokuPadImporter();
    private static final String BASE = "fpuzzles/sudokupad/scl-introduction-to-counting-circles";

    /** Found by the fuzzer's kin: asInt() wrapped 2^32 to 0, so this cage silently covered r1c1. */
    @Test
    void aCoordinateBeyondIntIsAnErrorNotWrappedOntoTheGrid() {
        String json = "{\"cells\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
                + "\"cages\":[{\"cells\":[[4294967296,0],[0,1]],\"value\":\"3\"}]}";
        InputException e = assertThrows(InputException.class,
                () -> dev.satdoku.format.PuzzleReader.readText("scl" + LzString.compressToBase64(json), "pad"));
        assertTrue(e.getMessage().contains("cages[0].cells[0]"), e.getMessage());
    }

    @Test
    void theSampleReadsTheSameAtEveryStage() {
        List<String> stages = List.of(Samples.text(BASE + ".txt"), Samples.text(BASE + ".zipped.txt"), Samples.text(BASE + ".json"));
        Translation first = null;
        for (String stage : stages) {
            assertTrue(IMPORTER.accepts(stage), stage.substring(0, 20));
            Translation t = IMPORTER.translate(stage, "x").get(0);
            if (first == null) {
                first = t;
            }
            assertEquals(first.nativeText(), t.nativeText());
            assertEquals(first.warnings(), t.warnings());
        }
        assertTrue(first.statements().contains("title Introduction to Counting Circles"));
        assertTrue(first.statements().contains("author Michael Lefkowitz"));
        assertTrue(first.statements().contains("size 4"));
        assertFalse(first.nativeText().contains("regions"), "the regions are the default 2x2 boxes");
        assertTrue(first.warnings().get(0).startsWith("read as: 9 counting circles (white circles: "), first.warnings()::toString);
        assertEquals(List.of(), first.unread());
        assertEquals("3421124341322314", digits(first.solution()));
    }

    @Test
    void zippedTextUnzipsToTheSampleJson() {
        assertEquals(Samples.json(BASE + ".json"), ZippedText.parse(Samples.text(BASE + ".zipped.txt")));
    }

    @Test
    void killerCagesGivensAndIrregularRegions() {
        String json = "{\"cells\":[[{\"value\":1},{},{}],[{},{},{}],[{},{},{\"value\":\"3\"}]],"
                + "\"regions\":[[[0,0],[0,1],[1,0]],[[0,2],[1,1],[1,2]],[[2,0],[2,1],[2,2]]],"
                + "\"cages\":[{\"cells\":[\"r1c2\",\"r1c3\"],\"value\":5},{\"cells\":[[1,0],[2,0]]},{\"cells\":[[2,1]],\"value\":\"?\"},"
                + "{\"value\":\"title: Tiny\"}],\"lines\":[{\"wayPoints\":[[0.5,0.5],[1.5,1.5]]}]}";
        Translation t = IMPORTER.translate(json, "t.json").get(0);
        // Without rules text a cage with a total is a killer cage (SudokuPad's convention); one without says nothing.
        assertEquals(List.of("title Tiny", "size 3", "regions", "givens", "cage 5 r1c2 r1c3"), t.statements());
        assertTrue(t.nativeText().contains("regions\n112\n122\n333\n"), t::nativeText);
        assertEquals(List.of("1 uncoloured line (no rule in the text mentions them)", "1 cage without a total (no rules text says what they mean)",
                "1 cage with a label (satdoku has no reading for this shape)"), t.unread());
    }

    /** A 9x9 SudokuPad puzzle: standard box regions, one given, the cages given (JSON text), metadata. */
    private static String classic(String cages) {
        StringBuilder sb = new StringBuilder("{\"id\":\"x\",\"cellSize\":50,\"cells\":[");
        for (int r = 0; r < 9; r++) {
            sb.append(r > 0 ? "," : "").append("[");
            for (int c = 0; c < 9; c++) {
                sb.append(c > 0 ? "," : "").append(r == 0 && c == 0 ? "{\"value\":5}" : "{}");
            }
            sb.append("]");
        }
        sb.append("],\"regions\":[");
        for (int b = 0; b < 9; b++) {
            sb.append(b > 0 ? "," : "").append("[");
            for (int k = 0; k < 9; k++) {
                sb.append(k > 0 ? "," : "").append("[").append(b / 3 * 3 + k / 3).append(",").append(b % 3 * 3 + k % 3).append("]");
            }
            sb.append("]");
        }
        sb.append("],\"cages\":[{\"value\":\"title: Plain\"},{\"value\":\"rules: Normal sudoku rules apply.\"}").append(cages)
                .append("],\"lines\":[],\"arrows\":[],\"underlays\":[],\"overlays\":[]}");
        return sb.toString();
    }

    @Test
    void aPlainClassicDoesNotWarnAboutNothing() {
        Translation t = IMPORTER.translate(classic(""), "classic.json").get(0);
        assertEquals(List.of("title Plain", "ruleset Normal sudoku rules apply.", "size 9", "givens"), t.statements());
        assertEquals(List.of(), t.warnings());
        Translation killer = IMPORTER.translate(classic(",{\"cells\":[\"r9c8\",\"r9c9\"],\"value\":\"17\"}"), "k.json").get(0);
        assertTrue(killer.statements().contains("cage 17 r9c8 r9c9"));
        assertEquals(List.of("read as: 1 killer cage (cage with a total: the rules text names no rule: SudokuPad's killer cages)"),
                killer.warnings());
        assertEquals(List.of(), killer.unread());
    }

    @Test
    void cagesThatCannotBeKillerCagesAreDroppedWithAWarningNotAnError() {
        // Ten cells without a total on a 9x9 grid (a region the rules text describes), and a total that
        // two distinct digits never reach (a label whose meaning the rules text changes).
        String big = ",{\"cells\":[\"r2c1\",\"r2c2\",\"r2c3\",\"r2c4\",\"r2c5\",\"r2c6\",\"r2c7\",\"r2c8\",\"r2c9\",\"r3c9\"]}";
        String impossible = ",{\"cells\":[\"r5c5\",\"r5c6\"],\"value\":\"50\"}";
        String repeats = ",{\"cells\":[\"r7c1\",\"r7c2\",\"r7c3\"],\"value\":\"30\",\"unique\":false}";
        List<dev.satdoku.model.Puzzle> read = dev.satdoku.format.PuzzleReader.readText(classic(big + impossible + repeats), "cages.json");
        assertEquals(1, read.size());
        List<String> warnings = read.get(0).metadata().warnings();
        assertTrue(warnings.size() == 1 && warnings.get(0).contains("not read: 1 cage without a total, with more cells than digits")
                && warnings.get(0).contains("2 cages that cannot be a killer cage"), warnings::toString);
        assertFalse(read.get(0).metadata().complete());
        assertTrue(read.get(0).rules().isEmpty(), () -> read.get(0).rules().toString());
        // a text making cages distinct leaves the ten cells unread rather than a cage no digits can fill
        List<dev.satdoku.model.Puzzle> distinct = dev.satdoku.format.PuzzleReader.readText(classic(big).replace("Normal sudoku rules apply.",
                "Digits cannot repeat in cages."), "cages.json");
        assertTrue(distinct.get(0).rules().isEmpty(), () -> distinct.get(0).rules().toString());
        assertFalse(distinct.get(0).metadata().complete());
    }

    @Test
    void fpuzzlesPayloadsGetTheFullImport() {
        Samples.FPuzzle blitz = Samples.fpuzzles().get(1);
        Translation t = SudokuPadImporter.fromPayload("fpuzzles" + blitz.payload(), "x", "link");
        assertTrue(t.statements().contains("littlekiller 17 r0c4 dl"));
        assertEquals(t.nativeText(), SudokuPadImporter.fromPayload("fpuz" + blitz.payload(), "x", "link").nativeText());
        assertTrue(IMPORTER.accepts("fpuzzles" + blitz.payload()));
    }

    @Test
    void shortIdsAskForTheFullLink() {
        InputException e = assertThrows(InputException.class, () -> SudokuPadImporter.fromPayload("7kov2n4lrz", "<argument>", "link"));
        assertTrue(e.getMessage().contains("paste the full link"), e.getMessage());
        assertFalse(IMPORTER.accepts("7kov2n4lrz"));
    }

    /** The bad payload was a 1x2 grid until SudokuPad's R x C grids were read; a row of no cells is still bad. */
    @Test
    void ctcPayloadsHoldPlainJson() {
        String json = "{\"cells\":[[{},{}],[{},{}]],\"regions\":[[[0,0],[0,1]],[[1,0],[1,1]]]}";
        Translation t = SudokuPadImporter.fromPayload("ctc" + LzString.compressToBase64(json), "x", "link");
        assertTrue(t.statements().contains("regions"), t::nativeText);
        InputException bad = assertThrows(InputException.class,
                () -> SudokuPadImporter.fromPayload("ctc" + LzString.compressToBase64("{\"cells\":[[]]}"), "x", "link"));
        assertTrue(bad.getMessage().contains("cells[0]"), bad.getMessage());
    }

    static String digits(int[] d) {
        StringBuilder sb = new StringBuilder();
        for (int x : d) {
            sb.append(x);
        }
        return sb.toString();
    }
}
