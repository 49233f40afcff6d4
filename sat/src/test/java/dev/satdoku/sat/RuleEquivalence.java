package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.fail;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.RuleHarness;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * The exhaustive small-domain test every rule gets: encode the rules alone (cells exactly-one, no
 * houses), enumerate every model projected onto the scope cells (and the named variables) with
 * SAT4J, enumerate every assignment of the scope by brute force and keep those each rule's
 * {@link Rule#violation} accepts, and require the two sets to be equal. So the CNF admits exactly
 * the intended assignments, no more and no fewer, under each encoding option given.
 *
 * <p>Cells outside the scope hold a background digit on both sides: the smallest value by default, or the digits of
 * a given background grid (whole-grid rules such as anti-king or negative constraints need a
 * background that does not break them outside the scope).
 */
public final class RuleEquivalence {

    private static final int MAX_ASSIGNMENTS = 2_000_000;

    private RuleEquivalence() {
    }

    /** Asserts equality for each of the given option sets. */
    public static void assertExact(Layout layout, List<Rule> rules, List<Cell> scope, List<EncodingOptions> optionSets) {
        assertExact(layout, List.of(), rules, scope, optionSets);
    }

    public static void assertExact(Layout layout, List<Rule> rules, List<Cell> scope, EncodingOptions options) {
        assertExact(layout, List.of(), rules, scope, List.of(options));
    }

    public static void assertExact(Layout layout, List<ExtraCell> variables, List<Rule> rules, List<Cell> scope,
                                   EncodingOptions options) {
        assertExact(layout, variables, rules, scope, List.of(options));
    }

    /**
     * With named variables (declared for the rules, e.g. letters in a quadruple): the assignments
     * compared are the scope cells' digits followed by every variable's value. Cells outside the
     * scope are free in the CNF (projected away) and hold 1 for the check.
     */
    public static void assertExact(Layout layout, List<ExtraCell> variables, List<Rule> rules, List<Cell> scope,
                                   List<EncodingOptions> optionSets) {
        checkSize(layout, variables, scope);
        int[] ones = new int[layout.cellCount()];
        Arrays.fill(ones, layout.minValue());
        Set<String> accepted = acceptedByChecker(layout, variables, rules, scope, ones);
        for (EncodingOptions options : optionSets) {
            Set<String> admitted = admittedBySat(layout, variables, rules, scope, options, null);
            assertSameSets(admitted, accepted, rules + " over " + scope + " with " + options.describe());
        }
    }

    /**
     * With every cell outside the scope fixed to its digit in {@code background} on both sides (unit
     * clauses in the CNF, the same digits for the check), so both judge the same whole grids. Fails
     * when the check accepts nothing, which would make the comparison vacuous.
     */
    public static void assertExact(Layout layout, List<Rule> rules, List<Cell> scope, int[] background,
                                   List<EncodingOptions> optionSets) {
        if (background.length != layout.cellCount()) {
            throw new IllegalArgumentException("background has " + background.length + " cells, grid has " + layout.cellCount());
        }
        checkSize(layout, List.of(), scope);
        Set<String> accepted = acceptedByChecker(layout, List.of(), rules, scope, background);
        if (accepted.isEmpty()) {
            fail("the check accepts no assignment of " + scope + " on this background: the test would prove nothing");
        }
        for (EncodingOptions options : optionSets) {
            Set<String> admitted = admittedBySat(layout, List.of(), rules, scope, options, background);
            assertSameSets(admitted, accepted, rules + " over " + scope + " on the given background with " + options.describe());
        }
    }

    /**
     * As {@link #assertExact(Layout, List, List, int[], List)}, and both sides must also equal the
     * assignments that {@code definition}, a third reading written in the test from the rule's words,
     * accepts. It sees the whole grid (row-major digits, the background with the scope filled in), so
     * a check that shares a wrong predicate with its clause generator fails here even though the two
     * agree with each other.
     */
    public static void assertExact(Layout layout, List<Rule> rules, List<Cell> scope, int[] background,
                                   List<EncodingOptions> optionSets, Predicate<int[]> definition) {
        assertExact(layout, rules, scope, background, optionSets);
        Set<String> defined = new TreeSet<>();
        int[] digits = new int[scope.size()];
        Arrays.fill(digits, layout.minValue());
        int[] grid = background.clone();
        while (true) {
            for (int i = 0; i < scope.size(); i++) {
                grid[layout.index(scope.get(i))] = digits[i];
            }
            if (definition.test(grid.clone())) {
                defined.add(Arrays.toString(digits));
            }
            int k = 0;
            while (k < digits.length && digits[k] == layout.maxValue()) {
                digits[k] = layout.minValue();
                k++;
            }
            if (k == digits.length) {
                break;
            }
            digits[k]++;
        }
        Set<String> accepted = acceptedByChecker(layout, List.of(), rules, scope, background);
        if (!accepted.equals(defined)) {
            Set<String> extra = new TreeSet<>(accepted);
            extra.removeAll(defined);
            Set<String> missing = new TreeSet<>(defined);
            missing.removeAll(accepted);
            fail("the rule's words and the check/encoding disagree for " + rules + " over " + scope + ":\n"
                    + "  accepted by check and CNF but not by the words (" + extra.size() + "): " + first(extra) + "\n"
                    + "  allowed by the words but rejected by check and CNF (" + missing.size() + "): " + first(missing));
        }
    }

    private static void checkSize(Layout layout, List<ExtraCell> variables, List<Cell> scope) {
        int n = layout.valueCount();
        long total = Math.round(Math.pow(n, scope.size()));
        for (ExtraCell v : variables) {
            total *= v.domainSize();
        }
        if (total > MAX_ASSIGNMENTS) {
            throw new IllegalArgumentException("scope of " + scope.size() + " cells on " + layout.describe() + " gives " + total
                    + " assignments; use a smaller grid or scope");
        }
    }

    private static void assertSameSets(Set<String> admitted, Set<String> accepted, String what) {
        if (!admitted.equals(accepted)) {
            Set<String> extra = new TreeSet<>(admitted);
            extra.removeAll(accepted);
            Set<String> missing = new TreeSet<>(accepted);
            missing.removeAll(admitted);
            fail("encoding and checker disagree for " + what + ":\n"
                    + "  admitted by the CNF but rejected by the check (" + extra.size() + "): " + first(extra) + "\n"
                    + "  accepted by the check but excluded by the CNF (" + missing.size() + "): " + first(missing));
        }
    }

    private static String first(Set<String> s) {
        return s.stream().limit(8).toList().toString();
    }

    /**
     * Models projected on the scope and the variables; {@code background} (nullable) fixes the other cells.
     * Found depth first over the positions under assumptions (the values before, and the values already
     * found here excluded), so no clause is ever added: enumerating models with one blocking clause each
     * finds the same set, but every clause added slows each later solve, and a scope of six cells can have
     * tens of thousands of models.
     */
    private static Set<String> admittedBySat(Layout layout, List<ExtraCell> variables, List<Rule> rules, List<Cell> scope,
                                             EncodingOptions options, int[] background) {
        RuleHarness harness = RuleHarness.encode(layout, variables, rules, options);
        int positions = scope.size() + variables.size();
        int[] lows = new int[positions];
        int[][] literals = new int[positions][];
        for (int i = 0; i < scope.size(); i++) {
            lows[i] = layout.minValue();
            literals[i] = new int[layout.valueCount()];
            for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
                literals[i][d - lows[i]] = harness.cellLiteral(scope.get(i), d);
            }
        }
        for (int j = 0; j < variables.size(); j++) {
            ExtraCell v = variables.get(j);
            int i = scope.size() + j;
            lows[i] = v.min();
            literals[i] = new int[v.max() - v.min() + 1];
            for (int value = v.min(); value <= v.max(); value++) {
                literals[i][value - lows[i]] = harness.variableLiteral(v.name(), value);
            }
        }
        Set<String> out = new TreeSet<>();
        try (Sat4jBackend backend = new Sat4jBackend()) {
            backend.load(harness.cnf());
            if (background != null) {
                for (int i = 0; i < layout.cellCount(); i++) {
                    Cell c = layout.cellAt(i);
                    if (!scope.contains(c)) {
                        backend.addClause(harness.cellLiteral(c, background[i]));
                    }
                }
            }
            boolean[] model = satisfiable(backend) ? backend.model() : null;
            if (positions == 0) {
                if (model != null) {
                    out.add(Arrays.toString(new int[0]));
                }
                return out;
            }
            if (model != null) {
                extend(backend, literals, lows, new int[positions], new int[positions], 0, model, out);
            }
        }
        return out;
    }

    /**
     * Every value position {@code depth} takes in a model that extends the assumed prefix, and below each,
     * the next position. {@code model} satisfies the prefix, so its value here needs no further solve; each
     * solve after it excludes the values already seen, so a position costs one solve per value found plus
     * the one that finds no more.
     */
    private static void extend(Sat4jBackend backend, int[][] literals, int[] lows, int[] assumed, int[] values, int depth,
                               boolean[] model, Set<String> out) {
        List<Integer> excluded = new ArrayList<>();
        boolean[] m = model;
        while (m != null) {
            int j = valueIn(m, literals[depth]);
            values[depth] = lows[depth] + j;
            if (depth + 1 < literals.length) {
                assumed[depth] = literals[depth][j];
                extend(backend, literals, lows, assumed, values, depth + 1, m, out);
            } else if (!out.add(Arrays.toString(values))) {
                throw new IllegalStateException("model repeated: " + Arrays.toString(values));
            } else if (out.size() > MAX_ASSIGNMENTS) {
                throw new IllegalStateException("too many models");
            }
            excluded.add(-literals[depth][j]);
            int[] assumptions = Arrays.copyOf(assumed, depth + excluded.size());
            for (int e = 0; e < excluded.size(); e++) {
                assumptions[depth + e] = excluded.get(e);
            }
            m = satisfiable(backend, assumptions) ? backend.model() : null;
        }
    }

    /** The index of the one true literal among a position's value literals (the harness makes each position exactly one). */
    private static int valueIn(boolean[] model, int[] literals) {
        int found = -1;
        for (int j = 0; j < literals.length; j++) {
            if (model[literals[j]]) {
                if (found >= 0) {
                    throw new IllegalStateException("two values at once in a model");
                }
                found = j;
            }
        }
        if (found < 0) {
            throw new IllegalStateException("no value in a model");
        }
        return found;
    }

    private static boolean satisfiable(Sat4jBackend backend, int... assumptions) {
        SatResult r = backend.solve(assumptions);
        if (r != SatResult.SATISFIABLE && r != SatResult.UNSATISFIABLE) {
            throw new IllegalStateException("solver gave " + r);
        }
        return r == SatResult.SATISFIABLE;
    }

    private static Set<String> acceptedByChecker(Layout layout, List<ExtraCell> variables, List<Rule> rules, List<Cell> scope,
                                                 int[] background) {
        int[] digits = new int[scope.size() + variables.size()];
        int[] lows = new int[digits.length];
        int[] highs = new int[digits.length];
        Arrays.fill(lows, layout.minValue());
        Arrays.fill(highs, layout.maxValue());
        for (int j = 0; j < variables.size(); j++) {
            lows[scope.size() + j] = variables.get(j).min();
            highs[scope.size() + j] = variables.get(j).max();
        }
        System.arraycopy(lows, 0, digits, 0, digits.length);
        Set<String> out = new TreeSet<>();
        int[] grid = background.clone();
        while (true) {
            for (int i = 0; i < scope.size(); i++) {
                grid[layout.index(scope.get(i))] = digits[i];
            }
            Map<String, Integer> values = new LinkedHashMap<>();
            for (int j = 0; j < variables.size(); j++) {
                values.put(variables.get(j).name(), digits[scope.size() + j]);
            }
            Solution s = new Solution(layout, grid, values, null);
            boolean ok = true;
            for (Rule rule : rules) {
                if (rule.violation(s, rules) != null) {
                    ok = false;
                    break;
                }
            }
            if (ok) {
                out.add(Arrays.toString(digits));
            }
            int k = 0;
            while (k < digits.length && digits[k] == highs[k]) {
                digits[k] = lows[k];
                k++;
            }
            if (k == digits.length) {
                return out;
            }
            digits[k]++;
        }
    }

    /**
     * Convenience: the default options with pairwise and with sequential at-most-one, and with the order
     * cell encoding (where the ladder, not one-hot clauses, makes each cell take one digit; "both" is
     * the union of the two). The commander, product and binary at-most-one encodings are proved
     * exhaustively on their own (AtMostOneTest) and run on every instance (EncodingCombinationsTest);
     * running every rule test under each of them too would triple these tests' time.
     */
    public static List<EncodingOptions> amoVariants() {
        return List.of(EncodingOptions.DEFAULTS.with(EncodingOptions.AMO, dev.satdoku.encoding.AmoEncoding.PAIRWISE),
                EncodingOptions.DEFAULTS.with(EncodingOptions.AMO, dev.satdoku.encoding.AmoEncoding.SEQUENTIAL),
                EncodingOptions.DEFAULTS.with(EncodingOptions.CELL, dev.satdoku.encoding.CellEncoding.ORDER));
    }

    /** Convenience: the default options, each sum encoding. */
    public static List<EncodingOptions> sumVariants() {
        List<EncodingOptions> list = new ArrayList<>();
        for (var sum : dev.satdoku.encoding.sum.SumEncoding.values()) {
            list.add(EncodingOptions.DEFAULTS.with(EncodingOptions.SUM, sum));
        }
        return list;
    }
}
