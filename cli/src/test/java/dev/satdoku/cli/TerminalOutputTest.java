package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Grids on a terminal (box drawing, colour) and off it (plain ASCII), and both read back by check. */
class TerminalOutputTest {

    private static final String ESC = "\u001b";

    private static String plain(String s) {
        return s.replaceAll(ESC + "\\[[0-9;]*m", "");
    }

    @Test
    void whenToDrawAndColour() {
        Map<String, String> none = Map.of();
        assertEquals(new TerminalStyle(true, true), TerminalStyle.decide(TerminalStyle.ColorMode.AUTO, true, none));
        assertEquals(TerminalStyle.PLAIN, TerminalStyle.decide(TerminalStyle.ColorMode.AUTO, false, none), "pipes and files stay ASCII");
        assertEquals(new TerminalStyle(true, false), TerminalStyle.decide(TerminalStyle.ColorMode.AUTO, true, Map.of("NO_COLOR", "1")));
        assertEquals(new TerminalStyle(true, true), TerminalStyle.decide(TerminalStyle.ColorMode.AUTO, true, Map.of("NO_COLOR", "")),
                "an empty NO_COLOR does not count (no-color.org)");
        assertEquals(new TerminalStyle(true, false), TerminalStyle.decide(TerminalStyle.ColorMode.AUTO, true, Map.of("TERM", "dumb")));
        assertEquals(new TerminalStyle(true, false), TerminalStyle.decide(TerminalStyle.ColorMode.NEVER, true, none));
        assertEquals(TerminalStyle.PLAIN, TerminalStyle.decide(TerminalStyle.ColorMode.NEVER, false, none));
        assertEquals(new TerminalStyle(true, true), TerminalStyle.decide(TerminalStyle.ColorMode.ALWAYS, false, Map.of("NO_COLOR", "1")),
                "always means always");
    }

    @Test
    void offATerminalSolvePrintsThePlainAsciiGrid() {
        Cli r = Cli.run("solve", Cli.instance("classic/9x9-wikipedia.sudoku"));
        assertTrue(r.out().contains("+-------+-------+-------+\n| 5 3 4 | 6 7 8 | 9 1 2 |\n"), r.out());
        assertFalse(r.out().contains(ESC) || r.out().contains("│"), r.out());
        assertEquals(r.out().replaceAll("\\d+ ms", ""), Cli.run("solve", "--color=never", Cli.instance("classic/9x9-wikipedia.sudoku"))
                .out().replaceAll("\\d+ ms", ""));
    }

    @Test
    void onATerminalTheGridIsBoxDrawnWithGivensBoldAndSolvedDigitsBlue() {
        StringWriter out = new StringWriter();
        int code = Main.execute(new String[] {"solve", Cli.instance("classic/9x9-wikipedia.sudoku")}, new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true), true);
        assertEquals(0, code);
        String text = out.toString();
        String grid = plain(text);
        assertTrue(grid.contains("┌───────┬───────┬───────┐\n│ 5 3 4 │ 6 7 8 │ 9 1 2 │\n"), grid);
        assertTrue(grid.contains("├───────┼───────┼───────┤\n"), grid);
        assertTrue(grid.contains("└───────┴───────┴───────┘\n"), grid);
        assertTrue(text.contains(TerminalStyle.GIVEN + "5" + TerminalStyle.RESET), "r1c1 is a given: bold");
        assertTrue(text.contains(TerminalStyle.SOLVED + "4" + TerminalStyle.RESET), "r1c3 is solved: blue");
    }

    @Test
    void bothFormsReadBackWithCheck(@TempDir Path dir) throws Exception {
        String puzzle = Cli.instance("classic/9x9-wikipedia.sudoku");
        Path fancy = dir.resolve("fancy.txt");
        Files.writeString(fancy, Cli.run("solve", "--color=always", puzzle).out());
        assertTrue(Files.readString(fancy).contains(ESC), "coloured");
        Cli check = Cli.run("check", puzzle, fancy.toString());
        assertEquals(0, check.code(), check.out() + check.err());
        Path ascii = dir.resolve("ascii.txt");
        Files.writeString(ascii, Cli.run("solve", puzzle).out());
        assertEquals(0, Cli.run("check", puzzle, ascii.toString()).code());
    }

    @Test
    void gridsWithoutBoxesGetAFrameAndLargeGridsStayAligned() {
        String jigsaw = plain(Cli.run("solve", "--color=always", Cli.instance("classic/jigsaw.sudoku")).out());
        assertTrue(jigsaw.contains("┌───────────────────┐\n│ "), jigsaw);
        String big = plain(Cli.run("solve", "--color=always", Cli.instance("classic/16x16.sudoku")).out());
        long widths = big.lines().filter(l -> l.startsWith("│") || l.startsWith("┌") || l.startsWith("├") || l.startsWith("└"))
                .mapToInt(l -> l.codePointCount(0, l.length())).distinct().count();
        assertEquals(1, widths, big);
    }

    @Test
    void candidatesAndSolutionListsUseTheSameStyle() {
        Cli candidates = Cli.run("candidates", "--color=always", Cli.instance("classic/several-solutions.sudoku"));
        assertEquals(0, candidates.code(), candidates.err());
        assertTrue(plain(candidates.out()).contains("┌"), candidates.out());
        Cli plainCandidates = Cli.run("candidates", Cli.instance("classic/several-solutions.sudoku"));
        assertTrue(plainCandidates.out().contains("+-") && !plainCandidates.out().contains("┌"), plainCandidates.out());
        Cli all = Cli.run("solve", "--all", "--color=always", Cli.instance("classic/several-solutions.sudoku"));
        assertTrue(plain(all.out()).contains("└"), all.out());
    }
}
