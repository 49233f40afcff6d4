package dev.satdoku;

/**
 * A puzzle text that satdoku cannot read. The message is the one-line message the command line
 * prints: where (source, line and column, or the f-puzzles key or ISS item) and what is wrong.
 */
public final class PuzzleFormatException extends Exception {

    private static final long serialVersionUID = 1L;

    public PuzzleFormatException(String message) {
        super(message);
    }

    public PuzzleFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
