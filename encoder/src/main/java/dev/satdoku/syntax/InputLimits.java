package dev.satdoku.syntax;

/**
 * The limits input is checked against before anything is encoded, in one place so that messages and
 * documentation quote the same numbers. Each is far above any real puzzle (a 25x25 grid has 625 cells;
 * the largest instances have a few hundred rules and lines of a few hundred characters) and low enough
 * that hostile input fails fast with a message instead of exhausting memory or overflowing arithmetic.
 */
public final class InputLimits {

    /** Grid sizes 1..25 (one character per digit in the one-line format: 1-9 then A-P). */
    public static final int MAX_SIZE = 25;

    /** Whole input (a file, standard input or an argument). */
    public static final long MAX_INPUT_BYTES = 64L * 1024 * 1024;

    /** Characters on one line of native text (a rule listing all 625 cells of a 25x25 takes about 4,000). */
    public static final int MAX_LINE_CHARS = 100_000;

    /** Rules in one puzzle (every orthogonal pair of a 25x25 carrying a dot is 1,200). */
    public static final int MAX_RULES = 100_000;

    /** Largest number a clue may hold: nine digits, so sums and products of clues never overflow an int. */
    public static final int MAX_NUMBER = 999_999_999;

    private InputLimits() {
    }

    /** True for a word of digits (optionally signed) too long to be a clue number. */
    public static boolean isHugeNumber(String word) {
        return word.matches("[+-]?\\d{10,}");
    }

    /** The message for a number beyond {@link #MAX_NUMBER}. */
    public static String hugeNumber(String what, String word) {
        String shown = word.length() > 30 ? word.substring(0, 27) + "..." : word;
        return what + " " + shown + " is out of range: numbers in a puzzle have at most nine digits (up to "
                + String.format("%,d", MAX_NUMBER) + ")";
    }
}
