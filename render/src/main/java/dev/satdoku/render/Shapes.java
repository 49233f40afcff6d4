package dev.satdoku.render;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Shapes several drawers share: tubes along cells, cage outlines, arrowheads, chevrons, labels. */
public final class Shapes {

    private Shapes() {
    }

    public static List<Point> centers(Scene s, List<Cell> cells) {
        return cells.stream().map(s::center).toList();
    }

    /** A thick line through the cells' centres with round ends and joins, as apps draw coloured lines. */
    public static Svg tube(Scene s, List<Cell> cells, String colour, double widthFraction) {
        return Svg.polyline(centers(s, cells)).attr("stroke", colour).attr("stroke-width", s.of(widthFraction))
                .attr("stroke-linecap", "round").attr("stroke-linejoin", "round");
    }

    /**
     * The outline of a set of cells drawn {@code inset} inside its border, as one path of segments:
     * each cell edge on the border gives a segment, shortened at convex corners and lengthened at
     * concave ones so that neighbouring segments meet.
     */
    public static String outline(Geometry g, Collection<Cell> cells, double inset) {
        Set<Cell> in = new HashSet<>(cells);
        StringBuilder d = new StringBuilder();
        for (Cell c : cells) {
            double top = g.topLeft(c).y();
            double left = g.topLeft(c).x();
            double bottom = top + g.cell();
            double right = left + g.cell();
            boolean up = in.contains(c.plus(-1, 0));
            boolean down = in.contains(c.plus(1, 0));
            boolean west = in.contains(c.plus(0, -1));
            boolean east = in.contains(c.plus(0, 1));
            if (!up) {
                segment(d, end(left, west, in.contains(c.plus(-1, -1)), inset), top + inset,
                        end(right, east, in.contains(c.plus(-1, 1)), -inset), top + inset);
            }
            if (!down) {
                segment(d, end(left, west, in.contains(c.plus(1, -1)), inset), bottom - inset,
                        end(right, east, in.contains(c.plus(1, 1)), -inset), bottom - inset);
            }
            if (!west) {
                segment(d, left + inset, end(top, up, in.contains(c.plus(-1, -1)), inset),
                        left + inset, end(bottom, down, in.contains(c.plus(1, -1)), -inset));
            }
            if (!east) {
                segment(d, right - inset, end(top, up, in.contains(c.plus(-1, 1)), inset),
                        right - inset, end(bottom, down, in.contains(c.plus(1, 1)), -inset));
            }
        }
        return d.toString().strip();
    }

    /**
     * Where a border segment ends at a cell corner: pulled in by the inset when the neighbour along the
     * segment is outside (convex corner), pushed out when the diagonal cell is inside too (concave
     * corner), at the corner itself when the border runs straight on.
     */
    private static double end(double at, boolean neighbourIn, boolean diagonalIn, double inward) {
        if (!neighbourIn) {
            return at + inward;
        }
        return diagonalIn ? at - inward : at;
    }

    private static void segment(StringBuilder d, double x1, double y1, double x2, double y2) {
        d.append("M").append(Svg.num(x1)).append(' ').append(Svg.num(y1)).append(" L").append(Svg.num(x2)).append(' ')
                .append(Svg.num(y2)).append(' ');
    }

    /** The top-left cell of a group (first row, then first column): where totals are written. */
    public static Cell topLeft(Collection<Cell> cells) {
        return cells.stream().min(Cell::compareTo).orElseThrow();
    }

    /**
     * A small label in a corner of a cell (top left first; the next label in the same cell takes the
     * next corner), on a white patch so that lines under it do not cross it.
     */
    public static List<Svg> cornerLabel(Scene s, Cell cell, String text) {
        int slot = s.nextCorner(cell) % 4;
        Point corner = s.geo().topLeft(cell);
        double size = s.of(0.22);
        double w = size * 0.62 * text.length() + s.of(0.04);
        double h = size * 1.05;
        double x = slot % 2 == 0 ? corner.x() + s.of(0.03) : corner.x() + s.of(0.97) - w;
        double y = slot < 2 ? corner.y() + s.of(0.03) : corner.y() + s.of(0.97) - h;
        List<Svg> out = new ArrayList<>();
        out.add(Svg.rect(x, y, w, h).attr("fill", "#FFFFFF"));
        out.add(Svg.element("text").attr("x", x + s.of(0.02)).attr("y", y + size * 0.85).attr("font-size", size).attr("fill", Palette.INK)
                .content(text));
        return out;
    }

    /** Two short strokes forming an arrowhead at {@code tip}, pointing away from {@code from}. */
    public static List<Point> arrowHead(Point from, Point tip, double length) {
        double angle = Math.atan2(tip.y() - from.y(), tip.x() - from.x());
        double spread = Math.toRadians(32);
        Point a = new Point(tip.x() - length * Math.cos(angle - spread), tip.y() - length * Math.sin(angle - spread));
        Point b = new Point(tip.x() - length * Math.cos(angle + spread), tip.y() - length * Math.sin(angle + spread));
        return List.of(a, tip, b);
    }

    /** A chevron ({@code >}) centred on {@code at}, its point toward direction (dx, dy), a unit step. */
    public static List<Point> chevron(Point at, double dx, double dy, double size) {
        Point tip = at.plus(dx * size / 2, dy * size / 2);
        double px = -dy;
        double py = dx;
        Point back = at.plus(-dx * size / 2, -dy * size / 2);
        return List.of(back.plus(px * size * 0.6, py * size * 0.6), tip, back.plus(-px * size * 0.6, -py * size * 0.6));
    }
}
