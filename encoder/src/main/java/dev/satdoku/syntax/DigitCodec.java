package dev.satdoku.syntax;

/**
 * One character per cell, as in the classic 81-character format: {@code .}, {@code 0} or {@code _}
 * for an empty cell, {@code 1}-{@code 9}, then letters {@code A}=10 ... {@code P}=25 (either case)
 * for larger grids. Grids with N >= 10 may instead be written with whitespace-separated numbers in
 * the native format.
 */
public final class DigitCodec {

    private DigitCodec() {
    }

    /** The digit a character stands for: 0 for empty, -1 when it is not a cell character. */
    public static int decode(char ch) {
        if (ch == '.' || ch == '0' || ch == '_') {
            return 0;
        }
        if (ch >= '1' && ch <= '9') {
            return ch - '0';
        }
        if (ch >= 'A' && ch <= 'Z') {
            return ch - 'A' + 10;
        }
        if (ch >= 'a' && ch <= 'z') {
            return ch - 'a' + 10;
        }
        return -1;
    }

    public static char encode(int digit) {
        if (digit == 0) {
            return '.';
        }
        if (digit >= 1 && digit <= 9) {
            return (char) ('0' + digit);
        }
        if (digit >= 10 && digit <= 35) {
            return (char) ('A' + digit - 10);
        }
        throw new IllegalArgumentException("digit " + digit + " has no one-character form");
    }

    /** Row-major one-character-per-cell string. */
    public static String toLine(int[] digits, int size) {
        StringBuilder sb = new StringBuilder(digits.length);
        for (int d : digits) {
            sb.append(encode(d));
        }
        return sb.toString();
    }
}
