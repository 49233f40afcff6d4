package dev.satdoku.rules.global;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Anti-taxicab: a digit x never appears at taxicab distance exactly x from another x (distance = rows
 * apart plus columns apart). Every pair of cells is covered, those in one row or column too (ISS relies
 * on its rows and columns for those, which is the same on sudoku grids). Values below 1 have no
 * distance to keep. Encoding: for each pair of cells at distance d inside the value range, the binary
 * clause "not both d".
 */
public record AntiTaxicab() implements Rule {

    public static final RuleType TYPE = RuleType.of("antitaxicab", List.of(), "antitaxicab",
            "a digit x never appears at taxicab distance exactly x (rows plus columns apart) from another x", args -> new AntiTaxicab())
            .withReference("a digit x never appears at taxicab distance exactly x from another x, the distance being the rows "
                    + "apart plus the columns apart (a 1 has no orthogonal neighbour 1, a 2 no 2 two steps away, ...)");

    @Override
    public String keyword() {
        return "antitaxicab";
    }

    @Override
    public void encode(EncodingContext ctx) {
        Layout layout = ctx.layout();
        int rows = layout.rows();
        int cols = layout.cols();
        for (int i = 0; i < rows * cols; i++) {
            for (int j = i + 1; j < rows * cols; j++) {
                Cell a = new Cell(i / cols, i % cols);
                Cell b = new Cell(j / cols, j % cols);
                int d = Math.abs(a.row() - b.row()) + Math.abs(a.col() - b.col());
                if (d >= Math.max(1, layout.minValue()) && d <= layout.maxValue()) {
                    ctx.clause(-ctx.cell(a).eq(d), -ctx.cell(b).eq(d));
                }
            }
        }
    }

    /** From the words: for every cell, look at every other cell holding the same positive digit. */
    @Override
    public String violation(Solution s) {
        Layout layout = s.layout();
        for (int r1 = 0; r1 < layout.rows(); r1++) {
            for (int c1 = 0; c1 < layout.cols(); c1++) {
                int x = s.digit(r1, c1);
                for (int r2 = 0; r2 < layout.rows(); r2++) {
                    for (int c2 = 0; c2 < layout.cols(); c2++) {
                        if ((r2 != r1 || c2 != c1) && s.digit(r2, c2) == x && x > 0 && Math.abs(r1 - r2) + Math.abs(c1 - c2) == x) {
                            return "antitaxicab: " + new Cell(r1, c1) + " and " + new Cell(r2, c2) + " both hold " + x + " and are " + x
                                    + " steps apart";
                        }
                    }
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "antitaxicab";
    }
}
