package dev.satdoku.cli;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.RenbanEncoding;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.encoding.sum.SumEncoding;
import picocli.CommandLine.Option;

/** The encoding options every command that builds CNF accepts. */
public final class EncodingMixin {

    @Option(names = "--amo", paramLabel = "ENCODING", converter = AmoConverter.class,
            description = "At-most-one encoding for cells, houses and distinct groups: pairwise or sequential "
                    + "(default: ${DEFAULT-VALUE}).")
    AmoEncoding amo = EncodingOptions.DEFAULTS.amo();

    @Option(names = "--houses", paramLabel = "MODE", converter = HousesConverter.class,
            description = "complete: at-least-one and at-most-one for every cell and house; minimal: only cell "
                    + "at-least-one and house at-most-one (the rest is implied) (default: ${DEFAULT-VALUE}).")
    EncodingOptions.Houses houses = EncodingOptions.DEFAULTS.houses();

    @Option(names = "--no-simplify", description = "Keep the plain encoding: do not fix the givens and propagate at encode time.")
    boolean noSimplify;

    @Option(names = "--renban", paramLabel = "ENCODING", converter = RenbanConverter.class,
            description = "Renban lines: pairs (all-different, and no two digits as far apart as the line is long) or "
                    + "window (one selector per run of consecutive digits the line may hold) (default: ${DEFAULT-VALUE}).")
    RenbanEncoding renban = EncodingOptions.DEFAULTS.renban();

    @Option(names = {"--sum-encoding", "--sum"}, paramLabel = "ENCODING", converter = SumConverter.class,
            description = "Encoding of sums (cages, sum groups, little killers, arrows, sandwiches): table (digit "
                    + "combinations over the one-hot literals; falls back to totalizer for large tables), totalizer "
                    + "(tree of order-encoded partial sums) or seqcounter (running partial sums) (default: ${DEFAULT-VALUE}).")
    SumEncoding sum = EncodingOptions.DEFAULTS.sum();

    @Option(names = "--connectivity", paramLabel = "ENCODING", converter = ConnectivityConverter.class,
            description = "Connectivity of shaded areas (yin-yang): levels (order-encoded distance from the first member "
                    + "cell) or tree (parent pointers with binary depths) (default: ${DEFAULT-VALUE}).")
    ConnectivityEncoding connectivity = EncodingOptions.DEFAULTS.connectivity();

    public EncodingOptions options() {
        return new EncodingOptions(amo, houses, !noSimplify).withRenban(renban).withSum(sum).withConnectivity(connectivity);
    }

    static final class SumConverter implements picocli.CommandLine.ITypeConverter<SumEncoding> {
        @Override
        public SumEncoding convert(String value) {
            try {
                return SumEncoding.byName(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    static final class AmoConverter implements picocli.CommandLine.ITypeConverter<AmoEncoding> {
        @Override
        public AmoEncoding convert(String value) {
            try {
                return AmoEncoding.byName(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    static final class HousesConverter implements picocli.CommandLine.ITypeConverter<EncodingOptions.Houses> {
        @Override
        public EncodingOptions.Houses convert(String value) {
            try {
                return EncodingOptions.Houses.byName(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    static final class RenbanConverter implements picocli.CommandLine.ITypeConverter<RenbanEncoding> {
        @Override
        public RenbanEncoding convert(String value) {
            try {
                return RenbanEncoding.byName(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    static final class ConnectivityConverter implements picocli.CommandLine.ITypeConverter<ConnectivityEncoding> {
        @Override
        public ConnectivityEncoding convert(String value) {
            try {
                return ConnectivityEncoding.byName(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
