package dev.satdoku.render;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * Cells to mark over a picture, for {@code render --explain}: the clues of a conflict (red) and the
 * repair candidates (numbered orange outlines, 1 = best). Drawn over everything the rule drawers made,
 * so they need nothing from the drawer registry.
 *
 * @param conflict cells of the conflicting clues, each list one clue
 * @param repairs  cells of each repair (one list per repair, in rank order)
 * @param legend   lines for the legend saying what the marks mean
 */
public record Highlights(List<List<Cell>> conflict, List<List<Cell>> repairs, List<String> legend) {

    public static final String CONFLICT = "#D0101C";
    public static final String REPAIR = "#F08000";

    public Highlights {
        conflict = conflict.stream().map(List::copyOf).toList();
        repairs = repairs.stream().map(List::copyOf).toList();
        legend = List.copyOf(legend);
    }

    void draw(Scene s) {
        Svg under = Svg.group("explain-conflict");
        s.layer(Layer.SHADING).add(under);
        for (List<Cell> clue : conflict) {
            for (Cell c : clue) {
                Point corner = s.geo().topLeft(c);
                under.add(Svg.rect(corner.x(), corner.y(), s.of(1), s.of(1)).attr("fill", CONFLICT).attr("fill-opacity", "0.16"));
            }
        }
        Svg over = Svg.group("explain-repairs");
        s.layer(Layer.TEXT).add(over);
        int rank = 0;
        List<Cell> labelled = new ArrayList<>();
        for (List<Cell> repair : repairs) {
            rank++;
            for (Cell c : repair) {
                Point corner = s.geo().topLeft(c);
                double inset = s.of(0.06);
                over.add(Svg.rect(corner.x() + inset, corner.y() + inset, s.of(1) - 2 * inset, s.of(1) - 2 * inset)
                        .attr("fill", "none").attr("stroke", REPAIR).attr("stroke-width", s.of(0.07)));
                if (!labelled.contains(c)) {
                    labelled.add(c);
                    over.add(Svg.text(Integer.toString(rank), new Point(corner.x() + s.of(0.8), corner.y() + s.of(0.3)), s.of(0.26))
                            .attr("fill", REPAIR).attr("font-weight", "bold"));
                }
            }
        }
        legend.forEach(s::legend);
    }
}
