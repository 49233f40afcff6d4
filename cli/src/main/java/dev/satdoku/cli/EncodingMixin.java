package dev.satdoku.cli;

import dev.satdoku.encode.EncodingOption;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.EncodingChoice;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The encoding options every command that builds CNF accepts, made from the options' one declaration
 * ({@link EncodingOptions#ALL}: names, placeholder, help text, default), so a new option appears on
 * every such command without editing this class. Choices are converted by {@link ChoiceConverter};
 * docs/encodings.md has the table of what each option does.
 */
@Command(modelTransformer = EncodingMixin.AddOptions.class)
public final class EncodingMixin {

    /** The command this mixin is part of, where {@link AddOptions} put the options. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    public EncodingOptions options() {
        EncodingOptions options = EncodingOptions.DEFAULTS;
        for (EncodingOption<?> option : EncodingOptions.ALL) {
            options = read(options, option);
        }
        return options;
    }

    private <T> EncodingOptions read(EncodingOptions options, EncodingOption<T> option) {
        OptionSpec spec = command.findOption(option.cli().names().get(0));
        if (option.cli().flag()) {
            // A switch's flag turns the option away from its default (--no-simplify).
            boolean present = Boolean.TRUE.equals(spec.getValue());
            return present ? options.with(option, option.type().cast(!((Boolean) option.defaultValue()))) : options;
        }
        T value = option.type().cast(spec.getValue());
        return value == null ? options : options.with(option, value);
    }

    /**
     * Adds one picocli option per encoding option to the command that uses this mixin; the help lists
     * them last, under their own heading ({@link HelpSections}).
     */
    public static final class AddOptions implements CommandLine.IModelTransformer {

        @Override
        public CommandSpec transform(CommandSpec command) {
            for (EncodingOption<?> option : EncodingOptions.ALL) {
                command.addOption(spec(option));
            }
            return command;
        }

        private static <T> OptionSpec spec(EncodingOption<T> option) {
            EncodingOption.Cli cli = option.cli();
            OptionSpec.Builder b = OptionSpec.builder(cli.names().toArray(String[]::new)).description(cli.description());
            if (cli.flag()) {
                return b.type(boolean.class).arity("0").initialValue(false).build();
            }
            return b.paramLabel(cli.paramLabel()).type(option.type()).converters(converter(option))
                    .initialValue(option.defaultValue()).defaultValue(option.label(option.defaultValue())).build();
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private static CommandLine.ITypeConverter<?> converter(EncodingOption<?> option) {
            if (!option.type().isEnum() || !EncodingChoice.class.isAssignableFrom(option.type())) {
                throw new IllegalStateException("no command-line converter for option " + option + " of " + option.type());
            }
            return new ChoiceConverter(option.type(), option.what());
        }
    }
}
