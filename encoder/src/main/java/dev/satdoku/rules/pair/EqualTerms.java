package dev.satdoku.rules.pair;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Solution;
import dev.satdoku.model.Term;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.List;

/**
 * Two terms (cells or declared variables) hold the same value. Encoding: channelling clauses
 * {@code [a=v] -> [b=v]} and {@code [b=v] -> [a=v]} for every value, 2n binary clauses instead of the
 * n(n-1) forbidden pairs; a value outside the other term's domain becomes a unit clause (the
 * literal of an out-of-domain value is the constant false).
 *
 * @param a one term
 * @param b another term
 */
public record EqualTerms(Term a, Term b) implements Rule {

    public static final RuleType TYPE = RuleType.of("equal", List.of(), "equal TERM TERM", "the two terms (cells or variables) are equal",
            EqualTerms::parse)
            .withReference("the two terms are equal");

    private static EqualTerms parse(RuleArgs args) {
        Term a = args.nextTerm("the first term");
        Token at = args.peek();
        Term b = args.nextTerm("the second term");
        if (a.equals(b)) {
            throw args.error(at, a + " is compared with itself");
        }
        int[] da = PairRules.domain(args, a);
        int[] db = PairRules.domain(args, b);
        if (da[1] < db[0] || db[1] < da[0]) {
            throw args.error(at, a + " (" + da[0] + ".." + da[1] + ") and " + b + " (" + db[0] + ".." + db[1]
                    + ") have no value in common");
        }
        return new EqualTerms(a, b);
    }

    public EqualTerms {
        if (a.equals(b)) {
            throw new IllegalArgumentException(a + " is compared with itself");
        }
    }

    @Override
    public String keyword() {
        return "equal";
    }

    @Override
    public void encode(EncodingContext ctx) {
        IntVar x = ctx.term(a);
        IntVar y = ctx.term(b);
        for (int v = x.min(); v <= x.max(); v++) {
            ctx.implies(x.eq(v), y.eq(v));
        }
        for (int v = y.min(); v <= y.max(); v++) {
            ctx.implies(y.eq(v), x.eq(v));
        }
    }

    @Override
    public String violation(Solution s) {
        int x = a.value(s);
        int y = b.value(s);
        return x == y ? null : a + " = " + x + " differs from " + b + " = " + y;
    }

    @Override
    public String toNative() {
        return "equal " + a + " " + b;
    }
}
