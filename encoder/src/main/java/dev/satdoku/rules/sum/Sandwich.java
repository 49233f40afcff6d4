package dev.satdoku.rules.sum;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sandwich: in one row or column, the digits strictly between the two crust digits (1 and N unless
 * given) add up to the total. A row or column holds distinct digits, so each crust appears exactly
 * once; the rule states that distinctness too, so that on its own (in the exhaustive tests) it means
 * the same as in a puzzle, where the houses already say it and the encoding does not repeat it.
 *
 * <p>Position-aware encoding, no enumeration of crust positions. For each cell, "a crust lies to my
 * left" and "a crust lies to my right" (prefix and suffix chains of ors), and "between" = both and not
 * a crust itself. Then three views of the same filling, each through the chosen sum encoding:
 * <ol>
 *   <li>the cells: {@code sum of when(between_i, x_i) = total};</li>
 *   <li>the digits: one literal per non-crust digit d, "d lies between the crusts", and
 *       {@code sum of d * inside_d = total} (with distinct digits this is a subset sum, which the
 *       table encoding lists as digit sets);</li>
 *   <li>the count: as many digits inside as cells between.</li>
 * </ol>
 * plus, for each crust position, the positions the other crust may take: the number of cells between
 * must be a size some set of distinct non-crust digits adding up to the total has. Each view is
 * implied by the first, but together they let unit propagation do what a solver does by hand.
 * Measured on sigh-159 (13 sandwiches, no givens; SAT4J conflicts to count its solutions): 36093 with
 * the cell sum alone, 12798 adding the crust distances, 5179 (table) to 5717 (totalizer) with
 * everything above; the cell sum or the digit sum alone, each with the distances, needed 2.5 to 4 times
 * more than both together.
 *
 * @param total  the clue
 * @param row    true for a row clue, false for a column clue
 * @param index  the row or column, 1-based
 * @param size   the line's length, which is also the number of values (the line holds each once)
 * @param crustA one crust digit
 * @param crustB the other crust digit
 * @param minValue the smallest value (the default first crust); the values are minValue..minValue+size-1
 */
public record Sandwich(int total, boolean row, int index, int size, int crustA, int crustB, int minValue) implements Rule {

    public static final RuleType TYPE = RuleType.of("sandwich", List.of(), "sandwich TOTAL r3|c5 [crusts=1,9]",
            "the digits strictly between the two crust digits (default the smallest and largest value, 1 and N) in that row or column add up to TOTAL",
            Sandwich::parse)
            .withReference("the digits strictly between the two crust digits (default the smallest and largest value, 1 and "
                    + "N, in either order) in that row or column add up to TOTAL; TOTAL must be a sum of distinct digits other "
                    + "than the crusts (0 when they touch). The row or column must hold every value once (as many cells as "
                    + "values, not a raw grid)");

    /** The row or column word of a sandwich line: r3 or c5. */
    private static final Pattern LINE = Pattern.compile("([rc])(\\d{1,4})");

    private static Sandwich parse(RuleArgs args) {
        int lo = args.minValue();
        int hi = args.maxValue();
        Token totalAt = args.peek();
        int total = args.nextInt("total");
        Token lineAt = args.nextToken("the row or column (r3 or c5)");
        Matcher m = LINE.matcher(lineAt.text().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw args.error(lineAt, "expected a row like r3 or a column like c5, found '" + lineAt.text() + "'");
        }
        int index = Integer.parseInt(m.group(2));
        boolean row = m.group(1).equals("r");
        int lines = row ? args.layout().rows() : args.layout().cols();
        if (index < 1 || index > lines) {
            throw args.error(lineAt, (row ? "row " : "column ") + index + " is outside the grid (1.." + lines + ")");
        }
        int n = row ? args.layout().cols() : args.layout().rows();
        if (args.layout().isRaw() || n != args.layout().valueCount()) {
            // The encoding and the crusts' meaning rest on the line holding every value exactly once.
            throw args.error(lineAt, "a sandwich needs a " + (row ? "row" : "column") + " holding every value once; this one has "
                    + n + " cells for " + args.layout().valueCount() + " values" + (args.layout().isRaw() ? " on a raw grid" : ""));
        }
        List<Integer> crusts = args.intListOption("crusts");
        int a = lo;
        int b = hi;
        if (crusts != null) {
            Token crustAt = args.optionToken("crusts");
            if (crusts.size() != 2) {
                throw args.error(crustAt, "crusts needs two digits, e.g. crusts=" + lo + "," + hi);
            }
            a = crusts.get(0);
            b = crusts.get(1);
            if (a < lo || a > hi || b < lo || b > hi || a == b) {
                throw args.error(crustAt, "the crusts must be two different digits of " + lo + ".." + hi + ", found " + a + " and " + b);
            }
        } else if (n < 2) {
            throw args.error("a sandwich needs two different crust digits; a " + n + "x" + n + " grid has one digit");
        }
        Sandwich sandwich = new Sandwich(total, row, index, n, a, b, lo);
        if (sandwich.fillingSizes().isEmpty()) {
            throw args.neverHolds("total " + total + " is impossible: no set of distinct digits of " + lo + ".." + hi
                    + " other than " + a + " and " + b + " adds up to it");
        }
        return sandwich;
    }

    public Sandwich {
        if (index < 1) {
            throw new IllegalArgumentException((row ? "row " : "column ") + index + " is outside the grid");
        }
        int max = minValue + size - 1;
        if (crustA < minValue || crustA > max || crustB < minValue || crustB > max || crustA == crustB) {
            throw new IllegalArgumentException("the crusts must be two different digits of " + minValue + ".." + max + ", found "
                    + crustA + " and " + crustB);
        }
    }

    /** A sandwich on a line of N cells holding 1..N (the classic grids). */
    public Sandwich(int total, boolean row, int index, int size, int crustA, int crustB) {
        this(total, row, index, size, crustA, crustB, 1);
    }

    /** The line's cells, left to right or top to bottom. */
    public List<Cell> cells() {
        List<Cell> out = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            out.add(row ? new Cell(index - 1, i) : new Cell(i, index - 1));
        }
        return out;
    }

    public String lineName() {
        return (row ? "r" : "c") + index;
    }

    /** The digits that can lie between the crusts, ascending. */
    public int[] fillingDigits() {
        return java.util.stream.IntStream.rangeClosed(minValue, minValue + size - 1).filter(d -> d != crustA && d != crustB).toArray();
    }

    /** How many digits can lie between the crusts: the sizes of the sets of filling digits adding up to the total. */
    public Set<Integer> fillingSizes() {
        // reachable[k] = the sums of k distinct filling digits
        List<Set<Integer>> reachable = new ArrayList<>();
        for (int k = 0; k <= size; k++) {
            reachable.add(new HashSet<>());
        }
        reachable.get(0).add(0);
        for (int d : fillingDigits()) {
            for (int k = size - 1; k >= 0; k--) {
                for (int s : List.copyOf(reachable.get(k))) {
                    reachable.get(k + 1).add(s + d);
                }
            }
        }
        Set<Integer> out = new HashSet<>();
        for (int k = 0; k <= size; k++) {
            if (reachable.get(k).contains(total)) {
                out.add(k);
            }
        }
        return out;
    }

    @Override
    public String keyword() {
        return "sandwich";
    }

    @Override
    public String unsupportedOn(dev.satdoku.model.Layout layout) {
        int length = row ? layout.cols() : layout.rows();
        if (layout.isRaw() || length != size || layout.valueCount() != size || layout.minValue() != minValue
                || index > (row ? layout.rows() : layout.cols())) {
            return "sandwich " + lineName() + " needs a line of " + size + " cells holding " + minValue + ".." + (minValue + size - 1)
                    + " once each; this grid is " + layout.describe();
        }
        return null;
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> x = ctx.cells(cells());
        int n = size;
        if (!ctx.housesEncoded()) {
            ctx.allDifferent(x);
        }
        int[] a = new int[n];
        int[] b = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = x.get(i).eq(crustA);
            b[i] = x.get(i).eq(crustB);
        }
        // Implied by n distinct digits in n cells; spelled out because propagation needs them.
        ctx.atLeastOne(a);
        ctx.atLeastOne(b);
        crustDistances(ctx, a, b);
        int[] between = betweenLiterals(ctx, a, b);

        List<IntVar> filling = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (between[i] != Lits.FALSE) {
                filling.add(ctx.when(between[i], x.get(i)));
            }
        }
        ctx.sumEquals(filling, total, false);

        int[] digits = fillingDigits();
        int[] inside = new int[digits.length];
        for (int k = 0; k < digits.length; k++) {
            int d = digits[k];
            inside[k] = ctx.newVar(lineName() + ":" + d + "-inside");
            for (int i = 0; i < n; i++) {
                ctx.clause(-x.get(i).eq(d), -between[i], inside[k]);
                ctx.clause(-x.get(i).eq(d), between[i], -inside[k]);
            }
        }
        ctx.weightedSumEquals(inside, digits, total);

        // #inside + #(cells not between) = n, i.e. as many digits inside as cells between.
        int[] count = new int[digits.length + n];
        System.arraycopy(inside, 0, count, 0, digits.length);
        for (int i = 0; i < n; i++) {
            count[digits.length + i] = -between[i];
        }
        int[] ones = new int[count.length];
        Arrays.fill(ones, 1);
        ctx.weightedSumEquals(count, ones, n);
    }

    /** A crust at position i puts the other one at a distance (cells between + 1) that a filling allows. */
    private void crustDistances(EncodingContext ctx, int[] a, int[] b) {
        Set<Integer> sizes = fillingSizes();
        for (int i = 0; i < size; i++) {
            List<Integer> partnersOfA = new ArrayList<>(List.of(-a[i]));
            List<Integer> partnersOfB = new ArrayList<>(List.of(-b[i]));
            for (int k : sizes) {
                for (int j : new int[] {i - k - 1, i + k + 1}) {
                    if (j >= 0 && j < size) {
                        partnersOfA.add(b[j]);
                        partnersOfB.add(a[j]);
                    }
                }
            }
            ctx.clause(partnersOfA.stream().mapToInt(Integer::intValue).toArray());
            ctx.clause(partnersOfB.stream().mapToInt(Integer::intValue).toArray());
        }
    }

    /** between[i]: a crust lies left of i, a crust lies right of i, and cell i is no crust. */
    private int[] betweenLiterals(EncodingContext ctx, int[] a, int[] b) {
        int n = size;
        int[] left = new int[n];
        int[] right = new int[n];
        left[0] = Lits.FALSE;
        for (int i = 1; i < n; i++) {
            left[i] = i == 1 ? ctx.or(lineName() + ":crust-left-of-" + (i + 1), a[0], b[0])
                    : ctx.or(lineName() + ":crust-left-of-" + (i + 1), left[i - 1], a[i - 1], b[i - 1]);
        }
        right[n - 1] = Lits.FALSE;
        for (int i = n - 2; i >= 0; i--) {
            right[i] = i == n - 2 ? ctx.or(lineName() + ":crust-right-of-" + (i + 1), a[n - 1], b[n - 1])
                    : ctx.or(lineName() + ":crust-right-of-" + (i + 1), right[i + 1], a[i + 1], b[i + 1]);
        }
        int[] between = new int[n];
        for (int i = 0; i < n; i++) {
            between[i] = i == 0 || i == n - 1 ? Lits.FALSE
                    : ctx.and(lineName() + ":between-" + (i + 1), left[i], right[i], -a[i], -b[i]);
        }
        return between;
    }

    @Override
    public String violation(Solution s) {
        // The row or column read here, not through cells() (the clauses' geometry, tested on its own).
        List<Cell> cells = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            cells.add(row ? new Cell(index - 1, i) : new Cell(i, index - 1));
        }
        int[] digits = cells.stream().mapToInt(s::digit).toArray();
        for (int i = 0; i < digits.length; i++) {
            for (int j = i + 1; j < digits.length; j++) {
                if (digits[i] == digits[j]) {
                    return "sandwich " + lineName() + ": " + cells.get(i) + " and " + cells.get(j) + " both hold " + digits[i];
                }
            }
        }
        int posA = -1;
        int posB = -1;
        for (int i = 0; i < digits.length; i++) {
            posA = digits[i] == crustA ? i : posA;
            posB = digits[i] == crustB ? i : posB;
        }
        if (posA < 0 || posB < 0) {
            return "sandwich " + lineName() + ": the line lacks the crust digit " + (posA < 0 ? crustA : crustB);
        }
        int sum = 0;
        for (int i = Math.min(posA, posB) + 1; i < Math.max(posA, posB); i++) {
            sum += digits[i];
        }
        return sum == total ? null : "sandwich " + lineName() + ": the digits between " + crustA + " and " + crustB
                + " add up to " + sum + ", not " + total;
    }

    /** A sum over a whole row, column or diagonal seen from outside (at least N cells counted). */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(Math.max(SizeHint.namedCells(this), n), n);
    }

    @Override
    public String toNative() {
        return "sandwich " + total + " " + lineName() + (crustA == minValue && crustB == minValue + size - 1 ? "" : " crusts=" + crustA + "," + crustB);
    }
}
