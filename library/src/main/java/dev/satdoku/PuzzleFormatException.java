package dev.satdoku;

/**
 * A puzzle text that satdoku cannot read. The message is the one-line message the command line
 * prints: where (source, line and column, or the f-puzzles key or ISS item) and what is wrong.
 */
public final class PuzzleFormatException extends Exception {

    private static final long serialVersionUID = 1L;

    /** An error with its one-line message (where and what). */
    public PuzzleFormatException(String message) {
        super(message);
    }

    /** An error with its one-line message and the reader's exception behind it. */
    public PuzzleFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
