package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Solution;
import dev.satdoku.model.Term;
import dev.satdoku.rules.Rule;
import java.util.HashSet;
import java.util.List;
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

    /** Smallest sum of k distinct digits: 1 + 2 + ... + k. */
    public static int minTotal(int k) {
        return k * (k + 1) / 2;
    }

    /** Largest sum of k distinct digits of 1..n: n + (n-1) + ... + (n-k+1). */
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

    /** The cage is an all-different group; a cage of N cells holds every digit (hidden singles). */
    @Override
    public List<House> extraHouses() {
        return List.of(new House("cage at " + cells.get(0), cells));
    }
}
