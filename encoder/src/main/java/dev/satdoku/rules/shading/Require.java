package dev.satdoku.rules.shading;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * A condition on the shading that always holds ("the snake visits every box": some cell of each
 * box is shaded). Encoding: the condition's literal as a unit clause. Check: the condition
 * evaluated on the solution's shading.
 *
 * @param condition what must hold
 */
public record Require(Condition condition) implements Rule {

    public static final RuleType TYPE = RuleType.of("require", List.of(), "require [not] all|some shaded|unshaded CELLS",
            "the condition on the shading holds", Require::parse)
            .withReference("the condition (as in `if`) holds, e.g. `require some shaded r1c1 r1c2 r2c1 r2c2`: a cell of "
                    + "that box is shaded");

    private static Require parse(RuleArgs args) {
        return new Require(Conditional.condition(args));
    }

    @Override
    public String keyword() {
        return "require";
    }

    @Override
    public void encode(EncodingContext ctx) {
        ctx.clause(condition.literal(ctx));
    }

    @Override
    public String violation(Solution s) {
        if (condition.readsShading() && !s.hasShading()) {
            return "the solution gives no shading, which '" + toNative() + "' reads";
        }
        return condition.holds(s) ? null : "'" + condition.toNative() + "' does not hold";
    }

    @Override
    public String toNative() {
        return "require " + condition.toNative();
    }
}
