package dev.satdoku.render;

import dev.satdoku.rules.Rule;
import dev.satdoku.rules.composite.AnyOf;
import dev.satdoku.rules.shading.Conditional;
import dev.satdoku.rules.shading.YinYang;
import dev.satdoku.rules.variable.DistinctTerms;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Shading (drawn from a solution), conditional rules (drawn as the rule they guard) and rules over
 * variables. Registered by keyword in {@link RuleDrawers}.
 */
final class ShadingDrawers {

    private ShadingDrawers() {
    }

    /** A conditional rule is drawn as the rule it guards (by the same drawers), and explained in the legend. */
    static void conditional(Conditional c, Scene s, RuleDrawers drawers) {
        s.drawAs(c, c.rule(), () -> drawers.draw(c.rule(), s));
        s.explain(c);
    }

    /**
     * An {@code or} is drawn as each rule of each group (by the same drawers), the groups named in the
     * legend, since the picture alone cannot say that only one group has to hold.
     */
    static void anyOf(AnyOf a, Scene s, RuleDrawers drawers) {
        for (List<Rule> group : a.groups()) {
            for (Rule r : group) {
                s.drawAs(a, r, () -> drawers.draw(r, s));
            }
        }
        s.explain(a);
        s.legend(a.toNative());
    }

    static void distinct(DistinctTerms r, Scene s) {
        s.group(Layer.OVERLAY, r);
        s.legend(r.terms().stream().map(Object::toString).collect(Collectors.joining(", ")) + " are all different");
        s.explain(r);
    }

    /** A rule on the shading as a whole (snake, loop, a required condition): in the legend, under the solution's shading. */
    static void shape(Rule r, Scene s) {
        s.group(Layer.SHADING, r);
        s.explain(r);
    }

    /** The rule in the legend; the solution's shading itself is painted by the renderer under everything. */
    static void yinYang(YinYang y, Scene s) {
        s.group(Layer.SHADING, y);
        s.explain(y);
    }
}
