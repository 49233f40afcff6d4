package dev.satdoku.rules;

import java.util.List;

/**
 * The parser-side description of a rule: its keyword (and aliases), a one-line syntax and summary
 * for help texts, and how to build the rule from the words of a native-format line.
 */
public interface RuleType {

    String keyword();

    default List<String> aliases() {
        return List.of();
    }

    /** e.g. {@code thermo CELLS}; shown in errors and in the format reference. */
    String syntax();

    /** One sentence: what the rule means. */
    String summary();

    /** Builds the rule; reports problems through {@link RuleArgs#error}. */
    Rule parse(RuleArgs args);

    /** Builds a type from its parts; handy for families that declare their types in a list. */
    static RuleType of(String keyword, List<String> aliases, String syntax, String summary, java.util.function.Function<RuleArgs, Rule> parser) {
        return new RuleType() {
            @Override
            public String keyword() {
                return keyword;
            }

            @Override
            public List<String> aliases() {
                return aliases;
            }

            @Override
            public String syntax() {
                return syntax;
            }

            @Override
            public String summary() {
                return summary;
            }

            @Override
            public Rule parse(RuleArgs args) {
                return parser.apply(args);
            }
        };
    }
}
