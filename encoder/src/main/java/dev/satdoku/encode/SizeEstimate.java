package dev.satdoku.encode;

import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.SizeHint;

/**
 * A rough size of a puzzle's plain encoding, computed from the puzzle alone in microseconds, before
 * anything is encoded: the houses exactly as {@link PlainSize} would count them on an empty grid, and
 * per rule the rule's own {@link Rule#sizeHint size hint} (a sum over k cells of 1..N as a totalizer
 * over order literals, about (kN)^2/2 clauses; other rules about k^2 N; rules over the whole grid
 * about 8N^3). It exists to warn before a puzzle that
 * would take minutes and gigabytes to encode (25x25 with hundreds of large sums), not to report sizes:
 * those come from the encoding itself.
 */
public final class SizeEstimate {

    /** Above either, encoding takes seconds and hundreds of megabytes or more: worth a warning. */
    public static final long ENORMOUS_CLAUSES = 5_000_000;
    public static final long ENORMOUS_VARIABLES = 2_000_000;

    private SizeEstimate() {
    }

    public static CnfSize of(Puzzle puzzle, EncodingOptions options) {
        Layout layout = puzzle.layout();
        long cellCount = layout.cellCount();
        long values = layout.valueCount();
        // Rule hints take one size: the largest of the sides and the value count, which bounds both
        // a row's length and a cell's choices.
        long n = Math.max(values, Math.max(layout.rows(), layout.cols()));
        long amo = options.amo().clauses((int) n);
        long amoVars = options.amo().auxiliaries((int) n);
        long houses = layout.houses().size() * values; // each value in each row, column and box
        long groups = cellCount + houses; // each cell's value choice, and those
        long variables = cellCount * values + groups * amoVars;
        long clauses = options.houses() == EncodingOptions.Houses.COMPLETE ? groups * (1 + amo) : cellCount + houses * amo;
        for (Rule rule : puzzle.rules()) {
            SizeHint hint = rule.sizeHint((int) n);
            clauses += hint.clauses();
            variables += hint.variables();
        }
        variables += puzzle.extraCells().size() * 10L;
        return new CnfSize(variables, clauses, 3 * clauses);
    }

    /** True when the estimate is large enough to warn about before encoding. */
    public static boolean enormous(CnfSize estimate) {
        return estimate.clauses() > ENORMOUS_CLAUSES || estimate.variables() > ENORMOUS_VARIABLES;
    }
}
