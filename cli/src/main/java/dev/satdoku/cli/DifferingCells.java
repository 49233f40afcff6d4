package dev.satdoku.cli;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.DigitCodec;
import java.util.ArrayList;
import java.util.List;

/**
 * The cells in which the solutions seen so far differ, kept in two arrays (the first solution's digits
 * and a flag per cell) so that counting any number of solutions costs no memory per solution.
 */
final class DifferingCells {

    private int[] first;
    private boolean[] differs;
    private dev.satdoku.model.Layout layout;

    void add(Solution s) {
        int[] d = s.digits();
        if (first == null) {
            first = d;
            differs = new boolean[d.length];
            layout = s.layout();
            return;
        }
        for (int i = 0; i < d.length; i++) {
            differs[i] |= d[i] != first[i];
        }
    }

    List<Cell> cells() {
        List<Cell> out = new ArrayList<>();
        for (int i = 0; differs != null && i < differs.length; i++) {
            if (differs[i]) {
                out.add(layout.cellAt(i));
            }
        }
        return out;
    }

    List<String> names() {
        return cells().stream().map(Cell::toString).toList();
    }

    /** The grid with the digits all solutions seen share, and {@code *} where they differ. */
    String grid() {
        return grid(layout, i -> differs[i] ? '*' : DigitCodec.encode(first[i]));
    }

    /** A plain grid, one character per cell, space-separated; "  " indented; the letters' key below. */
    static String grid(dev.satdoku.model.Layout layout, java.util.function.IntFunction<Character> cell) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < layout.rows(); r++) {
            sb.append(' ');
            for (int c = 0; c < layout.cols(); c++) {
                sb.append(' ').append(cell.apply(r * layout.cols() + c));
            }
            sb.append('\n');
        }
        return sb.append(CandidateGrid.letterKey(layout)).toString();
    }

    /** The text lines after several solutions: the differing cells marked in a grid and listed. */
    String describe(String what) {
        List<String> names = names();
        return what + " differ in " + Counted.of(names.size(), "cell") + ", marked * ('satdoku ambiguity': all of them, and the givens "
                + "that settle it):\n" + grid() + "  " + String.join(" ", names) + "\n";
    }
}
