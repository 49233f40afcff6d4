package dev.satdoku.format.foreign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.testing.Samples;
import dev.satdoku.syntax.InputException;
import org.junit.jupiter.api.Test;

/** Links of the three sites, with the mangling links suffer when shared. */
class LinkImporterTest {

    private static final LinkImporter LINKS = new LinkImporter();

    private static String translated(String link) {
        assertTrue(LINKS.accepts(link), link);
        return LINKS.translate(link, "<argument>").get(0).nativeText();
    }

    private static InputException error(String link, String... fragments) {
        InputException e = assertThrows(InputException.class, () -> LINKS.translate(link, "<argument>"));
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), () -> "message '" + e.getMessage() + "' lacks '" + f + "'");
        }
        return e;
    }

    @Test
    void fpuzzlesLinksWithAndWithoutWwwAndMangled() {
        String payload = Samples.fpuzzles().get(0).payload();
        String expected = translated("https://www.f-puzzles.com/?load=" + payload);
        assertEquals(expected, translated("https://f-puzzles.com/?load=" + payload));
        assertEquals(expected, translated("f-puzzles.com/?load=" + payload));
        assertEquals(expected, translated("https://www.f-puzzles.com/?load=" + payload.replace("+", "%2B").replace("/", "%2F")));
        assertEquals(expected, translated("https://www.f-puzzles.com/?load=" + payload.replace("+", " ")));
        error("https://www.f-puzzles.com/?load=" + payload.substring(0, payload.length() / 2), "<argument>: load: ");
        error("https://f-puzzles.com/?id=yx7kq2", "id: ", "short link");
        error("https://f-puzzles.com/", "?load=");
    }

    @Test
    void sudokuPadLinks() {
        String scl = Samples.text("fpuzzles/sudokupad/scl-introduction-to-counting-circles.txt").strip();
        String expected = translated("https://sudokupad.app/" + scl);
        assertTrue(expected.contains("size 4"));
        assertEquals(expected, translated("https://sudokupad.app/?puzzleid=" + scl));
        assertEquals(expected, translated("https://app.crackingthecryptic.com/sudoku/" + scl + "?setting-nogrid=1"));
        String blitz = Samples.fpuzzles().get(1).payload();
        assertTrue(translated("https://sudokupad.app/fpuzzles" + blitz).contains("littlekiller 17 r0c4 dl"));
        error("https://sudokupad.app/7kov2n4lrz", "paste the full link");
    }

    @Test
    void interactiveSudokuSolverLinks() {
        String text = translated("https://sigh.github.io/Interactive-Sudoku-Solver/?q=.Thermo~R1C1~R1C2%2EThermo%7ER2C1%7ER2C2&mode=all");
        assertTrue(text.contains("thermo r1c1 r1c2\nthermo r2c1 r2c2"), text);
        error("https://sigh.github.io/Interactive-Sudoku-Solver/?q=.Thermo~R1C1~RxC2", "<argument>: .Thermo~R1C1~RxC2: 'RxC2'");
        error("https://sigh.github.io/Interactive-Sudoku-Solver/", "?q=");
    }

    @Test
    void otherTextIsNoLink() {
        assertFalse(LINKS.accepts("size 9\nthermo r1c1 r1c2"));
        assertFalse(LINKS.accepts("antiking"));
        assertTrue(LINKS.accepts("https://example.com/puzzle"));
        error("https://example.com/puzzle", "example.com", "reads f-puzzles, SudokuPad and Interactive Sudoku Solver links");
    }
}
