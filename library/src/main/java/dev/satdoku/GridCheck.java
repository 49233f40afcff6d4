package dev.satdoku;

import java.util.List;

/**
 * What the independent checker says about a proposed solution ({@link Satdoku#check}).
 *
 * @param violations one line per broken rule, naming the rule, where it was written and what is wrong;
 *                   empty when the grid satisfies every rule
 */
public record GridCheck(List<String> violations) {

    /** Keeps an unmodifiable copy of the violations. */
    public GridCheck {
        violations = List.copyOf(violations);
    }

    /** True when the grid satisfies every rule of the puzzle. */
    public boolean valid() {
        return violations.isEmpty();
    }
}
