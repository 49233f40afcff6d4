package dev.satdoku.encoding;

import java.util.function.Supplier;

/**
 * The selectable encodings of a renban line (distinct digits forming a run of consecutive numbers),
 * by the name used on the command line: one {@link ConsecutiveRun} class each, which the renban rule
 * reaches through the encoding context. docs/speed.md and docs/encodings.md report how the two compare on the
 * renban instances.
 */
public enum RenbanEncoding implements EncodingChoice {
    PAIRS(PairsRenban::new, "all-different, plus a binary clause forbidding each pair of digits at least as far apart as the line is long"),
    WINDOW(WindowRenban::new, "all-different, plus one selector per run of digits the line may hold (exactly one is chosen); "
            + "the chosen run bans every other digit and requires each of its own"),
    RANGE(RangeRenban::new, "all-different, plus order literals for the line's smallest and largest digit, a span of at "
            + "most length - 1 between them, and every value inside the range placed on the line");

    private final ConsecutiveRun algorithm;
    private final String summary;

    RenbanEncoding(Supplier<ConsecutiveRun> factory, String summary) {
        this.algorithm = factory.get();
        this.summary = summary;
    }

    public ConsecutiveRun algorithm() {
        return algorithm;
    }

    @Override
    public String summary() {
        return summary;
    }

    public static RenbanEncoding byName(String name) {
        return EncodingChoice.byName(RenbanEncoding.class, name, "renban encoding");
    }

    @Override
    public String toString() {
        return cliName();
    }
}
