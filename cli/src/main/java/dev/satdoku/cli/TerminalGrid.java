package dev.satdoku.cli;

import dev.satdoku.format.GridText;
import dev.satdoku.format.SolutionText;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.TrueCandidates;
import dev.satdoku.syntax.DigitCodec;

/**
 * Grids for a terminal: the same rows and box borders as the plain ASCII pictures ({@link GridText},
 * {@link CandidateGrid}), drawn with box-drawing characters ({@code ┌─┬─┐ │ ├─┼─┤ └─┴─┘}) and, when
 * colour is on, givens in bold and solved digits in blue. Grids without regular boxes get an outer
 * frame. Without box drawing the output is exactly the ASCII one, so pipes, files and tests see no
 * difference; both forms read back with {@code satdoku check}.
 */
final class TerminalGrid {

    private TerminalGrid() {
    }

    /** A solution as {@code satdoku solve} prints it: the grid, then shading and variables. */
    static String solution(Puzzle puzzle, Solution s, TerminalStyle style) {
        if (!style.boxDrawing()) {
            return SolutionText.format(s);
        }
        Layout layout = s.layout();
        String[] texts = new String[layout.cellCount()];
        String[] colours = new String[layout.cellCount()];
        for (int i = 0; i < texts.length; i++) {
            Cell c = layout.cellAt(i);
            texts[i] = dev.satdoku.format.GridText.cellText(layout, s.digit(c));
            colours[i] = puzzle.given(c) != Puzzle.EMPTY ? TerminalStyle.GIVEN : TerminalStyle.SOLVED;
        }
        return grid(layout, texts, colours, layout.maxValue() > 9 ? 2 : 1, true, style) + SolutionText.extras(s);
    }

    /** True candidates: given cells bold, other fixed cells blue. */
    static String candidates(TrueCandidates tc, TerminalStyle style) {
        if (!style.boxDrawing()) {
            return CandidateGrid.render(tc);
        }
        Puzzle p = tc.puzzle();
        String[] texts = new String[p.layout().cellCount()];
        String[] colours = new String[p.layout().cellCount()];
        int width = 1;
        for (int i = 0; i < texts.length; i++) {
            Cell c = p.layout().cellAt(i);
            texts[i] = CandidateGrid.cellText(tc, c);
            colours[i] = p.given(c) != Puzzle.EMPTY ? TerminalStyle.GIVEN : tc.isFixed(c) ? TerminalStyle.SOLVED : null;
            width = Math.max(width, texts[i].length());
        }
        return grid(p.layout(), texts, colours, width, false, style);
    }

    /**
     * The grid of cell texts, each padded to {@code width} (right-aligned numbers, left-aligned
     * candidate lists), in box-drawing characters: box borders for regular boxes, an outer frame otherwise.
     */
    static String grid(Layout layout, String[] texts, String[] colours, int width, boolean rightAlign, TerminalStyle style) {
        int rows = layout.rows();
        int n = layout.cols();
        boolean boxes = layout.kind() == Layout.Kind.BOXES && layout.boxWidth() < n;
        int bw = boxes ? layout.boxWidth() : n;
        int bh = boxes ? layout.boxHeight() : rows;
        int span = bw * (width + 1) + 1;
        String bar = style.paint("│", TerminalStyle.BORDER);
        StringBuilder sb = new StringBuilder(border("┌", "┬", "┐", n / bw, span, style)).append('\n');
        for (int r = 0; r < rows; r++) {
            sb.append(bar);
            for (int c = 0; c < n; c++) {
                String t = texts[r * n + c];
                String pad = " ".repeat(width - t.length());
                String painted = style.paint(t, colours[r * n + c]);
                sb.append(' ').append(rightAlign ? pad + painted : painted + pad);
                if ((c + 1) % bw == 0) {
                    sb.append(' ').append(bar);
                }
            }
            sb.append('\n');
            if ((r + 1) % bh == 0 && r + 1 < rows) {
                sb.append(border("├", "┼", "┤", n / bw, span, style)).append('\n');
            }
        }
        return sb.append(border("└", "┴", "┘", n / bw, span, style)).append('\n').toString();
    }

    private static String border(String left, String join, String right, int boxes, int span, TerminalStyle style) {
        StringBuilder sb = new StringBuilder(left);
        for (int b = 0; b < boxes; b++) {
            sb.append("─".repeat(span)).append(b + 1 < boxes ? join : right);
        }
        return style.paint(sb.toString(), TerminalStyle.BORDER);
    }
}
