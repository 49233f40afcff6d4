package dev.satdoku.rules;

import dev.satdoku.model.Cell;
import dev.satdoku.model.CellRefs;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Term;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.InputLimits;
import dev.satdoku.syntax.Origin;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The words after a rule keyword, with helpers to read them and to report errors at the exact
 * column. Positional words (cells, numbers, directions, {@code |} separators) are read in order;
 * {@code name=value} options are looked up by name. {@link #done()} rejects anything left unread,
 * so a typo never silently drops part of a rule.
 */
public final class RuleArgs {

    private final String keyword;
    private final Origin origin;
    private final Layout layout;
    private final List<ExtraCell> extraCells;
    private final InnerRules innerRules;
    private final List<Token> words;
    private final List<Token> positional = new ArrayList<>();
    private final Map<String, Token> options = new LinkedHashMap<>();
    private final Set<String> readOptions = new HashSet<>();
    private final Map<String, Token> repeated = new LinkedHashMap<>();
    private final List<Token> repeatedTokens = new ArrayList<>();
    private boolean restTaken;
    private int next;

    /**
     * Reads a rule written inside another rule (after a condition's colon). The catalogue supplies it:
     * only the catalogue knows every rule type, and a rule family must not depend on the catalogue
     * that lists it.
     */
    @FunctionalInterface
    public interface InnerRules {
        Rule parse(RuleArgs outer, List<Token> words);
    }

    /** For callers that parse one rule on its own: a rule inside it is an error. */
    private static final InnerRules NO_INNER_RULES = (outer, words) -> {
        throw outer.error("a rule inside a rule can only be read as part of a puzzle");
    };

    public RuleArgs(String keyword, Origin origin, Layout layout, List<Token> tokens) {
        this(keyword, origin, layout, List.of(), tokens, NO_INNER_RULES);
    }

    public RuleArgs(String keyword, Origin origin, Layout layout, List<ExtraCell> extraCells, List<Token> tokens) {
        this(keyword, origin, layout, extraCells, tokens, NO_INNER_RULES);
    }

    public RuleArgs(String keyword, Origin origin, Layout layout, List<ExtraCell> extraCells, List<Token> tokens, InnerRules innerRules) {
        this.keyword = keyword;
        this.origin = origin;
        this.layout = layout;
        this.extraCells = List.copyOf(extraCells);
        this.innerRules = innerRules;
        this.words = List.copyOf(tokens);
        for (Token t : tokens) {
            if (t.isOption()) {
                String name = t.text().substring(0, t.text().indexOf('=')).toLowerCase(Locale.ROOT);
                if (options.containsKey(name)) {
                    // Reported when an option is read or the rule is done, unless the words are handed on
                    // whole (takeRest): rules inside an 'or' may each have their own digits=.
                    repeated.putIfAbsent(name, t);
                    repeatedTokens.add(t);
                } else {
                    options.put(name, t);
                }
            } else {
                positional.add(t);
            }
        }
    }

    public String keyword() {
        return keyword;
    }

    public Origin origin() {
        return origin;
    }

    public Layout layout() {
        return layout;
    }

    /** The smallest value a cell can hold (for messages and value checks). */
    public int minValue() {
        return layout.minValue();
    }

    /** The largest value a cell can hold. */
    public int maxValue() {
        return layout.maxValue();
    }

    /** The same rule's context (keyword, origin, grid, extra cells) over other words, e.g. a condition's. */
    public RuleArgs over(List<Token> words) {
        return new RuleArgs(keyword, origin, layout, extraCells, words, innerRules);
    }

    /** A rule written inside this one, read by the catalogue with errors at its own words. */
    public Rule innerRule(List<Token> words) {
        return innerRules.parse(this, words);
    }

    /** How rules inside rules are read; passed on to the inner rule's own arguments. */
    public InnerRules innerRules() {
        return innerRules;
    }

    /** Extra cells declared so far in the puzzle ({@code var} lines). */
    public List<ExtraCell> extraCells() {
        return extraCells;
    }

    /** The declared extra cell with this name, or an error at the token. */
    public ExtraCell extraCell(Token at) {
        ExtraCell x = declared(at.text());
        if (x == null) {
            throw error(at, "'" + at.text() + "' is not a declared extra cell (declare it with: var "
                    + at.text() + " " + layout.minValue() + ".." + layout.maxValue() + ")");
        }
        return x;
    }

    private ExtraCell declared(String name) {
        for (ExtraCell x : extraCells) {
            if (x.name().equals(name)) {
                return x;
            }
        }
        return null;
    }

    /**
     * The cells a word names: a declared extra cell by its name, else grid references ({@link CellRefs}).
     * Rules over cells reason about the grid's values (a whisper's pairs, a parity, a sum's digit
     * sets), so an extra cell there must hold the grid's values; one with another range (a cage
     * total) is a term, which the rules that take terms read ({@link #nextTerm}).
     */
    private List<Cell> cellsOf(Token t, boolean allowOutside) {
        return cellsOf(t, allowOutside, false);
    }

    /** As {@link #cellsOf(Token, boolean)}; with {@code anyRange} an extra cell of any range is taken. */
    private List<Cell> cellsOf(Token t, boolean allowOutside, boolean anyRange) {
        ExtraCell x = declared(t.text());
        if (x != null) {
            if (!anyRange && (x.min() < layout.minValue() || x.max() > layout.maxValue())) {
                throw error(t, "extra cell " + x.name() + " holds " + x.min() + ".." + x.max() + ", beyond the grid's values "
                        + layout.minValue() + ".." + layout.maxValue() + "; rules over cells take extra cells holding the grid's "
                        + "values (the terms of gt, equal, distinct, relation, a cage's or sum's total and candidates take any range)");
            }
            return List.of(x.cell());
        }
        return CellRefs.parse(t, layout.rows(), layout.cols(), allowOutside, origin);
    }

    // ---- errors -------------------------------------------------------------------------------

    /** An error pointing at the rule keyword. */
    public InputException error(String message) {
        return new InputException(origin, keyword + ": " + message);
    }

    /** An error pointing at a token. */
    public InputException error(Token at, String message) {
        return new InputException(origin.atColumn(at.column()), keyword + ": " + message);
    }

    /**
     * Says that the rule being read is well formed but no digits can satisfy it (a total its cells
     * cannot reach): the parser makes it a {@link NeverHolds}, a rule that is false, rather than an
     * error, since a puzzle may state such a clue and mean "no solution" (or, inside an {@code or}, a
     * group that drops out).
     */
    public Unsatisfiable neverHolds(String reason) {
        return new Unsatisfiable(keyword + ": " + reason);
    }

    /** The rule's line as read: its keyword and its words. */
    public String line() {
        StringBuilder b = new StringBuilder(keyword);
        for (Token t : words) {
            b.append(' ').append(t.text());
        }
        return b.toString();
    }

    /** Thrown by a rule's parser through {@link #neverHolds}; the parser catches it. */
    public static final class Unsatisfiable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unsatisfiable(String reason) {
            super(reason, null, false, false);
        }
    }

    // ---- positional words ---------------------------------------------------------------------

    public boolean hasMore() {
        return next < positional.size();
    }

    public Token peek() {
        return hasMore() ? positional.get(next) : null;
    }

    public Token nextToken(String what) {
        if (!hasMore()) {
            throw error("missing " + what);
        }
        return positional.get(next++);
    }

    /** True when the next word is a number, including one too large to read (which {@link #nextInt} then rejects with a message). */
    public boolean nextIsInteger() {
        return hasMore() && (peek().isInteger() || InputLimits.isHugeNumber(peek().text()));
    }

    /** True when the next word names cells: a grid reference or a declared extra cell. */
    public boolean nextIsCell() {
        return hasMore() && (CellRefs.looksLikeCell(peek().text()) || declared(peek().text()) != null);
    }

    public int nextInt(String what) {
        Token t = nextToken(what);
        if (InputLimits.isHugeNumber(t.text())) {
            throw error(t, InputLimits.hugeNumber(what, t.text()));
        }
        if (!t.isInteger()) {
            throw error(t, "expected " + what + " (an integer), found '" + t.text() + "'");
        }
        return Integer.parseInt(t.text());
    }

    /** Reads an integer if the next word is one. */
    public OptionalInt optionalInt() {
        if (hasMore() && InputLimits.isHugeNumber(peek().text())) {
            throw error(peek(), InputLimits.hugeNumber("number", peek().text()));
        }
        return nextIsInteger() ? OptionalInt.of(Integer.parseInt(positional.get(next++).text())) : OptionalInt.empty();
    }

    /** Reads a word that must be one of {@code allowed} (case-insensitive); returns it lower-cased. */
    public String nextWord(String what, String... allowed) {
        Token t = nextToken(what);
        String w = t.text().toLowerCase(Locale.ROOT);
        if (allowed.length > 0 && !List.of(allowed).contains(w)) {
            throw error(t, "expected " + what + " (" + String.join(", ", allowed) + "), found '" + t.text() + "'");
        }
        return w;
    }

    /** One cell: inside the grid, or a declared extra cell. */
    public Cell nextCell(String what) {
        Token t = nextToken(what);
        List<Cell> cells = cellsOf(t, false);
        if (cells.size() != 1) {
            throw error(t, "expected a single cell for " + what + ", found the range '" + t.text() + "'");
        }
        return cells.get(0);
    }

    /** One position just outside the grid (row 0 or R+1, column 0 or C+1), where outside clues sit. */
    public Cell nextOutsideCell(String what) {
        Token t = nextToken(what);
        noExtraCell(t, what);
        List<Cell> cells = CellRefs.parse(t, layout.rows(), layout.cols(), true, origin);
        if (cells.size() != 1 || layout.contains(cells.get(0))) {
            throw error(t, what + " must be a position outside the grid, like r0c3 (above column 3) or r4c"
                    + (layout.cols() + 1) + " (right of row 4), found '" + t.text() + "'");
        }
        Cell c = cells.get(0);
        boolean rowOut = c.row() == -1 || c.row() == layout.rows();
        boolean colOut = c.col() == -1 || c.col() == layout.cols();
        if (rowOut && colOut) {
            throw error(t, "'" + t.text() + "' is a corner outside the grid; clues sit beside a row or column");
        }
        return c;
    }

    /**
     * One position just outside the grid, corners included ({@code r0c0}, {@code r0c10} on 9x9):
     * diagonal clues such as little killers may sit at a corner and run along a main diagonal.
     */
    public Cell nextOutsidePosition(String what) {
        Token t = nextToken(what);
        noExtraCell(t, what);
        List<Cell> cells = CellRefs.parse(t, layout.rows(), layout.cols(), true, origin);
        if (cells.size() != 1 || layout.contains(cells.get(0))) {
            throw error(t, what + " must be a position outside the grid, like r0c3 (above column 3), r4c"
                    + (layout.cols() + 1) + " (right of row 4) or r0c0 (the top-left corner), found '" + t.text() + "'");
        }
        return cells.get(0);
    }

    /**
     * Refuses an extra cell where a rule needs a place on the grid (an outside clue's position, a
     * corner, a cell whose neighbours count): an extra cell has none.
     */
    public void noExtraCell(Token t, String what) {
        if (t != null && declared(t.text()) != null) {
            throw error(t, what + " must be a place on the grid; " + t.text() + " is an extra cell, which has none");
        }
    }

    /** Reads cell words (ranges expanded) up to the next separator or non-cell word. */
    public List<Cell> nextCells(String what) {
        return nextCells(what, false);
    }

    /**
     * As {@link #nextCells(String)}; with {@code anyRange} extra cells of any range are taken too, for
     * the rules that restrict a cell's own values without reasoning about the grid's (a candidate list).
     */
    public List<Cell> nextCells(String what, boolean anyRange) {
        List<Cell> out = new ArrayList<>();
        while (nextIsCell()) {
            out.addAll(cellsOf(positional.get(next++), false, anyRange));
        }
        if (out.isEmpty()) {
            Token t = peek();
            throw t == null ? error("missing " + what) : error(t, "expected " + what + " (cells like r1c2), found '" + t.text() + "'");
        }
        return out;
    }

    /** True when the next word names a declared extra cell. */
    public boolean nextIsExtraCell() {
        return hasMore() && declared(peek().text()) != null;
    }

    /** One term: a cell inside the grid or a declared extra cell. */
    public Term nextTerm(String what) {
        if (nextIsExtraCell()) {
            return Term.of(extraCell(positional.get(next++)).cell());
        }
        if (nextIsCell()) {
            return Term.of(nextCell(what));
        }
        Token t = peek();
        throw t == null ? error("missing " + what) : error(t, "expected " + what + " (a cell like r1c2 or a declared extra cell), found '" + t.text() + "'");
    }

    /** Consumes a {@code |} separator if one comes next. */
    public boolean separator() {
        if (hasMore() && peek().isSeparator()) {
            next++;
            return true;
        }
        return false;
    }

    /** The remaining words as {@code |}-separated groups of cells. */
    public List<List<Cell>> cellGroups(String what) {
        List<List<Cell>> groups = new ArrayList<>();
        do {
            groups.add(nextCells(what));
        } while (separator());
        return groups;
    }

    // ---- options ------------------------------------------------------------------------------

    public boolean hasOption(String name) {
        noRepeat(name);
        return options.containsKey(name);
    }

    public String option(String name, String fallback) {
        noRepeat(name);
        Token t = options.get(name);
        readOptions.add(name);
        return t == null ? fallback : t.text().substring(t.text().indexOf('=') + 1);
    }

    public int intOption(String name, int fallback) {
        noRepeat(name);
        Token t = options.get(name);
        readOptions.add(name);
        if (t == null) {
            return fallback;
        }
        String v = t.text().substring(t.text().indexOf('=') + 1);
        if (InputLimits.isHugeNumber(v)) {
            throw error(t, InputLimits.hugeNumber("option " + name, v));
        }
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw error(t, "option " + name + " needs an integer, found '" + v + "'");
        }
    }

    /** A comma-separated integer list option, e.g. {@code digits=1,3,5}. */
    public List<Integer> intListOption(String name) {
        noRepeat(name);
        Token t = options.get(name);
        readOptions.add(name);
        if (t == null) {
            return null;
        }
        String v = t.text().substring(t.text().indexOf('=') + 1);
        List<Integer> out = new ArrayList<>();
        for (String part : v.split(",")) {
            if (InputLimits.isHugeNumber(part.strip())) {
                throw error(t, InputLimits.hugeNumber("option " + name, part.strip()));
            }
            try {
                out.add(Integer.parseInt(part.strip()));
            } catch (NumberFormatException e) {
                throw error(t, "option " + name + " needs integers separated by commas, found '" + v + "'");
            }
        }
        return out;
    }

    public Token optionToken(String name) {
        noRepeat(name);
        return options.get(name);
    }

    /**
     * Takes every word not read yet, positional and {@code name=value} alike, in the order written,
     * and marks them read. For rules that wrap another rule's words ({@code if CONDITION: RULE}),
     * which are handed to that rule's own parser.
     */
    public List<Token> takeRest() {
        List<Token> out = new ArrayList<>(positional.subList(next, positional.size()));
        next = positional.size();
        for (var e : options.entrySet()) {
            if (readOptions.add(e.getKey())) {
                out.add(e.getValue());
            }
        }
        out.addAll(repeatedTokens);
        restTaken = true;
        out.sort(java.util.Comparator.comparingInt(Token::column));
        return out;
    }

    private void noRepeat(String name) {
        Token again = repeated.get(name);
        if (again != null && !restTaken) {
            throw new InputException(origin.atColumn(again.column()), "option '" + name + "' given twice");
        }
    }

    /** Rejects leftover words and unknown options. Call after reading everything. */
    public void done() {
        repeated.keySet().forEach(this::noRepeat);
        if (hasMore()) {
            Token t = peek();
            throw error(t, "unexpected '" + t.text() + "'");
        }
        for (var e : options.entrySet()) {
            if (!readOptions.contains(e.getKey())) {
                throw error(e.getValue(), "unknown option '" + e.getKey() + "'");
            }
        }
    }

    // ---- validation helpers -------------------------------------------------------------------

    /** Cells must all be different. */
    public List<Cell> distinct(List<Cell> cells, String what) {
        Set<Cell> seen = new HashSet<>();
        for (Cell c : cells) {
            if (!seen.add(c)) {
                throw error(what + " uses " + c + " twice");
            }
        }
        return cells;
    }

    /**
     * A drawn line: at least {@code minLength} distinct cells, in order. Consecutive cells need not
     * touch: every line rule is stated over its list of cells, and ISS and SudokuPad lines may jump.
     */
    public List<Cell> line(List<Cell> cells, int minLength, String what) {
        if (cells.size() < minLength) {
            throw error(what + " needs at least " + minLength + " cells, found " + cells.size());
        }
        return distinct(cells, what);
    }

    /**
     * A drawn line that may close on itself: written with its first cell again at the end (as ISS and
     * f-puzzles store a loop), it goes round, so the last cell is also next to the first. A loop has
     * at least three different cells; any other repeat is an error at the line.
     */
    public List<Cell> lineOrLoop(List<Cell> cells, int minLength, String what) {
        if (Lines.isLoop(cells)) {
            distinct(cells.subList(0, cells.size() - 1), what);
            return cells;
        }
        return line(cells, minLength, what);
    }

    /** Two cells sharing an edge, as dots and signs require (see {@link Cell#mayShareMarkWith}). */
    public void orthogonal(Cell a, Cell b) {
        if (!a.mayShareMarkWith(b)) {
            throw error(a + " and " + b + " are not orthogonally adjacent");
        }
    }

    /** A numeric clue must lie in a range; the message says which. */
    public int inRange(int value, int lo, int hi, String what) {
        if (value < lo || value > hi) {
            throw error(what + " " + value + " is impossible here (must be " + lo + ".." + hi + ")");
        }
        return value;
    }

    // ---- drawn lines and cell sets, errors at the offending word ------------------------------

    /**
     * Reads a drawn line: cell words (runs expanded) up to the next separator or non-cell word, no cell
     * visited twice (a repeat is reported at the word that causes it). Consecutive cells need not touch
     * (see {@link #line}).
     */
    public List<Cell> nextLine(String what, int minLength) {
        Token first = peek();
        List<Cell> out = readCells(what, true, false);
        if (out.size() < minLength) {
            throw error(first, what + " needs at least " + minLength + " cells, found " + out.size());
        }
        return out;
    }

    /** Reads cell words (runs expanded) whose cells must all differ; a repeat is reported at its word. */
    public List<Cell> nextDistinctCells(String what) {
        return readCells(what, false, false);
    }

    /** As {@link #nextDistinctCells(String)}, for cells whose place on the grid matters (their neighbours): no extra cells. */
    public List<Cell> nextDistinctGridCells(String what) {
        return readCells(what, false, true);
    }

    private List<Cell> readCells(String what, boolean line, boolean gridOnly) {
        Token first = peek();
        List<Cell> out = new ArrayList<>();
        Set<Cell> seen = new HashSet<>();
        while (nextIsCell()) {
            Token t = positional.get(next++);
            if (gridOnly) {
                noExtraCell(t, what);
            }
            for (Cell c : cellsOf(t, false)) {
                if (!seen.add(c)) {
                    throw error(t, what + (line ? " passes through " : " lists ") + c + " twice");
                }
                out.add(c);
            }
        }
        if (out.isEmpty()) {
            throw first == null ? error("missing " + what) : error(first, "expected " + what + " (cells like r1c2), found '" + first.text() + "'");
        }
        return out;
    }
}
