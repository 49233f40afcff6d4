package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * ISS's counting types (shared/formats/iss.md section 5, semantics from ISS's handlers): value counts
 * (ContainAtLeast, ContainExact, LookAndSay), CountDistinct, ValueIndexing, CountingCircles,
 * SameValues with groups of several cells, and ConnectedValues on the grid. Each becomes one native
 * line; a form with no exact native meaning is an error naming the item.
 */
final class IssCounting {

    private IssCounting() {
    }

    /** {@code .ContainAtLeast~v_v_...~cells} and {@code .ContainExact~...}: the values, repeats meaning "that many times". */
    static void contain(IssItem item, IssPuzzle p, String keyword) {
        String syntax = item.type() + "~v_v_...~cells...";
        item.needArgs(2, syntax);
        List<Cell> cells = IssTypes.noRepeat(item, IssCells.cells(item, 1, p));
        List<Integer> values = new ArrayList<>();
        for (String v : item.arg(0).split("_", -1)) {
            values.add(value(item, v, p, syntax));
        }
        if (values.size() > cells.size()) {
            throw item.errorAt(0, values.size() + " values cannot all occur among " + cells.size() + " cells, so ISS finds no solution; "
                    + "satdoku does not import a rule that can never hold");
        }
        p.rule(keyword + " " + IssCells.list(cells) + " " + values.stream().map(String::valueOf).collect(Collectors.joining(" ")),
                item.at());
    }

    /**
     * {@code .LookAndSay~1223~cells}: digit pairs (count, value), "one 2, two 3s"; a count of 0 forbids the
     * value. The pairs are single digits, so values above 9 cannot be stated.
     */
    static void lookAndSay(IssItem item, IssPuzzle p) {
        String syntax = "LookAndSay~count,value pairs (1223 = one 2, two 3s)~cells...";
        item.needArgs(2, syntax);
        String clue = item.arg(0);
        if (clue.isEmpty() || clue.length() % 2 != 0 || !clue.chars().allMatch(Character::isDigit)) {
            throw item.errorAt(0, "expected " + syntax + ", found '" + clue + "'");
        }
        List<Cell> cells = IssTypes.noRepeat(item, IssCells.cells(item, 1, p));
        Map<Integer, Integer> counts = new TreeMap<>();
        int total = 0;
        for (int i = 0; i < clue.length(); i += 2) {
            int count = clue.charAt(i) - '0';
            int v = value(item, clue.substring(i + 1, i + 2), p, syntax);
            if (counts.put(v, count) != null) {
                throw item.errorAt(0, "the clue " + clue + " gives the count of " + v + " twice");
            }
            total += count;
        }
        if (total > cells.size()) {
            throw item.errorAt(0, "the clue " + clue + " asks for " + total + " values in " + cells.size()
                    + " cells, so ISS finds no solution; satdoku does not import a rule that can never hold");
        }
        p.rule("lookandsay " + IssCells.list(cells) + " " + counts.entrySet().stream().map(e -> e.getValue() + "x" + e.getKey())
                .collect(Collectors.joining(" ")), item.at());
    }

    /** {@code .CountDistinct~ctrl~cells}: the first cell counts the different values of the others. */
    static void countDistinct(IssItem item, IssPuzzle p) {
        item.needArgs(2, "CountDistinct~control~cells...");
        List<Cell> cells = IssTypes.noRepeat(item, IssCells.cells(item, 0, p));
        p.rule("countdistinct " + cells.get(0) + " " + IssCells.list(cells.subList(1, cells.size())), item.at());
    }

    /** {@code .ValueIndexing~v~ctrl~cells}: the ctrl-th of the cells after the control equals the first cell. */
    static void valueIndexing(IssItem item, IssPuzzle p) {
        item.needArgs(3, "ValueIndexing~value cell~control cell~cells...");
        List<Cell> cells = IssTypes.noRepeat(item, IssCells.cells(item, 0, p));
        p.rule("valueindex " + cells.get(0) + " " + cells.get(1) + " " + IssCells.list(cells.subList(2, cells.size())), item.at());
    }

    /** {@code .CountingCircles~cells}: one independent set of circles per item. */
    static void countingCircles(IssItem item, IssPuzzle p) {
        item.needArgs(1, "CountingCircles~cells...");
        List<Cell> cells = IssTypes.noRepeat(item, IssCells.cells(item, 0, p));
        p.rule("countingcircles " + IssCells.list(cells), item.at());
    }

    /**
     * {@code .SameValues~k~cells} with groups of several cells: the list, in order, cut into k groups of
     * equal size with the same multiset of values. (Groups of one cell are clones, read by IssTypes.)
     */
    static void sameValueGroups(IssItem item, IssPuzzle p, int k, List<Cell> cells) {
        if (k == 1) {
            p.warn(item.at().shortKey() + ": one group has the same values as itself; ISS adds no rule, and neither does satdoku");
            return;
        }
        IssTypes.noRepeat(item, cells);
        int size = cells.size() / k;
        List<String> groups = new ArrayList<>();
        for (int g = 0; g < k; g++) {
            groups.add(IssCells.list(cells.subList(g * size, (g + 1) * size)));
        }
        p.rule("samevalues " + String.join(" | ", groups), item.at());
    }

    /**
     * {@code .ConnectedValues~group~v_v...[~size]}: on the grid (empty group) or on a group of Var cells
     * (its board) the cells holding the values form one non-empty connected area, of exactly {@code size}
     * cells when size is given and not 0.
     */
    static void connectedValues(IssItem item, IssPuzzle p) {
        String syntax = "ConnectedValues~group~v_v...[~size]";
        item.needArgs(2, syntax);
        IssPuzzle.Board board = null;
        if (!item.arg(0).isEmpty()) {
            board = p.board(item.arg(0));
            if (board == null) {
                throw item.errorAt(0, "'" + item.arg(0) + "' is not a group of several Var cells (declare one with .Var~"
                        + (item.arg(0).startsWith("V") ? item.arg(0).substring(1) : item.arg(0)) + "~label~SIZE); "
                        + "an empty group is the grid");
            }
        }
        int cellCount = board == null ? p.rows * p.cols : board.cells().size();
        if (item.args().size() > 3) {
            throw item.errorAt(3, "expected " + syntax + ", found more arguments");
        }
        java.util.TreeSet<Integer> values = new java.util.TreeSet<>();
        for (String v : item.arg(1).split("_", -1)) {
            if (!values.add(value(item, v, p, syntax))) {
                throw item.errorAt(1, "value " + v + " is listed twice");
            }
        }
        int size = 0;
        if (item.args().size() == 3 && !item.arg(2).isEmpty()) {
            size = IssTypes.integer(item, 2, syntax);
            if (size < 0 || size > cellCount) {
                throw item.errorAt(2, "a region of " + size + " cells does not fit " + (board == null ? "the " + p.rows + "x" + p.cols + " grid"
                        : "the " + cellCount + " cells of " + board.name()));
            }
        }
        p.rule("connectedvalues " + values.stream().map(String::valueOf).collect(Collectors.joining(" ")) + (size > 0 ? " size=" + size : "")
                + (board != null ? " board=" + board.name() : ""), item.at());
    }

    private static int value(IssItem item, String text, IssPuzzle p, String syntax) {
        if (!text.matches("\\d{1,3}")) {
            throw item.errorAt(0, "expected " + syntax + " with whole-number values, found '" + text + "'");
        }
        int v = Integer.parseInt(text);
        if (v < p.shape.min() || v > p.shape.max()) {
            throw item.errorAt(0, "value " + v + " is outside " + p.shape.min() + ".." + p.shape.max());
        }
        return v;
    }
}
