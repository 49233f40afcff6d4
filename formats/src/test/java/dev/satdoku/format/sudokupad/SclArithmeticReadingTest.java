package dev.satdoku.format.sudokupad;

import static dev.satdoku.format.sudokupad.SclReadingTest.circle;
import static dev.satdoku.format.sudokupad.SclReadingTest.line;
import static dev.satdoku.format.sudokupad.SclReadingTest.p;
import static dev.satdoku.format.sudokupad.SclReadingTest.puzzle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeParser;
import dev.satdoku.format.ReadChoices;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Rules texts that state arithmetic along drawn elements: Fibonacci lines, difference-count lines,
 * arrows of a difference, region-difference lines and look-and-say numbers, each in several setters'
 * phrasings, and the drawings and texts that leave them unread.
 */
class SclArithmeticReadingTest {

    private static final String BLUE = "#6adaedff";
    private static final String GREEN = "#b7f68cff";
    private static final String PURPLE = "#dfb1f4ff";

    private static Translation translate(String json) {
        return new SudokuPadImporter().translate(json, "t.json").get(0);
    }

    private static List<String> rules(Translation t) {
        return t.statements().stream().filter(s -> !s.startsWith("size") && !s.startsWith("ruleset") && !s.startsWith("title")
                && !s.startsWith("author")).toList();
    }

    private static final String FIBONACCI_FORWARD = "gt r1c2 r1c1; equalsum r1c1 r1c2 | r1c3; equalsum r1c2 r1c3 | r1c4";
    private static final String FIBONACCI_BACKWARD = "gt r1c3 r1c4; equalsum r1c4 r1c3 | r1c2; equalsum r1c3 r1c2 | r1c1";

    @Test
    void fibonacciLinesFromEitherEnd() {
        String lines = "\"lines\":[" + line(BLUE, 10, p(0.5, 0.5), p(0.5, 3.5)) + "]";
        for (String rules : List.of(
                "Fibonacci Lines: Blue lines strictly increase from one end to the other where any digit on the line beyond the lowest 2 "
                        + "digits is the sum of the previous 2 digits in the sequence.",
                "Digits along a blue line increase from one end, and every digit after the first two is the sum of the two preceding digits.",
                "Blue lines are Fibonacci lines: their digits increase from one of the ends, each one the sum of the two before it.")) {
            Translation t = translate(puzzle(rules, lines));
            assertEquals(List.of("or { " + FIBONACCI_FORWARD + " } { " + FIBONACCI_BACKWARD + " }"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
            assertTrue(t.warnings().get(0).startsWith("read as: 1 Fibonacci line (blue line: "), t.warnings()::toString);
        }
        // without a word of increasing, the first two digits may come in either order
        Translation any = translate(puzzle("Along a blue Fibonacci line, read from one of its ends, each digit after the first two is the "
                + "sum of the previous two digits.", lines));
        assertEquals(List.of("or { equalsum r1c1 r1c2 | r1c3; equalsum r1c2 r1c3 | r1c4 } { equalsum r1c4 r1c3 | r1c2; equalsum r1c3 r1c2 | r1c1 }"),
                rules(any));
        Translation pair = translate(puzzle("Blue lines are Fibonacci lines, increasing from one end.",
                "\"lines\":[" + line(BLUE, 10, p(0.5, 0.5), p(0.5, 1.5)) + "]"));
        assertEquals(List.of("or { gt r1c2 r1c1 } { gt r1c1 r1c2 }"), rules(pair), "two digits increasing from one end: they differ");
    }

    @Test
    void fibonacciWordsWithoutALineOrForALineOfAnotherMeaning() {
        Translation none = translate(puzzle("Blue lines are Fibonacci lines: each digit is the sum of the previous two digits.", ""));
        assertEquals(List.of(), rules(none));
        assertTrue(none.unread().stream().anyMatch(u -> u.contains("Fibonacci line")), none.unread()::toString);
        Translation green = translate(puzzle("Blue lines are Fibonacci lines: each digit is the sum of the previous two digits. Green lines "
                + "are German whispers: neighbours differ by at least 5.", "\"lines\":[" + line(GREEN, 10, p(0.5, 0.5), p(0.5, 2.5)) + "]"));
        assertEquals(List.of("whisper r1c1 r1c2 r1c3 diff=5"), rules(green));
        assertTrue(green.unread().stream().anyMatch(u -> u.contains("Fibonacci line")), green.unread()::toString);
    }

    private static final String TWO_LINES = "\"lines\":[" + line(GREEN, 10, p(2.5, 0.5), p(2.5, 1.5), p(3.5, 2.5)) + ","
            + line(PURPLE, 10, p(1.5, 1.5), p(1.5, 2.5), p(2.5, 3.5), p(3.5, 3.5)) + "]";

    @Test
    void differenceCountLinesOfAnyColour() {
        for (String rules : List.of(
                "The difference between two adjacent digits on a coloured line indicates exactly how many pairs of adjacent digits along "
                        + "that line have that exact difference.",
                "On each line of any colour, every difference between adjacent digits tells how many adjacent pairs on that line have "
                        + "that same difference.",
                "Lines of every colour are difference count lines: each difference between neighbours on a line is the number of times "
                        + "that difference occurs between neighbours on the line.")) {
            Translation t = translate(puzzle(rules, TWO_LINES));
            assertEquals(List.of("differencecount r3c1 r3c2 r4c3", "differencecount r2c2 r2c3 r3c4 r4c4"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
    }

    @Test
    void aColouredLineTakesOnlyTheLinesNoOtherSentenceClaims() {
        Translation t = translate(puzzle("Purple lines are renban lines: a set of consecutive digits in any order. The difference between "
                + "two adjacent digits on a coloured line indicates exactly how many pairs of adjacent digits along that line have that "
                + "exact difference.", TWO_LINES));
        assertEquals(List.of("differencecount r3c1 r3c2 r4c3", "renban r2c2 r2c3 r3c4 r4c4"), rules(t));
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
        Translation noLine = translate(puzzle("The difference between two adjacent digits on a coloured line indicates exactly how many pairs "
                + "of adjacent digits along that line have that exact difference.", ""));
        assertTrue(noLine.unread().stream().anyMatch(u -> u.contains("difference-count line")), noLine.unread()::toString);
    }

    /** An arrow drawn with SudokuPad's arrow tool, from its circle's cell. */
    private static String arrow(double[]... points) {
        return line("#CFCFCF", 3, points);
    }

    @Test
    void arrowsOfADifference() {
        String parts = "\"overlays\":[" + circle(0.5, 0.5, 0.82, "#FFFFFF", true, "") + "," + circle(2.5, 0.5, 0.82, "#FFFFFF", true, "")
                + "],\"arrows\":[" + arrow(p(0.782, 0.782), p(2.5, 2.5)) + "," + arrow(p(2.782, 0.782), p(3.5, 1.5), p(4.5, 0.5)) + "]";
        for (String rules : List.of("Digits on an arrow have the DIFFERENCE of the digit in the attached circle.",
                "The two digits on an arrow's shaft differ by the digit in its circle.",
                "Difference arrows: the digits along each arrow have a difference equal to the circled digit.")) {
            Translation t = translate(puzzle(rules, parts));
            assertEquals(List.of("or { equalsum r2c2 | r3c3 r1c1 } { equalsum r3c3 | r2c2 r1c1 }",
                    "or { equalsum r4c2 | r5c1 r3c1 } { equalsum r5c1 | r4c2 r3c1 }"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        Translation sum = translate(puzzle("Digits along an arrow sum to the digit in its circle.", parts));
        assertEquals(List.of("arrow r1c1 | r2c2 r3c3", "arrow r3c1 | r4c2 r5c1"), rules(sum), "the sum stays the arrow it was");
        Translation longer = translate(puzzle("Digits on an arrow have the difference of the digit in the attached circle.",
                "\"overlays\":[" + circle(0.5, 0.5, 0.82, "#FFFFFF", true, "") + "],\"arrows\":[" + arrow(p(0.782, 0.782), p(3.5, 3.5)) + "]"));
        assertEquals(List.of(), rules(longer));
        assertTrue(longer.unread().stream().anyMatch(u -> u.contains("a shaft of 3 cells")), longer.unread()::toString);
    }

    /** A 6x6 puzzle with 2x3 boxes. */
    private static String six(String rules, String parts) {
        StringBuilder sb = new StringBuilder("{\"cells\":[");
        for (int r = 0; r < 6; r++) {
            sb.append(r > 0 ? "," : "").append("[{},{},{},{},{},{}]");
        }
        sb.append("],\"regions\":[");
        for (int b = 0; b < 6; b++) {
            sb.append(b > 0 ? "," : "").append("[");
            for (int k = 0; k < 6; k++) {
                sb.append(k > 0 ? "," : "").append("[").append(b / 2 * 2 + k / 3).append(",").append(b % 2 * 3 + k % 3).append("]");
            }
            sb.append("]");
        }
        String quoted = "\"" + rules.replace("\"", "\\\"") + "\"";
        return sb.append("],\"metadata\":{\"rules\":").append(quoted).append("}").append(parts.isEmpty() ? "" : "," + parts).append("}").toString();
    }

    @Test
    void regionDifferenceLinesOfTwoCellPieces() {
        String lines = "\"lines\":[" + line(BLUE, 10, p(5.5, 5.5), p(3.5, 3.5), p(2.5, 3.5), p(1.5, 4.5), p(0.5, 4.5)) + "]";
        for (String rules : List.of("Digits along the blue line must have the same DIFFERENCE within each box it passes through.",
                "Blue region difference lines: the two digits in each box along the line differ by the same amount in every box.",
                "In every box a blue line passes through, its two digits there have the same difference.")) {
            Translation t = translate(six(rules, lines));
            assertEquals(List.of("or { equalsum r6c6 r3c4 | r5c5 r4c4 } { equalsum r6c6 r4c4 | r5c5 r3c4 }",
                    "or { equalsum r6c6 r1c5 | r5c5 r2c5 } { equalsum r6c6 r2c5 | r5c5 r1c5 }"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        Translation three = translate(six("Digits along the blue line must have the same difference within each box it passes through.",
                "\"lines\":[" + line(BLUE, 10, p(0.5, 0.5), p(0.5, 3.5)) + "]"));
        assertEquals(List.of(), rules(three));
        assertTrue(three.unread().stream().anyMatch(u -> u.contains("r1c1 r1c2 r1c3 in one region has 3 cells")), three.unread()::toString);
    }

    private static String pointer(double r0, double c0, double r1, double c1) {
        return "{\"wayPoints\":[[" + r0 + "," + c0 + "],[" + r1 + "," + c1 + "]],\"color\":\"#000000\",\"thickness\":2}";
    }

    @Test
    void lookAndSayNumbersOnDiagonalsAndOutside() {
        String diagonals = "\"overlays\":[" + circle(-0.5, -0.5, 0.7, "#FFFFFF", true, "26") + "," + circle(1.5, 6.5, 0.7, "#FFFFFF", true, "15")
                + "],\"arrows\":[" + pointer(-0.266, -0.266, -0.068, -0.068) + "," + pointer(1.734, 6.266, 1.932, 6.068) + "]";
        for (String rules : List.of("An indicated diagonal is read as a 'Look and Say' clue, where the first digit indicates the amount "
                + "of times the second digit appears along the diagonal.",
                "Look-and-say: a clue like 23 on a diagonal means that diagonal contains exactly two 3s.")) {
            Translation t = translate(six(rules, diagonals));
            assertEquals(List.of("lookandsay r1c1 r2c2 r3c3 r4c4 r5c5 r6c6 2x6", "lookandsay r3c6 r4c5 r5c4 r6c3 1x5"), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        Translation outside = translate(six("Clues outside the grid are look and say clues: 1324 says the row or column holds one 3 and two 4s.",
                "\"overlays\":[" + circle(2.5, -0.5, 0, "#FFFFFF", true, "1324") + "," + circle(6.6, 3.5, 0, "#FFFFFF", true, "123") + "]"));
        assertEquals(List.of("lookandsay r3c1 r3c2 r3c3 r3c4 r3c5 r3c6 1x3 2x4"), rules(outside));
        assertTrue(outside.unread().stream().anyMatch(u -> u.contains("'123'")), outside.unread()::toString);
    }

    @Test
    void theOverrideReadsTheNewMeanings() {
        Translation t = new SudokuPadImporter().translate(puzzle("Normal sudoku rules apply.", TWO_LINES), "t.json",
                ReadChoices.parse("green=differencecount,purple=fibonacci")).get(0);
        assertEquals(List.of("differencecount r3c1 r3c2 r4c3",
                "or { equalsum r2c2 r2c3 | r3c4; equalsum r2c3 r3c4 | r4c4 } { equalsum r4c4 r3c4 | r2c3; equalsum r3c4 r2c3 | r2c2 }"),
                rules(t));
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
    }

    /**
     * Whether the translated rules accept exactly the digits the stated meaning does: every assignment of
     * 1..size to the cells (the rest of the grid 1s; the rules' own checks look only at their cells).
     */
    private static void meansExactly(String header, List<String> lines, List<Cell> cells, int size, Predicate<int[]> meaning) {
        Puzzle p = NativeParser.parse(header + String.join("\n", lines) + "\n", "t");
        Layout layout = p.layout();
        int[] digits = new int[cells.size()];
        java.util.Arrays.fill(digits, 1);
        int accepted = 0;
        while (true) {
            int[] grid = new int[layout.rows() * layout.cols()];
            java.util.Arrays.fill(grid, 1);
            for (int i = 0; i < cells.size(); i++) {
                grid[cells.get(i).row() * layout.cols() + cells.get(i).col()] = digits[i];
            }
            Solution s = Solution.ofDigits(layout, grid);
            boolean holds = p.rules().stream().map((Rule r) -> r.violation(s)).allMatch(v -> v == null);
            assertEquals(meaning.test(digits), holds, () -> java.util.Arrays.toString(digits) + " under " + lines);
            accepted += holds ? 1 : 0;
            int i = 0;
            while (i < digits.length && digits[i] == size) {
                digits[i++] = 1;
            }
            if (i == digits.length) {
                break;
            }
            digits[i]++;
        }
        assertTrue(accepted > 0, "no assignment holds: " + lines);
    }

    private static List<Cell> cells(String... names) {
        return java.util.Arrays.stream(names).map(Cell::of).toList();
    }

    private static boolean fibonacciFrom(int[] d, boolean increasing) {
        for (int i = 2; i < d.length; i++) {
            if (d[i] != d[i - 1] + d[i - 2]) {
                return false;
            }
        }
        return !increasing || d[1] > d[0];
    }

    private static int[] reversed(int[] d) {
        int[] r = new int[d.length];
        for (int i = 0; i < d.length; i++) {
            r[i] = d[d.length - 1 - i];
        }
        return r;
    }

    @Test
    void theTranslationsMeanExactlyTheRules() {
        String lines = "\"lines\":[" + line(BLUE, 10, p(0.5, 0.5), p(0.5, 3.5)) + "]";
        List<Cell> row = cells("r1c1", "r1c2", "r1c3", "r1c4");
        for (boolean increasing : new boolean[] {true, false}) {
            Translation t = translate(puzzle("Blue lines are Fibonacci lines" + (increasing ? ", increasing from one end" : "")
                    + ": each digit is the sum of the two before it.", lines));
            meansExactly("size 9\n", rules(t), row, 9, d -> fibonacciFrom(d, increasing) || fibonacciFrom(reversed(d), increasing));
        }
        Translation arrows = translate(puzzle("Digits on an arrow have the difference of the digit in the attached circle.",
                "\"overlays\":[" + circle(0.5, 0.5, 0.82, "#FFFFFF", true, "") + "],\"arrows\":[" + arrow(p(0.782, 0.782), p(2.5, 2.5)) + "]"));
        meansExactly("size 9\n", rules(arrows), cells("r1c1", "r2c2", "r3c3"), 9, d -> Math.abs(d[1] - d[2]) == d[0]);
        Translation pieces = translate(six("Digits along the blue line must have the same difference within each box it passes through.",
                "\"lines\":[" + line(BLUE, 10, p(5.5, 5.5), p(3.5, 3.5), p(2.5, 3.5), p(1.5, 4.5), p(0.5, 4.5)) + "]"));
        meansExactly("size 6\n", rules(pieces), cells("r6c6", "r5c5", "r4c4", "r3c4", "r2c5", "r1c5"), 6,
                d -> Math.abs(d[0] - d[1]) == Math.abs(d[2] - d[3]) && Math.abs(d[2] - d[3]) == Math.abs(d[4] - d[5]));
    }
}
