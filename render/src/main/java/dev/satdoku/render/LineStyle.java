package dev.satdoku.render;

import java.util.Map;

/**
 * How a line rule looks: colour, width (fraction of a cell) and what marks its ends, following the
 * conventions of f-puzzles and SudokuPad (renban purple, whispers green, palindromes grey, between
 * lines with circles at the ends, region-sum lines blue, ...), so each kind of line is told apart at a
 * glance. Rule types still to come have their style here already, so their drawer is one line.
 */
public record LineStyle(String colour, double width, Ends ends) {

    /** What sits on the two end cells of a line. */
    public enum Ends { NONE, CIRCLES, DIAMONDS }

    private static final LineStyle DEFAULT = new LineStyle("#808080", 0.15, Ends.NONE);

    private static final Map<String, LineStyle> BY_KEYWORD = Map.ofEntries(
            Map.entry("renban", new LineStyle("#D070F0", 0.3, Ends.NONE)),
            Map.entry("whisper", new LineStyle("#4CC04C", 0.2, Ends.NONE)),
            Map.entry("palindrome", new LineStyle("#A8A8A8", 0.2, Ends.NONE)),
            Map.entry("between", new LineStyle("#8FB4E8", 0.1, Ends.CIRCLES)),
            Map.entry("regionsum", new LineStyle("#2E9BFF", 0.15, Ends.NONE)),
            Map.entry("zipper", new LineStyle("#9C6BDB", 0.15, Ends.NONE)),
            Map.entry("entropic", new LineStyle("#FF9A3C", 0.2, Ends.NONE)),
            Map.entry("modular", new LineStyle("#1FA99A", 0.2, Ends.NONE)),
            Map.entry("parity", new LineStyle("#E04848", 0.15, Ends.NONE)),
            Map.entry("nabner", new LineStyle("#E8C800", 0.2, Ends.NONE)),
            Map.entry("samediff", new LineStyle("#A0703C", 0.15, Ends.NONE)),
            Map.entry("lockout", new LineStyle("#3C64C8", 0.1, Ends.DIAMONDS)),
            Map.entry("doublearrow", new LineStyle("#A0A0A0", 0.1, Ends.CIRCLES)));

    public static LineStyle of(String keyword) {
        return BY_KEYWORD.getOrDefault(keyword, DEFAULT);
    }
}
