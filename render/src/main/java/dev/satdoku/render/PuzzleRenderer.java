package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.DigitCodec;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws a puzzle, and optionally a solution, as SVG: the title, the grid with thin cell lines and thick
 * region borders (jigsaw regions included), every rule through its {@link RuleDrawer}, the givens in
 * black, solved digits in blue, clues outside the grid, and a legend naming the rules that have no
 * place in the grid (anti-knight, disjoint groups, ...) and the line colours. The solution drawn must
 * be one the caller has checked; this class only draws.
 */
public final class PuzzleRenderer {

    /** Cell size in SVG user units (pixels at scale 1). */
    public static final double CELL = 60;
    static final String FONT = "DejaVu Sans, Arial, Helvetica, sans-serif";

    private final RuleDrawers drawers;

    public PuzzleRenderer(RuleDrawers drawers) {
        this.drawers = drawers;
    }

    public static PuzzleRenderer standard() {
        return new PuzzleRenderer(RuleDrawers.standard());
    }

    /** The picture as an SVG document. */
    public String svg(Puzzle puzzle, Solution solution) {
        return svg(puzzle, solution, List.of());
    }

    /** The picture with notes for the legend (drawn in red), such as "one of several solutions". */
    public String svg(Puzzle puzzle, Solution solution, List<String> notes) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + document(puzzle, solution, notes).toXml();
    }

    /** The picture with conflict and repair marks over it ({@code render --explain}). */
    public String svg(Puzzle puzzle, Solution solution, List<String> notes, Highlights highlights) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + document(puzzle, solution, notes, highlights, CellMarks.NONE).toXml();
    }

    /** The picture with the setter answers' marks (candidates, differing cells, suggested givens) on top. */
    public String svg(Puzzle puzzle, Solution solution, List<String> notes, CellMarks marks) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + document(puzzle, solution, notes, null, marks).toXml();
    }

    /** The picture with both overlays: shaded clues and cell marks ({@code render --step}: a step's elements and its cells). */
    public String svg(Puzzle puzzle, Solution solution, List<String> notes, Highlights highlights, CellMarks marks) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + document(puzzle, solution, notes, highlights, marks).toXml();
    }

    public Svg document(Puzzle puzzle, Solution solution, List<String> notes) {
        return document(puzzle, solution, notes, null, CellMarks.NONE);
    }

    /** The picture with its overlays: {@code highlights} (conflict and repairs, or null) and cell marks. */
    public Svg document(Puzzle puzzle, Solution solution, List<String> notes, Highlights highlights, CellMarks marks) {
        Layout layout = puzzle.layout();
        boolean outside = puzzle.rules().stream().anyMatch(drawers::drawsOutside);
        double margin = outside ? CELL : CELL * 0.35;
        double width = 2 * margin + layout.cols() * CELL;
        List<String> heading = heading(puzzle, width);
        double headingHeight = heading.isEmpty() ? 0 : CELL * (0.25 + 0.5 * heading.size());
        Geometry geo = new Geometry(layout.rows(), layout.cols(), CELL, new Point(margin, margin + headingHeight),
                puzzle.extraCells().stream().map(ExtraCell::name).toList());
        Scene scene = new Scene(puzzle, solution, geo);
        notes.forEach(scene::note);

        regionless(scene, puzzle.layout());
        marks.drawShading(scene);
        if (solution != null && solution.hasShading()) {
            shading(scene, solution);
        }
        for (Rule rule : puzzle.rules()) {
            drawers.draw(rule, scene);
        }
        DecorationDrawers.draw(scene);
        grid(scene, puzzle.layout());
        digits(scene, puzzle, solution);
        marks.draw(scene);
        extraCells(scene, puzzle, solution);
        if (highlights != null) {
            highlights.draw(scene);
        }

        double extras = geo.extraRows() == 0 ? 0 : (geo.extraRows() + 1) * CELL;
        double legendTop = geo.origin().y() + geo.height() + extras + margin + CELL * 0.15;
        Legend legend = new Legend(scene.legendEntries(), width - 2 * CELL * 0.35, CELL);
        double height = legendTop + legend.height() + CELL * 0.3;
        Svg text = scene.layer(Layer.TEXT);
        for (int i = 0; i < heading.size(); i++) {
            boolean author = i == heading.size() - 1 && puzzle.metadata().author() != null && !puzzle.metadata().author().isBlank();
            double size = author ? CELL * 0.28 : CELL * 0.4;
            text.add(Svg.text(heading.get(i), new Point(width / 2, CELL * (0.55 + 0.5 * i)), size).attr("fill", Palette.INK)
                    .attr("font-weight", author ? "normal" : "bold").attr("class", author ? "author" : "title"));
        }
        legend.draw(text, new Point(CELL * 0.35, legendTop));

        Svg svg = Svg.element("svg").attr("xmlns", Svg.NAMESPACE).attr("width", width).attr("height", height)
                .attr("viewBox", "0 0 " + Svg.num(width) + " " + Svg.num(height)).attr("font-family", FONT);
        svg.add(Svg.rect(0, 0, width, height).attr("fill", "#FFFFFF"));
        scene.layers().values().stream().filter(l -> !l.isEmpty()).forEach(svg::add);
        return svg;
    }

    /** The title, wrapped to the picture's width (estimated for bold DejaVu Sans), then the author. */
    private static List<String> heading(Puzzle p, double width) {
        List<String> out = new ArrayList<>();
        String title = p.metadata().title();
        String author = p.metadata().author();
        if (title != null && !title.isBlank()) {
            out.addAll(Legend.wrap(title.strip(), Math.max(12, (int) ((width - CELL * 0.4) / (CELL * 0.4 * 0.66)))));
        }
        if (author != null && !author.isBlank()) {
            out.add("by " + author.strip());
        }
        return out;
    }

    private static void shading(Scene s, Solution solution) {
        Svg g = s.layer(Layer.SHADING);
        for (int i = 0; i < s.layout().cellCount(); i++) {
            Cell c = s.layout().cellAt(i);
            if (solution.shaded(c)) {
                Point corner = s.geo().topLeft(c);
                g.add(Svg.rect(corner.x(), corner.y(), s.of(1), s.of(1)).attr("fill", "#5A5A5A").attr("class", "shaded"));
            }
        }
    }

    /**
     * Thin lines between all cells, thick ones where the region changes (boxes or jigsaw pieces, and
     * between a region and cells in none), and a thick border around the grid.
     */
    private static void grid(Scene s, Layout layout) {
        int rows = layout.rows();
        int cols = layout.cols();
        Geometry g = s.geo();
        StringBuilder thin = new StringBuilder();
        StringBuilder thick = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                Cell cell = new Cell(r, c);
                if (c + 1 < cols) {
                    StringBuilder into = boundary(layout, cell, cell.plus(0, 1)) ? thick : thin;
                    segment(into, g.corner(r, c + 1), g.corner(r + 1, c + 1));
                }
                if (r + 1 < rows) {
                    StringBuilder into = boundary(layout, cell, cell.plus(1, 0)) ? thick : thin;
                    segment(into, g.corner(r + 1, c), g.corner(r + 1, c + 1));
                }
            }
        }
        Svg layer = s.layer(Layer.GRID);
        if (thin.length() > 0) {
            layer.add(Svg.path(thin.toString().strip()).attr("class", "cell-lines").attr("stroke", Palette.THIN_LINE)
                    .attr("stroke-width", s.of(0.02)).attr("fill", "none"));
        }
        if (thick.length() > 0) {
            layer.add(Svg.path(thick.toString().strip()).attr("class", "region-borders").attr("stroke", Palette.INK)
                    .attr("stroke-width", s.of(0.05)).attr("stroke-linecap", "square").attr("fill", "none"));
        }
        layer.add(Svg.rect(g.origin().x(), g.origin().y(), g.width(), g.height()).attr("class", "border").attr("fill", "none")
                .attr("stroke", Palette.INK).attr("stroke-width", s.of(0.07)));
    }

    private static boolean boundary(Layout layout, Cell a, Cell b) {
        return layout.regionOf(a) != layout.regionOf(b);
    }

    /** Cells of a jigsaw that belong to no region, shaded light grey so they do not read as regions of their own. */
    private static void regionless(Scene s, Layout layout) {
        if (layout.kind() != Layout.Kind.JIGSAW) {
            return;
        }
        for (int i = 0; i < layout.cellCount(); i++) {
            Cell c = layout.cellAt(i);
            if (layout.regionOf(c) < 0) {
                Point corner = s.geo().topLeft(c);
                s.layer(Layer.SHADING).add(Svg.rect(corner.x(), corner.y(), s.of(1), s.of(1)).attr("fill", "#EBEBEB").attr("class", "no-region"));
            }
        }
    }

    private static void segment(StringBuilder d, Point a, Point b) {
        d.append('M').append(Svg.num(a.x())).append(' ').append(Svg.num(a.y())).append(" L").append(Svg.num(b.x())).append(' ')
                .append(Svg.num(b.y())).append(' ');
    }

    private static void digits(Scene s, Puzzle puzzle, Solution solution) {
        Layout layout = puzzle.layout();
        boolean numbers = layout.maxValue() > 9;
        double size = s.of(numbers ? 0.45 : 0.62);
        Svg layer = s.layer(Layer.DIGITS);
        for (int i = 0; i < layout.cellCount(); i++) {
            Cell c = layout.cellAt(i);
            int given = puzzle.given(c);
            boolean isGiven = given != Puzzle.EMPTY;
            int shown = isGiven ? given : solution == null ? Solution.MISSING : solution.digit(c);
            if (shown == Solution.MISSING) {
                continue;
            }
            String text = numbers ? Integer.toString(shown) : String.valueOf(DigitCodec.encode(shown));
            boolean dark = solution != null && solution.shaded(c);
            layer.add(Svg.text(text, s.center(c), size).attr("class", isGiven ? "given" : "solved")
                    .attr("fill", isGiven ? (dark ? "#FFFFFF" : Palette.GIVEN) : (dark ? "#A8C8FF" : Palette.SOLVED)));
        }
    }

    /**
     * The extra cells as boxes below the grid, each with its name above its value (solved, or the
     * only value its range leaves); a range other than the grid's values goes in the legend.
     */
    private static void extraCells(Scene s, Puzzle puzzle, Solution solution) {
        Layout layout = puzzle.layout();
        Svg layer = s.layer(Layer.DIGITS);
        for (ExtraCell x : puzzle.extraCells()) {
            Point corner = s.geo().topLeft(x.cell());
            layer.add(Svg.rect(corner.x(), corner.y(), s.of(1), s.of(1)).attr("class", "extra-cell").attr("fill", "none")
                    .attr("stroke", Palette.INK).attr("stroke-width", s.of(0.03)));
            layer.add(Svg.text(x.name(), corner.plus(s.of(0.5), s.of(0.16)), s.of(x.name().length() > 4 ? 0.14 : 0.2))
                    .attr("class", "extra-cell-name").attr("fill", Palette.INK));
            Integer value = solution == null ? (x.min() == x.max() ? Integer.valueOf(x.min()) : null) : solution.variable(x.name());
            if (value != null) {
                boolean given = solution == null || x.min() == x.max();
                layer.add(Svg.text(Integer.toString(value), s.center(x.cell()).plus(0, s.of(0.08)), s.of(value > 9 ? 0.4 : 0.5))
                        .attr("class", given ? "given" : "solved").attr("fill", given ? Palette.GIVEN : Palette.SOLVED));
            }
            if (x.min() != layout.minValue() || x.max() != layout.maxValue()) {
                s.legend("extra cell " + x.name() + " holds " + x.min() + ".." + x.max()
                        + (solution == null || value == null ? "" : ": " + x.name() + " = " + value));
            }
        }
    }
}
