package dev.satdoku.encoding;

/**
 * How an integer unknown (a cell digit, a named variable) is encoded. Direct literals {@code [x = v]}
 * exist in every mode, because houses and most rules speak about them; what changes is which literals
 * carry "exactly one value". Order literals {@code [x >= v]} are still created lazily, for the cells
 * whose rules compare digits, in {@link #DIRECT} mode.
 */
public enum CellEncoding implements EncodingChoice {
    DIRECT("one-hot: at-least-one and at-most-one over the direct literals x=v; order literals only where a rule needs them"),
    ORDER("order (ladder) literals x>=v are primary: the chain x>=v+1 -> x>=v, and x=v <-> x>=v & !x>=v+1 "
            + "defines the direct literals, with no at-least-one or at-most-one over them"),
    BOTH("one-hot exactly-one over the direct literals plus the full linked ladder of order literals for every cell");

    private final String summary;

    CellEncoding(String summary) {
        this.summary = summary;
    }

    @Override
    public String summary() {
        return summary;
    }

    /** True when the one-hot at-least-one/at-most-one clauses are stated. */
    public boolean oneHot() {
        return this != ORDER;
    }

    /** True when every integer gets its linked order ladder up front. */
    public boolean ladder() {
        return this != DIRECT;
    }

    public static CellEncoding byName(String name) {
        return EncodingChoice.byName(CellEncoding.class, name, "cell encoding");
    }

    @Override
    public String toString() {
        return cliName();
    }
}
