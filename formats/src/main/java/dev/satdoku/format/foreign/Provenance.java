package dev.satdoku.format.foreign;

import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;

/**
 * Where a generated native line came from in the foreign document: a key path such as
 * {@code killercage[3]} or {@code grid[2][5].value} (f-puzzles), or an item such as
 * {@code .Thermo~R1C1~R1C2} (Interactive Sudoku Solver), plus the position to report. Errors about a
 * generated line name this, never the line number of native text the user never saw.
 *
 * @param key    the key path or item, as the user wrote it
 * @param origin the source, with line and column when the item has a position in the input text
 */
public record Provenance(String key, Origin origin) {

    private static final int MAX_KEY = 60;

    /** A key inside a document that has no useful line positions (JSON, compressed links). */
    public static Provenance key(String source, String key) {
        return new Provenance(key, Origin.of(source));
    }

    /** The error {@code source[:line:column]: key: detail}. */
    public InputException error(String detail) {
        return new InputException(origin, shortKey() + ": " + detail);
    }

    /**
     * The origin to keep in the puzzle model (where givens and rules were written): the position when
     * there is one, else the source followed by the key; either way naming the key as the item, so that
     * explanations can show the element as written rather than the whole (possibly very long) line.
     */
    public Origin modelOrigin() {
        return (origin.known() ? origin : Origin.of(origin.source() + ": " + shortKey())).withItem(key);
    }

    public String shortKey() {
        return key.length() <= MAX_KEY ? key : key.substring(0, MAX_KEY - 3) + "...";
    }
}
