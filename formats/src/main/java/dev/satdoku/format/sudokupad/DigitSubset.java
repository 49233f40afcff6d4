package dev.satdoku.format.sudokupad;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rules text whose grid holds fewer digits than its range: "Place the same 4-digit subset from the
 * digits 1 - 9 in each row, column and 2 x 2 box", "every row, column and box holds the same six digits
 * from 1 to 9", "use the digits 1 to 9, only 4 of them, the same ones in each row, column and box".
 * SudokuPad states no value range, so this sentence is the only place the range is given: the cells hold
 * 1..M, and every house holds the same N of them ({@code regionsamevalues}). Read only when N is the
 * number of cells in a house (a house of N cells holding N distinct values) and M is larger.
 */
final class DigitSubset {

    private DigitSubset() {
    }

    /** Words that state one set of digits shared by the houses. */
    static final String WORDS = "\\bsame\\b[^.]{0,30}\\b(sub)?set\\b|\\bsame " + SclReading.COUNT_WORD + "[- ](different |distinct )?(digits|numbers)"
            + "|\\bonly " + SclReading.COUNT_WORD + " of (them|these)";

    /** What such a sentence also says: the houses it is about, and a range of digits. */
    static final String REQUIRES = "^(?=.*\\b(rows?|columns?|box(es)?|regions?|houses?)\\b)(?=.*\\b1\\s*(-|–|—|to|through)\\s*\\d{1,2}\\b)";

    /** The range: "1 - 9", "1–9", "from 1 to 9". */
    private static final Pattern RANGE = Pattern.compile("\\b1\\s*(?:-|–|—|to|through)\\s*(\\d{1,2})\\b");
    /** The count: "4-digit", "four different digits", "only 4 of them", "a set of 4". */
    private static final Pattern COUNT = Pattern.compile("\\b" + SclReading.COUNT_WORD + "(?:-| )(?:different |distinct )?(?:digit|number)s?\\b"
            + "|\\bonly " + SclReading.COUNT_WORD + " of\\b|\\b(?:sub)?set of " + SclReading.COUNT_WORD + "\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern STATES = Pattern.compile("(?:" + WORDS + ")", Pattern.CASE_INSENSITIVE);
    private static final Pattern HOUSES = Pattern.compile(REQUIRES, Pattern.CASE_INSENSITIVE);

    /** The largest value a native grid may hold: the format's bound. */
    private static final int MAX_VALUE = 25;

    /**
     * The largest value of the range a sentence of the text gives for houses of {@code houseSize} cells
     * all holding the same {@code houseSize} digits, or 0 when no sentence says so.
     */
    static int maxValue(String text, int houseSize) {
        if (text == null) {
            return 0;
        }
        for (String sentence : text.split("(?<=[.!?;])\\s+|\\R")) {
            int m = maxValueOf(sentence, houseSize);
            if (m > 0) {
                return m;
            }
        }
        return 0;
    }

    private static int maxValueOf(String sentence, int houseSize) {
        if (!STATES.matcher(sentence).find() || !HOUSES.matcher(sentence).find()) {
            return 0;
        }
        Matcher count = COUNT.matcher(sentence);
        Matcher range = RANGE.matcher(sentence);
        if (!count.find() || !range.find()) {
            return 0;
        }
        int n = SclReading.count(count.group(1) != null ? count.group(1) : count.group(2) != null ? count.group(2) : count.group(3));
        if (n == 0) {
            return 0;
        }
        int max = Integer.parseInt(range.group(1));
        return n == houseSize && max > houseSize && max <= MAX_VALUE ? max : 0;
    }
}
