package dev.satdoku.encode;

import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.sum.SumEncoding;
import java.util.Locale;

/**
 * Every encoding choice in one configuration object (as LogicNG does): rules and the encoder read
 * their strategy from here, never from globals. {@link #DEFAULTS} holds the choices that measured best
 * (see docs/encodings.md and scripts/).
 *
 * @param amo      at-most-one encoding for cells, houses and all-different groups
 * @param houses   complete (at-least-one and at-most-one for every cell and house) or minimal (cell
 *                 at-least-one and house at-most-one only; the rest is implied)
 * @param simplify fix the givens and propagate at encode time, then drop what is decided
 * @param sum      encoding of every sum (cages, sum groups, little killers, arrows, sandwiches, ...)
 */
public record EncodingOptions(AmoEncoding amo, Houses houses, boolean simplify, SumEncoding sum) {

    /** The options before sums existed; the sum encoding takes its default. */
    public EncodingOptions(AmoEncoding amo, Houses houses, boolean simplify) {
        this(amo, houses, simplify, DEFAULT_SUM);
    }

    /**
     * The sum encoding that measured best on the killer, arrow, sandwich and cross-sum instances
     * (scripts/bench-sum-encodings.py): fewest clauses and SAT4J conflicts, clearly ahead on killers.
     */
    public static final SumEncoding DEFAULT_SUM = SumEncoding.TABLE;

    /** How much of "every digit exactly once per house" is spelled out as clauses. */
    public enum Houses {
        COMPLETE, MINIMAL;

        public static Houses byName(String name) {
            return switch (name.toLowerCase(Locale.ROOT)) {
                case "complete", "extended" -> COMPLETE;
                case "minimal" -> MINIMAL;
                default -> throw new IllegalArgumentException("unknown house encoding '" + name + "'; choose minimal or complete");
            };
        }

        public String cliName() {
            return name().toLowerCase(Locale.ROOT);
        }

        @Override
        public String toString() {
            return cliName();
        }
    }

    public static final EncodingOptions DEFAULTS = new EncodingOptions(AmoEncoding.PAIRWISE, Houses.COMPLETE, true);

    public EncodingOptions withAmo(AmoEncoding value) {
        return new EncodingOptions(value, houses, simplify, sum);
    }

    public EncodingOptions withHouses(Houses value) {
        return new EncodingOptions(amo, value, simplify, sum);
    }

    public EncodingOptions withSimplify(boolean value) {
        return new EncodingOptions(amo, houses, value, sum);
    }

    public EncodingOptions withSum(SumEncoding value) {
        return new EncodingOptions(amo, houses, simplify, value);
    }

    /** Short form for headers and tables, e.g. "amo=pairwise houses=complete simplify=on sum=totalizer". */
    public String describe() {
        return "amo=" + amo.cliName() + " houses=" + houses.cliName() + " simplify=" + (simplify ? "on" : "off")
                + " sum=" + sum.cliName();
    }
}
