package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.chaos.ChaosArrow;
import dev.satdoku.rules.chaos.ChaosBorders;
import dev.satdoku.rules.chaos.ChaosConstruction;
import dev.satdoku.rules.chaos.ChaosCount;
import dev.satdoku.rules.chaos.RegionLabel;
import java.util.ArrayList;
import java.util.List;

/**
 * Chaos construction and its clues: the regions a solution found drawn as thick borders (the puzzle
 * alone has none to draw, so the legend says they are found while solving); chaos arrows as a
 * circled control cell and arrows along the arms from the start; chaos counts as a small square on
 * the control and dots on the counted cells. Registered by keyword in {@link RuleDrawers}.
 */
final class ChaosDrawers {

    private static final String REGION = "#B03A2E";
    private static final String CLUE = "#7A5AB8";

    private ChaosDrawers() {
    }

    /** The found regions' borders, over the thin cell lines, where neighbouring labels differ. */
    static void construction(ChaosConstruction c, Scene s) {
        Svg g = s.group(Layer.OVERLAY, c);
        Solution solution = s.solution();
        if (solution != null && solution.hasRegions()) {
            int rows = s.layout().rows();
            int cols = s.layout().cols();
            Geometry geo = s.geo();
            StringBuilder path = new StringBuilder();
            for (int r = 0; r < rows; r++) {
                for (int col = 0; col < cols; col++) {
                    Cell cell = new Cell(r, col);
                    if (col + 1 < cols && solution.region(cell) != solution.region(cell.plus(0, 1))) {
                        segment(path, geo.corner(r, col + 1), geo.corner(r + 1, col + 1));
                    }
                    if (r + 1 < rows && solution.region(cell) != solution.region(cell.plus(1, 0))) {
                        segment(path, geo.corner(r + 1, col), geo.corner(r + 1, col + 1));
                    }
                }
            }
            if (path.length() > 0) {
                g.add(Svg.path(path.toString().strip()).attr("class", "chaos-regions").attr("stroke", REGION)
                        .attr("stroke-width", s.of(0.06)).attr("stroke-linecap", "square").attr("fill", "none"));
            }
            s.legend("chaos: the regions found are outlined in red");
        } else {
            s.legend("chaos: the regions are not given; they are found while solving");
        }
        s.explain(c, REGION, Scene.Swatch.LINE);
    }

    private static void segment(StringBuilder path, Point a, Point b) {
        path.append("M").append(Svg.num(a.x())).append(' ').append(Svg.num(a.y()))
                .append(" L").append(Svg.num(b.x())).append(' ').append(Svg.num(b.y())).append(' ');
    }

    static void arrow(ChaosArrow a, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, a);
        double stroke = s.of(0.05);
        g.add(Svg.circle(s.center(a.control()), s.of(0.38)).attr("fill", "none").attr("stroke", CLUE).attr("stroke-width", stroke)
                .attr("class", "control"));
        for (List<Cell> arm : a.arms()) {
            if (arm.size() < 2) {
                continue;
            }
            List<Point> points = new ArrayList<>(Shapes.centers(s, arm));
            g.add(Svg.polyline(points).attr("class", "arm").attr("stroke", CLUE).attr("stroke-width", stroke)
                    .attr("stroke-opacity", 0.7).attr("fill", "none").attr("stroke-linejoin", "round"));
            Point tip = points.get(points.size() - 1);
            g.add(Svg.polyline(Shapes.arrowHead(points.get(points.size() - 2), tip, s.of(0.2))).attr("class", "head")
                    .attr("stroke", CLUE).attr("stroke-width", stroke).attr("stroke-linecap", "round").attr("fill", "none"));
        }
        s.explain(a, CLUE, Scene.Swatch.LINE);
    }

    static void count(ChaosCount c, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, c);
        Point centre = s.center(c.control());
        double half = s.of(0.38);
        g.add(Svg.rect(centre.x() - half, centre.y() - half, 2 * half, 2 * half).attr("fill", "none").attr("stroke", CLUE)
                .attr("stroke-width", s.of(0.05)).attr("class", "control"));
        for (int i = 0; i < c.cells().size(); i++) {
            Point p = s.center(c.cells().get(i)).plus(s.of(0.3), s.of(0.3));
            g.add(Svg.circle(p, s.of(i == 0 ? 0.09 : 0.06)).attr("fill", CLUE).attr("class", i == 0 ? "first" : "counted"));
        }
        s.explain(c, CLUE, Scene.Swatch.FILL);
    }

    /** The control cell in a circle, its lines as thin dashed lines from end to end (the borders they cross are counted). */
    static void borders(ChaosBorders b, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, b);
        double stroke = s.of(0.04);
        g.add(Svg.circle(s.center(b.control()), s.of(0.38)).attr("fill", "none").attr("stroke", CLUE).attr("stroke-width", stroke)
                .attr("class", "control"));
        for (List<Cell> line : b.lines()) {
            g.add(Svg.polyline(Shapes.centers(s, line)).attr("class", "sight").attr("stroke", CLUE).attr("stroke-width", stroke)
                    .attr("stroke-opacity", 0.5).attr("stroke-dasharray", Svg.num(s.of(0.1))).attr("fill", "none"));
        }
        s.explain(b, CLUE, Scene.Swatch.LINE);
    }

    /** A thin line from the cell to the extra cell holding its region's label. */
    static void regionLabel(RegionLabel r, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, r);
        g.add(Svg.line(s.center(r.cell()), s.center(r.label())).attr("stroke", CLUE).attr("stroke-width", s.of(0.02))
                .attr("stroke-dasharray", Svg.num(s.of(0.08))).attr("class", "region-label"));
        s.explain(r, CLUE, Scene.Swatch.FILL);
    }
}
