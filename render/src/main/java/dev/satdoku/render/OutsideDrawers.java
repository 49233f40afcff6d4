package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.modern.Skyscraper;
import dev.satdoku.rules.sum.LittleKiller;
import dev.satdoku.rules.sum.Sandwich;
import dev.satdoku.rules.sumline.XSum;

/**
 * Clues outside the grid: little killers with their diagonal arrow, sandwich totals, skyscraper counts,
 * X-sums. Registered by keyword in {@link RuleDrawers}, each wrapped in {@link RuleDrawer#outside}.
 */
final class OutsideDrawers {

    private OutsideDrawers() {
    }

    /** The total, set back from the corner the diagonal leaves by, and a small arrow along the diagonal. */
    static void littleKiller(LittleKiller k, Scene s) {
        Svg g = s.group(Layer.OUTSIDE, k);
        String dir = k.direction().name();
        double dy = dir.charAt(0) == 'U' ? -1 : 1;
        double dx = dir.charAt(1) == 'L' ? -1 : 1;
        Point c = s.center(k.position());
        g.add(Svg.text(Integer.toString(k.total()), c.plus(-dx * s.of(0.14), -dy * s.of(0.14)), s.of(0.3)).attr("fill", Palette.INK));
        Point from = c.plus(dx * s.of(0.12), dy * s.of(0.12));
        Point tip = c.plus(dx * s.of(0.42), dy * s.of(0.42));
        g.add(Svg.line(from, tip).attr("stroke", Palette.INK).attr("stroke-width", s.of(0.025)));
        g.add(Svg.polyline(Shapes.arrowHead(from, tip, s.of(0.1))).attr("stroke", Palette.INK).attr("stroke-width", s.of(0.025)));
        s.explain(k);
    }

    static void sandwich(Sandwich w, Scene s) {
        Cell at = w.row() ? new Cell(w.index() - 1, -1) : new Cell(-1, w.index() - 1);
        s.group(Layer.OUTSIDE, w).add(Svg.text(Integer.toString(w.total()), s.center(at), s.of(0.36)).attr("fill", Palette.INK));
        s.explain(w);
        if (Math.min(w.crustA(), w.crustB()) != s.layout().minValue() || Math.max(w.crustA(), w.crustB()) != s.layout().maxValue()) {
            s.legend("sandwich " + w.lineName() + ": the crusts are " + w.crustA() + " and " + w.crustB());
        }
    }

    /** The count in bold inside a thin square, so it does not read as a sandwich total. */
    static void skyscraper(Skyscraper k, Scene s) {
        Svg g = s.group(Layer.OUTSIDE, k);
        Point c = s.center(k.position());
        double half = s.of(0.28);
        g.add(Svg.rect(c.x() - half, c.y() - half, 2 * half, 2 * half).attr("fill", "none").attr("stroke", Palette.SHAFT_GREY)
                .attr("stroke-width", s.of(0.02)));
        g.add(Svg.text(Integer.toString(k.count()), c, s.of(0.38)).attr("font-weight", "bold").attr("fill", Palette.INK));
        s.explain(k);
    }

    /** The total with a small italic "x" beside it, so an X-sum does not read as a sandwich total. */
    static void xsum(XSum x, Scene s) {
        Svg g = s.group(Layer.OUTSIDE, x);
        Point c = s.center(x.position());
        g.add(Svg.text(Integer.toString(x.total()), c, s.of(0.38)).attr("fill", Palette.INK));
        g.add(Svg.text("x", c.plus(s.of(0.3), -s.of(0.22)), s.of(0.22)).attr("font-style", "italic").attr("fill", Palette.SHAFT_GREY));
        s.explain(x);
    }
}
