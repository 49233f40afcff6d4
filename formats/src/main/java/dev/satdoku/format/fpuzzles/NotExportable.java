package dev.satdoku.format.fpuzzles;

/** A rule, or a form of it, that f-puzzles cannot state; the message says why, in the user's terms. */
final class NotExportable extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NotExportable(String reason) {
        super(reason, null, false, false);
    }
}
