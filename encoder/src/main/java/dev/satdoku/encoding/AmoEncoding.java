package dev.satdoku.encoding;

import java.util.function.Supplier;

/**
 * The selectable at-most-one encodings, by the name used on the command line, each with its size
 * over n literals (clauses and auxiliary variables, from its algorithm's formula), which size
 * estimates use before anything is encoded.
 */
public enum AmoEncoding implements EncodingChoice {
    PAIRWISE(PairwiseAmo::new, "n(n-1)/2 binary clauses, no auxiliary variables"),
    SEQUENTIAL(SequentialAmo::new, "Sinz sequential counter: 3n-4 clauses, n-1 auxiliaries"),
    COMMANDER(CommanderAmo::new, "Klieber-Kwon commander: groups of 3 pairwise plus a commander each, recursively; about 2.3n clauses, n/2 auxiliaries"),
    PRODUCT(ProductAmo::new, "Chen product: row and column auxiliaries on a sqrt(n) x sqrt(n) grid, recursively; about 2n + 4 sqrt(n) clauses, 2 sqrt(n) auxiliaries"),
    BINARY(BinaryAmo::new, "Frisch binary (bitwise): ceil(log2 n) bits name the true literal; n ceil(log2 n) clauses, ceil(log2 n) auxiliaries");

    private final AtMostOne algorithm;
    private final String summary;

    AmoEncoding(Supplier<AtMostOne> factory, String summary) {
        this.algorithm = factory.get();
        this.summary = summary;
    }

    /** Clauses of this at-most-one over n literals. */
    public long clauses(int n) {
        return algorithm.clauses(n);
    }

    /** Auxiliary variables of this at-most-one over n literals. */
    public long auxiliaries(int n) {
        return algorithm.auxiliaries(n);
    }

    public AtMostOne algorithm() {
        return algorithm;
    }

    @Override
    public String summary() {
        return summary;
    }

    public static AmoEncoding byName(String name) {
        return EncodingChoice.byName(AmoEncoding.class, name, "at-most-one encoding");
    }

    @Override
    public String toString() {
        return cliName();
    }
}
