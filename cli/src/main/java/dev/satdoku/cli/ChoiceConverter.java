package dev.satdoku.cli;

import dev.satdoku.encoding.EncodingChoice;
import picocli.CommandLine;

/**
 * One picocli converter for every named encoding choice ({@code --amo}, {@code --cell}, {@code --sum},
 * ...): the name is looked up with {@link EncodingChoice#byName}, whose message lists the valid names.
 * {@link EncodingMixin} gives one to each choice option it makes.
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
}
