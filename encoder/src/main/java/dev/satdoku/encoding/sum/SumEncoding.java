package dev.satdoku.encoding.sum;

import dev.satdoku.encoding.EncodingChoice;
import java.util.function.Supplier;

/**
 * The selectable sum encodings, by the name used on the command line ({@code --sum-encoding}). Every
 * sum a rule states (cages, sum groups, little killers, arrows, sandwiches, and the integers rules
 * build with {@code EncodingContext.sumOf}) goes through the one chosen here.
 */
public enum SumEncoding implements EncodingChoice {
    TABLE(() -> new TableSum(new TotalizerSum()),
            "combination table over the digit literals (digit sets for distinct cages, tuples otherwise); "
                    + "falls back to the totalizer above " + TableSum.MAX_ROWS + " rows"),
    DIGITS(() -> new CageDigitsSum(new TotalizerSum()),
            "the combination table, plus for killer cages one literal per digit ('the cage holds d') tied to the cells "
                    + "and to the digit sets, so digits every remaining set shares are placed where only one cell can take them"),
    TOTALIZER(TotalizerSum::new,
            "balanced tree of order-encoded partial sums (Bailleux-Boufkhad), pruned to the totals that can still reach the clue"),
    SEQCOUNTER(SequentialCounterSum::new,
            "running sums s_i = x_1 + ... + x_i in order encoding, pruned to the totals that can still reach the clue"),
    MDD(() -> new MddSum(new TotalizerSum()),
            "decision diagram over the digit literals (one node per class of equivalent partial sums), encoded so that "
                    + "unit propagation keeps exactly the digits some completion supports; distinct terms (cages) keep the "
                    + "table of digit sets up to " + TableSum.MAX_ROWS + " sets; falls back to the totalizer above "
                    + MddSum.MAX_EDGES + " edges"),
    ADDER(AdderSum::new,
            "binary adder network (Een-Soerensson style): each term as log2 bits, a balanced tree of ripple-carry adders, "
                    + "the total compared bit by bit; O(n log) size, weak propagation");

    private final SumAlgorithm algorithm;
    private final String summary;

    SumEncoding(Supplier<SumAlgorithm> factory, String summary) {
        this.algorithm = factory.get();
        this.summary = summary;
    }

    public SumAlgorithm algorithm() {
        return algorithm;
    }

    @Override
    public String summary() {
        return summary;
    }

    public static SumEncoding byName(String name) {
        return EncodingChoice.byName(SumEncoding.class, name, "sum encoding");
    }

    @Override
    public String toString() {
        return cliName();
    }
}
