package dev.satdoku.format.sudokupad;

import dev.satdoku.format.sudokupad.SclDrawing.Element;
import dev.satdoku.model.Cell;
import dev.satdoku.rules.Lines;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;
import java.util.regex.Pattern;

/**
 * Native lines for the readings of SudokuPad elements that state arithmetic along their cells, written
 * with the catalogue's existing rules where those state it exactly: Fibonacci lines (each digit the sum
 * of the two before it, from whichever end), arrows whose two shaft digits differ by the circle's digit,
 * lines whose two-cell pieces in each region share one difference, and look-and-say numbers. An element
 * these readings cannot state exactly is reported through {@code unread}, never approximated.
 */
final class SclArithmetic {

    private SclArithmetic() {
    }

    /**
     * The words of a twist a meaning states itself: a sentence naming the meaning is no twist for them
     * ("Fibonacci lines", "indicates exactly how many pairs ... have that difference", "the first digit
     * indicates the amount of times the second digit appears").
     */
    private static final Map<SclReading.Meaning, Pattern> STATED = Map.of(
            SclReading.Meaning.FIBONACCI, Pattern.compile("fibonacci", Pattern.CASE_INSENSITIVE),
            SclReading.Meaning.DIFFERENCECOUNT, Pattern.compile("indicates?|how many|\\bcount\\w*", Pattern.CASE_INSENSITIVE),
            SclReading.Meaning.LOOKANDSAY, Pattern.compile("look[- ]and[- ]say|indicates?|how many|\\bcount\\w*", Pattern.CASE_INSENSITIVE));

    /** The sentence without the twist words its meanings state (what is left is searched for twists). */
    static String withoutStatedTwists(String sentence, Set<SclReading.Meaning> meanings) {
        String out = sentence;
        for (SclReading.Meaning m : meanings) {
            Pattern stated = STATED.get(m);
            if (stated != null) {
                out = stated.matcher(out).replaceAll(" ");
            }
        }
        return out;
    }

    /** Whether a Fibonacci sentence also says the digits increase along the line (so the first two differ in order too). */
    static boolean saysIncreasing(String sentence) {
        return Pattern.compile("increas|ascend", Pattern.CASE_INSENSITIVE).matcher(sentence).find();
    }

    /**
     * A Fibonacci line: from one of its ends, every digit after the first two is the sum of the two before
     * it, and with {@code increasing} the second digit is also above the first. Either end may start it,
     * so the two directions are the two groups of an {@code or}; each sum is an {@code equalsum} of two
     * cells against one.
     */
    static List<String> fibonacci(Element e, boolean increasing, Consumer<String> unread) {
        List<Cell> cells = e.cells();
        if (e.closed()) {
            unread.accept("the " + e.kind() + " at " + e.path() + " (a closed loop has no end for its sequence to start from)");
            return List.of();
        }
        if (cells.size() < 3 && !increasing || cells.size() < 2) {
            return List.of();
        }
        List<Cell> reversed = new ArrayList<>(cells);
        Collections.reverse(reversed);
        return List.of("or { " + fibonacciFrom(cells, increasing) + " } { " + fibonacciFrom(reversed, increasing) + " }");
    }

    private static String fibonacciFrom(List<Cell> cells, boolean increasing) {
        List<String> rules = new ArrayList<>();
        if (increasing) {
            rules.add("gt " + cells.get(1) + " " + cells.get(0));
        }
        for (int i = 2; i < cells.size(); i++) {
            rules.add("equalsum " + cells.get(i - 2) + " " + cells.get(i - 1) + " | " + cells.get(i));
        }
        return String.join("; ", rules);
    }

    /**
     * An arrow whose two shaft digits differ by the digit in its circle: the larger shaft digit is the
     * sum of the other and the circle, either way round. A circle of several cells or a shaft of another
     * length has no single reading ("the difference" of three digits) and is reported.
     */
    static List<String> differenceArrow(Element e, Consumer<String> unread) {
        int circle = e.text().matches("\\d") ? Integer.parseInt(e.text()) : 1;
        List<Cell> cells = e.cells();
        int shaft = cells.size() - circle;
        if (circle != 1 || shaft != 2) {
            unread.accept("the " + e.kind() + " at " + e.path() + " (" + (circle != 1 ? "a circle of " + circle + " cells"
                    : "a shaft of " + shaft + " cell" + (shaft == 1 ? "" : "s")) + ": satdoku reads the difference of two shaft digits "
                    + "against a one-cell circle only)");
            return List.of();
        }
        Cell c = cells.get(0);
        Cell a = cells.get(1);
        Cell b = cells.get(2);
        return List.of("or { equalsum " + a + " | " + b + " " + c + " } { equalsum " + b + " | " + a + " " + c + " }");
    }

    /**
     * A line whose pieces in the regions it passes through (re-entering a region starts a new piece) all
     * have the same difference: every piece two cells, and |a - b| of each equal to that of the first,
     * stated as "a1 + b = b1 + a or a1 + a = b1 + b". A piece of one cell or of three or more has no one
     * difference and the line is reported.
     */
    static List<String> regionDifference(Element e, ToIntFunction<Cell> region, Consumer<String> unread) {
        if (region == null || e.closed()) {
            unread.accept("the " + e.kind() + " at " + e.path() + (region == null ? " (the grid has no regions)"
                    : " (a closed loop: where its first piece starts is not drawn)"));
            return List.of();
        }
        List<List<Cell>> pieces = new ArrayList<>();
        for (Cell c : e.cells()) {
            if (pieces.isEmpty() || region.applyAsInt(pieces.get(pieces.size() - 1).get(0)) != region.applyAsInt(c)) {
                pieces.add(new ArrayList<>());
            }
            pieces.get(pieces.size() - 1).add(c);
        }
        for (List<Cell> piece : pieces) {
            if (piece.size() != 2) {
                unread.accept("the " + e.kind() + " at " + e.path() + " (its piece " + Lines.join(piece) + " in one region has "
                        + piece.size() + " cell" + (piece.size() == 1 ? "" : "s") + ": satdoku reads the difference of two digits only)");
                return List.of();
            }
        }
        List<String> out = new ArrayList<>();
        Cell a1 = pieces.get(0).get(0);
        Cell b1 = pieces.get(0).get(1);
        for (List<Cell> piece : pieces.subList(1, pieces.size())) {
            Cell a = piece.get(0);
            Cell b = piece.get(1);
            out.add("or { equalsum " + a1 + " " + b + " | " + b1 + " " + a + " } { equalsum " + a1 + " " + a + " | " + b1 + " " + b + " }");
        }
        return out;
    }

    /**
     * A look-and-say number along the element's cells: its digits in pairs, the first of each pair how
     * many times the second occurs ("26": two 6s). A number of odd length, a value outside 1..n, a value
     * said twice or more counts than cells is reported.
     */
    static List<String> lookAndSay(Element e, int n, Consumer<String> unread) {
        String digits = e.text().strip();
        List<String> clue = new ArrayList<>();
        Set<Character> values = new LinkedHashSet<>();
        int total = 0;
        boolean ok = digits.matches("(\\d\\d)+");
        for (int i = 0; ok && i < digits.length(); i += 2) {
            int count = digits.charAt(i) - '0';
            int value = digits.charAt(i + 1) - '0';
            total += count;
            ok = value >= 1 && value <= n && values.add(digits.charAt(i + 1));
            clue.add(count + "x" + value);
        }
        if (!ok || total > e.cells().size()) {
            unread.accept("the " + e.kind() + " '" + digits + "' at " + e.path() + " (not pairs of a count and a digit 1.." + n
                    + " that fit its " + e.cells().size() + " cells)");
            return List.of();
        }
        return List.of("lookandsay " + Lines.join(e.cells()) + " " + String.join(" ", clue));
    }
}
