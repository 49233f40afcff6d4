package dev.satdoku.cli;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.encoding.RenbanEncoding;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.encoding.sum.SumEncoding;
import picocli.CommandLine.Option;

/**
 * The encoding options every command that builds CNF accepts. The names are converted by
 * {@link ChoiceConverter}, registered once for every choice type; docs/encodings.md has the table of
 * what each option does.
 */
public final class EncodingMixin {

    @Option(names = "--cell", paramLabel = "ENCODING",
            description = "Cells and named variables: direct (one-hot exactly-one over x=v), order (the ladder x>=v is "
                    + "primary and defines x=v; no at-least-one/at-most-one over x=v) or both (one-hot plus the full "
                    + "linked ladder) (default: ${DEFAULT-VALUE}). Rules that need order literals get them in every mode.")
    CellEncoding cell = EncodingOptions.DEFAULTS.cell();

    @Option(names = "--amo", paramLabel = "ENCODING",
            description = "At-most-one encoding for cells, houses and distinct groups: ${COMPLETION-CANDIDATES} "
                    + "(default: ${DEFAULT-VALUE}).")
    AmoEncoding amo = EncodingOptions.DEFAULTS.amo();

    @Option(names = "--houses", paramLabel = "MODE",
            description = "complete: at-least-one and at-most-one for every cell and house; minimal: only cell "
                    + "at-least-one and house at-most-one (the rest is implied) (default: ${DEFAULT-VALUE}).")
    EncodingOptions.Houses houses = EncodingOptions.DEFAULTS.houses();

    @Option(names = "--no-simplify", description = "Keep the plain encoding: do not fix the givens and propagate at encode time.")
    boolean noSimplify;

    @Option(names = "--renban", paramLabel = "ENCODING",
            description = "Renban lines: pairs (all-different, and no two digits as far apart as the line is long) or "
                    + "window (one selector per run of consecutive digits the line may hold) (default: ${DEFAULT-VALUE}).")
    RenbanEncoding renban = EncodingOptions.DEFAULTS.renban();

    @Option(names = {"--sum", "--sum-encoding"}, paramLabel = "ENCODING",
            description = "Encoding of sums (cages, sum groups, little killers, arrows, sandwiches): table (digit "
                    + "combinations over the one-hot literals; falls back to totalizer for large tables), totalizer "
                    + "(tree of order-encoded partial sums), seqcounter (running partial sums) or adder (binary "
                    + "ripple-carry adders) (default: ${DEFAULT-VALUE}).")
    SumEncoding sum = EncodingOptions.DEFAULTS.sum();

    @Option(names = "--connectivity", paramLabel = "ENCODING",
            description = "Connectivity of shaded areas (yin-yang): levels (order-encoded distance from the first member "
                    + "cell) or tree (parent pointers with binary depths) (default: ${DEFAULT-VALUE}).")
    ConnectivityEncoding connectivity = EncodingOptions.DEFAULTS.connectivity();

    public EncodingOptions options() {
        return new EncodingOptions(amo, houses, !noSimplify, renban, sum, connectivity, cell);
    }
}
