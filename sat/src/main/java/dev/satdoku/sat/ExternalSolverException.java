package dev.satdoku.sat;

/**
 * An external SAT solver could not be used: its program is not installed, it failed, or it printed
 * something that is not a verdict and a model. Not a satdoku bug; the message says what to do.
 */
public class ExternalSolverException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ExternalSolverException(String message) {
        super(message);
    }

    public ExternalSolverException(String message, Throwable cause) {
        super(message, cause);
    }
}
