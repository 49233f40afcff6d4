package dev.satdoku.encode;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.rules.Rule;
import java.util.List;

/**
 * Encodes rules on their own, for exhaustive equivalence tests: every cell gets its exactly-one
 * constraint, but rows, columns and regions are left out, so the CNF's models are precisely the
 * assignments the rules allow. The solver-side half of the test lives in the sat module's tests
 * (this module has no solver).
 */
public final class RuleHarness {

    private final EncodingContext ctx;

    private RuleHarness(EncodingContext ctx) {
        this.ctx = ctx;
    }

    public static RuleHarness encode(Layout layout, List<ExtraCell> variables, List<Rule> rules, EncodingOptions options) {
        EncodingContext ctx = new EncodingContext(layout, options, rules);
        ctx.enterFamily("cells");
        for (int i = 0; i < layout.cellCount(); i++) {
            ctx.exactlyOne(ctx.cell(layout.cellAt(i)).eqLiterals());
        }
        ctx.enterFamily("variables");
        for (ExtraCell v : variables) {
            ctx.exactlyOne(ctx.declare(v).eqLiterals());
        }
        for (Rule rule : rules) {
            ctx.enterFamily(rule.keyword());
            rule.encode(ctx);
        }
        return new RuleHarness(ctx);
    }

    public Cnf cnf() {
        return ctx.cnf();
    }

    /** Variable of "cell holds digit". */
    public int cellLiteral(Cell cell, int digit) {
        return ctx.cell(cell).eq(digit);
    }

    /** Variable of "named variable has value". */
    public int variableLiteral(String name, int value) {
        return ctx.variable(name).eq(value);
    }

    /** Variable of "cell is shaded", creating the shading layer if the rules did not. */
    public int shadingLiteral(Cell cell) {
        return ctx.shaded(cell);
    }

    public boolean usesShading() {
        return ctx.shadingBase() != 0;
    }
}
