package dev.satdoku.encoding;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;

/** The selectable at-most-one encodings, by the name used on the command line. */
public enum AmoEncoding {
    PAIRWISE("pairwise", PairwiseAmo::new, "n(n-1)/2 binary clauses, no auxiliary variables"),
    SEQUENTIAL("sequential", SequentialAmo::new, "Sinz sequential counter: 3n-4 clauses, n-1 auxiliaries");

    private final String cliName;
    private final AtMostOne algorithm;
    private final String summary;

    AmoEncoding(String cliName, Supplier<AtMostOne> factory, String summary) {
        this.cliName = cliName;
        this.algorithm = factory.get();
        this.summary = summary;
    }

    public String cliName() {
        return cliName;
    }

    public AtMostOne algorithm() {
        return algorithm;
    }

    public String summary() {
        return summary;
    }

    public static AmoEncoding byName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(e -> e.cliName.equals(n)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown at-most-one encoding '" + name + "'; choose one of "
                        + String.join(", ", Arrays.stream(values()).map(AmoEncoding::cliName).toList())));
    }

    @Override
    public String toString() {
        return cliName;
    }
}
