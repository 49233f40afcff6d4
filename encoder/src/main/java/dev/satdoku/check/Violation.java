package dev.satdoku.check;

import dev.satdoku.syntax.Origin;

/** One broken rule: which rule (keyword or "row", "given", ...), where it was written, and how. */
public record Violation(String rule, Origin origin, String message) {

    @Override
    public String toString() {
        String where = origin != null && origin.known() ? " (" + origin.location() + ")" : "";
        return rule + where + ": " + message;
    }
}
