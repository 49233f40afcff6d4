package dev.satdoku.format;

import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.DigitCodec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Writes a puzzle in the native format; {@link NativeParser} reads it back to an equal puzzle. */
public final class NativeWriter {

    private NativeWriter() {
    }

    /**
     * The warning for what native text leaves out of a puzzle: its decorations (drawing data without a
     * rule meaning, which the native format has no line for); null when it has none.
     */
    public static String dropped(Puzzle puzzle) {
        int n = puzzle.metadata().decorations().size();
        return n == 0 ? null : "native text does not keep the " + n + " decoration" + (n == 1 ? "" : "s")
                + " drawn without a rule; pictures of this file will not show them (the f-puzzles export keeps them)";
    }

    public static String write(Puzzle puzzle) {
        StringBuilder sb = new StringBuilder();
        Layout layout = puzzle.layout();
        if (puzzle.metadata().title() != null) {
            sb.append("title ").append(oneLine(puzzle.metadata().title())).append('\n');
        }
        if (puzzle.metadata().author() != null) {
            sb.append("author ").append(oneLine(puzzle.metadata().author())).append('\n');
        }
        if (puzzle.metadata().rulesText() != null) {
            for (String line : puzzle.metadata().rulesText().split("\r?\n")) {
                sb.append("ruleset ").append(line).append('\n');
            }
        }
        writeShape(sb, layout);
        sb.append("givens\n");
        int[] givens = puzzle.givens();
        boolean numbers = layout.maxValue() > 9;
        for (int r = 0; r < layout.rows(); r++) {
            for (int c = 0; c < layout.cols(); c++) {
                int d = givens[r * layout.cols() + c];
                if (numbers) {
                    sb.append(c > 0 ? " " : "").append(String.format("%2s", d == Puzzle.EMPTY ? "." : Integer.toString(d)));
                } else {
                    sb.append(DigitCodec.encode(d));
                }
            }
            sb.append('\n');
        }
        for (ExtraCell v : puzzle.extraCells()) {
            sb.append("var ").append(v.name()).append(' ').append(v.min()).append("..").append(v.max()).append('\n');
        }
        writeBoards(sb, puzzle.extraCells());
        for (Rule rule : puzzle.rules()) {
            sb.append(rule.toNative()).append('\n');
        }
        return sb.toString();
    }

    /**
     * The {@code size}, {@code values}, {@code raw} and {@code boxes} or {@code regions} lines: only
     * what differs from the defaults besides the size, so classic puzzles keep their short header.
     */
    private static void writeShape(StringBuilder sb, Layout layout) {
        sb.append("size ").append(layout.isSquare() ? String.valueOf(layout.rows()) : layout.dimensions()).append('\n');
        if (!layout.hasDefaultValues()) {
            sb.append("values ").append(layout.minValue()).append("..").append(layout.maxValue()).append('\n');
        }
        if (layout.isRaw()) {
            sb.append("raw\n");
        }
        Layout standard = Layout.standard(layout.rows(), layout.cols());
        switch (layout.kind()) {
            case BOXES -> {
                // A raw grid has no default boxes, so its boxes are always written.
                if (layout.isRaw() || standard.kind() != Layout.Kind.BOXES || standard.boxHeight() != layout.boxHeight()
                        || standard.boxWidth() != layout.boxWidth()) {
                    sb.append("boxes ").append(layout.boxHeight()).append('x').append(layout.boxWidth()).append('\n');
                }
            }
            case NONE -> {
                // A raw grid has no boxes by definition; others say so when the default would have some.
                if (!layout.isRaw() && standard.kind() != Layout.Kind.NONE) {
                    sb.append("boxes none\n");
                }
            }
            case JIGSAW -> writeRegions(sb, layout);
        }
    }

    private static void writeRegions(StringBuilder sb, Layout layout) {
        String symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        Map<Integer, Character> names = new LinkedHashMap<>();
        sb.append("regions\n");
        for (int r = 0; r < layout.rows(); r++) {
            for (int c = 0; c < layout.cols(); c++) {
                int g = layout.regionOf(new dev.satdoku.model.Cell(r, c));
                sb.append(g < 0 ? '.' : names.computeIfAbsent(g, k -> symbols.charAt(names.size())));
            }
            sb.append('\n');
        }
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ');
    }

    /** One {@code board} line per board of extra cells, its cells in reading order. */
    private static void writeBoards(StringBuilder sb, List<ExtraCell> extraCells) {
        Map<String, List<dev.satdoku.model.Cell>> boards = new java.util.LinkedHashMap<>();
        for (ExtraCell v : extraCells) {
            if (v.cell().isOnBoard()) {
                boards.computeIfAbsent(v.cell().board(), b -> new java.util.ArrayList<>()).add(v.cell());
            }
        }
        for (Map.Entry<String, List<dev.satdoku.model.Cell>> b : boards.entrySet()) {
            List<dev.satdoku.model.Cell> cells = new java.util.ArrayList<>(b.getValue());
            cells.sort(java.util.Comparator.comparingInt(dev.satdoku.model.Cell::boardRow).thenComparingInt(dev.satdoku.model.Cell::boardCol));
            int rows = cells.stream().mapToInt(dev.satdoku.model.Cell::boardRow).max().orElse(0) + 1;
            int cols = cells.stream().mapToInt(dev.satdoku.model.Cell::boardCol).max().orElse(0) + 1;
            sb.append("board ").append(b.getKey()).append(' ').append(rows).append('x').append(cols);
            cells.forEach(c -> sb.append(' ').append(c.name()));
            sb.append('\n');
        }
    }
}
