package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import java.util.List;

/**
 * {@code .FullRank~R<n>|C<n>~fwd~bwd} and {@code .FullRankTies~none|only-unclued|any}. The ties mode is
 * global and may come after the clues, so each clue's line is written once the whole text is read: a
 * clued line may tie others only in mode {@code any} ({@code ties=any}); mode {@code none} also forbids
 * ties between any two lines ({@code uniqueranks}), clued or not, as ISS does even without clues.
 */
final class IssRanks {

    private static final List<String> MODES = List.of("none", "only-unclued", "any");

    private IssRanks() {
    }

    /**
     * ISS ranks lines only on a square grid holding as many values as a line has cells (its FullRank handler,
     * which the ties item creates too, rejects any other grid); a rectangular grid is refused by the native rule.
     */
    private static void requireAllValuesUsed(IssItem item, IssPuzzle p) {
        int values = p.shape.max() - p.shape.min() + 1;
        if (p.rows == p.cols && values != p.rows) {
            throw item.error("ISS takes " + item.type() + " only on a square grid holding as many values as a line has cells; "
                    + "this " + p.rows + "x" + p.cols + " grid holds " + p.shape.min() + ".." + p.shape.max());
        }
    }

    static void fullRank(IssItem item, IssPuzzle p) {
        requireAllValuesUsed(item, p);
        String syntax = "FullRank~R<n>|C<n>~fromStart~fromEnd";
        item.needArgs(2, syntax);
        if (item.args().size() > 3) {
            throw item.errorAt(3, "expected " + syntax);
        }
        String line = item.arg(0);
        boolean row = Character.toUpperCase(line.charAt(0)) == 'R';
        if (!line.matches("[RrCc]\\d{1,2}") || Integer.parseInt(line.substring(1)) < 1
                || Integer.parseInt(line.substring(1)) > (row ? p.rows : p.cols)) {
            throw item.errorAt(0, "expected a row R1..R" + p.rows + " or a column C1..C" + p.cols + ", found '" + line + "'");
        }
        int index = Integer.parseInt(line.substring(1));
        int lines = 2 * (p.rows + p.cols);
        for (int side = 0; side < 2 && side + 1 < item.args().size(); side++) {
            if (item.arg(side + 1).isEmpty()) {
                continue;
            }
            int rank = IssTypes.integer(item, side + 1, syntax);
            if (rank < 1 || rank > lines) {
                throw item.errorAt(side + 1, "rank " + rank + " is impossible: a " + p.rows + "x" + p.cols + " grid has " + lines
                        + " lines read both ways");
            }
            Cell at = row ? Cell.of1(index, side == 0 ? 0 : p.cols + 1) : Cell.of1(side == 0 ? 0 : p.rows + 1, index);
            p.lazyRule("fullrank " + at, () -> List.of("fullrank " + rank + " " + at + ("any".equals(p.fullRankTies) ? " ties=any" : "")),
                    item.at());
        }
    }

    static void ties(IssItem item, IssPuzzle p) {
        if (item.args().size() != 1 || !MODES.contains(item.arg(0))) {
            throw item.error("expected FullRankTies~none, FullRankTies~only-unclued or FullRankTies~any");
        }
        requireAllValuesUsed(item, p);
        p.fullRankTies = item.arg(0);
        p.lazyRule("flag uniqueranks", () -> "none".equals(p.fullRankTies) ? List.of("uniqueranks") : List.of(), item.at());
    }
}
