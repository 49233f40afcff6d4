package dev.satdoku.format.foreign;

/**
 * One line of generated native text.
 *
 * @param text      the native line
 * @param from      where it came from
 * @param statement true for a directive or rule line, false for a row of a grid block
 */
public record DraftLine(String text, Provenance from, boolean statement) {
}
