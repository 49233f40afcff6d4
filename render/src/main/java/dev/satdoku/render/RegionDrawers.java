package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.chess.AntiBishop;
import dev.satdoku.rules.region.Diagonal;

/**
 * Rules over groups of cells: diagonals as lines across the grid, windoku windows and extra regions
 * shaded; rules over the whole grid (anti-king, anti-knight, anti-bishop, disjoint groups) have no
 * place in it and are stated in the legend. Registered by keyword in {@link RuleDrawers}.
 */
final class RegionDrawers {

    private static final String DIAGONAL = "#5A8FD8";

    private RegionDrawers() {
    }

    /** The rule in the legend: which digits may not repeat on a diagonal line. */
    static void antiBishop(AntiBishop r, Scene s) {
        s.legend(r.toNative() + ": " + (r.digits().isEmpty()
                ? "no digit repeats on a diagonal line" : "the digits " + r.digits() + " do not repeat on a diagonal line"));
    }

    static void diagonal(Diagonal d, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, d);
        int n = s.layout().rows(); // diagonals exist on square grids only
        if (d.which() != Diagonal.Which.ANTI) {
            g.add(Svg.line(s.geo().corner(0, 0), s.geo().corner(n, n)).attr("stroke", DIAGONAL).attr("stroke-width", s.of(0.05))
                    .attr("stroke-opacity", 0.6));
        }
        if (d.which() != Diagonal.Which.MAIN) {
            g.add(Svg.line(s.geo().corner(n, 0), s.geo().corner(0, n)).attr("stroke", DIAGONAL).attr("stroke-width", s.of(0.05))
                    .attr("stroke-opacity", 0.6));
        }
        s.explain(d, DIAGONAL, Scene.Swatch.LINE);
    }

    static void shade(Rule r, Scene s, String fill) {
        Svg g = s.group(Layer.SHADING, r);
        for (House h : r.extraHouses()) {
            for (Cell c : h.cells()) {
                Point corner = s.geo().topLeft(c);
                g.add(Svg.rect(corner.x(), corner.y(), s.of(1), s.of(1)).attr("fill", fill));
            }
        }
        s.explain(r, fill, Scene.Swatch.FILL);
    }

    static void legendOnly(Rule r, Scene s) {
        s.explain(r);
    }
}
