package dev.satdoku.rules;

import java.util.List;
import java.util.function.Function;

/**
 * The parser-side description of a rule: its keyword (and aliases), a one-line syntax and summary
 * for help texts, and how to build the rule from the words of a native-format line. Each rule record
 * declares its own type (for example {@code LockoutLine.TYPE}); the catalogue lists them.
 */
public interface RuleType {

    String keyword();

    default List<String> aliases() {
        return List.of();
    }

    /** e.g. {@code thermo CELLS}; shown in errors and in the format reference. */
    String syntax();

    /** One sentence: what the rule means (printed by {@code satdoku rules}). */
    String summary();

    /**
     * The meaning as the rule table of docs/format.md states it (markdown; limits, defaults and the
     * encoding options, which the one-line summary leaves out). The table is generated from it.
     */
    default String reference() {
        return summary();
    }

    /** Builds the rule; reports problems through {@link RuleArgs#error}. */
    Rule parse(RuleArgs args);

    /** This type with a fuller text for the format reference than its summary. */
    default RuleType withReference(String reference) {
        return new Declared(keyword(), aliases(), syntax(), summary(), reference, this::parse);
    }

    /** Builds a type from its parts, as the rule records declare theirs. */
    static RuleType of(String keyword, List<String> aliases, String syntax, String summary, Function<RuleArgs, Rule> parser) {
        return new Declared(keyword, aliases, syntax, summary, summary, parser);
    }

    /** A type given by its parts. */
    record Declared(String keyword, List<String> aliases, String syntax, String summary, String reference,
                    Function<RuleArgs, Rule> parser) implements RuleType {

        public Declared {
            aliases = List.copyOf(aliases);
        }

        @Override
        public Rule parse(RuleArgs args) {
            return parser.apply(args);
        }
    }
}
