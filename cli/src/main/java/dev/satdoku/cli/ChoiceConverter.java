package dev.satdoku.cli;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.encoding.EncodingChoice;
import dev.satdoku.encoding.RenbanEncoding;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.encoding.sum.SumEncoding;
import picocli.CommandLine;

/**
 * One picocli converter for every named encoding choice ({@code --amo}, {@code --cell}, {@code --sum},
 * ...): the name is looked up with {@link EncodingChoice#byName}, whose message lists the valid names.
 * {@link #registerAll} installs it for each choice type, so options need no {@code converter=}.
 */
record ChoiceConverter<E extends Enum<E> & EncodingChoice>(Class<E> type, String what)
        implements CommandLine.ITypeConverter<E> {

    @Override
    public E convert(String value) {
        try {
            return EncodingChoice.byName(type, value, what);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }

    static void registerAll(CommandLine cli) {
        cli.registerConverter(AmoEncoding.class, new ChoiceConverter<>(AmoEncoding.class, "at-most-one encoding"));
        cli.registerConverter(CellEncoding.class, new ChoiceConverter<>(CellEncoding.class, "cell encoding"));
        cli.registerConverter(EncodingOptions.Houses.class, new ChoiceConverter<>(EncodingOptions.Houses.class, "house encoding"));
        cli.registerConverter(SumEncoding.class, new ChoiceConverter<>(SumEncoding.class, "sum encoding"));
        cli.registerConverter(RenbanEncoding.class, new ChoiceConverter<>(RenbanEncoding.class, "renban encoding"));
        cli.registerConverter(ConnectivityEncoding.class, new ChoiceConverter<>(ConnectivityEncoding.class, "connectivity encoding"));
    }
}
