package dev.satdoku.encode;

import dev.satdoku.encoding.EncodingChoice;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One encoding option, declared once in {@link EncodingOptions#ALL}: its name (the lab dimension,
 * the key in {@link EncodingOptions#describe()}), its values with their labels, its default, how a
 * name is read, and how the command line offers it. Everything else (the {@code with} of
 * {@link EncodingOptions}, the lab grid's dimensions, the command-line options and their converters)
 * is derived from these declarations, as LogicNG derives its configurations from one builder per
 * algorithm family.
 *
 * @param <T> the value type: an {@link EncodingChoice} enum, or Boolean for an on/off switch
 */
public final class EncodingOption<T> {

    /**
     * How the command line offers an option. A choice takes a value ({@code --amo=ENCODING}); a
     * switch is a flag that turns the option away from its default ({@code --no-simplify}).
     *
     * @param names       the option names, first the long one shown first in help
     * @param paramLabel  the value's placeholder in help; null for a flag
     * @param description the help text (picocli variables such as {@code ${DEFAULT-VALUE}} allowed)
     */
    public record Cli(List<String> names, String paramLabel, String description) {

        public Cli {
            names = List.copyOf(names);
        }

        public boolean flag() {
            return paramLabel == null;
        }
    }

    private final String name;
    private final String what;
    private final Class<T> type;
    private final List<T> values;
    private final T defaultValue;
    private final Function<T, String> label;
    private final Function<String, T> parse;
    private final Cli cli;

    private EncodingOption(String name, String what, Class<T> type, List<T> values, T defaultValue, Function<T, String> label,
                           Function<String, T> parse, Cli cli) {
        this.name = name;
        this.what = what;
        this.type = type;
        this.values = List.copyOf(values);
        this.defaultValue = Objects.requireNonNull(defaultValue, name);
        this.label = label;
        this.parse = parse;
        this.cli = cli;
    }

    /**
     * An option choosing one constant of an {@link EncodingChoice} enum, named on the command line and
     * in tables by {@link EncodingChoice#cliName()}.
     *
     * @param what what the choice is, for error messages ("at-most-one encoding")
     */
    static <E extends Enum<E> & EncodingChoice> EncodingOption<E> choice(String name, Class<E> type, String what, E defaultValue,
                                                                        Cli cli) {
        return new EncodingOption<>(name, what, type, Arrays.asList(type.getEnumConstants()), defaultValue, EncodingChoice::cliName,
                v -> EncodingChoice.byName(type, v, what), cli);
    }

    /** An on/off switch, named "on" and "off" in tables. */
    static EncodingOption<Boolean> onOff(String name, boolean defaultValue, Cli cli) {
        return new EncodingOption<>(name, name, Boolean.class, List.of(true, false), defaultValue, v -> v ? "on" : "off", v -> switch (v) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new IllegalArgumentException(name + " is on or off, not '" + v + "'");
        }, cli);
    }

    /** The name of the lab dimension and of the key in {@link EncodingOptions#describe()}: "amo", "simplify". */
    public String name() {
        return name;
    }

    /** What the option chooses, for messages: "at-most-one encoding". */
    public String what() {
        return what;
    }

    public Class<T> type() {
        return type;
    }

    /** Every value, in declaration order. */
    public List<T> values() {
        return values;
    }

    public T defaultValue() {
        return defaultValue;
    }

    /** The value's name in tables and on the command line: "pairwise", "on". */
    public String label(T value) {
        return label.apply(value);
    }

    /** The label of this option's value in {@code options}. */
    public String labelIn(EncodingOptions options) {
        return label(options.get(this));
    }

    /**
     * The value called {@code name}.
     *
     * @throws IllegalArgumentException naming the valid values
     */
    public T parse(String name) {
        return parse.apply(name);
    }

    public Cli cli() {
        return cli;
    }

    @Override
    public String toString() {
        return name;
    }
}
