package dev.satdoku.rules;

import dev.satdoku.model.CellRefs;
import dev.satdoku.syntax.Tokenizer;

/**
 * A rule's rough share of a plain encoding, known before anything is encoded: what
 * {@code encode.SizeEstimate} adds up to warn about puzzles that would take minutes and gigabytes.
 * Each rule gives its own through {@link Rule#sizeHint(int)}; most take the default from the cells
 * they name, sums say they are sums.
 *
 * @param variables about how many variables the rule adds
 * @param clauses   about how many clauses it adds
 */
public record SizeHint(long variables, long clauses) {

    /**
     * A rule over k cells of an N x N grid: about k^2 N clauses and kN variables. k = 0 is a rule over
     * the whole grid (anti-king, negative dots, diagonals...): a few pairs per cell and digit, 8N^3
     * clauses.
     */
    public static SizeHint overCells(long k, long n) {
        return k == 0 ? new SizeHint(0, 8 * n * n * n) : new SizeHint(k * n, k * k * n);
    }

    /** A sum over k cells of 1..N, as a totalizer over order literals: about (kN)^2/2 clauses, k^2 N variables. */
    public static SizeHint sumOver(long k, long n) {
        return k == 0 ? overCells(0, n) : new SizeHint(k * k * n, k * n * k * n / 2 + k * n);
    }

    /** The cells a rule names in its native line (0 for a rule over the whole grid). */
    public static long namedCells(Rule rule) {
        return Tokenizer.tokenize(rule.toNative()).stream().filter(t -> CellRefs.looksLikeCell(t.text())).count();
    }
}
