package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.count.ConnectedValues;
import dev.satdoku.rules.count.CountDistinct;
import dev.satdoku.rules.count.CountedValues;
import dev.satdoku.rules.count.CountingCircles;
import dev.satdoku.rules.count.SameValues;
import dev.satdoku.rules.count.ValueIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The counting rules: value counts in a set of cells, distinct counts, value indexing, counting
 * circles, groups with the same values and connected values. Registered by keyword in
 * {@link RuleDrawers}.
 */
final class CountDrawers {

    private static final String COUNT_COLOUR = "#7B4FC9";
    private static final double INSET = 0.1;

    private CountDrawers() {
    }

    /**
     * A dotted purple outline (values may repeat, so not a cage) with the clue in the top-left corner:
     * "1 1 4+" for at least, "3 3=" for exactly, "1x2 0x3" for a look-and-say clue.
     */
    static void counted(CountedValues r, Scene s) {
        StringBuilder label = new StringBuilder();
        r.counts().forEach((value, k) -> {
            if (r.kind() == CountedValues.Kind.LOOK_AND_SAY) {
                label.append(label.isEmpty() ? "" : " ").append(k).append('x').append(value);
            } else {
                for (int i = 0; i < k; i++) {
                    label.append(label.isEmpty() ? "" : " ").append(value);
                }
            }
        });
        if (r.kind() == CountedValues.Kind.AT_LEAST) {
            label.append('+');
        } else if (r.kind() == CountedValues.Kind.EXACT) {
            label.append('=');
        }
        outlined(r, r.cells(), label.toString(), s);
    }

    /** The counted cells outlined, the control cell circled and labelled "#". */
    static void countDistinct(CountDistinct r, Scene s) {
        Svg g = outlined(r, r.cells(), null, s);
        g.add(Svg.circle(s.center(r.control()), s.of(0.42)).attr("fill", "none").attr("stroke", COUNT_COLOUR).attr("stroke-width", s.of(0.04)));
        Shapes.cornerLabel(s, r.control(), "#").forEach(g::add);
    }

    /** A dashed purple line from the value cell (a dot) through the control cell and along the indexed cells, with an arrowhead. */
    static void valueIndex(ValueIndex r, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, r);
        List<Cell> path = new ArrayList<>(List.of(r.value(), r.control()));
        path.addAll(r.indexed());
        List<Point> points = Shapes.centers(s, path);
        g.add(Svg.polyline(points).attr("fill", "none").attr("stroke", COUNT_COLOUR).attr("stroke-width", s.of(0.05))
                .attr("stroke-dasharray", Svg.num(s.of(0.12)) + " " + Svg.num(s.of(0.08))));
        g.add(Svg.circle(points.get(0), s.of(0.12)).attr("fill", COUNT_COLOUR));
        Point last = points.get(points.size() - 1);
        Point before = points.get(points.size() - 2);
        g.add(Svg.polyline(Shapes.arrowHead(before, last, s.of(0.2))).attr("fill", "none").attr("stroke", COUNT_COLOUR)
                .attr("stroke-width", s.of(0.05)));
        s.explain(r, COUNT_COLOUR, Scene.Swatch.LINE);
    }

    /** A thin circle in each counted cell. */
    static void countingCircles(CountingCircles r, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, r);
        for (Cell c : r.cells()) {
            g.add(Svg.circle(s.center(c), s.of(0.4)).attr("fill", "none").attr("stroke", Palette.INK).attr("stroke-width", s.of(0.03)));
        }
        s.explain(r);
    }

    /** Every group shaded in the same colour (as clones are), each group outlined. */
    static void sameValues(SameValues r, Scene s) {
        Svg g = s.group(Layer.SHADING, r);
        String fill = s.nextCloneFill();
        for (List<Cell> group : r.groups()) {
            for (Cell c : group) {
                Point corner = s.geo().topLeft(c);
                g.add(Svg.rect(corner.x(), corner.y(), s.of(1), s.of(1)).attr("fill", fill));
            }
            g.add(Svg.path(Shapes.outline(s.geo(), group, s.of(INSET))).attr("fill", "none").attr("stroke", COUNT_COLOUR)
                    .attr("stroke-width", s.of(0.025)));
        }
        s.explain(r, fill, Scene.Swatch.FILL);
    }

    /** No mark in the grid (the area is found while solving): a legend line naming the values. */
    static void connectedValues(ConnectedValues r, Scene s) {
        s.explain(r);
        s.legend("the cells holding " + r.values().stream().map(String::valueOf).collect(Collectors.joining(", "))
                + (r.board() != null ? " on board " + r.board() : "") + " form one connected area"
                + (r.size() > 0 ? " of " + r.size() + " cells" : ""));
    }

    private static Svg outlined(dev.satdoku.rules.Rule r, List<Cell> cells, String label, Scene s) {
        Svg g = s.group(Layer.CAGES, r);
        g.add(Svg.path(Shapes.outline(s.geo(), cells, s.of(INSET))).attr("fill", "none").attr("stroke", COUNT_COLOUR)
                .attr("stroke-width", s.of(0.03)).attr("stroke-dasharray", Svg.num(s.of(0.02)) + " " + Svg.num(s.of(0.07)))
                .attr("stroke-linecap", "round"));
        if (label != null) {
            List<Svg> text = Shapes.cornerLabel(s, Shapes.topLeft(cells), label);
            text.get(text.size() - 1).attr("fill", COUNT_COLOUR);
            text.forEach(g::add);
        }
        s.explain(r, COUNT_COLOUR, Scene.Swatch.LINE);
        return g;
    }
}
