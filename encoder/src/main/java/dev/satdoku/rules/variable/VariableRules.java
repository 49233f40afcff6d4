package dev.satdoku.rules.variable;

import dev.satdoku.model.Term;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * Rules whose natural subjects are declared variables (letters standing for digits), though cells
 * may take part too. Quads with variable items live with the other quads (rules.line.Quad).
 */
public final class VariableRules {

    private VariableRules() {
    }

    public static final List<RuleType> TYPES = List.of(
            RuleType.of("distinct", List.of(), "distinct TERM...",
                    "the terms (declared variables or cells) take pairwise different values", VariableRules::distinct));

    private static DistinctTerms distinct(RuleArgs args) {
        List<Term> terms = new ArrayList<>();
        while (args.hasMore()) {
            Token at = args.peek();
            Term t = args.nextTerm("a term");
            if (terms.contains(t)) {
                throw args.error(at, t + " is listed twice");
            }
            terms.add(t);
        }
        if (terms.size() < 2) {
            throw args.error("needs at least two terms (declared variables or cells), like: var A B 1..9 then distinct A B");
        }
        return new DistinctTerms(terms);
    }
}
