package dev.satdoku.rules.line;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
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

    public static final RuleType MINIMUM_TYPE = RuleType.of("minimum", List.of(), "minimum CELLS",
            "each listed cell is smaller than every orthogonal neighbour that is not a minimum cell", args -> parse(args, false))
            .withReference("each listed cell is smaller than every orthogonal neighbour not itself a minimum cell "
                    + "(listed by this or any other `minimum` line, as f-puzzles exports one per cell)");

    public static final RuleType MAXIMUM_TYPE = RuleType.of("maximum", List.of(), "maximum CELLS",
            "each listed cell is larger than every orthogonal neighbour that is not a maximum cell", args -> parse(args, true))
            .withReference("each listed cell is larger than every orthogonal neighbour not itself a maximum cell (listed "
                    + "by any `maximum` line)");

    private static Extremum parse(RuleArgs args, boolean maximum) {
        return new Extremum(args.nextDistinctGridCells("the " + (maximum ? "maximum" : "minimum") + " cells"), maximum);
    }

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
            for (Cell nb : neighbours(c, ctx.layout(), exempt)) {
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

    /**
     * From the words, sharing nothing with the clause side's {@code sameKindCells}/{@code neighbours}:
     * every cell sharing an edge with a listed cell, unless some rule of the same kind lists it too,
     * holds a larger digit (minimum) or a smaller one (maximum).
     */
    @Override
    public String violation(Solution s, List<Rule> puzzleRules) {
        List<Cell> sameKind = new java.util.ArrayList<>();
        for (Rule r : puzzleRules) {
            if (r instanceof Extremum other && other.maximum() == maximum) {
                sameKind.addAll(other.cells());
            }
        }
        for (Cell c : cells) {
            for (int r = 0; r < s.layout().rows(); r++) {
                for (int k = 0; k < s.layout().cols(); k++) {
                    Cell nb = new Cell(r, k);
                    boolean sharesEdge = Math.abs(r - c.row()) + Math.abs(k - c.col()) == 1;
                    if (!sharesEdge || sameKind.contains(nb)) {
                        continue;
                    }
                    int d = s.digit(c);
                    int e = s.digit(nb);
                    if (maximum ? d <= e : d >= e) {
                        return c + "=" + d + " is a " + keyword() + " cell but its neighbour " + nb + "=" + e + " is "
                                + (maximum ? "not smaller" : "not larger");
                    }
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

    private static List<Cell> neighbours(Cell c, dev.satdoku.model.Layout layout, Set<Cell> exempt) {
        return Arrays.stream(STEPS).map(d -> c.plus(d[0], d[1]))
                .filter(nb -> layout.contains(nb) && !exempt.contains(nb)).toList();
    }

    @Override
    public String toNative() {
        return keyword() + " " + Lines.join(cells);
    }
}
