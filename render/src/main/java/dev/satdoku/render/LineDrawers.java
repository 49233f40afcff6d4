package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.line.Thermo;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Thermometers and the coloured line rules. Which rule is drawn as which line, and in which
 * {@link LineStyle}, is one entry per keyword in {@link RuleDrawers}.
 */
final class LineDrawers {

    private LineDrawers() {
    }

    /** A drawer that also puts a legend line for a parameter that differs from the rule's default. */
    static <R extends Rule> RuleDrawer<R> withNote(RuleDrawer<R> drawer, BiFunction<R, Integer, String> note) {
        return (rule, s) -> {
            drawer.draw(rule, s);
            String text = note.apply(rule, s.layout().valueCount());
            if (text != null) {
                s.legend(text);
            }
        };
    }

    /**
     * A thermometer: a grey bulb on the first cell and a grey tube through the rest. A slow thermometer
     * has the same shape with a white dashed core, so the two kinds are told apart.
     */
    static void thermo(Thermo t, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, t);
        g.add(Svg.circle(s.center(t.cells().get(0)), s.of(0.38)).attr("fill", Palette.MARK_GREY));
        g.add(Shapes.tube(s, t.cells(), Palette.MARK_GREY, 0.3));
        if (t.slow()) {
            g.add(Shapes.tube(s, t.cells(), "#FFFFFF", 0.06).attr("stroke-dasharray", Svg.num(s.of(0.12)) + " " + Svg.num(s.of(0.1))));
        }
        s.explain(t, Palette.MARK_GREY, Scene.Swatch.LINE);
    }

    /** A line rule in a style: a coloured tube, and circles or diamonds on the ends when the style has them. */
    static <R extends Rule> RuleDrawer<R> line(Function<R, List<Cell>> cells, LineStyle style) {
        return (rule, s) -> {
            List<Cell> line = cells.apply(rule);
            if (line.isEmpty()) {
                // a rule over named variables only (a relation between extra cells): its group stays empty,
                // and the legend states it
                s.group(Layer.UNDERLAY, rule);
                s.explain(rule, style.colour(), Scene.Swatch.LINE);
                return;
            }
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
