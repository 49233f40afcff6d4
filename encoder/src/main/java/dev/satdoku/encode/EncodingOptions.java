package dev.satdoku.encode;

import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.encoding.EncodingChoice;
import dev.satdoku.encoding.RenbanEncoding;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.encoding.sum.SumEncoding;

/**
 * Every encoding choice in one configuration object (as LogicNG does): rules and the encoder read
 * their strategy from here, never from globals. {@link #DEFAULTS} holds the choices that measured best
 * (see docs/encodings.md and scripts/). Build variants with the {@code with...} methods.
 *
 * @param amo      at-most-one encoding for cells, houses and all-different groups
 * @param houses   complete (at-least-one and at-most-one for every cell and house) or minimal (cell
 *                 at-least-one and house at-most-one only; the rest is implied)
 * @param simplify fix the givens and propagate at encode time, then drop what is decided
 * @param renban   how renban lines are encoded (pairs or window)
 * @param sum      encoding of every sum (cages, sum groups, little killers, arrows, sandwiches, ...)
 * @param connectivity encoding of "these cells form one connected area" (yin-yang shading)
 * @param cell     how cells and named variables carry "exactly one value": one-hot, order ladder, or both
 */
public record EncodingOptions(AmoEncoding amo, Houses houses, boolean simplify, RenbanEncoding renban, SumEncoding sum,
                              ConnectivityEncoding connectivity, CellEncoding cell) {

    /** Every choice but the cell encoding, which takes its default. */
    public EncodingOptions(AmoEncoding amo, Houses houses, boolean simplify, RenbanEncoding renban, SumEncoding sum,
                           ConnectivityEncoding connectivity) {
        this(amo, houses, simplify, renban, sum, connectivity, DEFAULT_CELL);
    }

    /** The core options; every other choice takes its default. */
    public EncodingOptions(AmoEncoding amo, Houses houses, boolean simplify) {
        this(amo, houses, simplify, DEFAULT_RENBAN, DEFAULT_SUM);
    }

    /** Every choice but connectivity, which takes its default. */
    public EncodingOptions(AmoEncoding amo, Houses houses, boolean simplify, RenbanEncoding renban, SumEncoding sum) {
        this(amo, houses, simplify, renban, sum, DEFAULT_CONNECTIVITY);
    }

    /** How much of "every digit exactly once per house" is spelled out as clauses. */
    public enum Houses implements EncodingChoice {
        COMPLETE, MINIMAL;

        @Override
        public String summary() {
            return this == COMPLETE
                    ? "at-least-one and at-most-one for every cell and every digit in every house (Lynce-Ouaknine extended)"
                    : "only the cells' at-least-one and the houses' at-most-one; the rest is implied (Lynce-Ouaknine minimal)";
        }

        public static Houses byName(String name) {
            return EncodingChoice.byName(Houses.class, name, "house encoding");
        }

        /** "extended" is Lynce and Ouaknine's name for the complete encoding. */
        @Override
        public boolean answersTo(String name) {
            return cliName().equals(name) || this == COMPLETE && name.equals("extended");
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

    /**
     * The sum encoding that measured best on the killer, arrow, sandwich and cross-sum instances
     * (scripts/bench-sum-encodings.py): fewest clauses and SAT4J conflicts, clearly ahead on killers.
     */
    public static final SumEncoding DEFAULT_SUM = SumEncoding.TABLE;

    /**
     * Tree: on the yin-yang puzzle cmears-3-zippery (scripts/bench-connectivity.sh) SAT4J solves and
     * proves it unique 4-6x faster than with levels (7,290 variables and 33,196 clauses against 14,922
     * and 45,130; more conflicts, 7,721 against 4,745, but each costs far less); CaDiCaL takes about
     * the same time with either.
     */
    public static final ConnectivityEncoding DEFAULT_CONNECTIVITY = ConnectivityEncoding.TREE;

    /**
     * Direct (one-hot): see docs/encodings.md (scripts/encodings-report.sh) for the measurement against
     * order and both.
     */
    public static final CellEncoding DEFAULT_CELL = CellEncoding.DIRECT;

    public static final EncodingOptions DEFAULTS = new EncodingOptions(AmoEncoding.PAIRWISE, Houses.COMPLETE, true);

    public EncodingOptions withAmo(AmoEncoding value) {
        return new EncodingOptions(value, houses, simplify, renban, sum, connectivity, cell);
    }

    public EncodingOptions withHouses(Houses value) {
        return new EncodingOptions(amo, value, simplify, renban, sum, connectivity, cell);
    }

    public EncodingOptions withSimplify(boolean value) {
        return new EncodingOptions(amo, houses, value, renban, sum, connectivity, cell);
    }

    public EncodingOptions withRenban(RenbanEncoding value) {
        return new EncodingOptions(amo, houses, simplify, value, sum, connectivity, cell);
    }

    public EncodingOptions withSum(SumEncoding value) {
        return new EncodingOptions(amo, houses, simplify, renban, value, connectivity, cell);
    }

    public EncodingOptions withConnectivity(ConnectivityEncoding value) {
        return new EncodingOptions(amo, houses, simplify, renban, sum, value, cell);
    }

    public EncodingOptions withCell(CellEncoding value) {
        return new EncodingOptions(amo, houses, simplify, renban, sum, connectivity, value);
    }

    /** Short form for headers and tables, e.g. "cell=direct amo=pairwise houses=complete simplify=on renban=window sum=table connectivity=levels". */
    public String describe() {
        return "cell=" + cell.cliName() + " amo=" + amo.cliName() + " houses=" + houses.cliName() + " simplify=" + (simplify ? "on" : "off")
                + " renban=" + renban.cliName() + " sum=" + sum.cliName() + " connectivity=" + connectivity.cliName();
    }
}
