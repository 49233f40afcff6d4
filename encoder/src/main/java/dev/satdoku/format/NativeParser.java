package dev.satdoku.format;

import dev.satdoku.catalog.RuleCatalog;
import dev.satdoku.model.CellRefs;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Metadata;
import dev.satdoku.model.NamedVariable;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.InputLimits;
import dev.satdoku.syntax.Origin;
import dev.satdoku.syntax.Token;
import dev.satdoku.syntax.Tokenizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Parses the native text format (see docs/format.md): directives ({@code size}, {@code boxes},
 * {@code regions}, {@code givens}, {@code var}, metadata) and one rule per line. Directives may come
 * in any order; rules are parsed once the layout is known, so their cells can be validated.
 */
public final class NativeParser {

    /** Words that start a directive rather than a rule. */
    public static final List<String> DIRECTIVES = List.of("size", "boxes", "regions", "givens", "grid", "var", "title", "author", "ruleset");

    private final String source;
    private final String[] lines;
    private int next;

    private Integer size;
    private Origin sizeAt;
    private String boxes;
    private Origin boxesAt;
    private List<List<GridBlock.CellText>> regionRows;
    private List<Origin> regionOrigins;
    private Origin regionsAt;
    private List<List<GridBlock.CellText>> givenRows;
    private List<Origin> givenOrigins;
    private Origin givensAt;
    private String title;
    private String author;
    private final StringBuilder ruleset = new StringBuilder();
    private final List<NamedVariable> variables = new ArrayList<>();
    private final List<PendingRule> pending = new ArrayList<>();
    private final List<PendingRule> pendingVariables = new ArrayList<>();

    private record PendingRule(String keyword, Origin origin, List<Token> args) {
    }

    private NativeParser(String text, String source) {
        this.source = source;
        this.lines = text.split("\r\n|\n|\r", -1);
    }

    public static boolean isKeyword(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        return DIRECTIVES.contains(w) || RuleCatalog.find(w).isPresent();
    }

    public static Puzzle parse(String text, String source) {
        return new NativeParser(text, source).run();
    }

    private Puzzle run() {
        while (next < lines.length) {
            int lineNo = next + 1;
            String raw = lines[next++];
            if (raw.length() > InputLimits.MAX_LINE_CHARS) {
                throw new InputException(new Origin(source, lineNo, 1, raw.substring(0, 80)), "line is " + raw.length()
                        + " characters long; lines are limited to " + String.format("%,d", InputLimits.MAX_LINE_CHARS));
            }
            List<Token> tokens = Tokenizer.tokenize(raw);
            if (tokens.isEmpty() || GridBlock.isDecoration(raw)) {
                continue;
            }
            Token head = tokens.get(0);
            Origin at = new Origin(source, lineNo, head.column(), raw);
            String keyword = head.text().toLowerCase(Locale.ROOT);
            List<Token> rest = tokens.subList(1, tokens.size());
            switch (keyword) {
                case "size" -> size(at, rest);
                case "boxes" -> boxes(at, rest);
                case "regions" -> {
                    if (regionRows != null) {
                        throw new InputException(at, "regions given twice (first at line " + regionsAt.line() + ")");
                    }
                    regionsAt = at;
                    regionOrigins = new ArrayList<>();
                    regionRows = block(at, rest, regionOrigins, "regions");
                }
                case "givens", "grid" -> {
                    if (givenRows != null) {
                        throw new InputException(at, "givens given twice (first at line " + givensAt.line() + ")");
                    }
                    givensAt = at;
                    givenOrigins = new ArrayList<>();
                    givenRows = block(at, rest, givenOrigins, "givens");
                }
                case "title" -> title = restOfLine(raw, head);
                case "author" -> author = restOfLine(raw, head);
                case "ruleset" -> ruleset.append(ruleset.length() > 0 ? "\n" : "").append(restOfLine(raw, head));
                case "var" -> pendingVariables.add(new PendingRule(keyword, at, List.copyOf(rest)));
                default -> {
                    if (RuleCatalog.find(keyword).isEmpty()) {
                        throw unknownKeyword(at, head);
                    }
                    if (pending.size() >= InputLimits.MAX_RULES) {
                        throw new InputException(at, "more than " + String.format("%,d", InputLimits.MAX_RULES)
                                + " rules; a puzzle is limited to that many");
                    }
                    pending.add(new PendingRule(keyword, at, List.copyOf(rest)));
                }
            }
        }
        int n = resolveSize();
        Layout layout = layout(n);
        int[] givens = new int[n * n];
        Origin[] origins = new Origin[n * n];
        if (givenRows != null) {
            checkRowLengths(givenRows, givenOrigins, n, "givens");
            // Bad digits in the rows that are there are more precise errors than a missing row.
            for (int r = 0; r < givenRows.size(); r++) {
                for (int c = 0; c < n; c++) {
                    GridBlock.digit(givenRows.get(r).get(c), n, givenOrigins.get(r));
                }
            }
            checkRowCount(givenRows, givenOrigins, n, "givens", givensAt);
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    GridBlock.CellText cell = givenRows.get(r).get(c);
                    givens[r * n + c] = GridBlock.digit(cell, n, givenOrigins.get(r));
                    origins[r * n + c] = givenOrigins.get(r).atColumn(cell.column());
                }
            }
        }
        for (PendingRule v : pendingVariables) {
            declareVariables(v, n);
        }
        List<Rule> rules = new ArrayList<>();
        List<Origin> ruleOrigins = new ArrayList<>();
        for (PendingRule p : pending) {
            RuleType type = RuleCatalog.find(p.keyword()).orElseThrow();
            rules.add(parseRule(type, new RuleArgs(type.keyword(), p.origin(), layout, variables, p.args(), NativeParser::innerRule)));
            ruleOrigins.add(p.origin());
        }
        for (int i = 0; i < rules.size(); i++) {
            String missing = rules.get(i).missingPartner(rules);
            if (missing != null) {
                throw new InputException(ruleOrigins.get(i), missing);
            }
        }
        Metadata meta = new Metadata(title, author, ruleset.length() == 0 ? null : ruleset.toString(), List.of());
        return new Puzzle(source, layout, givens, origins, rules, ruleOrigins, variables, meta);
    }

    /**
     * Reads one rule from its words: the one place where a rule line becomes a rule, for the lines of
     * a file and for rules written inside rules. A rule's own validation (IllegalArgumentException) is
     * reported at the rule; unread words are errors at the word.
     */
    private static Rule parseRule(RuleType type, RuleArgs args) {
        Rule rule;
        try {
            rule = type.parse(args);
        } catch (IllegalArgumentException e) {
            throw args.error(e.getMessage());
        }
        args.done();
        return rule;
    }

    /** A rule inside a rule (after a condition's colon), with errors at its own words. */
    private static Rule innerRule(RuleArgs outer, List<Token> words) {
        Token head = words.get(0);
        String keyword = head.text().toLowerCase(Locale.ROOT);
        RuleType type = RuleCatalog.find(keyword).orElseThrow(() -> {
            if (DIRECTIVES.contains(keyword)) {
                return outer.error(head, "'" + head.text() + "' is a directive, not a rule; only rules can be conditional");
            }
            List<String> close = RuleCatalog.suggestions(head.text(), List.of());
            return outer.error(head, "unknown rule '" + head.text() + "'" + (close.isEmpty() ? "" : " (did you mean " + String.join(" or ", close) + "?)"));
        });
        return parseRule(type, new RuleArgs(type.keyword(), outer.origin().atColumn(head.column()), outer.layout(), outer.variables(),
                words.subList(1, words.size()), outer.innerRules()));
    }

    private InputException unknownKeyword(Origin at, Token head) {
        List<String> close = RuleCatalog.suggestions(head.text(), DIRECTIVES);
        String hint = close.isEmpty() ? " (see docs/format.md for the keywords)" : " (did you mean " + String.join(" or ", close) + "?)";
        return new InputException(at, "unknown keyword '" + head.text() + "'" + hint);
    }

    private static String restOfLine(String raw, Token head) {
        int from = head.column() - 1 + head.text().length();
        return raw.substring(Math.min(from, raw.length())).strip();
    }

    private void size(Origin at, List<Token> rest) {
        if (sizeAt != null) {
            throw new InputException(at, "size given twice (first at line " + sizeAt.line() + ")");
        }
        if (rest.size() != 1) {
            throw new InputException(at, "expected 'size N' (N = 1.." + Layout.MAX_SIZE + ")");
        }
        Token t = rest.get(0);
        String text = t.text().toLowerCase(Locale.ROOT);
        if (text.matches("\\d+x\\d+")) {
            String[] parts = text.split("x");
            if (!parts[0].equals(parts[1])) {
                throw new InputException(at.atColumn(t.column()), "only square grids are supported, found " + t.text());
            }
            text = parts[0];
        }
        if (text.matches("\\d{5,}")) {
            throw new InputException(at.atColumn(t.column()), "grid size " + (text.length() > 20 ? text.substring(0, 17) + "..." : text)
                    + " is outside 1.." + Layout.MAX_SIZE);
        }
        if (!text.matches("\\d{1,4}")) {
            throw new InputException(at.atColumn(t.column()), "expected a grid size, found '" + t.text() + "'");
        }
        int n = Integer.parseInt(text);
        if (n < 1 || n > Layout.MAX_SIZE) {
            throw new InputException(at.atColumn(t.column()), "grid size " + n + " is outside 1.." + Layout.MAX_SIZE);
        }
        size = n;
        sizeAt = at;
    }

    private void boxes(Origin at, List<Token> rest) {
        if (boxesAt != null) {
            throw new InputException(at, "boxes given twice (first at line " + boxesAt.line() + ")");
        }
        if (rest.size() != 1) {
            throw new InputException(at, "expected 'boxes HEIGHTxWIDTH', 'boxes none' or 'boxes default'");
        }
        String v = rest.get(0).text().toLowerCase(Locale.ROOT);
        // At most four digits a side: larger numbers cannot tile a grid of at most 25 and would overflow when read.
        if (!v.equals("none") && !v.equals("default") && !v.matches("\\d{1,4}x\\d{1,4}")) {
            throw new InputException(at.atColumn(rest.get(0).column()), "expected HEIGHTxWIDTH (e.g. 2x3), none or default, found '" + rest.get(0).text() + "'");
        }
        boxes = v;
        boxesAt = at.atColumn(rest.get(0).column());
    }

    /** Reads a grid block: inline (N*N characters after the keyword) or the following rows. */
    private List<List<GridBlock.CellText>> block(Origin at, List<Token> rest, List<Origin> rowOrigins, String what) {
        List<List<GridBlock.CellText>> rows = new ArrayList<>();
        if (!rest.isEmpty()) {
            if (rest.size() != 1) {
                throw new InputException(at.atColumn(rest.get(1).column()), what + " on one line must be a single word of N*N characters; "
                        + "or put the rows on the following lines");
            }
            Token t = rest.get(0);
            int len = t.text().length();
            int n = (int) Math.round(Math.sqrt(len));
            if (n * n != len) {
                throw new InputException(at.atColumn(t.column()), what + " '" + abbreviate(t.text()) + "' has " + len
                        + " characters, which is not N*N for any grid size");
            }
            for (int r = 0; r < n; r++) {
                List<GridBlock.CellText> row = new ArrayList<>();
                for (int c = 0; c < n; c++) {
                    row.add(new GridBlock.CellText(String.valueOf(t.text().charAt(r * n + c)), t.column() + r * n + c));
                }
                rows.add(row);
                rowOrigins.add(at);
            }
            return rows;
        }
        int expected = size != null ? size : -1;
        while (next < lines.length && (expected < 0 || rows.size() < expected)) {
            String raw = lines[next];
            String body = Tokenizer.stripComment(raw).strip();
            if (body.isEmpty() || GridBlock.isDecoration(raw)) {
                next++;
                if (body.isEmpty() && !rows.isEmpty() && expected < 0) {
                    break;
                }
                continue;
            }
            List<Token> tokens = Tokenizer.tokenize(raw);
            if (!tokens.isEmpty() && isKeyword(tokens.get(0).text()) && !tokens.get(0).text().matches("[0-9.]+")
                    && !isSymbolRow(tokens, raw, expected)) {
                break;
            }
            next++;
            Origin rowAt = new Origin(source, next, 1, raw);
            List<GridBlock.CellText> row = GridBlock.cells(raw);
            rows.add(row);
            rowOrigins.add(rowAt);
            if (expected < 0) {
                expected = row.size();
            }
        }
        if (rows.isEmpty()) {
            throw new InputException(at, what + " block is empty: put " + (size != null ? size : "N") + " rows after '" + what + "'");
        }
        return rows;
    }

    /**
     * A region row whose first symbol happens to be a one-letter rule keyword ({@code X X Y Y ...}
     * with the x and v rules): one-character words only, as many as the row needs. A rule line
     * such as {@code x r1c1 r1c2} has longer words and still ends the block.
     */
    private static boolean isSymbolRow(List<Token> tokens, String raw, int expected) {
        if (tokens.get(0).text().length() != 1 || tokens.stream().anyMatch(t -> t.text().length() != 1)) {
            return false;
        }
        int cells = GridBlock.cells(raw).size();
        return expected < 0 ? cells > 1 : cells == expected;
    }

    private static String abbreviate(String s) {
        return s.length() <= 24 ? s : s.substring(0, 21) + "...";
    }

    private int resolveSize() {
        Integer fromGivens = givenRows == null ? null : givenRows.get(0).size();
        Integer fromRegions = regionRows == null ? null : regionRows.get(0).size();
        if (size != null) {
            return size;
        }
        if (fromGivens != null && fromRegions != null && !fromGivens.equals(fromRegions)) {
            throw new InputException(regionsAt, "regions rows have " + fromRegions + " cells but givens rows have " + fromGivens);
        }
        int n = fromGivens != null ? fromGivens : fromRegions != null ? fromRegions : 9;
        if (n < 1 || n > Layout.MAX_SIZE) {
            throw new InputException(givensAt != null ? givensAt : regionsAt, "rows of " + n + " cells: grid size must be 1.." + Layout.MAX_SIZE);
        }
        return n;
    }

    private static void checkRows(List<List<GridBlock.CellText>> rows, List<Origin> origins, int n, String what, Origin blockAt) {
        checkRowLengths(rows, origins, n, what);
        checkRowCount(rows, origins, n, what, blockAt);
    }

    private static void checkRowLengths(List<List<GridBlock.CellText>> rows, List<Origin> origins, int n, String what) {
        for (int r = 0; r < rows.size(); r++) {
            if (rows.get(r).size() != n) {
                throw new InputException(origins.get(r), what + " row " + (r + 1) + " has " + rows.get(r).size() + " cells, expected " + n);
            }
        }
    }

    private static void checkRowCount(List<List<GridBlock.CellText>> rows, List<Origin> origins, int n, String what, Origin blockAt) {
        if (rows.size() != n) {
            Origin at = rows.size() < n ? blockAt : origins.get(n);
            throw new InputException(at, what + " block has " + rows.size() + " rows, expected " + n);
        }
    }

    private Layout layout(int n) {
        if (regionRows != null) {
            if (boxes != null && !boxes.equals("none")) {
                throw new InputException(boxesAt, "a puzzle with a regions map cannot also have boxes " + boxes);
            }
            checkRows(regionRows, regionOrigins, n, "regions", regionsAt);
            Map<String, Integer> ids = new LinkedHashMap<>();
            int[] regionOf = new int[n * n];
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    String sym = regionRows.get(r).get(c).text();
                    regionOf[r * n + c] = sym.equals(".") ? -1 : ids.computeIfAbsent(sym, k -> ids.size());
                }
            }
            List<String> names = ids.keySet().stream().map(k -> "region " + k).toList();
            int[] counts = new int[names.size()];
            for (int g : regionOf) {
                if (g >= 0) {
                    counts[g]++;
                }
            }
            for (int g = 0; g < counts.length; g++) {
                if (counts[g] != n) {
                    Origin firstCell = null;
                    for (int i = 0; i < regionOf.length && firstCell == null; i++) {
                        if (regionOf[i] == g) {
                            firstCell = regionOrigins.get(i / n).atColumn(regionRows.get(i / n).get(i % n).column());
                        }
                    }
                    throw new InputException(firstCell, names.get(g) + " has " + counts[g] + " cells; every region needs exactly " + n);
                }
            }
            return Layout.jigsaw(n, regionOf, names);
        }
        if (boxes == null || boxes.equals("default")) {
            return Layout.standard(n);
        }
        if (boxes.equals("none")) {
            return Layout.none(n);
        }
        String[] hw = boxes.split("x");
        int h = Integer.parseInt(hw[0]);
        int w = Integer.parseInt(hw[1]);
        if (h * w != n) {
            throw new InputException(boxesAt, "boxes " + boxes + " do not tile a " + n + "x" + n + " grid (height times width must be " + n + ")");
        }
        return Layout.boxes(n, h, w);
    }

    private void declareVariables(PendingRule line, int n) {
        List<Token> args = line.args();
        if (args.size() < 2) {
            throw new InputException(line.origin(), "expected 'var NAME... MIN..MAX', e.g. 'var A B C 1.." + n + "'");
        }
        Token domain = args.get(args.size() - 1);
        String[] bounds = domain.text().split("\\.\\.");
        int lo;
        int hi;
        try {
            if (bounds.length != 2) {
                throw new NumberFormatException();
            }
            lo = Integer.parseInt(bounds[0]);
            hi = Integer.parseInt(bounds[1]);
        } catch (NumberFormatException e) {
            throw new InputException(line.origin().atColumn(domain.column()), "expected a domain MIN..MAX like 1.." + n + ", found '" + domain.text() + "'");
        }
        if (lo > hi || hi - lo > 1000) {
            throw new InputException(line.origin().atColumn(domain.column()), "domain " + domain.text() + " must be non-empty and span at most 1001 values");
        }
        Set<String> taken = new HashSet<>();
        variables.forEach(v -> taken.add(v.name()));
        for (Token name : args.subList(0, args.size() - 1)) {
            String nm = name.text();
            Origin at = line.origin().atColumn(name.column());
            if (!nm.matches("[A-Za-z][A-Za-z0-9_]*") || CellRefs.looksLikeCell(nm)) {
                throw new InputException(at, "'" + nm + "' is not a valid variable name (a letter, then letters, digits or _; not a cell like r1c1)");
            }
            if (!taken.add(nm)) {
                throw new InputException(at, "variable " + nm + " is declared twice");
            }
            variables.add(new NamedVariable(nm, lo, hi, at));
        }
    }
}
