package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Term;
import dev.satdoku.rules.pair.BlackDot;
import dev.satdoku.rules.pair.EqualTerms;
import dev.satdoku.rules.pair.GreaterChain;
import dev.satdoku.rules.pair.Negative;
import dev.satdoku.rules.pair.WhiteDot;
import dev.satdoku.rules.pair.XvMark;

/**
 * Marks on the edge between two cells: kropki dots, X and V, inequality and equality signs; negative
 * constraints in the legend. Registered by keyword in {@link RuleDrawers}.
 */
final class PairDrawers {

    private PairDrawers() {
    }

    static void white(WhiteDot r, Scene s) {
        dot(s, s.group(Layer.OVERLAY, r), r.a(), r.b(), "#FFFFFF", r.diff() == 1 ? null : r.diff());
        s.explain(r);
    }

    static void black(BlackDot r, Scene s) {
        dot(s, s.group(Layer.OVERLAY, r), r.a(), r.b(), Palette.INK, r.ratio() == 2 ? null : r.ratio());
        s.explain(r);
    }

    /** A negative constraint has no place in the grid: it is stated in the legend. */
    static void negative(Negative r, Scene s) {
        s.legend(r.toNative() + ": " + negativeText(r));
    }

    /** A kropki dot on the shared edge; a difference or ratio other than the usual one is written inside. */
    private static void dot(Scene s, Svg g, Cell a, Cell b, String fill, Integer label) {
        Point at = s.geo().edge(a, b);
        double r = label == null ? s.of(0.12) : s.of(0.15);
        g.add(Svg.circle(at, r).attr("fill", fill).attr("stroke", Palette.INK).attr("stroke-width", s.of(0.025)));
        if (label != null) {
            g.add(Svg.text(label.toString(), at, s.of(0.18)).attr("fill", fill.equals(Palette.INK) ? "#FFFFFF" : Palette.INK));
        }
    }

    static void xv(XvMark m, Scene s) {
        Svg g = s.group(Layer.OVERLAY, m);
        Point at = s.geo().edge(m.a(), m.b());
        double size = s.of(0.32);
        g.add(Svg.rect(at.x() - size * 0.4, at.y() - size * 0.45, size * 0.8, size * 0.9).attr("fill", "#FFFFFF"));
        g.add(Svg.text(m.total() == XvMark.X ? "X" : "V", at, size).attr("font-weight", "bold").attr("fill", Palette.INK));
        s.explain(m);
    }

    /**
     * Each neighbouring pair of the chain that are adjacent cells gets a chevron on their edge, its
     * point toward the smaller cell; other pairs (cells apart, variables) are written in the legend.
     */
    static void greater(GreaterChain chain, Scene s) {
        Svg g = s.group(Layer.OVERLAY, chain);
        for (int i = 0; i + 1 < chain.terms().size(); i++) {
            Term big = chain.terms().get(i);
            Term small = chain.terms().get(i + 1);
            if (big instanceof Term.CellTerm a && small instanceof Term.CellTerm b && a.cell().isOrthogonallyAdjacent(b.cell())) {
                Point at = s.geo().edge(a.cell(), b.cell());
                double dx = b.cell().col() - a.cell().col();
                double dy = b.cell().row() - a.cell().row();
                g.add(Svg.polyline(Shapes.chevron(at, dx, dy, s.of(0.2))).attr("stroke", Palette.INK).attr("stroke-width", s.of(0.04))
                        .attr("stroke-linecap", "round").attr("stroke-linejoin", "round"));
            } else {
                s.legend(big + " > " + small);
            }
        }
        s.explain(chain);
    }

    /** An equals sign on the edge of two adjacent cells; other pairs (cells apart, variables) go in the legend, as for gt. */
    static void equal(EqualTerms e, Scene s) {
        Svg g = s.group(Layer.OVERLAY, e);
        if (e.a() instanceof Term.CellTerm a && e.b() instanceof Term.CellTerm b && a.cell().isOrthogonallyAdjacent(b.cell())) {
            Point at = s.geo().edge(a.cell(), b.cell());
            g.add(Svg.rect(at.x() - s.of(0.11), at.y() - s.of(0.11), s.of(0.22), s.of(0.22)).attr("fill", "#FFFFFF"));
            g.add(Svg.text("=", at, s.of(0.3)).attr("font-weight", "bold").attr("fill", Palette.INK));
        } else {
            s.legend(e.a() + " = " + e.b());
        }
        s.explain(e);
    }

    private static String negativeText(Negative n) {
        return n.kinds().stream().sorted().map(k -> switch (k) {
            case WHITE -> "neighbours without a white or black dot are not consecutive";
            case BLACK -> "neighbours without a black or white dot are not in the black dots' ratio";
            case KROPKI -> "neighbours without any dot are neither consecutive nor in ratio 1:2";
            case XV -> "neighbours without an X or V do not add up to 10 or 5";
            case V -> "neighbours without an X or V do not add up to 5";
            case X -> "neighbours without an X or V do not add up to 10";
        }).reduce((x, y) -> x + "; " + y).orElse("");
    }
}
