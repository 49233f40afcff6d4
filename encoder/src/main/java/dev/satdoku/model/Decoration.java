package dev.satdoku.model;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Something a puzzle's picture shows that is not a rule: a cosmetic cage outline, a line, a circle,
 * a rectangle or a piece of text, as f-puzzles draws them. Decorations are drawing data only: the
 * encoder and the checker never see them, so they cannot change a verdict (an importer that finds
 * them says in the puzzle's {@link Metadata#unread()} that the setter may have meant a rule by them).
 *
 * @param kind       what to draw
 * @param cells      the cells it covers; for a line, the path in order; a circle, rectangle or text is
 *                   centred on the middle of its cells
 * @param text       a cage's label or the text shown (empty when none)
 * @param stroke     outline colour ({@code #RRGGBB} or {@code #RRGGBBAA}), or null for none
 * @param fill       fill colour of a circle or rectangle, or null for none
 * @param textColour colour of the text, or null for the picture's ink
 * @param width      a line's stroke width, or a circle's or rectangle's width, as a fraction of a cell
 * @param height     a circle's or rectangle's height as a fraction of a cell (0 for other kinds)
 * @param textSize   the text's size as a fraction of a cell
 * @param angle      clockwise rotation in degrees about the centre (circles, rectangles, text)
 */
public record Decoration(Kind kind, List<Cell> cells, String text, String stroke, String fill, String textColour,
                         double width, double height, double textSize, double angle) {

    /** The shapes f-puzzles draws without a rule. */
    public enum Kind { CAGE, LINE, CIRCLE, RECTANGLE, TEXT }

    private static final Pattern COLOUR = Pattern.compile("#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})");

    public Decoration {
        Objects.requireNonNull(kind, "kind");
        cells = List.copyOf(cells);
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a decoration covers at least one cell");
        }
        text = text == null ? "" : text;
        for (String colour : new String[] {stroke, fill, textColour}) {
            if (colour != null && !isColour(colour)) {
                throw new IllegalArgumentException("'" + colour + "' is not a colour like #RRGGBB");
            }
        }
        if (!(width >= 0) || !(height >= 0) || !(textSize >= 0) || !Double.isFinite(width + height + textSize + angle)) {
            throw new IllegalArgumentException("a decoration's sizes are finite and not negative");
        }
    }

    /** True for {@code #RGB}, {@code #RRGGBB} and {@code #RRGGBBAA}: the colours a decoration may carry. */
    public static boolean isColour(String s) {
        return s != null && COLOUR.matcher(s).matches();
    }
}
