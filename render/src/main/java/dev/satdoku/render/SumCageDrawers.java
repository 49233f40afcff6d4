package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.sum.EqualSum;
import dev.satdoku.rules.sum.EqualityCage;
import dev.satdoku.rules.sum.Lunchbox;
import dev.satdoku.rules.sum.RellikCage;
import dev.satdoku.rules.sumline.SumLine;
import java.util.ArrayList;
import java.util.List;

/**
 * The sum rules beside killer cages: rellik and equality cages and lunchboxes as dashed cages in their own
 * colour with their clue in the corner (so none reads as a killer cage), equal-sum groups as thin
 * lines through each group, sum lines as a tube (closed for a loop) with the total at the start.
 * Registered by keyword in {@link RuleDrawers}.
 */
final class SumCageDrawers {

    private static final double CAGE_INSET = 0.08;
    private static final String RELLIK_COLOUR = "#C62828";
    private static final String EQUALITY_COLOUR = "#6A1B9A";
    private static final String LUNCHBOX_COLOUR = "#EF6C00";
    private static final String EQUAL_SUM_COLOUR = "#2E7D32";
    private static final String SUM_LINE_COLOUR = "#F2A33A";

    private SumCageDrawers() {
    }

    static void rellik(RellikCage r, Scene s) {
        cage(s, r, r.cells(), "\u2260" + r.total(), RELLIK_COLOUR);
    }

    static void equality(EqualityCage r, Scene s) {
        cage(s, r, r.cells(), "=", EQUALITY_COLOUR);
    }

    static void lunchbox(Lunchbox r, Scene s) {
        cage(s, r, r.cells(), Integer.toString(r.total()), LUNCHBOX_COLOUR);
    }

    /** A dashed outline in the rule's colour, the label in the top-left corner in the same colour. */
    private static void cage(Scene s, dev.satdoku.rules.Rule rule, List<Cell> cells, String label, String colour) {
        Svg g = s.group(Layer.CAGES, rule);
        g.add(Svg.path(Shapes.outline(s.geo(), cells, s.of(CAGE_INSET))).attr("fill", "none").attr("stroke", colour)
                .attr("stroke-width", s.of(0.03)).attr("stroke-dasharray", Svg.num(s.of(0.09)) + " " + Svg.num(s.of(0.06))));
        List<Svg> text = Shapes.cornerLabel(s, Shapes.topLeft(cells), label);
        text.get(1).attr("fill", colour);
        text.forEach(g::add);
        s.explain(rule, colour, Scene.Swatch.LINE);
    }

    /** Each group as a thin line through its cells' centres (a lone cell as a dot). */
    static void equalSum(EqualSum r, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, r);
        for (List<Cell> group : r.groups()) {
            List<Point> points = Shapes.centers(s, group);
            if (points.size() == 1) {
                g.add(Svg.circle(points.get(0), s.of(0.12)).attr("class", "group").attr("fill", EQUAL_SUM_COLOUR));
            } else {
                g.add(Svg.polyline(points).attr("class", "group").attr("fill", "none").attr("stroke", EQUAL_SUM_COLOUR)
                        .attr("stroke-width", s.of(0.06)).attr("stroke-linecap", "round").attr("stroke-linejoin", "round"));
            }
        }
        s.explain(r, EQUAL_SUM_COLOUR, Scene.Swatch.LINE);
    }

    /** A tube through the line, back to its first cell for a loop, with the total by the first cell. */
    static void sumLine(SumLine r, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, r);
        List<Cell> path = new ArrayList<>(r.line());
        if (r.loop() && path.size() > 2) {
            path.add(path.get(0));
        }
        g.add(Shapes.tube(s, path, SUM_LINE_COLOUR, 0.15));
        List<Svg> text = Shapes.cornerLabel(s, r.line().get(0), Integer.toString(r.total()));
        text.get(1).attr("fill", SUM_LINE_COLOUR);
        text.forEach(g::add);
        s.explain(r, SUM_LINE_COLOUR, Scene.Swatch.LINE);
    }
}
