package dev.satdoku.encoding;

import java.util.Arrays;
import java.util.Locale;

/**
 * A named encoding choice (an enum constant such as {@code pairwise} or {@code totalizer}): the name
 * used on the command line and in tables, and a one-line summary. One generic lookup serves every
 * choice, so the command line needs one converter for all of them.
 */
public interface EncodingChoice {

    /** The constant's name, supplied by every enum. */
    String name();

    /** The name on the command line and in tables: the constant's name in lower case. */
    default String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    String summary();

    /** Whether {@code name} (lower case) names this choice; choices with an alias override it. */
    default boolean answersTo(String name) {
        return cliName().equals(name);
    }

    /**
     * The constant of {@code type} called {@code name} (case-insensitive).
     *
     * @param what  what the choice is, for the error message ("at-most-one encoding")
     * @throws IllegalArgumentException naming the valid choices
     */
    static <E extends Enum<E> & EncodingChoice> E byName(Class<E> type, String name, String what) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        E[] all = type.getEnumConstants();
        return Arrays.stream(all).filter(e -> e.answersTo(n)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown " + what + " '" + name + "'; choose one of "
                        + names(type)));
    }

    /** "a, b, c": the names of every constant of {@code type}, in declaration order. */
    static <E extends Enum<E> & EncodingChoice> String names(Class<E> type) {
        return String.join(", ", Arrays.stream(type.getEnumConstants()).map(EncodingChoice::cliName).toList());
    }
}
