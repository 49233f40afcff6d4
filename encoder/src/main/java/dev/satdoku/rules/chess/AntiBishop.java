package dev.satdoku.rules.chess;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Anti-bishop (no digit repeats on any diagonal line, in either direction) and anti-queen, which is
 * the same for the listed digits only (the queen's straight moves are the rows and columns, distinct
 * anyway). Encoding: an all-different over each diagonal line when every digit is constrained,
 * otherwise an at-most-one per listed digit and line; both through the configured at-most-one
 * strategy.
 *
 * @param keyword {@code antibishop} or {@code antiqueen}
 * @param digits  the constrained digits, ascending; empty means every digit
 */
public record AntiBishop(String keyword, List<Integer> digits) implements Rule {

    public static final String BISHOP = "antibishop";
    public static final String QUEEN = "antiqueen";

    public static final RuleType BISHOP_TYPE = RuleType.of(BISHOP, List.of(), "antibishop", "no digit repeats on any diagonal line",
            args -> new AntiBishop(BISHOP, List.of()));

    public static final RuleType QUEEN_TYPE = RuleType.of(QUEEN, List.of(), "antiqueen [digits=D,...]",
            "no digit (or no listed digit) repeats on any diagonal line", AntiBishop::queen)
            .withReference("anti-bishop, for the listed digits only when given");

    private static AntiBishop queen(RuleArgs args) {
        List<Integer> digits = args.intListOption("digits");
        if (digits == null) {
            return new AntiBishop(QUEEN, List.of());
        }
        Token at = args.optionToken("digits");
        TreeSet<Integer> set = new TreeSet<>();
        for (int d : digits) {
            if (d < args.minValue() || d > args.maxValue()) {
                throw args.error(at, "digit " + d + " is outside " + args.minValue() + ".." + args.maxValue());
            }
            if (!set.add(d)) {
                throw args.error(at, "digit " + d + " is listed twice");
            }
        }
        return new AntiBishop(QUEEN, List.copyOf(set));
    }

    public AntiBishop {
        digits = List.copyOf(digits);
        if (!keyword.equals(BISHOP) && !keyword.equals(QUEEN)) {
            throw new IllegalArgumentException("unknown anti-bishop keyword " + keyword);
        }
        if (keyword.equals(BISHOP) && !digits.isEmpty()) {
            throw new IllegalArgumentException("antibishop constrains every digit; use antiqueen digits=... for some");
        }
        for (int i = 1; i < digits.size(); i++) {
            if (digits.get(i) <= digits.get(i - 1)) {
                throw new IllegalArgumentException("digits must be listed ascending without repeats");
            }
        }
    }

    /**
     * Every diagonal line of length 2 or more of an R x C grid, in both directions: for each offset k,
     * the falling line (column - row = k), then the rising one (row + column = R - 1 + k).
     */
    public static List<List<Cell>> diagonals(int rows, int cols) {
        List<List<Cell>> lines = new ArrayList<>();
        for (int start = -(rows - 1); start <= cols - 1; start++) {
            List<Cell> down = new ArrayList<>();
            List<Cell> up = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                int c = r + start;
                if (c >= 0 && c < cols) {
                    down.add(new Cell(r, c));
                }
                int k = rows - 1 - r + start;
                if (k >= 0 && k < cols) {
                    up.add(new Cell(r, k));
                }
            }
            for (List<Cell> line : List.of(down, up)) {
                if (line.size() >= 2) {
                    lines.add(line);
                }
            }
        }
        return lines;
    }

    private boolean constrains(int digit) {
        return digits.isEmpty() || digits.contains(digit);
    }

    @Override
    public void encode(EncodingContext ctx) {
        for (List<Cell> line : diagonals(ctx.layout().rows(), ctx.layout().cols())) {
            List<IntVar> cells = ctx.cells(line);
            if (digits.isEmpty()) {
                ctx.allDifferent(cells);
                continue;
            }
            for (int d : digits) {
                int[] lits = new int[cells.size()];
                for (int i = 0; i < lits.length; i++) {
                    lits[i] = cells.get(i).eq(d);
                }
                ctx.atMostOne(lits);
            }
        }
    }

    /**
     * From the words, sharing nothing with {@link #diagonals}: two cells on one diagonal line (column
     * minus row equal, or row plus column equal) never hold the same constrained digit. For each offset
     * k the falling line is visited before the rising one, so the first violation named is the one the
     * messages have always named.
     */
    @Override
    public String violation(Solution s) {
        int n = s.layout().cols();
        int cellCount = s.layout().cellCount();
        int rows = s.layout().rows();
        for (int k = -(rows - 1); k <= n - 1; k++) {
            for (boolean falling : new boolean[] {true, false}) {
                for (int i = 0; i < cellCount; i++) {
                    Cell a = Cell.ofIndex(i, n);
                    boolean onLine = falling ? a.col() - a.row() == k : a.row() + a.col() == rows - 1 + k;
                    for (int j = i + 1; onLine && j < cellCount; j++) {
                        Cell b = Cell.ofIndex(j, n);
                        boolean sameLine = falling ? b.col() - b.row() == k : b.row() + b.col() == rows - 1 + k;
                        int d = s.digit(a);
                        if (sameLine && d == s.digit(b) && constrains(d)) {
                            return a + " and " + b + " share a diagonal and both hold " + d;
                        }
                    }
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return digits.isEmpty() ? keyword
                : keyword + " digits=" + digits.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
