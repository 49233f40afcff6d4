package dev.satdoku.render;

/**
 * How a line rule looks: colour, width (fraction of a cell) and what marks its ends, following the
 * conventions of f-puzzles and SudokuPad (renban purple, whispers green, palindromes grey, between
 * lines with circles at the ends, region-sum lines blue, ...), so each kind of line is told apart at a
 * glance. Each line rule's style is given with its drawer, in its entry of {@link RuleDrawers}.
 */
public record LineStyle(String colour, double width, Ends ends) {

    /** What sits on the two end cells of a line. */
    public enum Ends { NONE, CIRCLES, DIAMONDS }

    /** The style of a line whose keyword has none of its own. */
    static final LineStyle DEFAULT = new LineStyle("#808080", 0.15, Ends.NONE);

    /** The standard pictures, built once, for looking styles up by keyword. */
    private static final class Standard {
        static final RuleDrawers DRAWERS = RuleDrawers.standard();
    }

    /** The style of a keyword's lines in the standard pictures (grey for a keyword without one). */
    public static LineStyle of(String keyword) {
        LineStyle style = Standard.DRAWERS.style(keyword);
        return style == null ? DEFAULT : style;
    }
}
