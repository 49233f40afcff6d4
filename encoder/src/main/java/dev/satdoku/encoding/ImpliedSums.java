package dev.satdoku.encoding;


/**
 * Whether the encoder adds redundant sums that follow from the houses and the puzzle's fixed sums
 * (the law of leftovers, see Leftovers in the encode package). They never change the solutions; they only give the solver
 * arithmetic that a human sees at a glance and that clause learning finds late, if at all.
 */
public enum ImpliedSums implements EncodingChoice {
    NONE("no implied sums: only what the rules state"),
    LEFTOVERS("law of leftovers: unions of whole rows, columns and regions add up to a known total, so the cells "
            + "that cages inside them leave over (innies), minus the cells of cages poking out (outies), add up to the "
            + "rest; added through the sum encoding"),
    WIDE("leftovers, also keeping equations of 5 cells in which digits may repeat (leftovers keeps at most 4) and "
            + "encoding those through the decision diagram, which grows more slowly than the totalizer; not the default: "
            + "level on the mathemagic killers, costlier per conflict"),
    ALGEBRA("leftovers, plus exact integer elimination over every house total, given and fixed combination the "
            + "rules state (cages, sums, little killers, arrows), with any overlaps and coefficients: totals that "
            + "cannot add up give the empty clause, and short combinations it finds (up to 4 cells) are added "
            + "through the sum encoding");

    private final String summary;

    ImpliedSums(String summary) {
        this.summary = summary;
    }

    @Override
    public String summary() {
        return summary;
    }

    public static ImpliedSums byName(String name) {
        return EncodingChoice.byName(ImpliedSums.class, name, "implied sums");
    }

    @Override
    public String toString() {
        return cliName();
    }
}
