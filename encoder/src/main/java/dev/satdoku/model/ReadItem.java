package dev.satdoku.model;

/**
 * How an importer read one element of a foreign puzzle whose rules are drawn rather than stated (a
 * SudokuPad line, dot or circle), so that the reading can be shown and corrected element by element.
 *
 * @param element where the element is in the foreign document, e.g. {@code lines[3]}
 * @param kind    the kind of element it was grouped with, e.g. "green line"
 * @param readAs  the rule it was read as (a catalogue keyword or reading name), or null when not read
 * @param because why: the rules-text sentence, the convention or the override that decided it, or why not
 * @param choices the readings an element of its kind can be given instead (for a setter's correction)
 */
public record ReadItem(String element, String kind, String readAs, String because, java.util.List<String> choices) {

    public ReadItem {
        choices = choices == null ? java.util.List.of() : java.util.List.copyOf(choices);
    }
}
