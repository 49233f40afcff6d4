package dev.satdoku.rules.shading;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Solution;

/** The negation of a condition: its literal negated, its test inverted. */
public record NotCondition(Condition inner) implements Condition {

    @Override
    public int literal(EncodingContext ctx) {
        return -inner.literal(ctx);
    }

    @Override
    public boolean holds(Solution s) {
        return !inner.holds(s);
    }

    @Override
    public boolean readsShading() {
        return inner.readsShading();
    }

    @Override
    public String toNative() {
        return "not " + inner.toNative();
    }
}
