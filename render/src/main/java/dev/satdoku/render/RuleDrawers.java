package dev.satdoku.render;

import dev.satdoku.rules.Rule;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The drawer of every rule type, by record class. The families register their drawers here; a rule
 * whose class has none is listed in the legend as not drawn (in red), so a new rule type never crashes
 * a picture and never disappears from it silently.
 */
public final class RuleDrawers {

    private final Map<Class<? extends Rule>, RuleDrawer<? extends Rule>> drawers = new LinkedHashMap<>();

    /** Every drawer satdoku has. */
    public static RuleDrawers standard() {
        RuleDrawers d = new RuleDrawers();
        CellDrawers.register(d);
        PairDrawers.register(d);
        LineDrawers.register(d);
        SumDrawers.register(d);
        OutsideDrawers.register(d);
        RegionDrawers.register(d);
        ShadingDrawers.register(d);
        return d;
    }

    public <R extends Rule> RuleDrawers register(Class<R> type, RuleDrawer<R> drawer) {
        drawers.put(type, drawer);
        return this;
    }

    public Set<Class<? extends Rule>> types() {
        return drawers.keySet();
    }

    @SuppressWarnings("unchecked")
    private RuleDrawer<Rule> find(Rule rule) {
        return (RuleDrawer<Rule>) drawers.get(rule.getClass());
    }

    public void draw(Rule rule, Scene scene) {
        RuleDrawer<Rule> d = find(rule);
        if (d == null) {
            scene.note("not drawn (no picture for '" + rule.keyword() + "' rules yet): " + rule.toNative());
            return;
        }
        d.draw(rule, scene);
    }

    public boolean drawsOutside(Rule rule) {
        RuleDrawer<Rule> d = find(rule);
        return d != null && d.drawsOutside(rule);
    }
}
