package dev.satdoku.format.sudokupad;

import static dev.satdoku.format.sudokupad.SclReadingTest.circle;
import static dev.satdoku.format.sudokupad.SclReadingTest.line;
import static dev.satdoku.format.sudokupad.SclReadingTest.p;
import static dev.satdoku.format.sudokupad.SclReadingTest.puzzle;
import static dev.satdoku.format.sudokupad.SclReadingTest.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.format.foreign.Translation;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One table of the ways setters word each rule the reader binds, each sentence over a small drawing of
 * the elements it speaks of, with the native rules it must give and whether the reading is complete.
 * The rows that must not bind (a rule of another colour, a rule no element carries, a twist the
 * catalogue cannot state) expect the reading to leave the element or the sentence reported.
 */
class SclPhrasingTest {

    private static final String GREY = "#cccf";
    private static final String GREEN = "#67f067ff";
    private static final String PURPLE = "#f067f0ff";

    private static final String BULB = line(GREY, 19, p(0.5, 0.5), p(0.5, 2.5));
    private static final String THERMO = "\"lines\":[" + BULB + "],\"underlays\":[" + circle(0.5, 2.5, 0.8, GREY, true, null) + "]";
    private static final String GREEN_LINE = "\"lines\":[" + line(GREEN, 10, p(0.5, 0.5), p(0.5, 1.5), p(0.5, 2.5)) + "]";
    private static final String PURPLE_LINE = "\"lines\":[" + line(PURPLE, 10, p(4.5, 4.5), p(5.5, 4.5)) + "]";
    private static final String TWO_LINES = "\"lines\":[" + line(GREEN, 10, p(0.5, 0.5), p(0.5, 1.5), p(0.5, 2.5)) + ","
            + line(PURPLE, 10, p(4.5, 4.5), p(5.5, 4.5)) + "]";
    private static final String GREY_LINE = "\"lines\":[" + line(GREY, 10, p(0.5, 0.5), p(0.5, 1.5), p(0.5, 2.5)) + "]";
    private static final String GREEN_AND_THERMO = "\"lines\":[" + line(GREEN, 10, p(4.5, 4.5), p(5.5, 4.5)) + "," + BULB
            + "],\"underlays\":[" + circle(0.5, 2.5, 0.8, GREY, true, null) + "]";
    private static final String DOTS = "\"overlays\":[" + circle(1, 0.5, 0.34, "#FFFFFF", true, "") + "," + circle(3.5, 4, 0.33, "#000000", true, "")
            + "]";
    private static final String XV = "\"overlays\":[" + circle(5.5, 7, 0.35, "#FFFFFF", true, "X") + "," + circle(7.5, 2, 0.35, "#FFFFFF", true, "V")
            + "]";
    private static final String ARROW = "\"arrows\":[{\"wayPoints\":[[3.5,2.101],[3.5,0.5]],\"color\":\"#aaaf\"}],\"overlays\":["
            + circle(3.5, 2.5, 0.82, "#FFFFFF", true, null) + "]";
    private static final String CAGE = "\"cages\":[{\"cells\":[[0,0],[0,1]],\"value\":\"9\"}]";
    private static final String OUTSIDE = "\"overlays\":[" + circle(2.5, -0.5, 0, "#FFFFFF", true, "12") + "," + circle(9.6, 3.5, 0, "#FFFFFF", true, "3")
            + "]";
    private static final String SQUARE = "\"underlays\":[" + circle(4.5, 4.5, 0.8, "#0003", false, null) + "]";
    private static final String ROUND = "\"underlays\":[" + circle(1.5, 7.5, 0.85, "#FFFFFF", true, null) + "]";
    private static final String NOTHING = "";
    private static final String BETWEEN = "\"lines\":[" + line("#D23BE7", 2, p(0.5, 0.81), p(0.5, 3.19)) + "],\"underlays\":["
            + circle(0.5, 0.5, 0.7, "#CFCFCF", true, null) + "," + circle(0.5, 3.5, 0.7, "#CFCFCF", true, null) + "]";

    private static final List<String> THERMO_RULE = List.of("thermo r1c3 r1c2 r1c1");
    private static final List<String> WHISPER5 = List.of("whisper r1c1 r1c2 r1c3 diff=5");
    private static final List<String> RENBAN = List.of("renban r5c5 r6c5");
    private static final List<String> PALINDROME = List.of("palindrome r1c1 r1c2 r1c3");
    private static final List<String> KROPKI = List.of("white r1c1 r2c1", "black r4c4 r4c5");
    private static final List<String> XV_RULES = List.of("x r6c7 r6c8", "v r8c2 r8c3");
    private static final List<String> ARROW_RULE = List.of("arrow r4c3 | r4c2 r4c1");
    private static final List<String> KILLER = List.of("cage 9 r1c1 r1c2");
    private static final List<String> SANDWICH = List.of("sandwich 12 r3", "sandwich 3 c4");

    /** A sentence, the drawing it is read over, the native rules it gives, and whether nothing is left unread. */
    record Row(String rules, String drawing, List<String> expected, boolean complete) {
        @Override
        public String toString() {
            return rules;
        }
    }

    private static Row binds(String drawing, List<String> expected, String rules) {
        return new Row(rules, drawing, expected, true);
    }

    private static Row leaves(String drawing, List<String> expected, String rules) {
        return new Row(rules, drawing, expected, false);
    }

    static Stream<Row> table() {
        return Stream.of(
                // thermometers
                binds(THERMO, THERMO_RULE, "Digits along a grey thermometer increase from the bulb end."),
                binds(THERMO, THERMO_RULE, "Along thermometers, digits must strictly increase starting from the bulb."),
                binds(THERMO, THERMO_RULE, "Thermo: digits increase from the bulb to the tip."),
                binds(THERMO, THERMO_RULE, "Numbers on a thermometer get bigger as you move away from the bulb."),
                binds(THERMO, THERMO_RULE, "Digits along each gray thermo increase from its bulb end."),
                binds(THERMO, THERMO_RULE, "Thermometers: digits strictly increase from the round end."),
                binds(THERMO, THERMO_RULE, "Values must be in increasing order starting at the bulb."),
                binds(THERMO, THERMO_RULE, "Digits increase along each line, moving away from its bulb."),
                // German whispers
                binds(GREEN_LINE, WHISPER5, "Adjacent digits on a green line differ by at least five."),
                binds(GREEN_LINE, WHISPER5, "German whispers: neighbouring digits along a green line have a difference of 5 or more."),
                binds(GREEN_LINE, WHISPER5, "Green lines are German Whisper lines: adjacent cells must differ by at least 5."),
                binds(GREEN_LINE, WHISPER5, "Any two cells adjacent on a green line must have a difference of at least 5."),
                binds(GREEN_LINE, List.of("whisper r1c1 r1c2 r1c3 diff=4"), "Adjacent digits on the green lines differ by at least 4."),
                binds(GREEN_LINE, WHISPER5, "Neighboring digits along a green line must differ by five or more."),
                binds(GREEN_LINE, WHISPER5, "Digits next to each other on a green line differ by at least 5."),
                binds(GREEN_LINE, List.of("whisper r1c1 r1c2 r1c3 diff=4"), "Consecutive cells along a green line have digits at least four apart."),
                // renban
                binds(PURPLE_LINE, RENBAN, "Digits on a pink renban line form a consecutive set in any order."),
                binds(PURPLE_LINE, RENBAN, "Purple lines contain a set of consecutive, non-repeating digits in any order."),
                binds(PURPLE_LINE, RENBAN, "Renban lines: digits on a purple line are a set of consecutive digits, in any order."),
                binds(PURPLE_LINE, RENBAN, "Each purple line contains non-repeating digits that form a consecutive sequence, in any order."),
                binds(PURPLE_LINE, RENBAN, "The digits on a purple line are consecutive and don't repeat, though they may appear in any order."),
                binds(PURPLE_LINE, RENBAN, "Digits on a purple line form a run of consecutive digits, in any order."),
                binds(PURPLE_LINE, RENBAN, "A magenta line contains a set of non-repeating consecutive digits, which can be in any order."),
                binds(PURPLE_LINE, RENBAN, "Purple lines hold a consecutive set of digits with no repeats."),
                // palindromes
                binds(GREY_LINE, PALINDROME, "Grey lines are palindromes: they read the same from either end."),
                binds(GREY_LINE, PALINDROME, "Digits along a gray line read the same forwards and backwards."),
                binds(GREY_LINE, PALINDROME, "A grey line is a palindrome."),
                binds(GREY_LINE, PALINDROME, "The digits on each grey line form a palindrome."),
                binds(GREY_LINE, PALINDROME, "The digits on a grey line are the same forwards as backwards."),
                // lines split into segments of one sum
                binds(GREY_LINE, List.of("sumline 10 r1c1 r1c2 r1c3"), "Each line can be divided into one or more segments that each sum to 10."),
                binds(GREY_LINE, List.of("sumline 10 r1c1 r1c2 r1c3"), "10 lines: the line is divided into segments which each add up to 10."),
                binds(GREY_LINE, List.of("sumline 10 r1c1 r1c2 r1c3"), "Digits on a line can be split into consecutive segments each summing to 10."),
                // kropki dots
                binds(DOTS, KROPKI, "Cells separated by a white dot contain consecutive digits. Cells separated by a black dot contain digits "
                        + "where one is double the other."),
                binds(DOTS, KROPKI, "Kropki dots: digits joined by a white dot differ by 1; digits joined by a black dot are in a 1:2 ratio."),
                binds(DOTS, KROPKI, "Kropki rules apply."),
                binds(DOTS, KROPKI, "Digits in cells connected by a white dot are one apart. Digits in cells connected by a black dot have a "
                        + "ratio of 2:1."),
                binds(DOTS, KROPKI, "A white dot between two cells means their digits are consecutive. A black dot between two cells means one "
                        + "digit is twice the other."),
                binds(DOTS, KROPKI, "White circles join digits with a difference of one; black circles join digits where one is half of the other."),
                binds(DOTS, KROPKI, "If two cells are separated by a white dot their digits are consecutive, and if separated by a black dot "
                        + "one is double the other."),
                binds(DOTS, KROPKI, "White and black dots: digits separated by a white dot are consecutive, by a black dot in a 1:2 ratio."),
                binds(DOTS, List.of("or { white r1c1 r2c1 } { black r1c1 r2c1 }", "or { white r4c4 r4c5 } { black r4c4 r4c5 }"),
                        "White or black dots join digits that are consecutive or in a 1:2 ratio."),
                binds(DOTS, KROPKI, "Digits separated by a white dot differ by exactly one. Digits separated by a black dot are in a ratio of 1 to 2."),
                binds(DOTS, List.of("white r1c1 r2c1", "black r4c4 r4c5", "negative white black"), "Kropki dots apply. All possible dots are shown."),
                binds(DOTS, List.of("white r1c1 r2c1", "black r4c4 r4c5", "negative white black"), "White dots join consecutive digits. Black dots "
                        + "join digits in a 1:2 ratio. All dots are given."),
                binds(DOTS, KROPKI, "Kropki dots apply. Not all dots are given."),
                binds(DOTS, KROPKI, "White dot: consecutive digits. Black dot: one digit is double the other. Not all possible dots are necessarily shown."),
                // XV
                binds(XV, XV_RULES, "Digits separated by an X sum to 10. Digits separated by a V sum to 5."),
                binds(XV, XV_RULES, "XV rules apply."),
                binds(XV, XV_RULES, "XV pairs: digits in cells separated by a V sum to 5. Digits in cells separated by an X sum to 10."),
                binds(XV, List.of("sum 7 r6c7 r6c8", "v r8c2 r8c3"), "XV: cells separated by a V sum to 5. Cells separated by an X sum to 7."),
                binds(XV, XV_RULES, "Cells joined by an X add up to 10, and cells joined by a V add up to 5."),
                binds(XV, XV_RULES, "An X between two cells means they sum to ten; a V means they sum to five."),
                binds(XV, XV_RULES, "XV: digits on either side of an X total 10, and digits either side of a V total 5."),
                binds(XV, List.of("x r6c7 r6c8", "v r8c2 r8c3", "negative xv"), "Digits separated by an X sum to 10. Digits separated by a V "
                        + "sum to 5. All possible X's and V's are given."),
                // arrows
                binds(ARROW, ARROW_RULE, "Numbers along an arrow sum to the number in the attached circle."),
                binds(ARROW, ARROW_RULE, "Digits on an arrow must add up to the digit in its circle."),
                binds(ARROW, ARROW_RULE, "The digit in a circle equals the sum of the digits along its arrow."),
                binds(ARROW, ARROW_RULE, "Arrows: the digits along the arrow total the digit in the circle."),
                binds(ARROW, ARROW_RULE, "Arrow sums: digits on an arrow sum to the digit in its circle. Digits may repeat on arrows if allowed by "
                        + "other rules."),
                // killer cages
                binds(CAGE, KILLER, "Killer cage rules apply."),
                binds(CAGE, KILLER, "Digits in a cage sum to the small clue in its top left corner and may not repeat within the cage."),
                binds(CAGE, KILLER, "Cages: digits cannot repeat in a cage and must add up to the total shown."),
                binds(CAGE, KILLER, "The numbers in each cage add up to the given total, with no repeated digits."),
                binds(CAGE, KILLER, "Killer cages: digits within a cage are all different and sum to the number in the top left."),
                binds(CAGE, KILLER, "Normal killer sudoku rules apply."),
                binds(CAGE, KILLER, "Digits in cages sum to the given totals; digits cannot repeat in a cage."),
                // sandwiches
                binds(OUTSIDE, SANDWICH, "Clues outside the grid give the sum of the digits sandwiched between the 1 and the 9 in that row or column."),
                binds(OUTSIDE, SANDWICH, "Sandwich sums: numbers outside the grid give the sum of the digits between 1 and 9."),
                binds(OUTSIDE, SANDWICH, "A number outside the grid is the sum of the digits placed between the 1 and the 9 in that row or column."),
                binds(OUTSIDE, SANDWICH, "Clues outside the grid indicate the total of the digits between the 1 and the 9 in that row or column."),
                // even and odd cells
                binds(SQUARE, List.of("even r5c5"), "Digits in grey squares are even."),
                binds(SQUARE, List.of("even r5c5"), "A shaded square must contain an even digit."),
                binds(ROUND, List.of("odd r2c8"), "Cells with a white circle contain odd digits."),
                binds(ROUND, List.of("odd r2c8"), "A digit in a circle is odd."),
                // rules of the whole grid
                binds(NOTHING, List.of("antiknight"), "Cells a knight's move apart cannot contain the same digit."),
                binds(NOTHING, List.of("antiknight"), "Anti-knight: digits cannot repeat at a chess knight's move."),
                binds(NOTHING, List.of("antiking"), "Cells a king's move apart may not contain the same digit."),
                binds(NOTHING, List.of("diagonal both"), "Digits may not repeat on either of the main diagonals."),
                binds(NOTHING, List.of("diagonal both"), "Each of the two main diagonals contains the digits 1 to 9 once each."),
                binds(NOTHING, List.of("nonconsecutive"), "Orthogonally adjacent cells cannot contain consecutive digits."),
                binds(NOTHING, List.of("nonconsecutive"), "Digits in orthogonally neighbouring cells may not be consecutive."),
                binds(NOTHING, List.of("nonconsecutive"), "Anti-consecutive: orthogonally adjacent cells must not contain digits with a "
                        + "difference of 1."),
                binds(NOTHING, List.of("nonconsecutive"), "Adjacent cells may never contain digits with a difference of one."),
                // between lines
                binds(BETWEEN, List.of("between r1c1 r1c2 r1c3 r1c4"), "Values on the line must be strictly between the values in the circles."),
                binds(BETWEEN, List.of("between r1c1 r1c2 r1c3 r1c4"), "Digits on a line joining two circles lie between the digits in those "
                        + "circles."),
                binds(BETWEEN, List.of("between r1c1 r1c2 r1c3 r1c4"), "Between lines: digits on the line are strictly between the two "
                        + "circled digits at its ends."),
                // colour words bind the kinds they name, not the kinds a rule is usually drawn in
                binds(TWO_LINES, List.of("renban r1c1 r1c2 r1c3", "whisper r5c5 r6c5 diff=5"), "Digits on a green line are a set of consecutive "
                        + "digits in any order. Adjacent digits on a purple line differ by at least 5."),
                // sentences that must not bind
                leaves(GREEN_AND_THERMO, List.of("whisper r5c5 r6c5 diff=5"), "Adjacent digits along a green line differ by at least 5."),
                leaves(GREY_LINE, List.of(), "Digits along a grey thermometer increase from the bulb end."),
                leaves(TWO_LINES, WHISPER5, "Adjacent digits on a green line differ by at least 5."),
                leaves(TWO_LINES, List.of(), "Light green lines and dark purple lines are German whispers and renban lines."),
                leaves(NOTHING, List.of(), "Digits may not repeat in a cage."),
                leaves(NOTHING, List.of(), "Cells separated by a white dot contain consecutive digits."),
                leaves(NOTHING, List.of(), "Digits along an arrow sum to the digit in its circle."),
                leaves(GREEN_LINE, List.of(), "Adjacent digits on a green line differ by at least 5, and the digits on each line sum to a prime."),
                leaves(GREEN_LINE, List.of(), "Adjacent digits on a green line differ by at least 5 unless they are on a loop."),
                leaves(CAGE, List.of(), "Digits in a cage multiply to the product shown."),
                leaves(XV, List.of(), "The X and V clues mark cells whose digits multiply to the product of their positions."),
                leaves(DOTS, List.of("white r1c1 r2c1"), "Cells separated by a white dot contain consecutive digits."),
                leaves(DOTS, List.of("nonconsecutive"), "Orthogonally adjacent cells must not contain digits with a difference of 1."),
                leaves(GREY_LINE, List.of(), "Digits increase along each line, moving away from its bulb."),
                leaves(OUTSIDE, List.of(), "Clues outside the grid are sandwich sums. Clues outside the grid are also skyscrapers."));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void eachPhrasingBindsWhatItSays(Row row) {
        Translation t = new SudokuPadImporter().translate(puzzle(row.rules(), row.drawing()), "t.json").get(0);
        assertEquals(row.expected(), rules(t), () -> "unread: " + t.unread());
        assertEquals(row.complete(), t.unread().isEmpty(), () -> "unread: " + t.unread());
    }
}
