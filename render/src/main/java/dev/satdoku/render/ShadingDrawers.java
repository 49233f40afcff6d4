package dev.satdoku.render;

import dev.satdoku.rules.shading.Conditional;
import dev.satdoku.rules.shading.YinYang;
import dev.satdoku.rules.variable.DistinctTerms;
import java.util.stream.Collectors;

/** Shading (drawn from a solution), conditional rules (drawn as the rule they guard) and rules over variables. */
final class ShadingDrawers {

    private ShadingDrawers() {
    }

    static void register(RuleDrawers d) {
        d.register(YinYang.class, ShadingDrawers::yinYang);
        d.register(Conditional.class, (c, s) -> {
            s.drawAs(c, c.rule(), () -> d.draw(c.rule(), s));
            s.explain(c);
        });
        d.register(DistinctTerms.class, (r, s) -> {
            s.group(Layer.OVERLAY, r);
            s.legend(r.terms().stream().map(Object::toString).collect(Collectors.joining(", ")) + " are all different");
            s.explain(r);
        });
    }

    /** The rule in the legend; the solution's shading itself is painted by the renderer under everything. */
    private static void yinYang(YinYang y, Scene s) {
        s.group(Layer.SHADING, y);
        s.explain(y);
    }
}
