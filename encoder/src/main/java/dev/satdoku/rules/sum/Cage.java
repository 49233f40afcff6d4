package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.rules.KnownSum;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Solution;
import dev.satdoku.model.Term;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import dev.satdoku.syntax.Token;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Killer cage: distinct digits, adding up to the total when there is one. The total is a number or a
 * declared variable (so that other rules can compare cage totals, as in "killer cluedoku").
 * Encoding: all-different over the cells, then the sum through the chosen sum encoding with the
 * distinct hint (digit sets rather than tuples, tighter bounds).
 *
 * @param cells the cage's cells, in the order written (no cell twice)
 * @param total none, a number, or a variable's name
 */
public record Cage(List<Cell> cells, Total total) implements Rule {

    public static final RuleType TYPE = RuleType.of("cage", List.of(), "cage [TOTAL] CELLS",
            "killer cage: distinct digits; with a total (a number, or a declared variable) they add up to it",
            Cage::parse)
            .withReference("killer cage: distinct digits; with a total (a number, or a declared variable: `var J 1..45` "
                    + "then `cage J r1c1 r1c2`) they add up to it; a numeric total must lie between the smallest "
                    + "and largest sum of that many distinct digits");

    private static Cage parse(RuleArgs args) {
        int min = args.minValue();
        int n = args.maxValue();
        Token at = args.peek();
        Total total = new NoTotal();
        ExtraCell variable = null;
        if (args.nextIsInteger()) {
            total = new FixedTotal(args.nextInt("total"));
        } else if (args.nextIsExtraCell()) {
            variable = args.extraCell(args.nextToken("total"));
            total = new VariableTotal(variable.name());
        } else if (at != null && !args.nextIsCell() && !at.isSeparator() && at.text().matches("[A-Za-z][A-Za-z0-9_]*")
                && !at.text().matches("(?i)r\\d.*")) {
            args.extraCell(at); // not a cell and not declared: say how to declare it
        }
        List<Cell> cells = args.distinct(args.nextCells("cage cells"), "the cage");
        int k = cells.size();
        if (k > n - min + 1) {
            throw args.neverHolds("a cage of " + k + " cells cannot hold distinct digits: there are only " + (n - min + 1));
        }
        int lo = minTotal(k, min);
        int hi = maxTotal(k, n);
        if (total instanceof FixedTotal f && (f.value() < lo || f.value() > hi)) {
            throw args.neverHolds("total " + f.value() + " is impossible for " + k + " distinct digits of " + min + ".." + n
                    + " (they add up to " + lo + ".." + hi + ")");
        }
        if (variable != null && (variable.max() < lo || variable.min() > hi)) {
            throw args.error(at, "total " + variable.name() + " (" + variable.min() + ".." + variable.max() + ") can never equal "
                    + k + " distinct digits of 1.." + n + ", which add up to " + lo + ".." + hi);
        }
        return new Cage(cells, total);
    }

    /** What a cage adds up to. */
    public sealed interface Total permits NoTotal, FixedTotal, VariableTotal {
    }

    /** A cage without a total: only distinct digits. */
    public record NoTotal() implements Total {
    }

    public record FixedTotal(int value) implements Total {
    }

    /** The total is the value of a declared variable. */
    public record VariableTotal(String variable) implements Total {
    }

    public Cage {
        cells = List.copyOf(cells);
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a cage needs at least one cell");
        }
        if (new HashSet<>(cells).size() != cells.size()) {
            throw new IllegalArgumentException("a cage cannot use a cell twice: " + cells);
        }
    }

    /** Smallest sum of k distinct values from min up: min + (min+1) + ... + (min+k-1). */
    public static int minTotal(int k, int min) {
        return k * min + k * (k - 1) / 2;
    }

    /** Largest sum of k distinct values up to n: n + (n-1) + ... + (n-k+1). */
    public static int maxTotal(int k, int n) {
        return k * (2 * n - k + 1) / 2;
    }

    @Override
    public String keyword() {
        return "cage";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> digits = ctx.cells(cells);
        ctx.allDifferent(digits);
        if (total instanceof FixedTotal f) {
            ctx.sumEquals(digits, f.value(), true);
        } else if (total instanceof VariableTotal v) {
            ctx.sumEquals(digits, ctx.variable(v.variable()), true);
        }
    }

    @Override
    public String violation(Solution s) {
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                if (s.digit(cells.get(i)) == s.digit(cells.get(j))) {
                    return "cage at " + cells.get(0) + ": " + cells.get(i) + " and " + cells.get(j) + " both hold " + s.digit(cells.get(i));
                }
            }
        }
        int sum = cells.stream().mapToInt(s::digit).sum();
        if (total instanceof FixedTotal f && sum != f.value()) {
            return "cage at " + cells.get(0) + " adds up to " + sum + ", not " + f.value();
        }
        if (total instanceof VariableTotal v) {
            int want = Term.of(v.variable()).value(s);
            if (sum != want) {
                return "cage at " + cells.get(0) + " adds up to " + sum + ", but " + v.variable() + " = " + want;
            }
        }
        return null;
    }

    /** A sum over the cells it names. */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(SizeHint.namedCells(this), n);
    }

    @Override
    public String toNative() {
        String head = "cage ";
        if (total instanceof FixedTotal f) {
            head += f.value() + " ";
        } else if (total instanceof VariableTotal v) {
            head += v.variable() + " ";
        }
        return head + cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }

    /** A numeric total is a known sum (the law of leftovers); a variable total is not. */
    @Override
    public Optional<Rule> withTotal(int newTotal) {
        return total instanceof FixedTotal ? Optional.of(new Cage(cells, new FixedTotal(newTotal))) : Optional.empty();
    }

    @Override
    public Optional<KnownSum> knownSum() {
        return total instanceof FixedTotal f ? Optional.of(new KnownSum(cells, f.value(), "cage " + f.value() + " at " + cells.get(0)))
                : Optional.empty();
    }

    /** The cage is an all-different group; a cage of N cells holds every digit (hidden singles). */
    @Override
    public List<House> extraHouses() {
        return List.of(new House("cage at " + cells.get(0), cells));
    }
}
