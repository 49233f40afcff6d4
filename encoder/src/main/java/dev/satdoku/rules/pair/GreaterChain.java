package dev.satdoku.rules.pair;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
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
 * Greater-than signs in a chain: each term is greater than the next ({@code gt A B C} is A > B > C).
 * Terms are cells (adjacent or not) or declared variables.
 *
 * <p>Encoding: order literals, one binary clause per value, {@code [b >= v] -> [a >= v+1]}. The
 * ladder of order literals makes this exactly a > b, and both directions propagate bounds (raising
 * b's lower bound raises a's; lowering a's upper bound lowers b's) without any auxiliary variable
 * beyond the lazily created ladders.
 *
 * @param terms at least two distinct terms, largest first
 */
public record GreaterChain(List<Term> terms) implements Rule {

    public static final RuleType TYPE = RuleType.of("gt", List.of(), "gt TERM TERM [TERM...]",
            "each term (cell or variable) is greater than the next", GreaterChain::parse)
            .withReference("each term is greater than the next (a chain of signs); terms may be cells (adjacent or not) "
                    + "or variables; a chain the terms' ranges cannot satisfy is an error");

    private static GreaterChain parse(RuleArgs args) {
        List<Term> terms = new ArrayList<>();
        List<int[]> domains = new ArrayList<>();
        do {
            Token at = args.peek();
            Term t = args.nextTerm("a term");
            if (terms.contains(t)) {
                throw args.error(at, t + " appears twice in the chain; a strictly decreasing chain cannot repeat a term");
            }
            terms.add(t);
            domains.add(PairRules.domain(args, t));
        } while (args.hasMore());
        if (terms.size() < 2) {
            throw args.error("needs at least two terms (gt A B means A > B)");
        }
        // From the end of the chain, each term must exceed the smallest value the next can take.
        int least = Integer.MIN_VALUE;
        for (int i = terms.size() - 1; i >= 0; i--) {
            int[] d = domains.get(i);
            least = i == terms.size() - 1 ? d[0] : Math.max(d[0], least + 1);
            if (least > d[1]) {
                throw args.error("the chain cannot hold: " + terms.get(i) + " would have to be at least " + least
                        + " but its values are " + d[0] + ".." + d[1]);
            }
        }
        return new GreaterChain(terms);
    }

    public GreaterChain {
        terms = List.copyOf(terms);
        if (terms.size() < 2) {
            throw new IllegalArgumentException("a greater-than chain needs at least two terms");
        }
        if (new HashSet<>(terms).size() != terms.size()) {
            throw new IllegalArgumentException("a term appears twice in the chain, which can never be strictly decreasing");
        }
    }

    @Override
    public String keyword() {
        return "gt";
    }

    @Override
    public void encode(EncodingContext ctx) {
        for (int i = 0; i + 1 < terms.size(); i++) {
            IntVar a = ctx.term(terms.get(i));
            IntVar b = ctx.term(terms.get(i + 1));
            for (int v = b.min(); v <= b.max(); v++) {
                ctx.clause(-b.ge(v), a.ge(v + 1));
            }
        }
    }

    @Override
    public String violation(Solution s) {
        for (int i = 0; i + 1 < terms.size(); i++) {
            int a = terms.get(i).value(s);
            int b = terms.get(i + 1).value(s);
            if (a <= b) {
                return terms.get(i) + " = " + a + " is not greater than " + terms.get(i + 1) + " = " + b;
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "gt " + terms.stream().map(Term::toString).collect(Collectors.joining(" "));
    }
}
