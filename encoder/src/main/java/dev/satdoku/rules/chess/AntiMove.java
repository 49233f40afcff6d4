package dev.satdoku.rules.chess;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;

/**
 * Anti-king or anti-knight: cells a king's (knight's) move apart hold different digits. Encoding:
 * for every such pair, the not-equal relation as binary clauses (one per digit).
 *
 * @param move which piece
 */
public record AntiMove(Move move) implements Rule {

    @Override
    public String keyword() {
        return move.keyword();
    }

    @Override
    public void encode(EncodingContext ctx) {
        for (Cell[] pair : move.pairs(ctx.size())) {
            IntVar a = ctx.cell(pair[0]);
            IntVar b = ctx.cell(pair[1]);
            ctx.forbiddenPairs(a, b, (x, y) -> x != y);
        }
    }

    @Override
    public String violation(Solution s) {
        for (Cell[] pair : move.pairs(s.size())) {
            int d = s.digit(pair[0]);
            if (d == s.digit(pair[1])) {
                return pair[0] + " and " + pair[1] + " are " + move.phrase() + " apart and both hold " + d;
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return move.keyword();
    }
}
