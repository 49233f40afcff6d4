package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.fail;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.RuleHarness;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.NamedVariable;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The exhaustive small-domain test every rule gets: encode the rules alone (cells exactly-one, no
 * houses), enumerate every model projected onto the scope cells with SAT4J, enumerate every digit
 * assignment of the scope by brute force and keep those each rule's {@link Rule#violation} accepts,
 * and require the two sets to be equal. So the CNF admits exactly the intended assignments, no more
 * and no fewer, under each encoding option given.
 */
public final class RuleEquivalence {

    private static final int MAX_ASSIGNMENTS = 2_000_000;

    private RuleEquivalence() {
    }

    /** Asserts equality for each of the given option sets. */
    public static void assertExact(Layout layout, List<Rule> rules, List<Cell> scope, List<EncodingOptions> optionSets) {
        for (EncodingOptions options : optionSets) {
            assertExact(layout, rules, scope, options);
        }
    }

    public static void assertExact(Layout layout, List<Rule> rules, List<Cell> scope, EncodingOptions options) {
        assertExact(layout, List.of(), rules, scope, options);
    }

    /** As above, for rules over named variables too: every value of every variable is part of the scope. */
    public static void assertExact(Layout layout, List<NamedVariable> variables, List<Rule> rules, List<Cell> scope,
                                   EncodingOptions options) {
        int n = layout.size();
        double total = Math.pow(n, scope.size());
        for (NamedVariable v : variables) {
            total *= v.domainSize();
        }
        if (total > MAX_ASSIGNMENTS) {
            throw new IllegalArgumentException("scope of " + scope.size() + " cells on " + n + "x" + n + " and " + variables.size()
                    + " variables gives " + Math.round(total) + " assignments; use a smaller grid or scope");
        }
        Set<String> admitted = admittedBySat(layout, variables, rules, scope, options);
        Set<String> accepted = acceptedByChecker(layout, variables, rules, scope);
        if (!admitted.equals(accepted)) {
            Set<String> extra = new TreeSet<>(admitted);
            extra.removeAll(accepted);
            Set<String> missing = new TreeSet<>(accepted);
            missing.removeAll(admitted);
            fail("encoding and checker disagree for " + rules + " over " + scope + " with " + options.describe() + ":\n"
                    + "  admitted by the CNF but rejected by the check (" + extra.size() + "): " + first(extra) + "\n"
                    + "  accepted by the check but excluded by the CNF (" + missing.size() + "): " + first(missing));
        }
    }

    private static String first(Set<String> s) {
        return s.stream().limit(8).toList().toString();
    }

    private static Set<String> admittedBySat(Layout layout, List<NamedVariable> variables, List<Rule> rules, List<Cell> scope,
                                             EncodingOptions options) {
        RuleHarness harness = RuleHarness.encode(layout, variables, rules, options);
        int n = layout.size();
        Set<String> out = new TreeSet<>();
        try (Sat4jBackend backend = new Sat4jBackend()) {
            backend.load(harness.cnf());
            while (true) {
                SatResult r = backend.solve();
                if (r == SatResult.UNSATISFIABLE) {
                    return out;
                }
                if (r != SatResult.SATISFIABLE) {
                    throw new IllegalStateException("solver gave " + r);
                }
                boolean[] model = backend.model();
                int[] digits = new int[scope.size() + variables.size()];
                int[] block = new int[digits.length];
                for (int i = 0; i < scope.size(); i++) {
                    for (int d = 1; d <= n; d++) {
                        int lit = harness.cellLiteral(scope.get(i), d);
                        if (model[lit]) {
                            digits[i] = d;
                            block[i] = -lit;
                        }
                    }
                }
                for (int k = 0; k < variables.size(); k++) {
                    NamedVariable v = variables.get(k);
                    for (int value = v.min(); value <= v.max(); value++) {
                        int lit = harness.variableLiteral(v.name(), value);
                        if (model[lit]) {
                            digits[scope.size() + k] = value;
                            block[scope.size() + k] = -lit;
                        }
                    }
                }
                if (!out.add(Arrays.toString(digits))) {
                    throw new IllegalStateException("model repeated: " + Arrays.toString(digits));
                }
                if (out.size() > MAX_ASSIGNMENTS) {
                    throw new IllegalStateException("too many models");
                }
                backend.addClause(block);
            }
        }
    }

    private static Set<String> acceptedByChecker(Layout layout, List<NamedVariable> variables, List<Rule> rules, List<Cell> scope) {
        int n = layout.size();
        int[] digits = new int[scope.size() + variables.size()];
        int[] lows = new int[digits.length];
        int[] highs = new int[digits.length];
        Arrays.fill(lows, 1);
        Arrays.fill(highs, n);
        for (int k = 0; k < variables.size(); k++) {
            lows[scope.size() + k] = variables.get(k).min();
            highs[scope.size() + k] = variables.get(k).max();
        }
        System.arraycopy(lows, 0, digits, 0, digits.length);
        Set<String> out = new TreeSet<>();
        int[] grid = new int[n * n];
        Arrays.fill(grid, 1);
        while (true) {
            for (int i = 0; i < scope.size(); i++) {
                grid[scope.get(i).index(n)] = digits[i];
            }
            Map<String, Integer> values = new LinkedHashMap<>();
            for (int k = 0; k < variables.size(); k++) {
                values.put(variables.get(k).name(), digits[scope.size() + k]);
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

    /** Convenience: the default options, each at-most-one encoding. */
    public static List<EncodingOptions> amoVariants() {
        List<EncodingOptions> list = new ArrayList<>();
        for (var amo : dev.satdoku.encoding.AmoEncoding.values()) {
            list.add(EncodingOptions.DEFAULTS.withAmo(amo));
        }
        return list;
    }

    /** Convenience: the default options under each sum encoding (for rules that state sums). */
    public static List<EncodingOptions> sumVariants() {
        List<EncodingOptions> list = new ArrayList<>();
        for (var sum : dev.satdoku.encoding.sum.SumEncoding.values()) {
            list.add(EncodingOptions.DEFAULTS.withSum(sum));
        }
        return list;
    }
}
