package dev.satdoku.encode;

import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.RenbanEncoding;
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
 * @param renban   how renban lines are encoded (pairs or window)
 */
public record EncodingOptions(AmoEncoding amo, Houses houses, boolean simplify, RenbanEncoding renban) {

    /** The options without a renban choice: renban lines get the default encoding. */
    public EncodingOptions(AmoEncoding amo, Houses houses, boolean simplify) {
        this(amo, houses, simplify, DEFAULT_RENBAN);
    }

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

    /**
     * Window: on the renban instance sigh-174 it needs 0.4-0.65x the conflicts of pairs under SAT4J,
     * CaDiCaL and MiniSat for 1.1x the clauses (scripts/measure-renban.py prints the comparison).
     */
    private static final RenbanEncoding DEFAULT_RENBAN = RenbanEncoding.WINDOW;

    public static final EncodingOptions DEFAULTS = new EncodingOptions(AmoEncoding.PAIRWISE, Houses.COMPLETE, true, DEFAULT_RENBAN);

    public EncodingOptions withAmo(AmoEncoding value) {
        return new EncodingOptions(value, houses, simplify, renban);
    }

    public EncodingOptions withHouses(Houses value) {
        return new EncodingOptions(amo, value, simplify, renban);
    }

    public EncodingOptions withSimplify(boolean value) {
        return new EncodingOptions(amo, houses, value, renban);
    }

    public EncodingOptions withRenban(RenbanEncoding value) {
        return new EncodingOptions(amo, houses, simplify, value);
    }

    /** Short form for headers and tables, e.g. "amo=pairwise houses=complete simplify=on renban=pairs". */
    public String describe() {
        return "amo=" + amo.cliName() + " houses=" + houses.cliName() + " simplify=" + (simplify ? "on" : "off")
                + " renban=" + renban.cliName();
    }
}
