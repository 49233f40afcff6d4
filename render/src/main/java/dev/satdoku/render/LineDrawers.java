package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.line.Between;
import dev.satdoku.rules.line.Palindrome;
import dev.satdoku.rules.line.Renban;
import dev.satdoku.rules.line.Thermo;
import dev.satdoku.rules.modern.EntropicLine;
import dev.satdoku.rules.modern.LockoutLine;
import dev.satdoku.rules.modern.ModularLine;
import dev.satdoku.rules.modern.NabnerLine;
import dev.satdoku.rules.modern.ParityLine;
import dev.satdoku.rules.modern.SameDifferenceLine;
import dev.satdoku.rules.modern.WhisperLine;
import dev.satdoku.rules.sumline.DoubleArrow;
import dev.satdoku.rules.sumline.RegionSumLine;
import dev.satdoku.rules.sumline.ZipperLine;
import java.util.List;
import java.util.function.Function;

/** Thermometers and the coloured line rules. */
final class LineDrawers {

    private LineDrawers() {
    }

    static void register(RuleDrawers d) {
        d.register(Thermo.class, LineDrawers::thermo);
        d.register(Between.class, line(Between::cells));
        d.register(Palindrome.class, line(Palindrome::cells));
        d.register(Renban.class, line(Renban::cells));
        d.register(WhisperLine.class, withParameter(line(WhisperLine::line), (r, n) -> r.diff() == (n + 1) / 2 ? null
                : "whisper lines here: neighbours differ by at least " + r.diff()));
        d.register(NabnerLine.class, line(NabnerLine::line));
        d.register(EntropicLine.class, line(EntropicLine::line));
        d.register(ModularLine.class, withParameter(line(ModularLine::line), (r, n) -> r.m() == ModularLine.DEFAULT_M ? null
                : "modular lines here: every " + r.m() + " consecutive cells have distinct residues mod " + r.m()));
        d.register(ParityLine.class, line(ParityLine::line));
        d.register(SameDifferenceLine.class, line(SameDifferenceLine::line));
        d.register(RegionSumLine.class, line(RegionSumLine::line));
        d.register(ZipperLine.class, line(ZipperLine::line));
        d.register(DoubleArrow.class, line(DoubleArrow::line));
        d.register(LockoutLine.class, withParameter(line(LockoutLine::line), (r, n) -> r.diff() == LockoutLine.DEFAULT_DIFF ? null
                : "lockout lines here: the ends differ by at least " + r.diff()));
    }

    /** A drawer that also puts a legend line for a parameter that differs from the rule's default. */
    private static <R extends Rule> RuleDrawer<R> withParameter(RuleDrawer<R> drawer, java.util.function.BiFunction<R, Integer, String> note) {
        return (rule, s) -> {
            drawer.draw(rule, s);
            String text = note.apply(rule, s.size());
            if (text != null) {
                s.legend(text);
            }
        };
    }

    /**
     * A thermometer: a grey bulb on the first cell and a grey tube through the rest. A slow thermometer
     * has the same shape with a white dashed core, so the two kinds are told apart.
     */
    private static void thermo(Thermo t, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, t);
        g.add(Svg.circle(s.center(t.cells().get(0)), s.of(0.38)).attr("fill", Palette.MARK_GREY));
        g.add(Shapes.tube(s, t.cells(), Palette.MARK_GREY, 0.3));
        if (t.slow()) {
            g.add(Shapes.tube(s, t.cells(), "#FFFFFF", 0.06).attr("stroke-dasharray", Svg.num(s.of(0.12)) + " " + Svg.num(s.of(0.1))));
        }
        s.explain(t, Palette.MARK_GREY, Scene.Swatch.LINE);
    }

    /** A line rule in its {@link LineStyle}: a coloured tube, and circles or diamonds on the ends when the style has them. */
    static <R extends Rule> RuleDrawer<R> line(Function<R, List<Cell>> cells) {
        return (rule, s) -> {
            LineStyle style = LineStyle.of(rule.keyword());
            List<Cell> line = cells.apply(rule);
            Svg g = s.group(Layer.UNDERLAY, rule);
            g.add(Shapes.tube(s, line, style.colour(), style.width()));
            for (Cell end : List.of(line.get(0), line.get(line.size() - 1))) {
                Point c = s.center(end);
                switch (style.ends()) {
                    case CIRCLES -> g.add(Svg.circle(c, s.of(0.38)).attr("fill", "#FFFFFF").attr("stroke", style.colour())
                            .attr("stroke-width", s.of(0.06)));
                    case DIAMONDS -> {
                        double r = s.of(0.4);
                        g.add(Svg.polygon(List.of(c.plus(0, -r), c.plus(r, 0), c.plus(0, r), c.plus(-r, 0))).attr("fill", "#FFFFFF")
                                .attr("stroke", style.colour()).attr("stroke-width", s.of(0.05)));
                    }
                    case NONE -> { }
                }
            }
            s.explain(rule, style.colour(), Scene.Swatch.LINE);
        };
    }
}
