package dev.satdoku.sat;

import dev.satdoku.encode.Selectors;

/**
 * The weight of each element a step uses; a step costs the sum of its elements' weights. The order
 * is the one a person feels: an earlier fact or a given is read off the grid, a house is the basic
 * rule, a rule over a few cells (a dot, a small cage) asks a little arithmetic, a rule over many
 * cells (a long line or cage, a rule over the whole grid) asks for more.
 */
public final class StepCosts {

    public static final int FACT = 1;
    public static final int GIVEN = 1;
    public static final int HOUSE = 2;
    public static final int SMALL_RULE = 3;
    public static final int LONG_RULE = 5;
    /** A rule touching at most this many cells is a small one. */
    public static final int SMALL_RULE_CELLS = 4;

    private StepCosts() {
    }

    /** The weight of a house, given or rule; {@code cells} is how many cells the rule's clauses touch. */
    public static int weight(Selectors.Element element, int cells) {
        if (element instanceof Selectors.HouseElement) {
            return HOUSE;
        }
        if (element instanceof Selectors.Given) {
            return GIVEN;
        }
        return cells <= SMALL_RULE_CELLS ? SMALL_RULE : LONG_RULE;
    }
}
