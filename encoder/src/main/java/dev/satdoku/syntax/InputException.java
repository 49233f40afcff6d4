package dev.satdoku.syntax;


/**
 * Bad input from the user: a malformed puzzle, solution, model or option value. The message names
 * the file, line and column (or the importer's key) and says what was expected; the CLI prints it
 * as one line and exits with status 1, never with a stack trace.
 */
public class InputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Origin origin;
    private final String detail;

    public InputException(Origin origin, String detail) {
        super(origin == null ? detail : origin.location() + ": " + detail);
        this.origin = origin;
        this.detail = detail;
    }

    public InputException(Origin origin, String detail, Throwable cause) {
        super(origin == null ? detail : origin.location() + ": " + detail, cause);
        this.origin = origin;
        this.detail = detail;
    }

    public Origin origin() {
        return origin;
    }

    /** The message without the location prefix. */
    public String detail() {
        return detail;
    }
}
