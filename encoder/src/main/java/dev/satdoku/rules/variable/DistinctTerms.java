package dev.satdoku.rules.variable;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Solution;
import dev.satdoku.model.Term;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Collectors;

/**
 * All-different over terms: declared variables (letters standing for different digits) and cells,
 * in any mix. Encoding: {@code ctx.allDifferent}, i.e. for every value at most one term takes it,
 * with the chosen at-most-one strategy.
 *
 * @param terms at least two different terms
 */
public record DistinctTerms(List<Term> terms) implements Rule {

    public static final RuleType TYPE = RuleType.of("distinct", List.of(), "distinct TERM...",
            "the terms (declared variables or cells) take pairwise different values", DistinctTerms::parse)
            .withReference("the terms (variables or cells) take distinct values");

    private static DistinctTerms parse(RuleArgs args) {
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

    public DistinctTerms {
        terms = List.copyOf(terms);
        if (terms.size() < 2) {
            throw new IllegalArgumentException("distinct needs at least 2 terms, found " + terms.size());
        }
        if (new HashSet<>(terms).size() != terms.size()) {
            throw new IllegalArgumentException("distinct lists a term twice: " + terms);
        }
    }

    @Override
    public String keyword() {
        return "distinct";
    }

    @Override
    public void encode(EncodingContext ctx) {
        ctx.allDifferent(terms.stream().map(ctx::term).toList());
    }

    @Override
    public String violation(Solution s) {
        for (int i = 0; i < terms.size(); i++) {
            for (int j = i + 1; j < terms.size(); j++) {
                int a = terms.get(i).value(s);
                int b = terms.get(j).value(s);
                if (a == b) {
                    return "distinct: " + terms.get(i) + " and " + terms.get(j) + " are both " + a;
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "distinct " + terms.stream().map(Term::toString).collect(Collectors.joining(" "));
    }
}
