package dev.satdoku.rules.sum;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A diagonal direction as written in the native format: u/d = row -/+ 1, l/r = column -/+ 1. */
public enum Diagonal {
    UL(-1, -1), UR(-1, 1), DL(1, -1), DR(1, 1);

    private final int dRow;
    private final int dCol;

    Diagonal(int dRow, int dCol) {
        this.dRow = dRow;
        this.dCol = dCol;
    }

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Diagonal of(String word) {
        return valueOf(word.toUpperCase(Locale.ROOT));
    }

    /** The cells inside an R x C grid met walking from {@code start} (excluded) in this direction. */
    public List<Cell> walk(Cell start, int rows, int cols) {
        List<Cell> out = new ArrayList<>();
        Cell c = start.plus(dRow, dCol);
        while (c.inside(rows, cols)) {
            out.add(c);
            c = c.plus(dRow, dCol);
        }
        return out;
    }
}
