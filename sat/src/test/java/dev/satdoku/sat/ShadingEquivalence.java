package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.fail;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.RuleHarness;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@link RuleEquivalence} for rules that read the shading (yin-yang, conditional rules): the
 * assignments compared are the digits of the digit scope followed by the shading of the shading
 * scope. The CNF of the rules alone (cells exactly-one, no houses) is enumerated with SAT4J,
 * projected on those literals; every assignment is judged by the rules' own checks; the two sets
 * must be equal. Cells outside the digit scope hold 1 for the check and are free in the CNF; cells
 * outside the shading scope are unshaded for the check and free in the CNF, so the scopes must cover
 * everything the rules read.
 */
public final class ShadingEquivalence {

    private static final long MAX_ASSIGNMENTS = 2_000_000;

    private ShadingEquivalence() {
    }

    /** Asserts equality for each option set; returns how many assignments the check accepts (so tests can see it is not trivial). */
    public static int assertExact(Layout layout, List<Rule> rules, List<Cell> digitScope, List<Cell> shadingScope,
                                  List<EncodingOptions> optionSets) {
        int n = layout.rows();
        long total = Math.round(Math.pow(n, digitScope.size())) << shadingScope.size();
        if (total > MAX_ASSIGNMENTS) {
            throw new IllegalArgumentException(total + " assignments; use a smaller grid or scope");
        }
        Set<String> accepted = acceptedByChecker(layout, rules, digitScope, shadingScope);
        for (EncodingOptions options : optionSets) {
            Set<String> admitted = admittedBySat(layout, rules, digitScope, shadingScope, options);
            if (!admitted.equals(accepted)) {
                Set<String> extra = new TreeSet<>(admitted);
                extra.removeAll(accepted);
                Set<String> missing = new TreeSet<>(accepted);
                missing.removeAll(admitted);
                fail("encoding and checker disagree for " + rules + " with " + options.describe() + " (digits of " + digitScope
                        + ", then shading of " + shadingScope + "):\n"
                        + "  admitted by the CNF but rejected by the check (" + extra.size() + "): " + extra.stream().limit(6).toList() + "\n"
                        + "  accepted by the check but excluded by the CNF (" + missing.size() + "): " + missing.stream().limit(6).toList());
            }
        }
        return accepted.size();
    }

    private static String key(int[] digits, boolean[] shading) {
        StringBuilder sb = new StringBuilder();
        for (int d : digits) {
            sb.append(d);
        }
        sb.append('/');
        for (boolean b : shading) {
            sb.append(b ? '#' : '.');
        }
        return sb.toString();
    }

    private static Set<String> admittedBySat(Layout layout, List<Rule> rules, List<Cell> digitScope, List<Cell> shadingScope,
                                             EncodingOptions options) {
        RuleHarness harness = RuleHarness.encode(layout, List.of(), rules, options);
        int n = layout.rows();
        int[] shadingLits = shadingScope.stream().mapToInt(harness::shadingLiteral).toArray();
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
                int[] digits = new int[digitScope.size()];
                boolean[] shading = new boolean[shadingScope.size()];
                int[] block = new int[digits.length + shading.length];
                for (int i = 0; i < digits.length; i++) {
                    for (int d = 1; d <= n; d++) {
                        int lit = harness.cellLiteral(digitScope.get(i), d);
                        if (model[lit]) {
                            digits[i] = d;
                            block[i] = -lit;
                        }
                    }
                }
                for (int j = 0; j < shading.length; j++) {
                    int lit = shadingLits[j];
                    shading[j] = lit < model.length && model[lit];
                    block[digits.length + j] = shading[j] ? -lit : lit;
                }
                if (!out.add(key(digits, shading))) {
                    throw new IllegalStateException("model repeated: " + key(digits, shading));
                }
                backend.addClause(block);
            }
        }
    }

    private static Set<String> acceptedByChecker(Layout layout, List<Rule> rules, List<Cell> digitScope, List<Cell> shadingScope) {
        int n = layout.rows();
        Set<String> out = new TreeSet<>();
        int[] digits = new int[digitScope.size()];
        Arrays.fill(digits, 1);
        int[] grid = new int[n * n];
        while (true) {
            Arrays.fill(grid, 1);
            for (int i = 0; i < digits.length; i++) {
                grid[digitScope.get(i).index(n)] = digits[i];
            }
            for (long mask = 0; mask < 1L << shadingScope.size(); mask++) {
                boolean[] shaded = new boolean[n * n];
                boolean[] shading = new boolean[shadingScope.size()];
                for (int j = 0; j < shading.length; j++) {
                    shading[j] = (mask >> j & 1) != 0;
                    shaded[shadingScope.get(j).index(n)] = shading[j];
                }
                Solution s = new Solution(layout, grid, Map.of(), shaded);
                if (rules.stream().allMatch(rule -> rule.violation(s, rules) == null)) {
                    out.add(key(digits, shading));
                }
            }
            int k = 0;
            while (k < digits.length && digits[k] == n) {
                digits[k] = 1;
                k++;
            }
            if (k == digits.length) {
                return out;
            }
            digits[k]++;
        }
    }
}
