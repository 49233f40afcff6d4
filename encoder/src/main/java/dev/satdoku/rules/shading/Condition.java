package dev.satdoku.rules.shading;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Solution;

/**
 * What a conditional rule ({@code if CONDITION: RULE}) tests. Each condition is a literal for the
 * encoder (defined by clauses that make it equivalent to the condition) and a plain test on a
 * solution for the checker.
 */
public sealed interface Condition permits ShadingCondition, NotCondition {

    /** A literal equivalent to the condition; its defining clauses go under the current guards. */
    int literal(EncodingContext ctx);

    /** Whether the condition holds in a solution (read directly, no CNF). */
    boolean holds(Solution solution);

    /** True when {@link #holds} reads the solution's shading. */
    boolean readsShading();

    /** The condition as written in the native format. */
    String toNative();
}
