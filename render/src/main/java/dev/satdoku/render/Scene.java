package dev.satdoku.render;

import dev.satdoku.catalog.RuleCatalog;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What drawers draw into: the puzzle, the solution being shown (or null), the grid geometry, one SVG
 * group per {@link Layer}, and the legend. Each rule's elements go into a group of their own,
 * {@code <g class="rule KEYWORD" data-rule="NATIVE LINE">}, so a picture can be read back rule by rule.
 */
public final class Scene {

    /** One legend line: an optional swatch (a line or a fill in a colour), the text, and whether it is a warning. */
    public record LegendEntry(String colour, Swatch swatch, String text, boolean note) {
    }

    public enum Swatch { NONE, LINE, FILL }

    private final Puzzle puzzle;
    private final Solution solution;
    private final Geometry geometry;
    private final Map<Layer, Svg> layers = new EnumMap<>(Layer.class);
    private final Map<String, LegendEntry> legend = new LinkedHashMap<>();
    private int cloneCount;
    private final Map<Cell, Integer> cornerLabels = new java.util.HashMap<>();

    Scene(Puzzle puzzle, Solution solution, Geometry geometry) {
        this.puzzle = puzzle;
        this.solution = solution;
        this.geometry = geometry;
        for (Layer l : Layer.values()) {
            layers.put(l, Svg.group("layer " + l.name().toLowerCase(java.util.Locale.ROOT)));
        }
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    /** The grid's rows, columns and values. */
    public dev.satdoku.model.Layout layout() {
        return puzzle.layout();
    }

    /** The solution drawn with the puzzle, or null. */
    public Solution solution() {
        return solution;
    }

    public Geometry geo() {
        return geometry;
    }

    public Point center(Cell c) {
        return geometry.center(c);
    }

    /** A length as a fraction of a cell. */
    public double of(double fraction) {
        return geometry.of(fraction);
    }

    /** A new group for {@code rule}'s elements on {@code layer}. */
    public Svg group(Layer layer, Rule rule) {
        Rule shown = rule == aliasInner ? aliasOuter : rule;
        Svg g = Svg.group("rule " + shown.keyword()).attr("data-rule", shown.toNative());
        if (shown != rule) {
            g.attr("opacity", "0.55");
        }
        layers.get(layer).add(g);
        return g;
    }

    private Rule aliasOuter;
    private Rule aliasInner;

    /**
     * Draws {@code inner} as part of {@code outer}: the groups the inner rule's drawer makes carry the
     * outer rule's identity and are faded. A conditional rule is drawn this way, as the rule it guards.
     */
    public void drawAs(Rule outer, Rule inner, Runnable draw) {
        Rule savedOuter = aliasOuter;
        Rule savedInner = aliasInner;
        aliasOuter = outer;
        aliasInner = inner;
        try {
            draw.run();
        } finally {
            aliasOuter = savedOuter;
            aliasInner = savedInner;
        }
    }

    /** A group on {@code layer} for elements that belong to no rule (grid lines, digits). */
    public Svg layer(Layer layer) {
        return layers.get(layer);
    }

    /** A legend line explaining a rule type: its summary from the rule catalogue, once per type. */
    public void explain(Rule rule) {
        explain(rule, null, Swatch.NONE);
    }

    /** As {@link #explain(Rule)}, with a swatch of the colour the rule is drawn in. */
    public void explain(Rule rule, String colour, Swatch swatch) {
        String keyword = rule.keyword();
        String summary = RuleCatalog.find(keyword).map(RuleType::summary).orElse("");
        legend.putIfAbsent("type:" + keyword, new LegendEntry(colour, swatch, keyword + (summary.isEmpty() ? "" : ": " + summary), false));
    }

    /** A legend line of its own (a rule that has no place in the grid, such as "r1c1 > r5c5"). */
    public void legend(String text) {
        legend.putIfAbsent("text:" + text, new LegendEntry(null, Swatch.NONE, text, false));
    }

    /** A warning in the legend, drawn in red: something the picture could not show. */
    public void note(String text) {
        legend.putIfAbsent("note:" + text, new LegendEntry(null, Swatch.NONE, text, true));
    }

    public List<LegendEntry> legendEntries() {
        return new ArrayList<>(legend.values());
    }

    /**
     * Which corner of a cell the next label goes in: 0 top left, then top right, bottom left, bottom
     * right, so that overlapping cages or sums starting in the same cell keep readable totals.
     */
    public int nextCorner(Cell cell) {
        return cornerLabels.merge(cell, 1, Integer::sum) - 1;
    }

    /** The next clone colour: each clone rule gets its own. */
    public String nextCloneFill() {
        return Palette.CLONE_FILLS[cloneCount++ % Palette.CLONE_FILLS.length];
    }

    Map<Layer, Svg> layers() {
        return layers;
    }
}
