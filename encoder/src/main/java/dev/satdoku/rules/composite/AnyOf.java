package dev.satdoku.rules.composite;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * At least one of several groups of rules holds: {@code or { RULE ; RULE } { RULE }} (ISS's {@code Or},
 * with {@code And} as a group of several rules). Groups may hold any rule line, another {@code or}
 * included.
 *
 * <p>Encoding: one selector literal per group and the clause "some selector is true"; every clause of a
 * group's rules is guarded by its selector ({@code ctx.guarded}), so the group binds when its selector is
 * true. Shared definitions (order literals, sums) stay unguarded as always. A grid where several groups
 * hold has several selector assignments, but solutions are grids: counting and uniqueness block the
 * cells' values only, so the grid is counted once.
 *
 * <p>Check: the groups' own checks; the rule holds when every rule of some group holds.
 *
 * @param groups the groups, each a non-empty list of rules that must all hold
 */
public record AnyOf(List<List<Rule>> groups) implements Rule {

    public static final RuleType TYPE = RuleType.of("or", List.of(), "or { RULE [; RULE...] } { RULE [; RULE...] }...",
            "at least one group of rules holds (each group: rules separated by ';')", AnyOf::parse)
            .withReference("at least one of the groups in braces holds; a group holds when all its rules (any rule lines, "
                    + "separated by `;`, another `or` included) hold. E.g. `or { candidates r1c2 digits=1 } { candidates "
                    + "r1c1 digits=1 }`: r1c2 or r1c1 is 1. Braces and `;` are words of their own (a brace may touch a cell "
                    + "word). A grid counts once however many groups hold. ISS's `Or`, `And` and `Replicate` import as this");

    /** Deeper nesting says nothing new and would only exhaust the parser's stack. */
    static final int MAX_NESTING = 20;

    private static final String EXAMPLE = "or { candidates r1c2 digits=1 } { candidates r1c1 digits=1 }";

    public AnyOf {
        groups = groups.stream().map(List::copyOf).toList();
        if (groups.isEmpty() || groups.stream().anyMatch(List::isEmpty)) {
            throw new IllegalArgumentException("'or' needs at least one group, each with at least one rule");
        }
    }

    /** Groups in braces, rules in a group separated by {@code ;}; nested braces belong to the rules inside. */
    private static AnyOf parse(RuleArgs args) {
        List<Token> words = split(args.takeRest());
        int nesting = 0;
        for (Token t : words) {
            nesting += t.text().equals("{") ? 1 : t.text().equals("}") ? -1 : 0;
            if (nesting > MAX_NESTING) {
                throw args.error(t, "groups nested more than " + MAX_NESTING + " deep");
            }
        }
        List<List<Rule>> groups = new ArrayList<>();
        int i = 0;
        while (i < words.size()) {
            Token open = words.get(i);
            if (!open.text().equals("{")) {
                throw args.error(open, "expected '{' starting a group, found '" + open.text() + "', as in: " + EXAMPLE);
            }
            List<Rule> group = new ArrayList<>();
            List<Token> rule = new ArrayList<>();
            int depth = 0;
            i++;
            while (true) {
                if (i >= words.size()) {
                    throw args.error(open, "this '{' is never closed by '}'");
                }
                Token t = words.get(i++);
                if (depth == 0 && (t.text().equals("}") || t.text().equals(";"))) {
                    // A ';' may end the last rule of a group, as in { thermo r1c1 r1c2; }
                    boolean trailing = rule.isEmpty() && t.text().equals("}") && !group.isEmpty();
                    if (rule.isEmpty() && !trailing) {
                        throw args.error(t, "an empty rule before '" + t.text() + "'; a group holds rules separated by ';'");
                    }
                    if (!trailing) {
                        group.add(args.innerRule(rule));
                    }
                    rule = new ArrayList<>();
                    if (t.text().equals("}")) {
                        break;
                    }
                    continue;
                }
                depth += t.text().equals("{") ? 1 : t.text().equals("}") ? -1 : 0;
                rule.add(t);
            }
            groups.add(group);
        }
        if (groups.isEmpty()) {
            throw args.error("missing the groups, as in: " + EXAMPLE);
        }
        return new AnyOf(groups);
    }

    /**
     * The words with braces and semicolons as words of their own: a leading '{' is split off any word,
     * trailing '}' and ';' off words that are not {@code name=value} options (a regex option may end in
     * '}'), a trailing ';' off any word.
     */
    private static List<Token> split(List<Token> words) {
        List<Token> out = new ArrayList<>();
        for (Token t : words) {
            String s = t.text();
            int col = t.column();
            while (s.length() > 1 && s.startsWith("{")) {
                out.add(new Token("{", col));
                s = s.substring(1);
                col++;
            }
            List<Token> tail = new ArrayList<>();
            while (s.length() > 1 && (s.endsWith(";") || s.endsWith("}") && !s.contains("="))) {
                tail.add(0, new Token(s.substring(s.length() - 1), col + s.length() - 1));
                s = s.substring(0, s.length() - 1);
            }
            out.add(new Token(s, col));
            out.addAll(tail);
        }
        return out;
    }

    @Override
    public String keyword() {
        return "or";
    }

    @Override
    public void encode(EncodingContext ctx) {
        int[] selectors = new int[groups.size()];
        for (int k = 0; k < selectors.length; k++) {
            selectors[k] = ctx.newVar("or: group " + (k + 1) + " of " + toNative());
        }
        ctx.clause(selectors);
        for (int k = 0; k < selectors.length; k++) {
            List<Rule> group = groups.get(k);
            ctx.guarded(selectors[k], () -> group.forEach(r -> r.encode(ctx)));
        }
    }

    /** The groups' rules' own sizes and a selector per group: the words of the whole line would count every group's cells squared. */
    @Override
    public dev.satdoku.rules.SizeHint sizeHint(int n) {
        long variables = groups.size();
        long clauses = 1;
        for (List<Rule> group : groups) {
            for (Rule r : group) {
                dev.satdoku.rules.SizeHint h = r.sizeHint(n);
                variables += h.variables();
                clauses += h.clauses();
            }
        }
        return new dev.satdoku.rules.SizeHint(variables, clauses);
    }

    @Override
    public String violation(Solution s) {
        return violation(s, List.of());
    }

    @Override
    public String violation(Solution s, List<Rule> puzzleRules) {
        List<String> problems = new ArrayList<>();
        for (List<Rule> group : groups) {
            String problem = null;
            for (Rule r : group) {
                problem = problem != null ? problem : r.violation(s, puzzleRules);
            }
            if (problem == null) {
                return null;
            }
            problems.add(problem);
        }
        return "or: no group holds: " + String.join("; ", problems);
    }

    @Override
    public String toNative() {
        return "or " + groups.stream().map(g -> "{ " + g.stream().map(Rule::toNative).collect(Collectors.joining(" ; ")) + " }")
                .collect(Collectors.joining(" "));
    }
}
