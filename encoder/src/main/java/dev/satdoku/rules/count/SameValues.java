package dev.satdoku.rules.count;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Groups holding the same values: every group holds the same multiset of values, in any order
 * and any shape (a value twice in one group appears twice in every group). Groups of one cell say
 * the cells are equal; {@code clone} is the positional cousin (same value in corresponding cells).
 *
 * <p>Encoding: for every value, the context's unary count of "a cell of the group holds v"
 * ({@code ctx.countOf}) per group, and the counts of every group equal the first group's, literal
 * by literal.
 *
 * @param groups at least two groups of equal size, no cell in two groups or twice in one
 */
public record SameValues(List<List<Cell>> groups) implements Rule {

    public static final RuleType TYPE = RuleType.of("samevalues", List.of(), "samevalues CELLS | CELLS [| CELLS...]",
            "the groups hold the same values, each as often, in any order", SameValues::parse)
            .withReference("the groups (of equal size, separated by |) hold the same multiset of values in any order and shape: "
                    + "`samevalues r1c1 r1c2 | r5c5 r6c5` with r1c1,r1c2 = 3,7 needs 3 and 7 in r5c5,r6c5; a value twice in one "
                    + "group is twice in each. Groups of one cell make the cells equal");

    private static SameValues parse(RuleArgs args) {
        List<List<Cell>> groups = new ArrayList<>();
        Set<Cell> seen = new HashSet<>();
        do {
            var at = args.peek();
            List<Cell> g = args.nextDistinctCells("the cells of group " + (groups.size() + 1));
            if (!groups.isEmpty() && g.size() != groups.get(0).size()) {
                throw args.error(at, "group " + (groups.size() + 1) + " has " + g.size() + " cells but the first group has "
                        + groups.get(0).size());
            }
            for (Cell c : g) {
                if (!seen.add(c)) {
                    throw args.error(at, c + " is in two groups");
                }
            }
            groups.add(g);
        } while (args.separator());
        if (groups.size() < 2) {
            throw args.error("needs at least two groups separated by |, like: samevalues r1c1 r1c2 | r5c5 r6c5");
        }
        return new SameValues(groups);
    }

    public SameValues {
        if (groups.size() < 2) {
            throw new IllegalArgumentException("samevalues needs at least two groups, found " + groups.size());
        }
        List<Cell> all = new ArrayList<>();
        List<List<Cell>> copy = new ArrayList<>();
        for (List<Cell> g : groups) {
            if (g.isEmpty() || g.size() != groups.get(0).size()) {
                throw new IllegalArgumentException("samevalues groups must be non-empty and of equal size");
            }
            all.addAll(g);
            copy.add(List.copyOf(g));
        }
        Lines.distinct(all, "samevalues");
        groups = List.copyOf(copy);
    }

    @Override
    public String keyword() {
        return "samevalues";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<List<IntVar>> vars = groups.stream().map(ctx::cells).toList();
        int lo = vars.stream().flatMap(List::stream).mapToInt(IntVar::min).min().orElseThrow();
        int hi = vars.stream().flatMap(List::stream).mapToInt(IntVar::max).max().orElseThrow();
        if (groups.get(0).size() == 1) {
            // Single cells: the same multiset is plain equality, cheaper without counters.
            for (List<IntVar> g : vars.subList(1, vars.size())) {
                ctx.equal(vars.get(0).get(0), g.get(0));
            }
            return;
        }
        for (int v = lo; v <= hi; v++) {
            int value = v;
            int[] first = ctx.countOf(vars.get(0).stream().mapToInt(x -> x.eq(value)).toArray());
            for (List<IntVar> g : vars.subList(1, vars.size())) {
                int[] other = ctx.countOf(g.stream().mapToInt(x -> x.eq(value)).toArray());
                for (int j = 1; j < first.length; j++) {
                    ctx.clause(-first[j], other[j]);
                    ctx.clause(first[j], -other[j]);
                }
            }
        }
    }

    @Override
    public String violation(Solution s) {
        Map<Integer, Integer> reference = multiset(groups.get(0), s);
        for (List<Cell> g : groups.subList(1, groups.size())) {
            if (!multiset(g, s).equals(reference)) {
                return Lines.digits(g, s) + " do not hold the same values as " + Lines.digits(groups.get(0), s);
            }
        }
        return null;
    }

    private static Map<Integer, Integer> multiset(List<Cell> cells, Solution s) {
        Map<Integer, Integer> out = new TreeMap<>();
        cells.forEach(c -> out.merge(s.digit(c), 1, Integer::sum));
        return out;
    }

    @Override
    public String toNative() {
        return "samevalues " + groups.stream().map(Lines::join).collect(Collectors.joining(" | "));
    }
}
