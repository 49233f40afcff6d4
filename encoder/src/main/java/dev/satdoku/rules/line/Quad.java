package dev.satdoku.rules.line;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A quadruple: the 2x2 block whose top-left cell is given contains every listed item, an item listed
 * k times at least k times. An item is a digit or a declared variable (its value must appear; "letter
 * quads"). Items are a multiset: if variable A is listed and equals the listed digit 3, then 3 must
 * appear twice.
 *
 * <p>Encoding. "At least k of the four cells hold v" is one clause per way of choosing 5-k of the four
 * cells (any 5-k cells include a v): a binomial encoding, small because there are four cells. For
 * variables, each value v and each subset S of the listed variables gives those clauses with k = (times
 * v is listed as a digit) + |S|, guarded by "every variable in S equals v"; the subset of variables that
 * do equal v is the one that must hold, the smaller ones are implied. At most 4 items, so at most 16
 * subsets per value.
 *
 * @param topLeft   the block's top-left cell
 * @param digits    the listed digits, ascending (repeats kept)
 * @param variables the listed variables, sorted (repeats kept)
 */
public record Quad(Cell topLeft, List<Integer> digits, List<String> variables) implements Rule {

    public static final RuleType TYPE = RuleType.of("quad", List.of("quadruple"), "quad TOPLEFT ITEM...",
            "the 2x2 block at TOPLEFT contains each listed digit or variable's value (an item listed k times, k times)",
            Quad::parse)
            .withReference("the 2x2 block whose top-left cell is TOPLEFT (rows and columns 1..N-1) contains each listed "
                    + "digit (a repeated digit that many times, at most twice); an item may be a declared variable "
                    + "(its value must appear); 1 to 4 items, counted together: `quad r1c1 3 A` with A = 3 needs "
                    + "two 3s");

    private static Quad parse(RuleArgs args) {
        int lo = args.minValue();
        int hi = args.maxValue();
        Token at = args.peek();
        Cell topLeft = args.nextCell("the top-left cell of the 2x2 block");
        if (topLeft.row() >= args.layout().rows() - 1 || topLeft.col() >= args.layout().cols() - 1) {
            throw args.error(at, "the 2x2 block at " + topLeft + " would reach past the grid; its top-left cell must lie in "
                    + (args.layout().isSquare() ? "rows and columns 1.." + (args.layout().rows() - 1)
                    : "rows 1.." + (args.layout().rows() - 1) + " and columns 1.." + (args.layout().cols() - 1)));
        }
        List<Integer> digits = new ArrayList<>();
        List<String> variables = new ArrayList<>();
        while (args.hasMore()) {
            Token t = args.peek();
            if (digits.size() + variables.size() == Quad.MAX_ITEMS) {
                throw args.error(t, "a 2x2 block holds at most " + Quad.MAX_ITEMS + " digits; remove '" + t.text() + "'");
            }
            if (args.nextIsExtraCell()) {
                variables.add(args.extraCell(args.nextToken("an extra cell")).name());
            } else if (args.nextIsInteger()) {
                int d = args.nextInt("a digit");
                if (d < lo || d > hi) {
                    throw args.error(t, "digit " + d + " is impossible here (must be " + lo + ".." + hi + ")");
                }
                if (Collections.frequency(digits, d) == 2) {
                    throw args.error(t, "digit " + d + " listed a third time; a 2x2 block spans two rows and two columns, so it holds a digit at most twice");
                }
                digits.add(d);
            } else {
                throw args.error(t, "expected a digit " + lo + ".." + hi + " or a declared variable (var " + t.text() + " " + lo + ".." + hi + "), found '" + t.text() + "'");
            }
        }
        if (digits.isEmpty() && variables.isEmpty()) {
            throw args.error("missing the digits the block must contain, like: quad r1c1 1 2 5");
        }
        return new Quad(topLeft, digits, variables);
    }

    public static final int MAX_ITEMS = 4;

    public Quad {
        digits = digits.stream().sorted().toList();
        variables = variables.stream().sorted().toList();
        int items = digits.size() + variables.size();
        if (items < 1 || items > MAX_ITEMS) {
            throw new IllegalArgumentException("quad lists 1.." + MAX_ITEMS + " digits or variables, found " + items);
        }
        if (topLeft.row() < 0 || topLeft.col() < 0) {
            throw new IllegalArgumentException("quad block at " + topLeft + " is outside the grid");
        }
    }

    @Override
    public String keyword() {
        return "quad";
    }

    /** The four cells: top-left, top-right, bottom-left, bottom-right. */
    public List<Cell> cells() {
        return List.of(topLeft, topLeft.plus(0, 1), topLeft.plus(1, 0), topLeft.plus(1, 1));
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> block = ctx.cells(cells());
        Map<Integer, Integer> listed = counts(digits);
        if (variables.isEmpty()) {
            listed.forEach((v, k) -> atLeast(ctx, k, literals(block, v)));
            return;
        }
        List<IntVar> vars = variables.stream().map(ctx::variable).toList();
        TreeMap<Integer, Integer> values = new TreeMap<>(listed);
        for (IntVar x : vars) {
            for (int v = x.min(); v <= x.max(); v++) {
                values.putIfAbsent(v, 0);
            }
        }
        for (var e : values.entrySet()) {
            int v = e.getKey();
            for (int subset = 0; subset < 1 << vars.size(); subset++) {
                int k = e.getValue() + Integer.bitCount(subset);
                if (k == 0) {
                    continue;
                }
                List<Integer> conditions = new ArrayList<>();
                for (int j = 0; j < vars.size(); j++) {
                    if ((subset >> j & 1) != 0) {
                        conditions.add(vars.get(j).eq(v));
                    }
                }
                guardedByAll(ctx, conditions, () -> atLeast(ctx, k, literals(block, v)));
            }
        }
    }

    private static void guardedByAll(EncodingContext ctx, List<Integer> guards, Runnable body) {
        if (guards.isEmpty()) {
            body.run();
            return;
        }
        ctx.guarded(guards.get(0), () -> guardedByAll(ctx, guards.subList(1, guards.size()), body));
    }

    private static int[] literals(List<IntVar> block, int v) {
        return block.stream().mapToInt(x -> x.eq(v)).toArray();
    }

    /** At least k of the literals: every choice of (n - k + 1) of them contains a true one. */
    private static void atLeast(EncodingContext ctx, int k, int[] lits) {
        int n = lits.length;
        if (k > n) {
            ctx.clause();
            return;
        }
        for (int subset = 0; subset < 1 << n; subset++) {
            if (Integer.bitCount(subset) != n - k + 1) {
                continue;
            }
            int[] clause = new int[n - k + 1];
            int i = 0;
            for (int j = 0; j < n; j++) {
                if ((subset >> j & 1) != 0) {
                    clause[i++] = lits[j];
                }
            }
            ctx.clause(clause);
        }
    }

    private static Map<Integer, Integer> counts(List<Integer> values) {
        Map<Integer, Integer> out = new TreeMap<>();
        values.forEach(v -> out.merge(v, 1, Integer::sum));
        return out;
    }

    @Override
    public String violation(Solution s) {
        // From the words, apart from counts() and cells() (the clauses): each value listed k times (a variable's
        // value counting as listed) appears at least k times among the four cells of the 2x2 block.
        List<Integer> items = new ArrayList<>(digits);
        for (String name : variables) {
            Integer value = s.variable(name);
            if (value == null) {
                return "the solution has no value for " + name;
            }
            items.add(value);
        }
        List<Integer> present = List.of(s.digit(topLeft), s.digit(topLeft.plus(0, 1)), s.digit(topLeft.plus(1, 0)),
                s.digit(topLeft.plus(1, 1)));
        for (int value : new java.util.TreeSet<>(items)) {
            int listed = java.util.Collections.frequency(items, value);
            int found = java.util.Collections.frequency(present, value);
            if (found < listed) {
                return "the block at " + topLeft + " holds " + present + ": " + value + " is listed " + listed
                        + (listed > 1 ? " times" : " time") + " but appears " + found + (found == 1 ? " time" : " times");
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        StringBuilder sb = new StringBuilder("quad ").append(topLeft);
        digits.forEach(d -> sb.append(' ').append(d));
        variables.forEach(v -> sb.append(' ').append(v));
        return sb.toString();
    }
}
