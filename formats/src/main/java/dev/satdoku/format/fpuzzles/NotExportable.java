package dev.satdoku.format.fpuzzles;

/** A rule, or a form of it, that f-puzzles cannot state; the message says why, in the user's terms. */
final class NotExportable extends RuntimeException {

    NotExportable(String reason) {
        super(reason, null, false, false);
    }
}
