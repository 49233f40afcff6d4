package dev.satdoku.rules.relation;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The values read along the cells, one symbol per value, match a regular expression as a whole (ISS's
 * {@code Regex} lines). The pattern syntax is {@link RegexPattern}'s.
 *
 * <p>Encoding: the pattern's deterministic automaton, unrolled over the line (the layered encoding of a
 * regular constraint). Position i has a literal per automaton state that can be reached from the start
 * by the cells before it and can still reach an accepting state with the cells after it; states that
 * cannot do both get no literal. A transition literal per (position, state, value) implies its source
 * state, the cell's value and its target state, and each state, each target state and each cell value
 * implies one of its transitions. Unit propagation then removes exactly the values that no matching
 * completion of the line uses (given the other cells' domains), and each grid has one assignment of
 * the auxiliary literals, because the automaton is deterministic.
 *
 * <p>Check: java.util.regex over the line's values written as symbols (0-9, then A, B, ...), the
 * pattern's letters upper-cased, so the check shares nothing with the automaton.
 *
 * @param pattern the pattern as written (validated by {@link RegexPattern})
 * @param cells   the cells in reading order; a cell may come back
 */
public record RegexLine(String pattern, List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("regex", List.of(), "regex CELLS pattern=REGEX",
            "the values along the cells, one symbol each, match the pattern as a whole", RegexLine::parse)
            .withReference("the values read along the cells (one symbol per value: 0-9, then A-G or a-g for 10-16; larger values only "
                    + "match `.` and `[^...]`) match "
                    + "the whole pattern, which may use `()`, `|`, `.`, `[...]`, `[^...]` (values and ranges such as `1-3`), "
                    + "`*`, `+`, `?`, `{n}`, `{n,}` and `{n,m}`; a quantifier right after another is an error (group the "
                    + "first). Cells need not touch and may come back. E.g. `regex r1c1-r1c9 pattern=([^1-3][47][69]|[47]123[69])*`. "
                    + "ISS's `Regex` lines import as this rule; encoded as the pattern's automaton unrolled along the line");

    public RegexLine {
        RegexPattern.parse(pattern);
        cells = List.copyOf(cells);
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a regex line needs at least one cell");
        }
    }

    private static RegexLine parse(RuleArgs args) {
        List<Cell> cells = args.nextCells("the cells of the regex line");
        Token at = args.optionToken("pattern");
        if (at == null) {
            throw args.error("missing pattern=REGEX, as in: regex r1c1-r1c4 pattern=1[2-4]*");
        }
        String pattern = args.option("pattern", "");
        try {
            RegexPattern.parse(pattern);
        } catch (RegexPattern.SyntaxError e) {
            throw args.error(new Token(at.text(), at.column() + "pattern=".length() + e.position()), e.getMessage());
        }
        return new RegexLine(pattern, cells);
    }

    @Override
    public String keyword() {
        return "regex";
    }

    @Override
    public void encode(EncodingContext ctx) {
        int lo = ctx.layout().minValue();
        int hi = ctx.layout().maxValue();
        RegexPattern.Dfa dfa = RegexPattern.parse(pattern).dfa(lo, hi);
        int length = cells.size();
        List<IntVar> x = ctx.cells(cells);
        // live[i][q]: state q can be reached after i cells and can still reach an accepting state.
        boolean[][] reach = new boolean[length + 1][dfa.states()];
        reach[0][0] = true;
        for (int i = 0; i < length; i++) {
            for (int q = 0; q < dfa.states(); q++) {
                for (int v = lo; reach[i][q] && v <= hi; v++) {
                    int t = dfa.step(q, v);
                    if (t >= 0 && x.get(i).eq(v) != Lits.FALSE) {
                        reach[i + 1][t] = true;
                    }
                }
            }
        }
        boolean[][] live = new boolean[length + 1][dfa.states()];
        for (int q = 0; q < dfa.states(); q++) {
            live[length][q] = reach[length][q] && dfa.accepting()[q];
        }
        for (int i = length - 1; i >= 0; i--) {
            for (int q = 0; q < dfa.states(); q++) {
                for (int v = lo; reach[i][q] && !live[i][q] && v <= hi; v++) {
                    int t = dfa.step(q, v);
                    live[i][q] = t >= 0 && live[i + 1][t] && x.get(i).eq(v) != Lits.FALSE;
                }
            }
        }
        int[][] state = new int[length + 1][dfa.states()];
        for (int i = 0; i <= length; i++) {
            for (int q = 0; q < dfa.states(); q++) {
                state[i][q] = !live[i][q] ? Lits.FALSE : i == 0 ? Lits.TRUE : ctx.newVar("regex state " + q + " after " + cells.get(i - 1));
            }
        }
        for (int i = 0; i < length; i++) {
            Cell cell = cells.get(i);
            List<List<Integer>> outOf = new ArrayList<>();
            List<List<Integer>> into = new ArrayList<>();
            for (int q = 0; q < dfa.states(); q++) {
                outOf.add(new ArrayList<>());
                into.add(new ArrayList<>());
            }
            for (int v = lo; v <= hi; v++) {
                int value = x.get(i).eq(v);
                List<Integer> supports = new ArrayList<>();
                for (int q = 0; q < dfa.states() && value != Lits.FALSE; q++) {
                    int t = dfa.step(q, v);
                    if (!live[i][q] || t < 0 || !live[i + 1][t]) {
                        continue;
                    }
                    int move = ctx.newVar("regex " + cell + "=" + v + " from state " + q);
                    ctx.clause(-move, state[i][q]);
                    ctx.clause(-move, value);
                    ctx.clause(-move, state[i + 1][t]);
                    supports.add(move);
                    outOf.get(q).add(move);
                    into.get(t).add(move);
                }
                // A value no live transition reads cannot be on the line here.
                supports.add(-value);
                ctx.clause(supports.stream().mapToInt(Integer::intValue).toArray());
            }
            for (int q = 0; q < dfa.states(); q++) {
                if (live[i][q]) {
                    outOf.get(q).add(-state[i][q]);
                    ctx.clause(outOf.get(q).stream().mapToInt(Integer::intValue).toArray());
                }
                if (live[i + 1][q]) {
                    into.get(q).add(-state[i + 1][q]);
                    ctx.clause(into.get(q).stream().mapToInt(Integer::intValue).toArray());
                }
            }
        }
    }

    @Override
    public String violation(Solution s) {
        StringBuilder read = new StringBuilder();
        for (Cell c : cells) {
            int v = s.digit(c);
            read.append(v >= 0 && v <= 9 ? (char) ('0' + v) : (char) ('A' + v - 10));
        }
        // Upper-cased pattern letters against upper-case value symbols: ranges such as [9-a] then span
        // only 9 and A among the symbols, as ISS means them.
        boolean matches = Pattern.compile(pattern.toUpperCase(java.util.Locale.ROOT)).matcher(read).matches();
        return matches ? null : "regex: the values " + read + " along " + cells.get(0) + "..." + cells.get(cells.size() - 1)
                + " do not match " + pattern;
    }

    @Override
    public String toNative() {
        return "regex " + Lines.join(cells) + " pattern=" + pattern;
    }
}
