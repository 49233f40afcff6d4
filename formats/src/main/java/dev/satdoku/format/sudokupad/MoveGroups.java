package dev.satdoku.format.sudokupad;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.relation.Relation;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A marked cell whose digit lies in the same group of values as the digit of every cell one chess move
 * away ("a digit in a circle must belong to the same entropic group (high [789], medium [456] or low
 * [123]) as every cell a knight's move away from it"). The groups are the ones the sentence lists, else
 * the thirds of 1..N (low, middle, high); the move is a king's when the sentence names one, else a
 * knight's. The groups divide the values, so "in the same group" is an equivalence: the marked cell and
 * its move cells all share one group, and that is one {@code relation all} over them.
 *
 * @param king   whether the move is a king's (the eight surrounding cells) rather than a knight's
 * @param groups the groups of values, together every value 1..N exactly once
 */
record MoveGroups(boolean king, List<Set<Integer>> groups) {

    /** Words that state the rule: a group, a third or a low/middle/high band shared with other cells. */
    static final String WORDS = "(same|identical|matching) (entropic |entropy |value |digit |size )?(group|third|class|category|band)"
            + "|\\b(low|small)\\b[^.]{0,40}\\b(middle|medium|mid)\\b[^.]{0,40}\\b(high|large|big)\\b";

    /** The move the sentence must name: the rule is about the cells a chess move away. */
    static final String REQUIRES = "\\bknights?\\b|\\bknight'?s\\b|\\bking'?s?[- ]move";

    private static final Pattern KING = Pattern.compile("\\bking'?s?[- ]move", Pattern.CASE_INSENSITIVE);
    private static final Pattern KNIGHT = Pattern.compile("\\bknight", Pattern.CASE_INSENSITIVE);
    /** Digits in brackets: "[789]", "(1, 2, 3)", "{1-3}", "(1-3, 4-6, 7-9)". */
    private static final Pattern BRACKETED = Pattern.compile("[\\[({]\\s*(\\d[\\d\\s,;/\\-–]*)[\\])}]");
    /** A range written without brackets: "1-3", "4–6". */
    private static final Pattern RANGE = Pattern.compile("\\b(\\d{1,2})\\s*[-–]\\s*(\\d{1,2})\\b");

    /** Every step of each piece: unlike an anti-king's, a king's orthogonal steps matter here, since a row's digits may share a group. */
    private static final int[][] KNIGHT_STEPS = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
    private static final int[][] KING_STEPS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

    /**
     * The rule as the sentence states it, for cells holding 1..n.
     *
     * @param sentence the sentence stating it ("" when the reading was chosen by {@code --read}: a knight's move and thirds)
     * @throws IllegalArgumentException when the sentence names both moves, or its groups (or thirds) do not divide 1..n
     */
    static MoveGroups of(String sentence, int n) {
        boolean king = KING.matcher(sentence).find();
        if (king && KNIGHT.matcher(sentence).find()) {
            throw new IllegalArgumentException("the text names both a knight's and a king's move");
        }
        List<Set<Integer>> groups = listed(sentence, n);
        if (groups.isEmpty()) {
            if (n % 3 != 0) {
                throw new IllegalArgumentException("the text lists no groups and 1.." + n + " does not divide into thirds");
            }
            for (int g = 0; g < 3; g++) {
                Set<Integer> third = new TreeSet<>();
                for (int v = g * n / 3 + 1; v <= (g + 1) * n / 3; v++) {
                    third.add(v);
                }
                groups.add(third);
            }
        }
        Set<Integer> seen = new TreeSet<>();
        for (Set<Integer> g : groups) {
            for (int v : g) {
                if (v < 1 || v > n || !seen.add(v)) {
                    throw new IllegalArgumentException("the groups the text lists do not divide 1.." + n);
                }
            }
        }
        if (seen.size() != n || groups.size() < 2) {
            throw new IllegalArgumentException("the groups the text lists do not divide 1.." + n);
        }
        return new MoveGroups(king, List.copyOf(groups));
    }

    /**
     * The groups the sentence lists: each bracket one group ("[789]", "(1, 2, 3)"), or one per range when a
     * bracket holds ranges ("(1-3, 4-6, 7-9)"); without brackets, each range written out ("low 1-3") other
     * than the whole range of values ("the same third of 1-9").
     */
    private static List<Set<Integer>> listed(String sentence, int n) {
        List<Set<Integer>> out = new ArrayList<>();
        Matcher b = BRACKETED.matcher(sentence);
        while (b.find()) {
            String inside = b.group(1).strip();
            if (RANGE.matcher(inside).find()) {
                for (String part : inside.split("[,;/]")) {
                    out.add(values(part));
                }
            } else {
                Set<Integer> one = new TreeSet<>();
                for (String part : inside.split("[\\s,;/]+")) {
                    // "789" is 7, 8 and 9: the groups of one-digit values are written run together
                    part.chars().forEach(ch -> one.add(ch - '0'));
                }
                out.add(one);
            }
        }
        if (out.isEmpty()) {
            Matcher r = RANGE.matcher(sentence);
            while (r.find()) {
                Set<Integer> range = values(r.group());
                if (range.size() < n) {
                    out.add(range);
                }
            }
        }
        return out;
    }

    private static Set<Integer> values(String part) {
        Set<Integer> out = new TreeSet<>();
        Matcher r = RANGE.matcher(part);
        if (r.find()) {
            for (int v = Integer.parseInt(r.group(1)); v <= Integer.parseInt(r.group(2)); v++) {
                out.add(v);
            }
        } else if (part.strip().matches("\\d{1,2}")) {
            out.add(Integer.parseInt(part.strip()));
        }
        return out;
    }

    /** The groups and the move, for the reading: "the groups {1,2,3} {4,5,6} {7,8,9}, by a knight's move". */
    String describe() {
        return "the groups " + groups.stream().map(g -> g.stream().map(String::valueOf).collect(Collectors.joining(",", "{", "}")))
                .collect(Collectors.joining(" ")) + ", by a " + (king ? "king's move" : "knight's move");
    }

    /**
     * The native rule for one marked cell: a {@code relation all} over it and its move cells inside the
     * grid, allowing each value only with the values of its group; nothing when no move stays inside.
     */
    List<String> lines(Cell marked, int rows, int cols) {
        Set<Cell> cells = new LinkedHashSet<>();
        cells.add(marked);
        for (int[] step : king ? KING_STEPS : KNIGHT_STEPS) {
            Cell c = marked.plus(step[0], step[1]);
            if (c.inside(rows, cols)) {
                cells.add(c);
            }
        }
        if (cells.size() < 2) {
            return List.of();
        }
        SortedMap<Integer, SortedSet<Integer>> allowed = new TreeMap<>();
        for (Set<Integer> g : groups) {
            for (int v : g) {
                allowed.put(v, new TreeSet<>(g));
            }
        }
        return List.of(Relation.of(false, allowed, List.copyOf(cells)).toNative());
    }
}
