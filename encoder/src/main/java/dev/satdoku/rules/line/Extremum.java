package dev.satdoku.rules.line;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Minimum or maximum cells (f-puzzles semantics): each listed cell is smaller (larger) than every
 * orthogonal neighbour that is not itself a minimum (maximum) cell. "Itself listed" means listed by any
 * rule of the same kind in the puzzle, so one rule per cell (as f-puzzles exports them) and one rule
 * for all cells mean the same. Encoding: an order comparison per (cell, neighbour) pair.
 *
 * @param cells   the minimum or maximum cells
 * @param maximum maximum cells (larger than their neighbours) rather than minimum cells
 */
public record Extremum(List<Cell> cells, boolean maximum) implements Rule {

    private static final int[][] STEPS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    public Extremum {
        cells = Lines.distinct(cells, maximum ? "maximum" : "minimum");
    }

    @Override
    public String keyword() {
        return maximum ? "maximum" : "minimum";
    }

    @Override
    public void encode(EncodingContext ctx) {
        Set<Cell> exempt = sameKindCells(ctx.puzzleRules());
        for (Cell c : cells) {
            for (Cell nb : neighbours(c, ctx.size(), exempt)) {
                if (maximum) {
                    ctx.less(ctx.cell(nb), ctx.cell(c));
                } else {
                    ctx.less(ctx.cell(c), ctx.cell(nb));
                }
            }
        }
    }

    @Override
    public String violation(Solution s) {
        return violation(s, List.of(this));
    }

    @Override
    public String violation(Solution s, List<Rule> puzzleRules) {
        Set<Cell> exempt = sameKindCells(puzzleRules);
        for (Cell c : cells) {
            for (Cell nb : neighbours(c, s.size(), exempt)) {
                int d = s.digit(c);
                int e = s.digit(nb);
                if (maximum ? d <= e : d >= e) {
                    return c + "=" + d + " is a " + keyword() + " cell but its neighbour " + nb + "=" + e + " is "
                            + (maximum ? "not smaller" : "not larger");
                }
            }
        }
        return null;
    }

    /** This rule's cells and those of every other rule of the same kind: neighbours among them are not compared. */
    private Set<Cell> sameKindCells(List<Rule> puzzleRules) {
        Set<Cell> out = new HashSet<>(cells);
        for (Rule r : puzzleRules) {
            if (r instanceof Extremum e && e.maximum == maximum) {
                out.addAll(e.cells);
            }
        }
        return out;
    }

    private static List<Cell> neighbours(Cell c, int size, Set<Cell> exempt) {
        return Arrays.stream(STEPS).map(d -> c.plus(d[0], d[1]))
                .filter(nb -> nb.inside(size) && !exempt.contains(nb)).toList();
    }

    @Override
    public String toNative() {
        return keyword() + " " + Lines.join(cells);
    }
}
