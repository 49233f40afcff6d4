package dev.satdoku.cli;

import dev.satdoku.encode.EncodingOption;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.EncodingChoice;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
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
     * Adds one picocli option per encoding option to the command that uses this mixin, where the mixin
     * field stands: options of the command declared after the mixin stay after them in the help.
     */
    public static final class AddOptions implements CommandLine.IModelTransformer {

        @Override
        public CommandSpec transform(CommandSpec command) {
            List<OptionSpec> later = declaredAfterMixin(command);
            later.forEach(command::remove);
            for (EncodingOption<?> option : EncodingOptions.ALL) {
                command.addOption(spec(option));
            }
            later.forEach(command::addOption);
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

        /**
         * The command's options that the help shows after the encoding options: those from fields (or
         * mixins) declared after the encoding mixin, and those of no field.
         */
        private static List<OptionSpec> declaredAfterMixin(CommandSpec command) {
            Object user = command.userObject();
            if (user == null) {
                return List.of();
            }
            List<Field> fields = Arrays.asList(user.getClass().getDeclaredFields());
            int mixin = -1;
            for (int i = 0; i < fields.size(); i++) {
                if (fields.get(i).getType() == EncodingMixin.class) {
                    mixin = i;
                }
            }
            List<OptionSpec> later = new ArrayList<>();
            for (OptionSpec o : command.options()) {
                // Options of no field (the standard help options, inherited ones) come last in the help.
                int index = fieldIndex(command, fields, o);
                if (index > mixin || index < 0) {
                    later.add(o);
                }
            }
            return later;
        }

        /** The position of the command field an option comes from, itself or through a mixin; -1 for neither. */
        private static int fieldIndex(CommandSpec command, List<Field> fields, OptionSpec option) {
            if (option.userObject() instanceof Field f && fields.contains(f)) {
                return fields.indexOf(f);
            }
            for (Map.Entry<String, CommandSpec> m : command.mixins().entrySet()) {
                if (m.getValue().options().contains(option)) {
                    for (int i = 0; i < fields.size(); i++) {
                        if (fields.get(i).getName().equals(m.getKey())) {
                            return i;
                        }
                    }
                }
            }
            return -1;
        }
    }
}
