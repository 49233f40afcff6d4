package dev.satdoku.rules.chess;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Anti-king or anti-knight: cells a king's (knight's) move apart hold different digits. Encoding:
 * for every such pair, the not-equal relation as binary clauses (one per digit).
 *
 * @param move which piece
 */
public record AntiMove(Move move) implements Rule {

    public static final RuleType KING_TYPE = RuleType.of(Move.KING.keyword(), List.of(), "antiking",
            "cells a king's move apart hold different digits", args -> new AntiMove(Move.KING))
            .withReference("cells a king's move apart differ (encoded for diagonal neighbours; orthogonal ones share a "
                    + "row or column)");

    public static final RuleType KNIGHT_TYPE = RuleType.of(Move.KNIGHT.keyword(), List.of(), "antiknight",
            "cells a knight's move apart hold different digits", args -> new AntiMove(Move.KNIGHT))
            .withReference("cells a knight's move apart differ");

    @Override
    public String keyword() {
        return move.keyword();
    }

    /** The king's orthogonal steps are left to the rows and columns, which a raw grid does not have. */
    @Override
    public String unsupportedOn(dev.satdoku.model.Layout layout) {
        return move == Move.KING && layout.isRaw() ? "rule antiking is not defined on raw grids (no rows or columns); this grid is "
                + layout.describe() : null;
    }

    @Override
    public void encode(EncodingContext ctx) {
        for (Cell[] pair : move.pairs(ctx.layout().rows(), ctx.layout().cols())) {
            IntVar a = ctx.cell(pair[0]);
            IntVar b = ctx.cell(pair[1]);
            ctx.forbiddenPairs(a, b, (x, y) -> x != y);
        }
    }

    /**
     * From the words, sharing nothing with {@link Move#pairs}: any two cells whose row and column
     * distances are those of the piece's step (1 and 1 for the king, whose orthogonal steps stay
     * within a row or column; 1 and 2 either way for the knight) hold different digits.
     */
    @Override
    public String violation(Solution s) {
        int n = s.layout().cols();
        int cellCount = s.layout().cellCount();
        for (int i = 0; i < cellCount; i++) {
            for (int j = i + 1; j < cellCount; j++) {
                int rows = Math.abs(i / n - j / n);
                int cols = Math.abs(i % n - j % n);
                boolean apart = switch (move) {
                    case KING -> rows == 1 && cols == 1;
                    case KNIGHT -> rows == 1 && cols == 2 || rows == 2 && cols == 1;
                };
                if (apart && s.digit(Cell.ofIndex(i, n)) == s.digit(Cell.ofIndex(j, n))) {
                    return Cell.ofIndex(i, n) + " and " + Cell.ofIndex(j, n) + " are " + move.phrase() + " apart and both hold "
                            + s.digit(Cell.ofIndex(i, n));
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return move.keyword();
    }
}
