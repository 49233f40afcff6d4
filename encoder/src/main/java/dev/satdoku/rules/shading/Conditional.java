package dev.satdoku.rules.shading;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A rule that applies only when a condition holds: {@code if CONDITION: RULE}. Encoding: the
 * condition's literal guards every clause of the inner rule ({@code ctx.guarded}), so those clauses
 * bind exactly when the condition is true; the inner rule's shared definitions (sums, order
 * literals) stay unguarded as always. Check: the condition is evaluated on the solution's shading
 * and the inner rule is checked only when it holds.
 *
 * <p>The inner rule's extra houses (a conditional extra region) are not reported: they hold only
 * sometimes, so simplification must not treat them as houses.
 *
 * @param condition when the rule applies
 * @param rule      the rule that applies then
 */
public record Conditional(Condition condition, Rule rule) implements Rule {

    public static final RuleType TYPE = RuleType.of("if", List.of(), "if [not] all|some shaded|unshaded CELLS: RULE",
            "the rule applies only when the condition on the shading holds", Conditional::parse)
            .withReference("the rule after the colon (any rule line, even another `if`) applies only when the condition "
                    + "before it holds, e.g. `if some shaded r1c1 r1c2: zipper r1c1 r1c2 r1c3`; see \"Shading and "
                    + "conditions\"");

    private static final String EXAMPLE = "if some shaded r1c1 r1c2 r1c3: zipper r1c1 r1c2 r1c3";

    /** The condition up to the first colon, the rule after it, read by the rule's own parser. */
    private static Conditional parse(RuleArgs args) {
        List<Token> words = args.takeRest();
        int colon = -1;
        for (int i = 0; i < words.size() && colon < 0; i++) {
            if (words.get(i).text().indexOf(':') >= 0) {
                colon = i;
            }
        }
        if (colon < 0) {
            throw args.error("missing ':' between the condition and the rule, as in: " + EXAMPLE);
        }
        Token split = words.get(colon);
        int at = split.text().indexOf(':');
        List<Token> conditionWords = new ArrayList<>(words.subList(0, colon));
        if (at > 0) {
            conditionWords.add(new Token(split.text().substring(0, at), split.column()));
        }
        List<Token> ruleWords = new ArrayList<>();
        if (at + 1 < split.text().length()) {
            ruleWords.add(new Token(split.text().substring(at + 1), split.column() + at + 1));
        }
        ruleWords.addAll(words.subList(colon + 1, words.size()));
        if (conditionWords.isEmpty()) {
            throw args.error(split, "missing the condition before ':', as in: " + EXAMPLE);
        }
        Condition condition = condition(args.over(conditionWords));
        if (ruleWords.isEmpty()) {
            throw args.error(split, "missing the rule after ':', as in: " + EXAMPLE);
        }
        return new Conditional(condition, args.innerRule(ruleWords));
    }

    /** {@code [not] all|some shaded|unshaded CELLS}. */
    static Condition condition(RuleArgs args) {
        if (args.hasMore() && args.peek().text().equalsIgnoreCase("not")) {
            args.nextToken("not");
            return new NotCondition(condition(args));
        }
        String quantifier = args.nextWord("a condition", "all", "some");
        boolean shaded = args.nextWord("shaded or unshaded", "shaded", "unshaded").equals("shaded");
        List<Cell> cells = args.nextDistinctCells("the cells of the condition");
        args.done();
        return new ShadingCondition(ShadingCondition.Quantifier.valueOf(quantifier.toUpperCase(Locale.ROOT)), shaded, cells);
    }

    @Override
    public String keyword() {
        return "if";
    }

    @Override
    public void encode(EncodingContext ctx) {
        int guard = condition.literal(ctx);
        ctx.guarded(guard, () -> rule.encode(ctx));
    }

    @Override
    public String violation(Solution s) {
        return violation(s, List.of());
    }

    @Override
    public String violation(Solution s, List<Rule> puzzleRules) {
        if (condition.readsShading() && !s.hasShading()) {
            return "the solution gives no shading, which the condition '" + condition.toNative() + "' reads";
        }
        if (!condition.holds(s)) {
            return null;
        }
        String problem = rule.violation(s, puzzleRules);
        return problem == null ? null : "(" + condition.toNative() + ") " + problem;
    }

    @Override
    public String toNative() {
        return "if " + condition.toNative() + ": " + rule.toNative();
    }
}
