package dev.satdoku.encoding;

import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;

/**
 * The selectable at-most-one encodings, by the name used on the command line, each with its size
 * over n literals (clauses and auxiliary variables), which size estimates use before anything is
 * encoded.
 */
public enum AmoEncoding implements EncodingChoice {
    PAIRWISE(PairwiseAmo::new, "n(n-1)/2 binary clauses, no auxiliary variables", n -> n * (n - 1) / 2, n -> 0),
    SEQUENTIAL(SequentialAmo::new, "Sinz sequential counter: 3n-4 clauses, n-1 auxiliaries", n -> Math.max(0, 3 * n - 4), n -> Math.max(0, n - 1)),
    COMMANDER(CommanderAmo::new, "Klieber-Kwon commander: groups of 3 pairwise plus a commander each, recursively; about 2.3n clauses, n/2 auxiliaries",
            n -> 7 * n / 3, n -> n / 2),
    PRODUCT(ProductAmo::new, "Chen product: row and column auxiliaries on a sqrt(n) x sqrt(n) grid, recursively; about 2n + 4 sqrt(n) clauses, 2 sqrt(n) auxiliaries",
            n -> 2 * n + 4 * ceilSqrt(n), n -> 2 * ceilSqrt(n)),
    BINARY(BinaryAmo::new, "Frisch binary (bitwise): ceil(log2 n) bits name the true literal; n ceil(log2 n) clauses, ceil(log2 n) auxiliaries",
            n -> n * ceilLog2(n), AmoEncoding::ceilLog2);

    private final AtMostOne algorithm;
    private final String summary;
    private final LongUnaryOperator clauses;
    private final LongUnaryOperator auxiliaries;

    /**
     * @param clauses     about how many clauses it takes over n literals (the summary's formula)
     * @param auxiliaries about how many auxiliary variables it takes over n literals
     */
    AmoEncoding(Supplier<AtMostOne> factory, String summary, LongUnaryOperator clauses, LongUnaryOperator auxiliaries) {
        this.algorithm = factory.get();
        this.summary = summary;
        this.clauses = clauses;
        this.auxiliaries = auxiliaries;
    }

    private static long ceilSqrt(long n) {
        return (long) Math.ceil(Math.sqrt(n));
    }

    private static long ceilLog2(long n) {
        return n <= 1 ? 0 : 64 - Long.numberOfLeadingZeros(n - 1);
    }

    /** Clauses of an at-most-one over n literals, as size estimates count them. */
    public long clauses(long n) {
        return clauses.applyAsLong(n);
    }

    /** Auxiliary variables of an at-most-one over n literals, as size estimates count them. */
    public long auxiliaries(long n) {
        return auxiliaries.applyAsLong(n);
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
