package dev.satdoku.rules.shading;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Shading and conditional rules: yin-yang shading, and {@code if CONDITION: RULE}, which applies any
 * rule only while a condition on the shading holds. The condition grammar is
 * {@code [not] all|some shaded|unshaded CELLS}; the rule after the colon is read by its own parser.
 */
public final class ShadingRules {

    private ShadingRules() {
    }

    public static final List<RuleType> TYPES = List.of(
            RuleType.of("yinyang", List.of(), "yinyang",
                    "every cell is shaded or not; each kind forms one orthogonally connected area; no 2x2 block is all one kind",
                    args -> new YinYang()),
            RuleType.of("if", List.of(), "if [not] all|some shaded|unshaded CELLS: RULE",
                    "the rule applies only when the condition on the shading holds", ShadingRules::conditional));

    private static final String EXAMPLE = "if some shaded r1c1 r1c2 r1c3: zipper r1c1 r1c2 r1c3";

    private static Conditional conditional(RuleArgs args) {
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

    private static Condition condition(RuleArgs args) {
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
}
