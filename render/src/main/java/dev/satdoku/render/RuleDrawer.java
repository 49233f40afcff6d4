package dev.satdoku.render;

import dev.satdoku.rules.Rule;

/**
 * Draws one rule type. Adding a rule's picture is one entry in {@link RuleDrawers#standard()} for its
 * keyword; a rule without one still appears, as a note in the legend.
 */
@FunctionalInterface
public interface RuleDrawer<R extends Rule> {

    void draw(R rule, Scene scene);

    /** True when the rule puts something outside the grid, so the picture needs a margin for it. */
    default boolean drawsOutside(R rule) {
        return false;
    }

    /** A drawer for clues outside the grid. */
    static <R extends Rule> RuleDrawer<R> outside(RuleDrawer<R> drawer) {
        return new RuleDrawer<>() {
            @Override
            public void draw(R rule, Scene scene) {
                drawer.draw(rule, scene);
            }

            @Override
            public boolean drawsOutside(R rule) {
                return true;
            }
        };
    }
}
