package dev.satdoku.syntax;

/**
 * One character per cell, as in the classic 81-character format: {@code .} or {@code _} for an empty
 * cell, {@code 0} for an empty cell on grids whose values start at 1 and for the value 0 on 0-based
 * grids, {@code 1}-{@code 9}, then letters {@code A}=10 ... {@code P}=25 (either case) for larger
 * values. Grids with values of 10 and more may instead be written with whitespace-separated numbers
 * in the native format.
 */
public final class DigitCodec {

    /**
     * An empty cell in givens and partial grids. Not 0, which is a value on 0-based grids: every
     * "is this cell given?" test compares with this constant.
     */
    public static final int EMPTY = -1;

    /** What {@link #decode} returns for a character that is not a cell. */
    public static final int NOT_A_CELL = -2;

    private DigitCodec() {
    }

    /** True for the characters that can stand for a cell: empty marks, digits and letters. */
    public static boolean isCellChar(char ch) {
        return ch == '.' || ch == '_' || ch >= '0' && ch <= '9' || ch >= 'A' && ch <= 'Z' || ch >= 'a' && ch <= 'z';
    }

    /**
     * The value a character stands for on a grid whose values start at {@code minValue}: {@link #EMPTY}
     * for {@code .} and {@code _}, and for {@code 0} unless 0 is a value; {@link #NOT_A_CELL} for
     * anything else that is not a cell character.
     */
    public static int decode(char ch, int minValue) {
        if (ch == '.' || ch == '_') {
            return EMPTY;
        }
        if (ch == '0') {
            return minValue == 0 ? 0 : EMPTY;
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
        return NOT_A_CELL;
    }

    /** One character for a value ({@code 0}-{@code 9}, {@code A}=10 ...), {@code .} for {@link #EMPTY}. */
    public static char encode(int value) {
        if (value == EMPTY) {
            return '.';
        }
        if (value >= 0 && value <= 9) {
            return (char) ('0' + value);
        }
        if (value >= 10 && value <= 35) {
            return (char) ('A' + value - 10);
        }
        throw new IllegalArgumentException("value " + value + " has no one-character form");
    }

    /** Row-major one-character-per-cell string. */
    public static String toLine(int[] values) {
        StringBuilder sb = new StringBuilder(values.length);
        for (int d : values) {
            sb.append(encode(d));
        }
        return sb.toString();
    }
}
