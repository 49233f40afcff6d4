package dev.satdoku;

import dev.satdoku.format.NativeParser;
import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.DigitCodec;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.InputLimits;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Builds a puzzle in code, in words that read like the rules:
 *
 * <pre>{@code
 * Puzzle p = PuzzleBuilder.of(9)
 *         .given("r1c1", 5)
 *         .cage(15, "r1c1 r1c2")
 *         .thermo("r3c6 r3c5 r3c4")
 *         .rule("littlekiller 22 r0c0 dr")   // any rule of the native format, as one line
 *         .build();
 * }</pre>
 *
 * <p>Every method states one native-format rule line, so a built puzzle means exactly what the same
 * lines mean in a puzzle file (docs/format.md), and {@link #rule(String)} reaches every rule the
 * native format knows ({@code satdoku rules} lists them). Each call is checked at once: a cell off
 * the grid or a malformed rule throws {@link IllegalArgumentException} with the native parser's
 * message, at the call that caused it. Cells are written {@code r<row>c<col>}, 1-based, separated by
 * blanks. Not thread-safe; {@link #build()} may be called more than once.
 */
public final class PuzzleBuilder {

    private final Layout layout;
    private final int[] givens;
    private final List<String> lines = new ArrayList<>();
    /** The rules of {@link #lines} read so far, for the checks that look at all of them (partners, limit). */
    private final List<Rule> rules = new ArrayList<>();
    /** The variables the {@code var} lines so far declare, which rule lines may name. */
    private List<ExtraCell> variables = List.of();
    private String name = "built";
    /** How often the whole text was read: a test's window on the linear building of rules. */
    private int wholeTextReads;

    private PuzzleBuilder(Layout layout) {
        this.layout = Objects.requireNonNull(layout, "layout");
        this.givens = new int[layout.cellCount()];
        // 0 is a value on 0-based grids, so an empty cell is Puzzle.EMPTY, never the array's default.
        java.util.Arrays.fill(givens, Puzzle.EMPTY);
    }

    /** An empty N x N sudoku with the usual boxes (3x3 on 9x9, 2x3 on 6x6, none on prime sizes). */
    public static PuzzleBuilder of(int size) {
        return new PuzzleBuilder(Layout.standard(size));
    }

    /** An empty grid with the given layout (boxes, jigsaw regions, or none). */
    public static PuzzleBuilder of(Layout layout) {
        return new PuzzleBuilder(layout);
    }

    /** How messages and outputs refer to the puzzle. */
    public PuzzleBuilder name(String newName) {
        this.name = Objects.requireNonNull(newName, "name");
        return this;
    }

    /** A given: {@code given("r1c1", 5)}. */
    public PuzzleBuilder given(String cell, int value) {
        return given(call("given", cell, value), cell, value);
    }

    private PuzzleBuilder given(String call, String cell, int value) {
        Cell c;
        try {
            c = cellOf(cell);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(call + ": " + e.getMessage(), e);
        }
        if (value < layout.minValue() || value > layout.maxValue()) {
            throw new IllegalArgumentException(call + ": " + value + " is not a value of this grid ("
                    + layout.minValue() + ".." + layout.maxValue() + ")");
        }
        givens[c.row() * layout.cols() + c.col()] = value;
        return this;
    }

    /**
     * All givens at once, one character per cell in reading order, as in the classic 81-character
     * line: {@code .} for an empty cell ({@code 0} too when 0 is not a value of the grid), {@code 1}-{@code 9},
     * then {@code A}=10 ...
     */
    public PuzzleBuilder givens(String line) {
        String t = Objects.requireNonNull(line, "line").strip();
        if (t.length() != layout.cellCount()) {
            throw new IllegalArgumentException(call("givens", t) + ": " + t.length() + " characters for " + layout.cellCount()
                    + " cells");
        }
        for (int i = 0; i < t.length(); i++) {
            int v = DigitCodec.decode(t.charAt(i), layout.minValue());
            if (v == DigitCodec.NOT_A_CELL) {
                throw new IllegalArgumentException(call("givens", t) + ": character " + (i + 1) + " '" + t.charAt(i)
                        + "' is not a value or '.'");
            }
            if (v != Puzzle.EMPTY) {
                given(call("givens", t), "r" + (i / layout.cols() + 1) + "c" + (i % layout.cols() + 1), v);
            }
        }
        return this;
    }

    /** A given by row and column (1-based). */
    public PuzzleBuilder given(int row, int col, int value) {
        return given(call("given", row, col, value), "r" + row + "c" + col, value);
    }

    // ---------------------------------------------------------------- rules, one native line each

    /** Any rule of the native format as one line, e.g. {@code "sandwich 12 r3"}. */
    public PuzzleBuilder rule(String nativeLine) {
        return rule(call("rule", nativeLine), nativeLine);
    }

    /**
     * Adds one native line; an error names {@code call}, the builder call as the caller wrote it, and the
     * word of the line it concerns, never a position in text the caller never saw.
     */
    private PuzzleBuilder rule(String call, String nativeLine) {
        Objects.requireNonNull(nativeLine, "nativeLine");
        if (nativeLine.contains("\n") || nativeLine.contains("\r")) {
            throw new IllegalArgumentException(call + ": one rule per call: the line holds a line break");
        }
        String line = nativeLine.strip();
        if (NativeParser.isDirectiveLine(line)) {
            // var, title, author, ...: few per puzzle, and a var changes what later rules may name.
            variables = parseWith(call, line).extraCells();
            lines.add(line);
            return this;
        }
        // Only the new line is read (against the layout and the variables so far): reading the whole
        // text again for each call made building a puzzle of n rules take n^2 time.
        Rule rule;
        try {
            rule = NativeParser.parseRuleLine(line, name, lines.size() + 1, layout, variables);
        } catch (InputException e) {
            parseWith(call, line); // the whole text's message, as a file with these lines gives it
            throw callError(call, e); // only if the two readings disagreed
        }
        if (rule != null) {
            List<Rule> with = new ArrayList<>(rules);
            with.add(rule);
            if (rules.size() >= InputLimits.MAX_RULES || rule.missingPartner(with) != null) {
                parseWith(call, line); // the whole text's error, as a file with these lines gives it
            }
            rules.add(rule);
        }
        lines.add(line);
        return this;
    }

    /** The builder call as Java source: {@code cage(10, "r1c1 r9c9")}. */
    private static String call(String method, Object... args) {
        StringBuilder sb = new StringBuilder(method).append('(');
        for (int i = 0; i < args.length; i++) {
            sb.append(i == 0 ? "" : ", ");
            sb.append(args[i] instanceof String str ? "\"" + str.replace("\\", "\\\\").replace("\"", "\\\"") + "\"" : args[i]);
        }
        return sb.append(')').toString();
    }

    /**
     * The reader's error in the caller's terms: the call, what is wrong, and the word it is about (the
     * reader's column points into a line of generated text, which the caller never wrote).
     */
    private static IllegalArgumentException callError(String call, InputException e) {
        String text = e.origin().text();
        int at = e.origin().column() - 1;
        String word = "";
        if (text != null && at >= 0 && at < text.length() && !Character.isWhitespace(text.charAt(at))) {
            int end = at;
            while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                end++;
            }
            word = text.substring(at, end);
        }
        boolean named = word.isEmpty() || e.detail().contains(word);
        return new IllegalArgumentException(call + ": " + e.detail() + (named ? "" : " (at '" + word + "')"), e);
    }

    private Puzzle parseWith(String call, String line) {
        lines.add(line);
        try {
            return parse();
        } catch (InputException e) {
            throw callError(call, e);
        } finally {
            lines.remove(lines.size() - 1);
        }
    }

    /** A rule object (for instance from another puzzle's {@link Puzzle#rules()}). */
    public PuzzleBuilder rule(Rule rule) {
        return rule(rule.toNative());
    }

    /** An integer variable {@code name} with values {@code min..max}, for rules that name variables. */
    public PuzzleBuilder variable(String varName, int min, int max) {
        return rule(call("variable", varName, min, max), "var " + varName + " " + min + ".." + max);
    }

    /** Killer cage: distinct values adding up to {@code total}. */
    public PuzzleBuilder cage(int total, String cells) {
        return rule(call("cage", total, cells), "cage " + total + " " + cells);
    }

    /** Cage without a total: distinct values. */
    public PuzzleBuilder cage(String cells) {
        return rule(call("cage", cells), "cage " + cells);
    }

    /** The cells add up to {@code total}; values may repeat. */
    public PuzzleBuilder sum(int total, String cells) {
        return rule(call("sum", total, cells), "sum " + total + " " + cells);
    }

    /** Strictly increasing from the first cell (the bulb). */
    public PuzzleBuilder thermo(String line) {
        return rule(call("thermo", line), "thermo " + line);
    }

    /** The circle equals the sum of the shaft. */
    public PuzzleBuilder arrow(String circle, String shaft) {
        return rule(call("arrow", circle, shaft), "arrow " + circle + " | " + shaft);
    }

    /** Neighbours on the line differ by at least {@code difference} (5: German whispers). */
    public PuzzleBuilder whisper(String line, int difference) {
        return rule(call("whisper", line, difference), "whisper " + line + " diff=" + difference);
    }

    /** Distinct consecutive values in any order. */
    public PuzzleBuilder renban(String line) {
        return rule(call("renban", line), "renban " + line);
    }

    /** The line reads the same from both ends. */
    public PuzzleBuilder palindrome(String line) {
        return rule(call("palindrome", line), "palindrome " + line);
    }

    /** Every inner cell lies strictly between the two end cells. */
    public PuzzleBuilder between(String line) {
        return rule(call("between", line), "between " + line);
    }

    /** Kropki white dot: consecutive values. */
    public PuzzleBuilder whiteDot(String a, String b) {
        return rule(call("whiteDot", a, b), "white " + a + " " + b);
    }

    /** Kropki black dot: one value is double the other. */
    public PuzzleBuilder blackDot(String a, String b) {
        return rule(call("blackDot", a, b), "black " + a + " " + b);
    }

    /** The two cells add up to 10. */
    public PuzzleBuilder x(String a, String b) {
        return rule(call("x", a, b), "x " + a + " " + b);
    }

    /** The two cells add up to 5. */
    public PuzzleBuilder v(String a, String b) {
        return rule(call("v", a, b), "v " + a + " " + b);
    }

    /** Each cell is greater than the next one listed. */
    public PuzzleBuilder greaterThan(String cells) {
        return rule(call("greaterThan", cells), "gt " + cells);
    }

    /** The cells hold odd values. */
    public PuzzleBuilder odd(String cells) {
        return rule(call("odd", cells), "odd " + cells);
    }

    /** The cells hold even values. */
    public PuzzleBuilder even(String cells) {
        return rule(call("even", cells), "even " + cells);
    }

    /**
     * The diagonal entering at {@code position} (a cell just outside the grid or a corner, e.g.
     * {@code r0c0}) in direction {@code ul}, {@code ur}, {@code dl} or {@code dr} adds up to {@code total}.
     */
    public PuzzleBuilder littleKiller(int total, String position, String direction) {
        return rule(call("littleKiller", total, position, direction), "littlekiller " + total + " " + position + " " + direction);
    }

    /** Between the smallest and largest values of row or column {@code line} ({@code r3}, {@code c5}). */
    public PuzzleBuilder sandwich(int total, String line) {
        return rule(call("sandwich", total, line), "sandwich " + total + " " + line);
    }

    /** Seen from {@code position} (outside the grid), {@code count} skyscrapers are visible. */
    public PuzzleBuilder skyscraper(int count, String position) {
        return rule(call("skyscraper", count, position), "skyscraper " + count + " " + position);
    }

    /** Seen from {@code position}, the first X cells add up to {@code total}, X being the first value. */
    public PuzzleBuilder xSum(int total, String position) {
        return rule(call("xSum", total, position), "xsum " + total + " " + position);
    }

    /** Distinct values on the main (╲), the anti (╱) or both diagonals: {@code "main"}, {@code "anti"}, {@code "both"}. */
    public PuzzleBuilder diagonal(String which) {
        return rule(call("diagonal", which), "diagonal " + which);
    }

    /** Cells a chess knight's move apart hold different values. */
    public PuzzleBuilder antiKnight() {
        return rule(call("antiKnight"), "antiknight");
    }

    /** Cells a chess king's move apart (diagonal neighbours included) hold different values. */
    public PuzzleBuilder antiKing() {
        return rule(call("antiKing"), "antiking");
    }

    /** Orthogonal neighbours without a white or black dot are not consecutive. */
    public PuzzleBuilder nonconsecutive() {
        return rule(call("nonconsecutive"), "nonconsecutive");
    }

    /** Extra box-shaped windows one cell from the edges (four on 9x9) hold distinct values. */
    public PuzzleBuilder windoku() {
        return rule(call("windoku"), "windoku");
    }

    /** Cells in the same position of every box hold distinct values. */
    public PuzzleBuilder disjointGroups() {
        return rule(call("disjointGroups"), "disjoint");
    }

    /** The puzzle stated so far (the builder can go on afterwards). */
    public Puzzle build() {
        return parse();
    }

    /** Times the whole text has been read (by {@link #build()}, a directive, or an error's message). */
    int wholeTextReads() {
        return wholeTextReads;
    }

    private Puzzle parse() {
        wholeTextReads++;
        Puzzle frame = Puzzle.classic(name, layout, givens);
        StringBuilder text = new StringBuilder(NativeWriter.write(frame));
        for (String line : lines) {
            text.append(line).append('\n');
        }
        Puzzle parsed = NativeParser.parse(text.toString(), name);
        return parsed.withName(name);
    }

    private Cell cellOf(String ref) {
        Cell c = Cell.of(ref);
        if (c.row() >= layout.rows() || c.col() >= layout.cols()) {
            throw new IllegalArgumentException("cell " + ref + " is off the " + layout.rows() + "x" + layout.cols() + " grid");
        }
        return c;
    }
}
