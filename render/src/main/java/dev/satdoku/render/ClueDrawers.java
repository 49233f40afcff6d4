package dev.satdoku.render;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.Rule;

/**
 * Outside clues taken over from ISS (hidden skyscrapers, numbered rooms, full ranks): the clue at its
 * position between the marks ISS draws around it ({@code |5|}, {@code :5:}, {@code #5}), so each reads
 * apart from a sandwich total or a skyscraper count. Registered by keyword in {@link RuleDrawers},
 * each wrapped in {@link RuleDrawer#outside}.
 */
final class ClueDrawers {

    private ClueDrawers() {
    }

    /** The clue text, smaller when it is long (a rank such as #34 beside a 9x9 grid). */
    static void marked(Rule rule, Cell position, String text, Scene s) {
        Svg g = s.group(Layer.OUTSIDE, rule);
        double size = text.length() <= 3 ? 0.34 : 0.26;
        g.add(Svg.text(text, s.center(position), s.of(size)).attr("fill", Palette.INK));
        s.explain(rule);
    }
}
