package dev.satdoku.rules;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.Tokenizer;

/**
 * A rule line whose clue no digits can satisfy (a cage total its cells cannot reach, an X-sum of 2,
 * more cells than values in a cage): still a rule, which is false. A puzzle holding one at its top
 * level has no solution, and {@code explain} names it; inside an {@code or} group it makes that group
 * false, so the other groups decide, as in the tools these clues come from. A rule's parser says so
 * through {@link RuleArgs#neverHolds}; the line is kept as written, so the puzzle writes back as read.
 *
 * @param line   the rule line as written (keyword and words), which parses back to this rule
 * @param reason why no digits satisfy it, starting with the keyword
 */
public record NeverHolds(String line, String reason) implements Rule {

    public NeverHolds {
        if (line == null || line.isBlank() || reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("a rule that never holds needs its line and the reason");
        }
    }

    /** The keyword of the line: the rule family this clue belongs to. */
    @Override
    public String keyword() {
        return Tokenizer.tokenize(line).get(0).text();
    }

    /** The empty clause: false whatever the digits (under a group's guard, only that group is false). */
    @Override
    public void encode(EncodingContext ctx) {
        ctx.clause();
    }

    @Override
    public String violation(Solution solution) {
        return reason + "; this clue can never hold";
    }

    @Override
    public String toNative() {
        return line;
    }
}
