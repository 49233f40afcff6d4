package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.sum.Arrow;
import dev.satdoku.rules.sum.Cage;
import dev.satdoku.rules.sum.SumGroup;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Killer cages, sums with repeats, and arrows. Registered by keyword in {@link RuleDrawers}. */
final class SumDrawers {

    /** How far inside the cell border a cage outline runs. */
    private static final double CAGE_INSET = 0.08;
    private static final String SUM_COLOUR = "#00897B";

    private SumDrawers() {
    }

    /** A dashed outline inside the cells' border, the total in the top-left corner. */
    static void cage(Cage c, Scene s) {
        Svg g = s.group(Layer.CAGES, c);
        g.add(Svg.path(Shapes.outline(s.geo(), c.cells(), s.of(CAGE_INSET))).attr("fill", "none").attr("stroke", Palette.INK)
                .attr("stroke-width", s.of(0.025)).attr("stroke-dasharray", Svg.num(s.of(0.09)) + " " + Svg.num(s.of(0.06))));
        String total = c.total() instanceof Cage.FixedTotal f ? Integer.toString(f.value())
                : c.total() instanceof Cage.VariableTotal v ? v.variable() : null;
        if (total != null) {
            Shapes.cornerLabel(s, Shapes.topLeft(c.cells()), total).forEach(g::add);
        }
        s.explain(c);
    }

    /** Like a cage, dotted and in teal: digits may repeat, so it must not read as a killer cage. */
    static void sum(SumGroup r, Scene s) {
        Svg g = s.group(Layer.CAGES, r);
        g.add(Svg.path(Shapes.outline(s.geo(), r.cells(), s.of(CAGE_INSET))).attr("fill", "none").attr("stroke", SUM_COLOUR)
                .attr("stroke-width", s.of(0.03)).attr("stroke-dasharray", Svg.num(s.of(0.02)) + " " + Svg.num(s.of(0.06)))
                .attr("stroke-linecap", "round"));
        // A weighted sum shows its total as the value of the weighted expression, so it is not read as a plain total.
        String total = r.variable() != null ? r.variable() : Integer.toString(r.total());
        String text = r.weighted() ? "\u03A3k\u00B7v=" + total : total;
        List<Svg> label = Shapes.cornerLabel(s, Shapes.topLeft(r.cells()), text);
        label.get(1).attr("fill", SUM_COLOUR);
        label.forEach(g::add);
        s.explain(r, SUM_COLOUR, Scene.Swatch.LINE);
    }

    /**
     * The circle (a pill for several cells: an outlined capsule through them) and each shaft as a thin
     * grey line from the circle's edge through the shaft cells, ending in an arrowhead.
     */
    static void arrow(Arrow a, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, a);
        double radius = s.of(0.4);
        double stroke = s.of(0.05);
        if (a.circle().size() == 1) {
            g.add(Svg.circle(s.center(a.circle().get(0)), radius).attr("fill", "#FFFFFF").attr("stroke", Palette.SHAFT_GREY)
                    .attr("stroke-width", stroke));
        } else {
            g.add(Shapes.tube(s, a.circle(), Palette.SHAFT_GREY, 0.8 + 0.1).attr("class", "pill"));
            g.add(Shapes.tube(s, a.circle(), "#FFFFFF", 0.8).attr("class", "pill"));
        }
        for (List<Cell> shaft : a.shafts()) {
            Point first = s.center(shaft.get(0));
            Cell from = a.circle().stream().min(Comparator.comparingDouble(c -> s.center(c).distance(first))).orElseThrow();
            Point start = s.center(from).towards(first, radius / s.center(from).distance(first));
            List<Point> points = new ArrayList<>();
            points.add(start);
            points.addAll(Shapes.centers(s, shaft));
            g.add(Svg.polyline(points).attr("class", "shaft").attr("stroke", Palette.SHAFT_GREY).attr("stroke-width", stroke)
                    .attr("stroke-linejoin", "round"));
            Point tip = points.get(points.size() - 1);
            g.add(Svg.polyline(Shapes.arrowHead(points.get(points.size() - 2), tip, s.of(0.25))).attr("class", "head")
                    .attr("stroke", Palette.SHAFT_GREY).attr("stroke-width", stroke).attr("stroke-linecap", "round")
                    .attr("stroke-linejoin", "round"));
        }
        s.explain(a);
    }
}
