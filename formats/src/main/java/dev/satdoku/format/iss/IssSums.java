package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * Readers of ISS's sum types beside Cage and Sum (iss.md §4.2, §4.3, §5): RellikCage, EqualityCage, Lunchbox,
 * EqualSum, AllDifferent, SumLine and the weighted form of Sum. Each writes the native rule of the same
 * meaning; a bad argument is an error naming the item and the argument.
 */
final class IssSums {

    /** ISS refuses sum-line totals above this (its state is a 32-bit mask). */
    static final int MAX_SUM_LINE = 30;

    private IssSums() {
    }

    /** {@code .RellikCage~s~cells}: distinct values, no non-empty selection adds up to s. */
    static void rellik(IssItem item, IssPuzzle p) {
        item.needArgs(2, "RellikCage~sum~cells...");
        int sum = IssTypes.integer(item, 0, "RellikCage~sum~cells...");
        List<Cell> cells = IssTypes.noRepeat(item, IssCells.cells(item, 1, p));
        if (sum >= 1) {
            p.rule("rellik " + sum + " " + IssCells.list(cells), item.at());
            return;
        }
        // No value is negative, so a total below 0 forbids no selection and only the distinct values remain;
        // a total of 0 is reached by a lone 0, so on a 0-based grid it also keeps 0 out of the cage.
        p.rule("cage " + IssCells.list(cells), item.at());
        if (sum == 0 && p.shape.min() == 0) {
            p.rule("candidates " + IssCells.list(cells) + " digits=" + java.util.stream.IntStream.rangeClosed(1, p.shape.max())
                    .mapToObj(String::valueOf).collect(java.util.stream.Collectors.joining(",")), item.at());
        }
    }

    /** {@code .EqualityCage~cells}. */
    static void equality(IssItem item, IssPuzzle p) {
        item.needArgs(1, "EqualityCage~cells...");
        List<Cell> cells = IssTypes.noRepeat(item, IssCells.cells(item, 0, p));
        p.rule("equalitycage " + IssCells.list(cells), item.at());
    }

    /** {@code .Lunchbox~s~cells}. */
    static void lunchbox(IssItem item, IssPuzzle p) {
        item.needArgs(3, "Lunchbox~sum~cells... (at least two cells)");
        int sum = IssTypes.integer(item, 0, "Lunchbox~sum~cells...");
        if (sum < 0) {
            throw item.errorAt(0, "a lunchbox sum is at least 0, found " + sum);
        }
        List<Cell> cells = IssTypes.noRepeat(item, IssCells.cells(item, 1, p));
        p.rule("lunchbox " + sum + " " + IssCells.list(cells), item.at());
    }

    /** {@code .AllDifferent~cells}: an extra region; one cell alone constrains nothing. */
    static void allDifferent(IssItem item, IssPuzzle p) {
        item.needArgs(1, "AllDifferent~cells...");
        List<Cell> cells = IssTypes.noRepeat(item, IssCells.cells(item, 0, p));
        if (cells.size() == 1) {
            p.warn(item.at().shortKey() + ": an AllDifferent of one cell constrains nothing; skipped");
            return;
        }
        p.rule("extraregion " + IssCells.list(cells), item.at());
    }

    /** {@code .EqualSum~cells~-~cells...}: segments separated by {@code -} have equal sums. */
    static void equalSum(IssItem item, IssPuzzle p) {
        List<List<Cell>> groups = new ArrayList<>();
        List<Cell> current = new ArrayList<>();
        for (int i = 0; i < item.args().size(); i++) {
            if (item.arg(i).equals("-")) {
                if (current.isEmpty()) {
                    throw item.errorAt(i, "an empty segment: every '-' must have cells on both sides");
                }
                groups.add(current);
                current = new ArrayList<>();
            } else {
                current.add(IssCells.cell(item, i, p));
            }
        }
        if (current.isEmpty()) {
            throw item.error("expected EqualSum~cells...~-~cells... ending with a cell");
        }
        groups.add(current);
        if (groups.size() < 2) {
            // One segment equals nothing else: ISS states no rule.
            p.warn(item.at().shortKey() + ": an EqualSum with one segment constrains nothing; skipped");
            return;
        }
        p.rule("equalsum " + String.join(" | ", groups.stream().map(IssCells::list).toList()), item.at());
    }

    /** {@code .SumLine~s~cells[~LOOP]}. */
    static void sumLine(IssItem item, IssPuzzle p) {
        String syntax = "SumLine~sum~cells...[~LOOP]";
        item.needArgs(2, syntax);
        int sum = IssTypes.integer(item, 0, syntax);
        if (sum < 1 || sum > MAX_SUM_LINE) {
            throw item.errorAt(0, "a sum line total is 1.." + MAX_SUM_LINE + " in ISS, found " + sum);
        }
        int last = item.args().size() - 1;
        boolean loop = item.arg(last).equals("LOOP");
        if (loop && last < 2) {
            throw item.error("expected " + syntax + " with at least one cell before LOOP");
        }
        List<Cell> cells = new ArrayList<>();
        for (int i = 1; i <= (loop ? last - 1 : last); i++) {
            cells.add(IssCells.cell(item, i, p));
        }
        IssTypes.noRepeat(item, cells);
        p.rule("sumline " + sum + " " + IssCells.list(cells) + (loop ? " loop" : ""), item.at());
    }

    /**
     * {@code .Sum~s_=_k1_k2...~cells}: sum of k_i * v_i = s, one integer weight in -100..100 per cell.
     * The {@code =} separator is the spec's form; the form without it is also read.
     */
    static void weightedSum(IssItem item, IssPuzzle p) {
        String syntax = "Sum~s_=_k1_k2...~cells...";
        item.needArgs(2, syntax);
        String[] parts = item.arg(0).split("_", -1);
        int from = parts.length > 1 && parts[1].equals("=") ? 2 : 1;
        if (!parts[0].matches("-?\\d{1,6}")) {
            throw item.errorAt(0, "the weighted sum's total '" + parts[0] + "' is not a whole number (" + syntax + ")");
        }
        List<Integer> weights = new ArrayList<>();
        for (int i = from; i < parts.length; i++) {
            if (!parts[i].matches("-?\\d{1,3}") || Math.abs(Integer.parseInt(parts[i])) > 100) {
                throw item.errorAt(0, "weight '" + parts[i] + "' is not a whole number in -100..100 (" + syntax + ")");
            }
            weights.add(Integer.parseInt(parts[i]));
        }
        List<Cell> cells = IssCells.cells(item, 1, p);
        if (weights.size() != cells.size()) {
            throw item.errorAt(0, weights.size() + " weight" + (weights.size() == 1 ? "" : "s") + " for " + cells.size()
                    + " cell" + (cells.size() == 1 ? "" : "s") + "; ISS needs one weight per cell");
        }
        p.rule("sum " + Integer.parseInt(parts[0]) + " " + IssCells.list(cells) + " weights="
                + String.join(",", weights.stream().map(String::valueOf).toList()), item.at());
    }
}
