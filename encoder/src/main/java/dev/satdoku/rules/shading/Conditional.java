package dev.satdoku.rules.shading;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.List;

/**
 * A rule that applies only when a condition holds: {@code if CONDITION: RULE}. Encoding: the
 * condition's literal guards every clause of the inner rule ({@code ctx.guarded}), so those clauses
 * bind exactly when the condition is true; the inner rule's shared definitions (sums, order
 * literals) stay unguarded as always. Check: the condition is evaluated on the solution's shading
 * and the inner rule is checked only when it holds.
 *
 * <p>The inner rule's extra houses (a conditional extra region) are not reported: they hold only
 * sometimes, so simplification must not treat them as houses.
 *
 * @param condition when the rule applies
 * @param rule      the rule that applies then
 */
public record Conditional(Condition condition, Rule rule) implements Rule {

    @Override
    public String keyword() {
        return "if";
    }

    @Override
    public void encode(EncodingContext ctx) {
        int guard = condition.literal(ctx);
        ctx.guarded(guard, () -> rule.encode(ctx));
    }

    @Override
    public String violation(Solution s) {
        return violation(s, List.of());
    }

    @Override
    public String violation(Solution s, List<Rule> puzzleRules) {
        if (condition.readsShading() && !s.hasShading()) {
            return "the solution gives no shading, which the condition '" + condition.toNative() + "' reads";
        }
        if (!condition.holds(s)) {
            return null;
        }
        String problem = rule.violation(s, puzzleRules);
        return problem == null ? null : "(" + condition.toNative() + ") " + problem;
    }

    @Override
    public String toNative() {
        return "if " + condition.toNative() + ": " + rule.toNative();
    }
}
