package dev.satdoku.render;

import java.util.ArrayList;
import java.util.List;

/**
 * The legend under the grid: one entry per rule type shown (with a swatch of its colour when it has
 * one), rules that have no place in the grid, and notes in red. Text is wrapped to the picture's width
 * by an estimate of the glyph width (renderers measure text differently, so no exact measure exists).
 */
final class Legend {

    private static final double FONT = 0.22;
    private static final double LINE = 0.32;
    /** Average advance of a DejaVu Sans glyph, as a fraction of the font size. */
    private static final double GLYPH = 0.56;

    private record Row(Scene.LegendEntry entry, List<String> lines) {
    }

    private final List<Row> rows = new ArrayList<>();
    private final double cell;

    Legend(List<Scene.LegendEntry> entries, double width, double cell) {
        this.cell = cell;
        double textWidth = width - cell * 0.7;
        int perLine = Math.max(20, (int) (textWidth / (cell * FONT * GLYPH)));
        for (Scene.LegendEntry e : entries) {
            rows.add(new Row(e, wrap(e.text(), perLine)));
        }
    }

    double height() {
        return rows.stream().mapToInt(r -> r.lines().size()).sum() * cell * LINE;
    }

    void draw(Svg into, Point topLeft) {
        if (rows.isEmpty()) {
            return;
        }
        Svg g = Svg.group("legend");
        into.add(g);
        double y = topLeft.y();
        for (Row row : rows) {
            Scene.LegendEntry e = row.entry();
            double mid = y + cell * LINE / 2;
            switch (e.swatch()) {
                case LINE -> g.add(Svg.line(new Point(topLeft.x(), mid), new Point(topLeft.x() + cell * 0.5, mid)).attr("stroke", e.colour())
                        .attr("stroke-width", cell * 0.12).attr("stroke-linecap", "round"));
                case FILL -> g.add(Svg.rect(topLeft.x(), mid - cell * 0.12, cell * 0.5, cell * 0.24).attr("fill", e.colour()));
                case NONE -> { }
            }
            for (String line : row.lines()) {
                g.add(Svg.element("text").attr("x", topLeft.x() + cell * 0.7).attr("y", y + cell * (LINE / 2 + FONT * 0.35))
                        .attr("font-size", cell * FONT).attr("fill", e.note() ? Palette.NOTE : Palette.LEGEND).content(line));
                y += cell * LINE;
            }
        }
    }

    static List<String> wrap(String text, int perLine) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > perLine) {
                out.add(line.toString());
                line.setLength(0);
            }
            while (word.length() > perLine) {
                out.add(word.substring(0, perLine));
                word = word.substring(perLine);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        if (line.length() > 0) {
            out.add(line.toString());
        }
        return out;
    }
}
