package dev.satdoku.format.sudokupad;

import static dev.satdoku.format.sudokupad.SclReadingTest.circle;
import static dev.satdoku.format.sudokupad.SclReadingTest.puzzle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.ReadChoices;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.InputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Readings about sets of digits: a circle whose digit shares its group (low, middle, high) with the cells a
 * chess move away, a grid whose houses all hold the same few digits of a wider range, and a cell shape
 * whose colour word fits no drawn kind. Each in several setters' phrasings, with the cases left unread.
 */
class SclDigitSetsTest {

    private static final String BLUE = "#4f9cffff";
    private static final String GREEN = "#67f067ff";

    /**
     * Digits to check the rules read against, mostly low so that some circles agree with all their knight
     * cells: each rule's check reads only its own cells, so they need not make a sudoku.
     */
    private static final int[] GRID = new int[81];

    static {
        java.util.Random random = new java.util.Random(1);
        for (int i = 0; i < GRID.length; i++) {
            GRID[i] = random.nextInt(4) == 0 ? 4 + random.nextInt(6) : 1 + random.nextInt(3);
        }
    }

    private static Translation translate(String json) {
        return new SudokuPadImporter().translate(json, "t.json").get(0);
    }

    private static List<String> rules(Translation t) {
        return t.statements().stream().filter(s -> !s.startsWith("size") && !s.startsWith("ruleset") && !s.startsWith("title")
                && !s.startsWith("author") && !s.startsWith("values")).toList();
    }

    /** A 4x4 SudokuPad puzzle with 2x2 boxes, its first row's givens ("" for none), rules text and drawing parts. */
    private static String puzzle4(String givens, String rules, String parts) {
        StringBuilder sb = new StringBuilder("{\"cells\":[");
        for (int r = 0; r < 4; r++) {
            sb.append(r > 0 ? "," : "").append("[");
            for (int c = 0; c < 4; c++) {
                String v = r == 0 && c < givens.length() ? givens.substring(c, c + 1) : ".";
                sb.append(c > 0 ? "," : "").append(v.equals(".") ? "{}" : "{\"value\":" + v + "}");
            }
            sb.append("]");
        }
        sb.append("],\"regions\":[");
        for (int b = 0; b < 4; b++) {
            sb.append(b > 0 ? "," : "").append("[");
            for (int k = 0; k < 4; k++) {
                sb.append(k > 0 ? "," : "").append("[").append(b / 2 * 2 + k / 2).append(",").append(b % 2 * 2 + k % 2).append("]");
            }
            sb.append("]");
        }
        sb.append("],\"metadata\":{\"rules\":").append(new com.fasterxml.jackson.databind.node.TextNode(rules).toString()).append("}");
        return sb.append(parts.isEmpty() ? "" : "," + parts).append("}").toString();
    }

    private static final String THIRDS = "allow=1:1-3,2:1-3,3:1-3,4:4-6,5:4-6,6:4-6,7:7-9,8:7-9,9:7-9";

    /** The same circle, three setters' ways of saying that its digit shares a group with the cells a move away. */
    @Test
    void aCircleSharesItsGroupWithTheCellsAKnightsOrKingsMoveAway() {
        String circles = "\"underlays\":[" + circle(4.5, 4.5, 0.8, "#FFFFFF", true, null) + "," + circle(0.5, 0.5, 0.8, "#FFFFFF", true, null) + "]";
        String knight = "relation all r5c5 r3c4 r3c6 r4c3 r4c7 r6c3 r6c7 r7c4 r7c6 ";
        String corner = "relation all r1c1 r2c3 r3c2 ";
        for (String rules : List.of(
                "A digit in a circle must belong to the same entropic group (high [789], medium [456] or low [123]) as every cell a single "
                        + "chess knights move away from it.",
                "Every cell a knight's move from a circled cell holds a digit from the same third (1-3, 4-6, 7-9) as the circle.",
                "Circles: the digit in a circle is in the same group as all digits a knight's move away from it.",
                "Low 1-3, middle 4-6, high 7-9: every digit a knight's move from a circle is in the same group as the circle's digit.",
                "A circled digit and all digits a knight's move from it lie in the same third of 1-9.")) {
            Translation t = translate(puzzle(rules, circles));
            assertEquals(List.of(knight + THIRDS, corner + THIRDS), rules(t), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
        }
        Translation king = translate(puzzle("Digits a king's move from a circle are low (1, 2, 3), middle (4, 5, 6) or high (7, 8, 9), "
                + "like the digit in the circle.", circles));
        assertEquals(List.of("relation all r5c5 r4c4 r4c5 r4c6 r5c4 r5c6 r6c4 r6c5 r6c6 " + THIRDS, "relation all r1c1 r1c2 r2c1 r2c2 "
                + THIRDS), rules(king));
        Translation residues = translate(puzzle("Each circle's digit is in the same class ({1,4,7}, {2,5,8} or {3,6,9}) as every digit a "
                + "knight's move away.", circles));
        assertEquals(knight + "allow=1:1/4/7,2:2/5/8,3:3/6/9,4:1/4/7,5:2/5/8,6:3/6/9,7:1/4/7,8:2/5/8,9:3/6/9", rules(residues).get(0));
    }

    /** What the rules read mean on a full grid, decided here by plain loops: the circle and its knight cells share a third. */
    @Test
    void theRelationsHoldExactlyWhenTheCircleSharesItsThirdWithEveryKnightCell() {
        int[][] steps = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
        int agreeing = 0;
        for (int cell = 0; cell < 81; cell++) {
            int r = cell / 9;
            int c = cell % 9;
            Puzzle p = PuzzleReader.readText(puzzle("A digit in a circle is in the same third (low, middle or high) as every digit a knight's "
                    + "move away.", "\"underlays\":[" + circle(r + 0.5, c + 0.5, 0.8, "#FFFFFF", true, null) + "]"), "t.json").get(0);
            boolean same = true;
            for (int[] s : steps) {
                int rr = r + s[0];
                int cc = c + s[1];
                if (rr >= 0 && rr < 9 && cc >= 0 && cc < 9) {
                    same &= (GRID[rr * 9 + cc] - 1) / 3 == (GRID[cell] - 1) / 3;
                }
            }
            agreeing += same ? 1 : 0;
            Solution s = Solution.ofDigits(p.layout(), GRID);
            boolean kept = p.rules().stream().allMatch(rule -> rule.violation(s) == null);
            assertEquals(same, kept, "circle at r" + (r + 1) + "c" + (c + 1));
        }
        assertTrue(agreeing > 0 && agreeing < 81, "the grid tests both sides: " + agreeing);
    }

    @Test
    void groupRulesLeftUnreadSayWhy() {
        String circles = "\"underlays\":[" + circle(4.5, 4.5, 0.8, "#FFFFFF", true, null) + "]";
        Translation uneven = translate(puzzle("A digit in a circle is in the same group (1-4, 5-9, 3) as the cells a knight's move away.",
                circles));
        assertEquals(List.of(), rules(uneven));
        assertTrue(uneven.unread().get(0).contains("do not divide 1..9"), uneven.unread()::toString);
        Translation none = translate(puzzle("A digit in a circle is in the same third as the cells a knight's move away.", ""));
        assertTrue(none.unread().stream().anyMatch(u -> u.contains("no element reads as one")), none.unread()::toString);
        // the grey circles are odd; the blue circles the group rule names are not drawn
        Translation elsewhere = translate(puzzle("Grey circles hold odd digits. A digit in a blue circle is in the same third as the "
                + "cells a knight's move away.", "\"underlays\":[" + circle(4.5, 4.5, 0.8, "#CCCCCC", true, null) + "]"));
        assertEquals(List.of("odd r5c5"), rules(elsewhere));
        assertFalse(elsewhere.unread().isEmpty());
        assertFalse(translate(puzzle("A digit in a circle cannot be a knight's move from the same digit.", circles)).statements()
                .stream().anyMatch(s -> s.startsWith("relation")), "no group: an anti-knight circle is another rule");
    }

    /** Houses all holding the same few digits of a wider range: the range becomes the values, the sameness regionsamevalues. */
    @Test
    void housesHoldingTheSameFewDigitsOfAWiderRange() {
        for (String rules : List.of(
                "Place the same 4-digit subset from the digits 1 – 9 in each row, column and 2 x 2 box.",
                "Each row, column and box contains the same four different digits, chosen from 1 to 9.",
                "Use digits from 1 to 9, but only 4 of them: every row, column and box holds the same ones.")) {
            Translation t = translate(puzzle4("8", rules, ""));
            assertTrue(t.statements().contains("values 1..9"), () -> rules + " -> " + t.statements());
            assertEquals(List.of("givens", "regionsamevalues"), rules(t).stream().map(s -> s.split("\\s")[0]).toList(), rules);
            assertTrue(t.unread().isEmpty(), () -> rules + " -> " + t.unread());
            Puzzle p = PuzzleReader.readText(puzzle4("8", rules, ""), "t.json").get(0);
            assertEquals(9, p.layout().maxValue());
        }
        Translation eight = translate(puzzle4("", "Every row, column and box uses the same 4-digit subset of 1-8.", ""));
        assertTrue(eight.statements().contains("values 1..8"), eight.statements()::toString);
    }

    @Test
    void aSubsetTheHousesCannotHoldIsNotRead() {
        Translation three = translate(puzzle4("", "Place the same 3-digit subset from the digits 1 – 9 in each row, column and box.", ""));
        assertFalse(three.statements().stream().anyMatch(s -> s.startsWith("values") || s.startsWith("regionsamevalues")), three.statements()::toString);
        assertTrue(three.unread().stream().anyMatch(u -> u.contains("cannot state")), three.unread()::toString);
        InputException wide = assertThrows(InputException.class, () -> translate(puzzle4("8", "Normal sudoku rules apply.", "")));
        assertTrue(wide.getMessage().contains("outside 1..4"), wide.getMessage());
        Translation full = translate(puzzle("Each row, column and box holds the same 9-digit set of 1-9.", ""));
        assertFalse(full.statements().stream().anyMatch(s -> s.startsWith("values")), "no wider range: " + full.statements());
    }

    /** "The gray square" drawn blue: the only square kind, whose colour word fits no square drawn. */
    @Test
    void aColourWordFittingNoDrawnKindOfItsShapeNamesTheOnlyKindOfThatShape() {
        String blue = circle(1.5, 2.5, 0.8, BLUE, false, null);
        Translation t = translate(puzzle4("", "Normal sudoku rules apply. The gray square contains an even number.", "\"underlays\":[" + blue + "]"));
        assertEquals(List.of("even r2c3"), rules(t));
        assertTrue(t.unread().isEmpty(), t.unread()::toString);
        assertTrue(t.warnings().get(0).contains("gray square"), t.warnings()::toString);
        Translation also = translate(puzzle4("", "Digits in grey squares are odd.", "\"underlays\":[" + blue + "]"));
        assertEquals(List.of("odd r2c3"), rules(also));
        // two kinds of squares: which one the setter meant is a guess
        Translation two = translate(puzzle4("", "The gray square contains an even number.", "\"underlays\":[" + blue + ","
                + circle(3.5, 0.5, 0.8, GREEN, false, null) + "]"));
        assertEquals(List.of(), rules(two));
        assertTrue(two.unread().stream().anyMatch(u -> u.contains("blue square")), two.unread()::toString);
        // a grey square drawn: the word names it, and the blue one stays unread
        Translation grey = translate(puzzle4("", "The gray square contains an even number.", "\"underlays\":[" + blue + ","
                + circle(3.5, 0.5, 0.8, "#CCCCCC", false, null) + "]"));
        assertEquals(List.of("even r4c1"), rules(grey));
        assertTrue(grey.unread().stream().anyMatch(u -> u.contains("blue square")), grey.unread()::toString);
        // the colour word is the blue square's own in another sentence: no loose reading of the grey one
        Translation exact = translate(puzzle4("", "The blue square is odd. The gray square contains an even number.", "\"underlays\":[" + blue + "]"));
        assertEquals(List.of("odd r2c3"), rules(exact));
        assertFalse(exact.unread().isEmpty(), "the gray square's sentence is not read");
    }

    @Test
    void readChoosesTheGroupReadingForCircles() {
        String json = puzzle("Normal sudoku rules apply.", "\"underlays\":[" + circle(0.5, 0.5, 0.8, "#FFFFFF", true, null) + "]");
        Translation t = new SudokuPadImporter().translate(json, "t.json", ReadChoices.parse("circle=movegroup")).get(0);
        assertEquals(List.of("relation all r1c1 r2c3 r3c2 " + THIRDS), rules(t));
    }
}
