package dev.satdoku.encode;

import dev.satdoku.cnf.CnfSize;
import dev.satdoku.model.CellRefs;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.Tokenizer;
import java.util.Set;

/**
 * A rough size of a puzzle's plain encoding, computed from the puzzle alone in microseconds, before
 * anything is encoded: the houses exactly as {@link PlainSize} would count them on an empty grid, and
 * per rule a bound from its number of cells (a sum over k cells of 1..N as a totalizer over order
 * literals, about (kN)^2/2 clauses; other rules about k^2 N; rules over the whole grid about 8N^3). It exists to warn before a puzzle that
 * would take minutes and gigabytes to encode (25x25 with hundreds of large sums), not to report sizes:
 * those come from the encoding itself.
 */
public final class SizeEstimate {

    /** Above either, encoding takes seconds and hundreds of megabytes or more: worth a warning. */
    public static final long ENORMOUS_CLAUSES = 5_000_000;
    public static final long ENORMOUS_VARIABLES = 2_000_000;

    /** Rules whose encoding is a sum over their cells (the expensive kind). */
    private static final Set<String> SUMS = Set.of("cage", "sum", "littlekiller", "arrow", "sandwich", "regionsum", "zipper",
            "xsum", "doublearrow", "skyscraper");

    private SizeEstimate() {
    }

    public static CnfSize of(Puzzle puzzle, EncodingOptions options) {
        long n = puzzle.size();
        long amo = options.amo().clauses((int) n);
        long amoVars = options.amo().auxiliaries((int) n);
        long groups = n * n + 3 * n * n; // each cell's digit choice, and each digit in each row, column and box
        long variables = n * n * n + groups * amoVars;
        long clauses = options.houses() == EncodingOptions.Houses.COMPLETE ? groups * (1 + amo) : n * n + 3 * n * n * amo;
        for (Rule rule : puzzle.rules()) {
            long k = cells(rule, n);
            if (k == 0) {
                // a rule over the whole grid (anti-king, negative dots, diagonals...): a few pairs per cell and digit
                clauses += 8 * n * n * n;
            } else if (SUMS.contains(rule.keyword())) {
                clauses += k * n * k * n / 2 + k * n;
                variables += k * k * n;
            } else {
                clauses += k * k * n;
                variables += k * n;
            }
        }
        variables += puzzle.variables().size() * 10L;
        return new CnfSize(variables, clauses, 3 * clauses);
    }

    /** True when the estimate is large enough to warn about before encoding. */
    public static boolean enormous(CnfSize estimate) {
        return estimate.clauses() > ENORMOUS_CLAUSES || estimate.variables() > ENORMOUS_VARIABLES;
    }

    /** The cells a rule names in its native line; rules over a whole row or diagonal count N; 0 for rules over the whole grid. */
    private static long cells(Rule rule, long n) {
        long k = Tokenizer.tokenize(rule.toNative()).stream().filter(t -> CellRefs.looksLikeCell(t.text())).count();
        return Math.max(k, Set.of("sandwich", "xsum", "skyscraper", "littlekiller").contains(rule.keyword()) ? n : k);
    }
}
