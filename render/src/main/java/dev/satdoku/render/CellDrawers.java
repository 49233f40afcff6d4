package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.cell.AllowedDigits;
import dev.satdoku.rules.line.Clone;
import dev.satdoku.rules.line.Extremum;
import dev.satdoku.rules.line.Quad;
import dev.satdoku.rules.modern.Indexer;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Marks inside cells: odd circles and even squares, given candidates, min/max chevrons, quadruples,
 * clones, indexer cells. Registered by keyword in {@link RuleDrawers}.
 */
final class CellDrawers {

    private CellDrawers() {
    }

    /** Odd: a grey circle; even: a grey square (the f-puzzles shapes); candidates: the digits small at the foot of the cell. */
    static void allowed(AllowedDigits a, Scene s) {
        Svg g = s.group(Layer.UNDERLAY, a);
        for (Cell c : a.cells()) {
            Point p = s.center(c);
            switch (a.keyword()) {
                case "odd" -> g.add(Svg.circle(p, s.of(0.36)).attr("fill", Palette.MARK_GREY));
                case "even" -> g.add(Svg.rect(p.x() - s.of(0.33), p.y() - s.of(0.33), s.of(0.66), s.of(0.66)).attr("fill", Palette.MARK_GREY));
                default -> g.add(Svg.text(a.digits().stream().map(String::valueOf).collect(Collectors.joining(a.digits().size() > 5 ? "" : " ")),
                        p.plus(0, s.of(0.34)), s.of(0.16)).attr("fill", "#707070"));
            }
        }
        s.explain(a);
    }

    /**
     * Minimum and maximum cells: light shading and a chevron inside each edge, pointing in (a minimum:
     * the neighbours slope down into it) or out (a maximum).
     */
    static void extremum(Extremum e, Scene s) {
        Svg shade = s.group(Layer.SHADING, e);
        Svg g = s.group(Layer.OVERLAY, e);
        double half = s.of(0.5);
        for (Cell c : e.cells()) {
            Point p = s.center(c);
            Point corner = s.geo().topLeft(c);
            shade.add(Svg.rect(corner.x(), corner.y(), s.of(1), s.of(1)).attr("fill", e.maximum() ? "#FFE4C8" : "#D8E8FF"));
            for (int[] d : new int[][] {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}) {
                Point at = p.plus(d[0] * half * 0.84, d[1] * half * 0.84);
                double sign = e.maximum() ? 1 : -1;
                g.add(Svg.polyline(Shapes.chevron(at, sign * d[0], sign * d[1], s.of(0.1))).attr("stroke", "#606060")
                        .attr("stroke-width", s.of(0.03)).attr("stroke-linecap", "round"));
            }
        }
        s.explain(e, e.maximum() ? "#FFE4C8" : "#D8E8FF", Scene.Swatch.FILL);
    }

    /** A white circle where the four cells meet, with the listed digits (and variables) inside. */
    static void quad(Quad q, Scene s) {
        Svg g = s.group(Layer.OVERLAY, q);
        Point at = s.geo().junction(q.topLeft());
        List<String> items = Stream.concat(q.digits().stream().map(String::valueOf), q.variables().stream()).toList();
        g.add(Svg.circle(at, s.of(0.24)).attr("fill", "#FFFFFF").attr("stroke", Palette.INK).attr("stroke-width", s.of(0.025)));
        double size = s.of(items.size() > 2 ? 0.14 : 0.17);
        if (items.size() <= 2) {
            g.add(Svg.text(String.join(" ", items), at, size).attr("fill", Palette.INK));
        } else {
            g.add(Svg.text(String.join(" ", items.subList(0, 2)), at.plus(0, -size * 0.55), size).attr("fill", Palette.INK));
            g.add(Svg.text(String.join(" ", items.subList(2, items.size())), at.plus(0, size * 0.55), size).attr("fill", Palette.INK));
        }
        s.explain(q);
    }

    /** Every group of a clone shaded in the same colour, a different colour for each clone rule. */
    static void clone(Clone c, Scene s) {
        Svg g = s.group(Layer.SHADING, c);
        String fill = s.nextCloneFill();
        List<Cell> all = new ArrayList<>();
        c.groups().forEach(all::addAll);
        for (Cell cell : all) {
            Point corner = s.geo().topLeft(cell);
            g.add(Svg.rect(corner.x(), corner.y(), s.of(1), s.of(1)).attr("fill", fill));
        }
        s.explain(c);
    }

    static void indexer(Indexer i, Scene s) {
        String fill = switch (i.kind()) {
            case ROW -> "#C8DCFF";
            case COLUMN -> "#FFC8C8";
            case BOX -> "#C8F0C8";
        };
        Svg g = s.group(Layer.SHADING, i);
        for (Cell cell : i.cells()) {
            Point corner = s.geo().topLeft(cell);
            g.add(Svg.rect(corner.x(), corner.y(), s.of(1), s.of(1)).attr("fill", fill));
        }
        s.legend(i.kind().name().toLowerCase(java.util.Locale.ROOT) + " indexer cells (shaded): " + switch (i.kind()) {
            case COLUMN -> "a digit v in column c of a row puts c in column v of that row";
            case ROW -> "a digit v in row r of a column puts r in row v of that column";
            case BOX -> "a digit v at position p of a box puts p at position v of that box";
        });
    }
}
