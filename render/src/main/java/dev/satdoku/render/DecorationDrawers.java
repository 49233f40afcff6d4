package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Decoration;
import java.util.List;
import java.util.Locale;

/**
 * The puzzle's decorations ({@link Decoration}: what f-puzzles draws without a rule), placed as
 * f-puzzles places them: lines under the grid lines, cage outlines with the killer cages, circles,
 * rectangles and text with the edge marks; all of them under the digits.
 */
final class DecorationDrawers {

    private static final double CAGE_INSET = 0.08;

    private DecorationDrawers() {
    }

    static void draw(Scene s) {
        for (Decoration d : s.puzzle().metadata().decorations()) {
            if (!d.cells().stream().allMatch(c -> c.inside(s.layout().rows(), s.layout().cols()))) {
                continue; // importers only keep decorations inside the grid; a puzzle built otherwise is drawn without it
            }
            switch (d.kind()) {
                case LINE -> line(s, d);
                case CAGE -> cage(s, d);
                case CIRCLE, RECTANGLE -> shape(s, d);
                case TEXT -> text(s, d);
            }
        }
    }

    private static Svg group(Scene s, Layer layer, Decoration d) {
        Svg g = Svg.group("decoration " + d.kind().name().toLowerCase(Locale.ROOT));
        s.layer(layer).add(g);
        return g;
    }

    private static void line(Scene s, Decoration d) {
        Svg g = group(s, Layer.UNDERLAY, d);
        if (d.cells().size() == 1) {
            g.add(paint(Svg.circle(s.center(d.cells().get(0)), s.of(d.width() / 2)), "fill", colourOr(d.stroke())));
            return;
        }
        Svg tube = Shapes.tube(s, d.cells(), Palette.INK, d.width());
        g.add(paint(tube, "stroke", colourOr(d.stroke())));
    }

    private static void cage(Scene s, Decoration d) {
        Svg g = group(s, Layer.CAGES, d);
        Svg outline = Svg.path(Shapes.outline(s.geo(), d.cells(), s.of(CAGE_INSET))).attr("fill", "none")
                .attr("stroke-width", s.of(0.03)).attr("stroke-dasharray", Svg.num(s.of(0.09)) + " " + Svg.num(s.of(0.06)));
        g.add(paint(outline, "stroke", colourOr(d.stroke())));
        if (!d.text().isBlank()) {
            List<Svg> label = Shapes.cornerLabel(s, Shapes.topLeft(d.cells()), d.text());
            paint(label.get(1), "fill", colourOr(d.textColour()));
            label.forEach(g::add);
        }
    }

    private static void shape(Scene s, Decoration d) {
        Svg g = group(s, Layer.OVERLAY, d);
        Point c = middle(s, d.cells());
        double w = s.of(d.width());
        double h = s.of(d.height());
        Svg shape = d.kind() == Decoration.Kind.CIRCLE
                ? Svg.element("ellipse").attr("cx", c.x()).attr("cy", c.y()).attr("rx", w / 2).attr("ry", h / 2)
                : Svg.rect(c.x() - w / 2, c.y() - h / 2, w, h);
        paint(shape, "fill", d.fill());
        paint(shape, "stroke", d.stroke());
        if (d.stroke() != null) {
            shape.attr("stroke-width", s.of(0.03));
        }
        rotate(shape, d.angle(), c);
        g.add(shape);
        if (!d.text().isBlank()) {
            g.add(rotate(paint(Svg.text(d.text(), c, s.of(d.textSize())), "fill", colourOr(d.textColour())), d.angle(), c));
        }
    }

    private static void text(Scene s, Decoration d) {
        if (d.text().isBlank()) {
            return;
        }
        Svg g = group(s, Layer.OVERLAY, d);
        Point c = middle(s, d.cells());
        g.add(rotate(paint(Svg.text(d.text(), c, s.of(d.textSize())), "fill", colourOr(d.textColour())), d.angle(), c));
    }

    /** The centre of the cells' bounding box, where f-puzzles centres a shape or text spanning them. */
    private static Point middle(Scene s, List<Cell> cells) {
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (Cell cell : cells) {
            Point p = s.center(cell);
            minX = Math.min(minX, p.x());
            maxX = Math.max(maxX, p.x());
            minY = Math.min(minY, p.y());
            maxY = Math.max(maxY, p.y());
        }
        return new Point((minX + maxX) / 2, (minY + maxY) / 2);
    }

    private static Svg rotate(Svg e, double angle, Point about) {
        if (angle != 0) {
            e.attr("transform", "rotate(" + Svg.num(angle) + " " + Svg.num(about.x()) + " " + Svg.num(about.y()) + ")");
        }
        return e;
    }

    private static String colourOr(String colour) {
        return colour != null ? colour : Palette.INK;
    }

    /**
     * Sets {@code property} (fill or stroke) to the colour, or to none when there is none. A colour with
     * an alpha part ({@code #RRGGBBAA}) becomes the plain colour and an opacity, which every SVG reader
     * (Batik included) understands.
     */
    private static Svg paint(Svg e, String property, String colour) {
        if (colour == null) {
            return e.attr(property, "none");
        }
        if (colour.length() == 9) {
            double alpha = Integer.parseInt(colour.substring(7), 16) / 255.0;
            e.attr(property + "-opacity", Math.round(alpha * 1000) / 1000.0);
            return e.attr(property, colour.substring(0, 7));
        }
        return e.attr(property, colour);
    }
}
