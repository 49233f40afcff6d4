package dev.satdoku.rules.relation;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The values read along the cells, one symbol per value, match a regular expression as a whole (ISS's
 * {@code Regex} lines). The pattern syntax is {@link RegexPattern}'s.
 *
 * <p>Encoding: the pattern's deterministic automaton (symbol = value - the grid's smallest value),
 * unrolled over the line by {@code ctx.accepted} (the layered encoding of a regular constraint, shared
 * with the state-machine lines): unit propagation removes exactly the values that no matching
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
        List<IntVar> x = ctx.cells(cells);
        int[][] read = new int[cells.size()][hi - lo + 1];
        for (int i = 0; i < cells.size(); i++) {
            for (int v = lo; v <= hi; v++) {
                read[i][v - lo] = x.get(i).eq(v);
            }
        }
        ctx.accepted("regex", RegexPattern.parse(pattern).dfa(lo, hi).automaton(), read,
                cells.stream().map(Cell::toString).toList(), s -> String.valueOf(lo + s));
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
