package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.syntax.DigitCodec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the setter answers add on top of a puzzle picture: digits a cell may hold, drawn small in a
 * pencil-mark position (coloured by how many solutions use each one when counts are known: few
 * solutions red, many blue), digits every solution puts in a cell (drawn like solved digits), cells to
 * highlight (where the solutions differ), and suggested givens (a green ring around the small digit).
 * It draws into the {@link Scene}'s own layers, so rule drawings stay as they are.
 */
public final class CellMarks {

    /** Nothing to add: the plain picture. */
    public static final CellMarks NONE = new CellMarks();

    private record Mark(Cell cell, int digit, int count, int limit) {
    }

    private final List<Mark> small = new ArrayList<>();
    private final List<Mark> fixed = new ArrayList<>();
    private final Set<Cell> highlighted = new LinkedHashSet<>();
    private final List<Mark> suggested = new ArrayList<>();
    private final List<String> legend = new ArrayList<>();

    public CellMarks candidate(Cell cell, int digit) {
        return candidate(cell, digit, -1, -1);
    }

    /** A small digit; {@code count} solutions use it (capped at {@code limit}), or -1 when not counted. */
    public CellMarks candidate(Cell cell, int digit, int count, int limit) {
        small.add(new Mark(cell, digit, count, limit));
        return this;
    }

    /** A digit every solution puts in the cell (not a given). */
    public CellMarks fixed(Cell cell, int digit) {
        fixed.add(new Mark(cell, digit, -1, -1));
        return this;
    }

    public CellMarks highlight(Cell cell) {
        highlighted.add(cell);
        return this;
    }

    public CellMarks suggest(Cell cell, int digit) {
        suggested.add(new Mark(cell, digit, -1, -1));
        return this;
    }

    public CellMarks legend(String text) {
        legend.add(text);
        return this;
    }

    /** The highlighted cells, under everything else. */
    void drawShading(Scene s) {
        for (Cell c : highlighted) {
            Point corner = s.geo().topLeft(c);
            s.layer(Layer.SHADING).add(Svg.rect(corner.x(), corner.y(), s.of(1), s.of(1)).attr("fill", "#FFE3A3")
                    .attr("class", "differs"));
        }
    }

    /** The digits and rings, over the grid, and the legend lines. */
    void draw(Scene s) {
        // Values decide how marks are written and laid out: numbers above 9, a sub-grid per value.
        int n = s.layout().maxValue();
        Svg layer = s.layer(Layer.DIGITS);
        for (Mark m : fixed) {
            layer.add(Svg.text(text(m.digit(), n), s.center(m.cell()), s.of(n > 9 ? 0.45 : 0.62)).attr("class", "fixed")
                    .attr("fill", Palette.SOLVED));
        }
        for (Mark m : small) {
            layer.add(Svg.text(text(m.digit(), n), position(s, m.cell(), m.digit()), s.of(pencilSize(s.layout().valueCount())))
                    .attr("class", "candidate").attr("fill", colour(m)));
        }
        for (Mark m : suggested) {
            layer.add(Svg.circle(position(s, m.cell(), m.digit()), s.of(0.5 / side(s.layout().valueCount()) * 0.9)).attr("fill", "none")
                    .attr("stroke", "#1E8C3A").attr("stroke-width", s.of(0.035)).attr("class", "suggested"));
        }
        legend.forEach(s::legend);
    }

    private static String text(int digit, int n) {
        return n > 9 ? Integer.toString(digit) : String.valueOf(DigitCodec.encode(digit));
    }

    /** Pencil marks sit on a side x side sub-grid of the cell, digit 1 top left, in reading order. */
    private static int side(int n) {
        return (int) Math.ceil(Math.sqrt(n));
    }

    private static double pencilSize(int n) {
        return 0.95 / side(n);
    }

    private static Point position(Scene s, Cell c, int digit) {
        int k = side(s.layout().valueCount());
        Point corner = s.geo().topLeft(c);
        int i = digit - s.layout().minValue();
        return new Point(corner.x() + s.of((i % k + 0.5) / k), corner.y() + s.of((i / k + 0.5) / k));
    }

    /** Grey without a count; with one, from red (one solution) through purple to blue (the cap or more). */
    private static String colour(Mark m) {
        if (m.count() < 0) {
            return "#555555";
        }
        double t = m.limit() <= 1 ? 0 : Math.min(1, Math.log(Math.max(1, m.count())) / Math.log(m.limit()));
        int r = (int) Math.round(0xC0 * (1 - t) + 0x1A * t);
        int g = (int) Math.round(0x1C * (1 - t) + 0x5F * t);
        int b = (int) Math.round(0x28 * (1 - t) + 0xB4 * t);
        return String.format("#%02X%02X%02X", r, g, b);
    }
}
