package dev.satdoku.format.foreign;

/**
 * A rule, or a form of it, that a foreign format cannot state; the message says why, in the user's
 * terms. Thrown by the exporters' per-rule writers and collected by {@link ExportProblems}.
 */
public final class NotExportable extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NotExportable(String reason) {
        super(reason, null, false, false);
    }
}
