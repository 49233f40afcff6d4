package dev.satdoku.format;

import dev.satdoku.model.Layout;
import dev.satdoku.model.NamedVariable;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.DigitCodec;
import java.util.LinkedHashMap;
import java.util.Map;

/** Writes a puzzle in the native format; {@link NativeParser} reads it back to an equal puzzle. */
public final class NativeWriter {

    private NativeWriter() {
    }

    public static String write(Puzzle puzzle) {
        StringBuilder sb = new StringBuilder();
        Layout layout = puzzle.layout();
        int n = layout.size();
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
        sb.append("size ").append(n).append('\n');
        switch (layout.kind()) {
            case BOXES -> {
                if (!layout.equals(Layout.standard(n))) {
                    sb.append("boxes ").append(layout.boxHeight()).append('x').append(layout.boxWidth()).append('\n');
                }
            }
            case NONE -> {
                if (!layout.equals(Layout.standard(n))) {
                    sb.append("boxes none\n");
                }
            }
            case JIGSAW -> writeRegions(sb, layout);
        }
        sb.append("givens\n");
        int[] givens = puzzle.givens();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int d = givens[r * n + c];
                if (n > 9) {
                    sb.append(c > 0 ? " " : "").append(String.format("%2s", d == 0 ? "." : Integer.toString(d)));
                } else {
                    sb.append(DigitCodec.encode(d));
                }
            }
            sb.append('\n');
        }
        for (NamedVariable v : puzzle.variables()) {
            sb.append("var ").append(v.name()).append(' ').append(v.min()).append("..").append(v.max()).append('\n');
        }
        for (Rule rule : puzzle.rules()) {
            sb.append(rule.toNative()).append('\n');
        }
        return sb.toString();
    }

    private static void writeRegions(StringBuilder sb, Layout layout) {
        int n = layout.size();
        String symbols = "ABCDEFGHIJKLMNOPQRSTUVWXY";
        Map<Integer, Character> names = new LinkedHashMap<>();
        sb.append("regions\n");
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int g = layout.regionOf(new dev.satdoku.model.Cell(r, c));
                sb.append(g < 0 ? '.' : names.computeIfAbsent(g, k -> symbols.charAt(names.size())));
            }
            sb.append('\n');
        }
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ');
    }
}
