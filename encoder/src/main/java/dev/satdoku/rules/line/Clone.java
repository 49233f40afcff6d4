package dev.satdoku.rules.line;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Clones: two or more groups of the same shape hold the same digits in the same places; the i-th
 * cell of every group equals the i-th cell of the first. "Same shape" is checked: every group is a
 * copy of the first moved, rotated or mirrored, with its cells listed in corresponding order (so
 * rotated clones can be written, and a misplaced cell is caught). One-cell groups are allowed, which
 * says "these cells are all equal". Encoding: {@code ctx.equal} per corresponding pair.
 *
 * @param groups at least two groups of equal size; the cells of a group differ
 */
public record Clone(List<List<Cell>> groups) implements Rule {

    public static final RuleType TYPE = RuleType.of("clone", List.of(), "clone CELLS | CELLS [| CELLS...]",
            "the groups (copies of the first, moved, rotated or mirrored) hold the same digits in corresponding cells",
            Clone::parse)
            .withReference("the groups hold the same digits in the same places: the i-th cell of each group equals the "
                    + "i-th cell of the first. Every group must be the first one moved, rotated or mirrored, its "
                    + "cells listed in corresponding order (checked). One-cell groups say the cells are equal: "
                    + "`clone r1c1 | r5c5 | r9c9`");

    private static Clone parse(RuleArgs args) {
        List<List<Cell>> groups = new ArrayList<>();
        List<Token> starts = new ArrayList<>();
        do {
            starts.add(args.peek());
            groups.add(args.nextDistinctCells("the cells of group " + (groups.size() + 1)));
        } while (args.separator());
        if (groups.size() < 2) {
            throw args.error("needs at least two groups separated by |, like: clone r1c1 r1c2 | r5c5 r5c6");
        }
        for (int k = 1; k < groups.size(); k++) {
            String problem = Clone.shapeProblem(groups.get(0), groups.get(k));
            if (problem != null) {
                throw args.error(starts.get(k), "group " + (k + 1) + " " + problem);
            }
        }
        return new Clone(groups);
    }

    /** The eight symmetries of the square as (row, col) -> (a*row + b*col, c*row + d*col). */
    private static final int[][] SYMMETRIES = {
        {1, 0, 0, 1}, {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0},
        {1, 0, 0, -1}, {-1, 0, 0, 1}, {0, 1, 1, 0}, {0, -1, -1, 0},
    };

    public Clone {
        if (groups.size() < 2) {
            throw new IllegalArgumentException("clone needs at least two groups separated by |, found " + groups.size());
        }
        List<List<Cell>> copy = new ArrayList<>();
        for (List<Cell> g : groups) {
            copy.add(Lines.distinct(g, "clone"));
        }
        groups = List.copyOf(copy);
        for (int k = 1; k < groups.size(); k++) {
            String problem = shapeProblem(groups.get(0), groups.get(k));
            if (problem != null) {
                throw new IllegalArgumentException("group " + (k + 1) + " " + problem);
            }
        }
    }

    /**
     * Why {@code copy} is not a clone of {@code original}, or null when it is: equal sizes, and one
     * symmetry of the square that maps each offset from the original's first cell to the same offset in
     * the copy.
     */
    public static String shapeProblem(List<Cell> original, List<Cell> copy) {
        if (copy.size() != original.size()) {
            return "has " + copy.size() + " cells but the first group has " + original.size();
        }
        for (int[] m : SYMMETRIES) {
            if (maps(m, original, copy)) {
                return null;
            }
        }
        return "(" + Lines.join(copy) + ") is not the shape of the first group (" + Lines.join(original)
                + ") moved, rotated or mirrored, with corresponding cells in the same order";
    }

    private static boolean maps(int[] m, List<Cell> original, List<Cell> copy) {
        Cell o0 = original.get(0);
        Cell c0 = copy.get(0);
        for (int i = 1; i < original.size(); i++) {
            int dr = original.get(i).row() - o0.row();
            int dc = original.get(i).col() - o0.col();
            if (copy.get(i).row() - c0.row() != m[0] * dr + m[1] * dc || copy.get(i).col() - c0.col() != m[2] * dr + m[3] * dc) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String keyword() {
        return "clone";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<Cell> first = groups.get(0);
        for (List<Cell> g : groups.subList(1, groups.size())) {
            for (int i = 0; i < first.size(); i++) {
                ctx.equal(ctx.cell(first.get(i)), ctx.cell(g.get(i)));
            }
        }
    }

    @Override
    public String violation(Solution s) {
        List<Cell> first = groups.get(0);
        for (List<Cell> g : groups.subList(1, groups.size())) {
            for (int i = 0; i < first.size(); i++) {
                if (s.digit(first.get(i)) != s.digit(g.get(i))) {
                    return g.get(i) + "=" + s.digit(g.get(i)) + " differs from its original " + first.get(i) + "=" + s.digit(first.get(i));
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "clone " + groups.stream().map(Lines::join).collect(Collectors.joining(" | "));
    }
}
