package dev.satdoku.format;

import dev.satdoku.catalog.RuleCatalog;
import dev.satdoku.model.Cell;
import dev.satdoku.model.CellRefs;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Metadata;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.NeverHolds;
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
 * Parses the native text format (see docs/format.md): directives ({@code size}, {@code values},
 * {@code raw}, {@code boxes}, {@code regions}, {@code givens}, {@code var}, metadata) and one rule per line. Directives may come
 * in any order; rules are parsed once the layout is known, so their cells can be validated.
 */
public final class NativeParser {

    /** Words that start a directive rather than a rule. */
    public static final List<String> DIRECTIVES = List.of("size", "values", "raw", "boxes", "regions", "givens", "grid", "var", "board", "title", "author", "ruleset");

    private final String source;
    private final String[] lines;
    private int next;

    /** Rows and columns from the {@code size} line; null until one is read. */
    private Integer rows;
    private Integer cols;
    private Origin sizeAt;
    private Integer minValue;
    private Integer maxValue;
    private Origin valuesAt;
    private Origin rawAt;
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
    private final List<ExtraCell> extraCells = new ArrayList<>();
    private final List<PendingRule> pending = new ArrayList<>();
    private final List<PendingRule> pendingVariables = new ArrayList<>();
    private final List<PendingRule> pendingBoards = new ArrayList<>();

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
            checkLength(raw, source, lineNo);
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
                case "values" -> values(at, rest);
                case "raw" -> {
                    if (rawAt != null) {
                        throw new InputException(at, "raw given twice (first at line " + rawAt.line() + ")");
                    }
                    if (!rest.isEmpty()) {
                        throw new InputException(at.atColumn(rest.get(0).column()), "'raw' takes no words: it drops the row, column and box rules");
                    }
                    rawAt = at;
                }
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
                case "board" -> pendingBoards.add(new PendingRule(keyword, at, List.copyOf(rest)));
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
        resolveSize();
        int nr = rows;
        int nc = cols;
        Layout layout = layout(nr, nc);
        int[] givens = Puzzle.noGivens(layout);
        Origin[] origins = new Origin[nr * nc];
        if (givenRows != null) {
            checkRowLengths(givenRows, givenOrigins, nc, "givens");
            // Bad values in the rows that are there are more precise errors than a missing row.
            for (int r = 0; r < givenRows.size(); r++) {
                for (int c = 0; c < nc; c++) {
                    GridBlock.digit(givenRows.get(r).get(c), layout, givenOrigins.get(r));
                }
            }
            checkRowCount(givenRows, givenOrigins, nr, "givens", givensAt);
            for (int r = 0; r < nr; r++) {
                for (int c = 0; c < nc; c++) {
                    GridBlock.CellText cell = givenRows.get(r).get(c);
                    givens[r * nc + c] = GridBlock.digit(cell, layout, givenOrigins.get(r));
                    origins[r * nc + c] = givenOrigins.get(r).atColumn(cell.column());
                }
            }
        }
        for (PendingRule v : pendingVariables) {
            declareVariables(v, layout);
        }
        Set<String> boards = new HashSet<>();
        for (PendingRule b : pendingBoards) {
            placeOnBoard(b, boards);
        }
        List<Rule> rules = new ArrayList<>();
        List<Origin> ruleOrigins = new ArrayList<>();
        for (PendingRule p : pending) {
            RuleType type = RuleCatalog.find(p.keyword()).orElseThrow();
            rules.add(parseRule(type, new RuleArgs(type.keyword(), p.origin(), layout, extraCells, p.args(), NativeParser::innerRule)));
            ruleOrigins.add(p.origin());
        }
        for (int i = 0; i < rules.size(); i++) {
            String missing = rules.get(i).missingPartner(rules);
            if (missing != null) {
                throw new InputException(ruleOrigins.get(i), missing);
            }
        }
        List<String> warnings = new ArrayList<>();
        for (int i = 0; i < rules.size(); i++) {
            if (rules.get(i) instanceof NeverHolds never) {
                warnings.add(ruleOrigins.get(i).location() + ": " + never.reason() + "; this clue can never hold, so the puzzle has no solution");
            }
        }
        Metadata meta = new Metadata(title, author, ruleset.length() == 0 ? null : ruleset.toString(), warnings);
        return new Puzzle(source, layout, givens, origins, rules, ruleOrigins, extraCells, meta);
    }

    /**
     * Reads one rule line of a puzzle whose layout and variables are known, with the checks and messages
     * {@link #parse} has for a rule line of a whole text, so that a caller adding rules one at a time
     * (the library's PuzzleBuilder) need not read the whole text again for each. Null for a blank,
     * comment or decoration line. Directives are not rules: ask {@link #isDirectiveLine} first. What
     * this cannot see is left to the caller: the limit on the number of rules and a rule's missing
     * partner ({@link Rule#missingPartner}), which depend on the other rules.
     *
     * @throws InputException when the line is not a valid rule, at {@code source:lineNo}
     */
    public static Rule parseRuleLine(String raw, String source, int lineNo, Layout layout, List<ExtraCell> variables) {
        checkLength(raw, source, lineNo);
        List<Token> tokens = Tokenizer.tokenize(raw);
        if (tokens.isEmpty() || GridBlock.isDecoration(raw)) {
            return null;
        }
        Token head = tokens.get(0);
        Origin at = new Origin(source, lineNo, head.column(), raw);
        String keyword = head.text().toLowerCase(Locale.ROOT);
        if (DIRECTIVES.contains(keyword)) {
            throw new IllegalArgumentException("'" + keyword + "' is a directive, not a rule");
        }
        RuleType type = RuleCatalog.find(keyword).orElseThrow(() -> unknownKeyword(at, head));
        return parseRule(type, new RuleArgs(type.keyword(), at, layout, List.copyOf(variables),
                List.copyOf(tokens.subList(1, tokens.size())), NativeParser::innerRule));
    }

    /** True when the line starts with a directive ({@code size}, {@code var}, {@code title}, ...). */
    public static boolean isDirectiveLine(String raw) {
        List<Token> tokens = Tokenizer.tokenize(raw);
        return !tokens.isEmpty() && DIRECTIVES.contains(tokens.get(0).text().toLowerCase(Locale.ROOT));
    }

    private static void checkLength(String raw, String source, int lineNo) {
        if (raw.length() > InputLimits.MAX_LINE_CHARS) {
            throw new InputException(new Origin(source, lineNo, 1, raw.substring(0, 80)), "line is " + raw.length()
                    + " characters long; lines are limited to " + String.format("%,d", InputLimits.MAX_LINE_CHARS));
        }
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
        } catch (RuleArgs.Unsatisfiable e) {
            return new NeverHolds(args.line(), e.getMessage());
        } catch (IllegalArgumentException e) {
            throw args.error(e.getMessage());
        }
        args.done();
        String unsupported = rule.unsupportedOn(args.layout());
        if (unsupported != null) {
            throw args.error(unsupported);
        }
        String placeless = needsPlaces(rule, args);
        if (placeless != null) {
            throw args.error(placeless);
        }
        return rule;
    }

    /**
     * Why a rule naming extra cells cannot take them, or null. A rule that needs a cell's place (its
     * row or column, its neighbours) asks the cell for it, which an extra cell refuses; the rule's
     * check is tried once on a placeholder solution so that this is found here, at the rule's line,
     * rather than while solving. Other failures of the placeholder are not the parser's concern.
     */
    private static String needsPlaces(Rule rule, RuleArgs args) {
        if (args.extraCells().isEmpty()) {
            return null;
        }
        Layout layout = args.layout();
        int[] digits = new int[layout.cellCount()];
        java.util.Arrays.fill(digits, layout.minValue());
        int[] regions = new int[layout.cellCount()];
        java.util.Arrays.fill(regions, 1);
        java.util.Map<String, Integer> values = new java.util.LinkedHashMap<>();
        args.extraCells().forEach(x -> values.put(x.name(), x.min()));
        Solution placeholder = new Solution(layout, digits, values, new boolean[layout.cellCount()], regions);
        try {
            rule.violation(placeholder, List.of(rule));
        } catch (Cell.NoPlaceException e) {
            return rule.keyword() + " needs a place on the grid for its cells: " + e.getMessage();
        } catch (RuntimeException e) {
            return null;
        }
        return null;
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
        return parseRule(type, new RuleArgs(type.keyword(), outer.origin().atColumn(head.column()), outer.layout(), outer.extraCells(),
                words.subList(1, words.size()), outer.innerRules()));
    }

    private static InputException unknownKeyword(Origin at, Token head) {
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
            throw new InputException(at, "expected 'size N' or 'size ROWSxCOLUMNS' (each 1.." + Layout.MAX_SIZE + ")");
        }
        Token t = rest.get(0);
        String text = t.text().toLowerCase(Locale.ROOT);
        String[] parts = text.matches("\\d+x\\d+") ? text.split("x") : new String[] {text, text};
        int[] sides = new int[2];
        for (int i = 0; i < 2; i++) {
            String side = parts[i];
            if (side.matches("\\d{5,}")) {
                throw new InputException(at.atColumn(t.column()), "grid size " + abbreviate(t.text()) + " is outside 1.." + Layout.MAX_SIZE);
            }
            if (!side.matches("\\d{1,4}")) {
                throw new InputException(at.atColumn(t.column()), "expected a grid size (N or ROWSxCOLUMNS), found '" + t.text() + "'");
            }
            sides[i] = Integer.parseInt(side);
            if (sides[i] < 1 || sides[i] > Layout.MAX_SIZE) {
                throw new InputException(at.atColumn(t.column()), "grid size " + t.text() + " is outside 1.." + Layout.MAX_SIZE
                        + (parts[0].equals(parts[1]) ? "" : " on a side"));
            }
        }
        rows = sides[0];
        cols = sides[1];
        sizeAt = at;
    }

    /** {@code values MIN..MAX} (also {@code MIN-MAX}, or {@code values M} for 1..M); MIN is 0 or 1. */
    private void values(Origin at, List<Token> rest) {
        if (valuesAt != null) {
            throw new InputException(at, "values given twice (first at line " + valuesAt.line() + ")");
        }
        if (rest.size() != 1) {
            throw new InputException(at, "expected 'values MIN..MAX' (MIN 0 or 1, MAX up to " + Layout.MAX_VALUE + "), e.g. 'values 0..8'");
        }
        Token t = rest.get(0);
        Origin here = at.atColumn(t.column());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,4})(?:\\.\\.|-)(\\d{1,4})|(\\d{1,4})").matcher(t.text());
        if (!m.matches()) {
            throw new InputException(here, "expected a value range MIN..MAX like 0..8 or 1..9, found '" + t.text() + "'");
        }
        int lo = m.group(3) != null ? 1 : Integer.parseInt(m.group(1));
        int hi = Integer.parseInt(m.group(3) != null ? m.group(3) : m.group(2));
        if (lo != 0 && lo != 1) {
            throw new InputException(here, "values must start at 0 or 1, found " + t.text());
        }
        if (hi < lo || hi > Layout.MAX_VALUE) {
            throw new InputException(here, "values " + t.text() + " must end between " + lo + " and " + Layout.MAX_VALUE);
        }
        minValue = lo;
        maxValue = hi;
        valuesAt = here;
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
        List<List<GridBlock.CellText>> out = new ArrayList<>();
        if (!rest.isEmpty()) {
            if (rest.size() != 1) {
                throw new InputException(at.atColumn(rest.get(1).column()), what + " on one line must be a single word of N*N characters; "
                        + "or put the rows on the following lines");
            }
            Token t = rest.get(0);
            int len = t.text().length();
            int nr = rows != null ? rows : (int) Math.round(Math.sqrt(len));
            int nc = cols != null ? cols : nr;
            if (nr * nc != len) {
                throw new InputException(at.atColumn(t.column()), what + " '" + abbreviate(t.text()) + "' has " + len
                        + " characters, which is not " + (rows != null ? rows + "*" + cols + " for the " + rows + "x" + cols + " grid"
                        : "N*N for any grid size"));
            }
            for (int r = 0; r < nr; r++) {
                List<GridBlock.CellText> row = new ArrayList<>();
                for (int c = 0; c < nc; c++) {
                    row.add(new GridBlock.CellText(String.valueOf(t.text().charAt(r * nc + c)), t.column() + r * nc + c));
                }
                out.add(row);
                rowOrigins.add(at);
            }
            return out;
        }
        int expected = rows != null ? rows : -1;
        while (next < lines.length && (expected < 0 || out.size() < expected)) {
            String raw = lines[next];
            String body = Tokenizer.stripComment(raw).strip();
            if (body.isEmpty() || GridBlock.isDecoration(raw)) {
                next++;
                if (body.isEmpty() && !out.isEmpty() && expected < 0) {
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
            out.add(row);
            rowOrigins.add(rowAt);
            if (expected < 0) {
                expected = row.size();
            }
        }
        if (out.isEmpty()) {
            throw new InputException(at, what + " block is empty: put " + (rows != null ? rows : "N") + " rows after '" + what + "'");
        }
        return out;
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

    /** Rows and columns from the size line, else from the givens or regions rows (a square grid), else 9x9. */
    private void resolveSize() {
        Integer fromGivens = givenRows == null ? null : givenRows.get(0).size();
        Integer fromRegions = regionRows == null ? null : regionRows.get(0).size();
        if (rows != null) {
            return;
        }
        if (fromGivens != null && fromRegions != null && !fromGivens.equals(fromRegions)) {
            throw new InputException(regionsAt, "regions rows have " + fromRegions + " cells but givens rows have " + fromGivens);
        }
        int n = fromGivens != null ? fromGivens : fromRegions != null ? fromRegions : 9;
        if (n < 1 || n > Layout.MAX_SIZE) {
            throw new InputException(givensAt != null ? givensAt : regionsAt, "rows of " + n + " cells: grid size must be 1.." + Layout.MAX_SIZE);
        }
        rows = n;
        cols = n;
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

    /**
     * The layout from size, values, raw, boxes and regions. A raw grid has no rows, columns or default
     * boxes; explicit boxes or regions still apply to it.
     */
    private Layout layout(int nr, int nc) {
        int lo = minValue != null ? minValue : 1;
        int hi = maxValue != null ? maxValue : Math.max(nr, nc);
        Layout layout;
        Origin blame;
        if (regionRows != null) {
            if (boxes != null && !boxes.equals("none")) {
                throw new InputException(boxesAt, "a puzzle with a regions map cannot also have boxes " + boxes);
            }
            checkRowLengths(regionRows, regionOrigins, nc, "regions");
            checkRowCount(regionRows, regionOrigins, nr, "regions", regionsAt);
            Map<String, Integer> ids = new LinkedHashMap<>();
            int[] regionOf = new int[nr * nc];
            for (int r = 0; r < nr; r++) {
                for (int c = 0; c < nc; c++) {
                    String sym = regionRows.get(r).get(c).text();
                    regionOf[r * nc + c] = sym.equals(".") ? -1 : ids.computeIfAbsent(sym, k -> ids.size());
                }
            }
            List<String> names = ids.keySet().stream().map(k -> "region " + k).toList();
            int[] counts = new int[names.size()];
            for (int g : regionOf) {
                if (g >= 0) {
                    counts[g]++;
                }
            }
            // Regions have max(rows, cols) cells, or one cell per value when there are more values.
            int side = Math.max(nr, nc);
            int expected = counts.length > 0 && counts[0] == hi - lo + 1 ? counts[0] : side;
            for (int g = 0; g < counts.length; g++) {
                if (counts[g] != expected) {
                    Origin firstCell = null;
                    for (int i = 0; i < regionOf.length && firstCell == null; i++) {
                        if (regionOf[i] == g) {
                            firstCell = regionOrigins.get(i / nc).atColumn(regionRows.get(i / nc).get(i % nc).column());
                        }
                    }
                    String needed = expected == side && hi - lo + 1 > side ? side + " or " + (hi - lo + 1) + " (one per value)" : String.valueOf(expected);
                    throw new InputException(firstCell, names.get(g) + " has " + counts[g] + " cells; every region needs exactly " + needed);
                }
            }
            blame = regionsAt;
            try {
                layout = Layout.jigsaw(nr, nc, lo, hi, regionOf, names);
            } catch (IllegalArgumentException e) {
                throw new InputException(valuesAt != null ? valuesAt : regionsAt, e.getMessage());
            }
        } else if (boxes == null && rawAt != null || "none".equals(boxes)) {
            layout = Layout.none(nr, nc);
            blame = boxesAt != null ? boxesAt : sizeAt;
        } else if (boxes == null || boxes.equals("default")) {
            int[] box = Layout.defaultBoxes(nr, nc, Math.max(nr, nc));
            layout = box == null ? Layout.none(nr, nc) : Layout.boxes(nr, nc, box[0], box[1]);
            blame = sizeAt;
        } else {
            String[] hw = boxes.split("x");
            int h = Integer.parseInt(hw[0]);
            int w = Integer.parseInt(hw[1]);
            if (nr == nc && h * w != nr && h * w != hi - lo + 1) {
                throw new InputException(boxesAt, "boxes " + boxes + " do not tile a " + nr + "x" + nc + " grid (height times width must be "
                        + nr + (hi - lo + 1 > nr ? " or the number of values, " + (hi - lo + 1) : "") + ")");
            }
            if (nr % h != 0 || nc % w != 0 || h * w != Math.max(nr, nc) && h * w != hi - lo + 1) {
                throw new InputException(boxesAt, "boxes " + boxes + " do not tile a " + nr + "x" + nc + " grid (the rows must be a multiple of "
                        + "the height, the columns of the width, and a box must have max(rows, columns) cells or one per value)");
            }
            try {
                layout = Layout.boxes(nr, nc, h, w, lo, hi);
            } catch (IllegalArgumentException e) {
                throw new InputException(valuesAt != null ? valuesAt : boxesAt, e.getMessage());
            }
            blame = boxesAt;
        }
        if (rawAt != null) {
            layout = layout.asRaw();
        }
        try {
            return layout.withValues(lo, hi);
        } catch (IllegalArgumentException e) {
            // A row longer than the value range: the values line is to blame when there is one.
            throw new InputException(valuesAt != null ? valuesAt : blame != null ? blame : Origin.of(source), e.getMessage());
        }
    }

    private void declareVariables(PendingRule line, Layout layout) {
        String example = layout.minValue() + ".." + layout.maxValue();
        List<Token> args = line.args();
        if (args.size() < 2) {
            throw new InputException(line.origin(), "expected 'var NAME... MIN..MAX', e.g. 'var A B C " + example + "'");
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
            throw new InputException(line.origin().atColumn(domain.column()), "expected a domain MIN..MAX like " + example + ", found '" + domain.text() + "'");
        }
        if (lo > hi || hi - lo > 1000) {
            throw new InputException(line.origin().atColumn(domain.column()), "domain " + domain.text() + " must be non-empty and span at most 1001 values");
        }
        Set<String> taken = new HashSet<>();
        extraCells.forEach(v -> taken.add(v.name()));
        for (Token name : args.subList(0, args.size() - 1)) {
            String nm = name.text();
            Origin at = line.origin().atColumn(name.column());
            if (!nm.matches("[A-Za-z][A-Za-z0-9_]*") || CellRefs.looksLikeCell(nm)) {
                throw new InputException(at, "'" + nm + "' is not a valid name for an extra cell (a letter, then letters, digits or _; not a cell like r1c1)");
            }
            if (!taken.add(nm)) {
                throw new InputException(at, "extra cell " + nm + " is declared twice");
            }
            extraCells.add(new ExtraCell(nm, lo, hi, at));
        }
    }

    /**
     * {@code board NAME ROWSxCOLUMNS CELL...}: lays declared extra cells out on a board of their own, in
     * reading order (the last row may be short, as ISS lays out a count of cells in rows of the grid's width), so that rules needing places (connected areas, neighbours) see them as a small grid;
     * cells of different boards, or of a board and the grid, never touch.
     */
    private void placeOnBoard(PendingRule line, Set<String> boards) {
        List<Token> args = line.args();
        String syntax = "expected 'board NAME ROWSxCOLUMNS CELL...', e.g. 'board B 2x2 B1 B2 B3 B4'";
        if (args.size() < 3) {
            throw new InputException(line.origin(), syntax);
        }
        Token name = args.get(0);
        if (!name.text().matches("[A-Za-z][A-Za-z0-9_]*")) {
            throw new InputException(line.origin().atColumn(name.column()), "'" + name.text() + "' is not a valid board name (a letter, then letters, digits or _)");
        }
        if (!boards.add(name.text())) {
            throw new InputException(line.origin().atColumn(name.column()), "board " + name.text() + " is declared twice");
        }
        Token dims = args.get(1);
        if (!dims.text().matches("[1-9]\\d{0,2}x[1-9]\\d{0,2}")) {
            throw new InputException(line.origin().atColumn(dims.column()), syntax + ", found '" + dims.text() + "'");
        }
        String[] rc = dims.text().split("x");
        int rows = Integer.parseInt(rc[0]);
        int cols = Integer.parseInt(rc[1]);
        List<Token> names = args.subList(2, args.size());
        if (names.size() > rows * cols || names.size() <= (rows - 1) * cols) {
            throw new InputException(line.origin().atColumn(dims.column()), "a " + dims.text() + " board holds " + ((rows - 1) * cols + 1)
                    + " to " + rows * cols + " cells (only its last row may be short), but " + names.size() + " are listed");
        }
        for (int i = 0; i < names.size(); i++) {
            Token t = names.get(i);
            Origin at = line.origin().atColumn(t.column());
            int k = -1;
            for (int j = 0; j < extraCells.size(); j++) {
                if (extraCells.get(j).name().equals(t.text())) {
                    k = j;
                }
            }
            if (k < 0) {
                throw new InputException(at, "'" + t.text() + "' is not a declared extra cell (declare it with a var line first)");
            }
            if (extraCells.get(k).cell().isOnBoard()) {
                throw new InputException(at, "extra cell " + t.text() + " is already on board " + extraCells.get(k).cell().board());
            }
            extraCells.set(k, extraCells.get(k).onBoard(name.text(), i / cols, i % cols));
        }
    }
}
