package dev.satdoku.rules.pair;

import dev.satdoku.model.Cell;
import dev.satdoku.model.NamedVariable;
import dev.satdoku.model.Term;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Rules between pairs of cells or terms: kropki dots, XV, greater-than, equality, negative constraints. */
public final class PairRules {

    private PairRules() {
    }

    public static final List<RuleType> TYPES = List.of(
            RuleType.of("white", List.of(), "white A B [diff=K]",
                    "kropki white dot: the digits of two adjacent cells differ by K (default 1)", PairRules::white),
            RuleType.of("black", List.of(), "black A B [ratio=K]",
                    "kropki black dot: one digit of two adjacent cells is K times the other (default 2)", PairRules::black),
            RuleType.of("x", List.of(), "x A B", "the digits of two adjacent cells add up to 10",
                    args -> xv(args, XvMark.X)),
            RuleType.of("v", List.of(), "v A B", "the digits of two adjacent cells add up to 5",
                    args -> xv(args, XvMark.V)),
            RuleType.of("gt", List.of(), "gt TERM TERM [TERM...]",
                    "each term (cell or variable) is greater than the next", PairRules::greater),
            RuleType.of("equal", List.of(), "equal TERM TERM", "the two terms (cells or variables) are equal",
                    PairRules::equal),
            RuleType.of("negative", List.of(), "negative KIND... (white, black, kropki, xv)",
                    "orthogonal pairs without a kropki dot (either colour) are not consecutive (white), not in the black "
                            + "dots' ratio (black), or neither consecutive nor 1:2 (kropki); pairs without an X or V do not "
                            + "add up to 5 or 10 (xv)",
                    PairRules::negative),
            RuleType.of(Negative.NONCONSECUTIVE, List.of(), "nonconsecutive",
                    "orthogonal neighbours without a kropki dot (either colour) are not consecutive", args -> Negative.nonconsecutive()));

    private static WhiteDot white(RuleArgs args) {
        Cell[] pair = adjacentPair(args, "a white dot");
        return feasible(args, "diff", new WhiteDot(pair[0], pair[1], atLeast(args, "diff", 1, 1)));
    }

    private static BlackDot black(RuleArgs args) {
        Cell[] pair = adjacentPair(args, "a black dot");
        return feasible(args, "ratio", new BlackDot(pair[0], pair[1], atLeast(args, "ratio", 2, 2)));
    }

    private static XvMark xv(RuleArgs args, int total) {
        Cell[] pair = adjacentPair(args, total == XvMark.X ? "an X" : "a V");
        return feasible(args, null, new XvMark(pair[0], pair[1], total));
    }

    /** Two cells sharing an edge; the error points at the second one. */
    private static Cell[] adjacentPair(RuleArgs args, String what) {
        Cell a = args.nextCell("first cell");
        Token at = args.peek();
        Cell b = args.nextCell("second cell");
        if (!a.isOrthogonallyAdjacent(b)) {
            throw args.error(at, a + " and " + b + " are not orthogonally adjacent; " + what + " sits on the edge between two cells");
        }
        return new Cell[] {a, b};
    }

    private static int atLeast(RuleArgs args, String option, int fallback, int min) {
        int value = args.intOption(option, fallback);
        if (value < min) {
            throw args.error(args.optionToken(option), option + " " + value + " is impossible (must be at least " + min
                    + ": the two cells share a row or column, so they differ)");
        }
        return value;
    }

    /** Rejects a mark no two different digits of the grid can satisfy (a V on 2x2, diff=9 on 9x9). */
    private static <M extends PairMark> M feasible(RuleArgs args, String option, M mark) {
        int n = args.size();
        for (int x = 1; x <= n; x++) {
            for (int y = 1; y <= n; y++) {
                if (x != y && mark.holds(x, y)) {
                    return mark;
                }
            }
        }
        String message = "no two different digits 1.." + n + " " + mark.demand() + ", so this mark is impossible on a "
                + n + "x" + n + " grid";
        Token at = option == null ? null : args.optionToken(option);
        throw at == null ? args.error(message) : args.error(at, message);
    }

    private static GreaterChain greater(RuleArgs args) {
        List<Term> terms = new ArrayList<>();
        List<int[]> domains = new ArrayList<>();
        do {
            Token at = args.peek();
            Term t = args.nextTerm("a term");
            if (terms.contains(t)) {
                throw args.error(at, t + " appears twice in the chain; a strictly decreasing chain cannot repeat a term");
            }
            terms.add(t);
            domains.add(domain(args, t));
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

    private static EqualTerms equal(RuleArgs args) {
        Term a = args.nextTerm("the first term");
        Token at = args.peek();
        Term b = args.nextTerm("the second term");
        if (a.equals(b)) {
            throw args.error(at, a + " is compared with itself");
        }
        int[] da = domain(args, a);
        int[] db = domain(args, b);
        if (da[1] < db[0] || db[1] < da[0]) {
            throw args.error(at, a + " (" + da[0] + ".." + da[1] + ") and " + b + " (" + db[0] + ".." + db[1]
                    + ") have no value in common");
        }
        return new EqualTerms(a, b);
    }

    /** The values a term can take: 1..N for a cell, the declared range for a variable. */
    private static int[] domain(RuleArgs args, Term t) {
        if (t instanceof Term.VariableTerm v) {
            NamedVariable decl = args.variables().stream().filter(d -> d.name().equals(v.name())).findFirst().orElseThrow();
            return new int[] {decl.min(), decl.max()};
        }
        return new int[] {1, args.size()};
    }

    private static Negative negative(RuleArgs args) {
        Set<NegativeKind> kinds = EnumSet.noneOf(NegativeKind.class);
        do {
            Token at = args.peek();
            String word = args.nextWord("a kind", "white", "black", "kropki", "xv");
            if (!kinds.add(NegativeKind.valueOf(word.toUpperCase(Locale.ROOT)))) {
                throw args.error(at, word + " is listed twice");
            }
        } while (args.hasMore());
        return new Negative("negative", kinds);
    }
}
