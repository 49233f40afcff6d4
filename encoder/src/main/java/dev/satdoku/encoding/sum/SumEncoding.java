package dev.satdoku.encoding.sum;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The selectable sum encodings, by the name used on the command line ({@code --sum-encoding}). Every
 * sum a rule states (cages, sum groups, little killers, arrows, sandwiches, and the integers rules
 * build with {@code EncodingContext.sumOf}) goes through the one chosen here.
 */
public enum SumEncoding {
    TABLE("table", () -> new TableSum(new TotalizerSum()),
            "combination table over the digit literals (digit sets for distinct cages, tuples otherwise); "
                    + "falls back to the totalizer above " + TableSum.MAX_ROWS + " rows"),
    TOTALIZER("totalizer", TotalizerSum::new,
            "balanced tree of order-encoded partial sums (Bailleux-Boufkhad), pruned to the totals that can still reach the clue"),
    SEQCOUNTER("seqcounter", SequentialCounterSum::new,
            "running sums s_i = x_1 + ... + x_i in order encoding, pruned to the totals that can still reach the clue");

    private final String cliName;
    private final SumAlgorithm algorithm;
    private final String summary;

    SumEncoding(String cliName, Supplier<SumAlgorithm> factory, String summary) {
        this.cliName = cliName;
        this.algorithm = factory.get();
        this.summary = summary;
    }

    public String cliName() {
        return cliName;
    }

    public SumAlgorithm algorithm() {
        return algorithm;
    }

    public String summary() {
        return summary;
    }

    public static SumEncoding byName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(e -> e.cliName.equals(n)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown sum encoding '" + name + "'; choose one of "
                        + String.join(", ", Arrays.stream(values()).map(SumEncoding::cliName).toList())));
    }

    @Override
    public String toString() {
        return cliName;
    }
}
