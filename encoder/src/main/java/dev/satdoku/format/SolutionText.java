package dev.satdoku.format;

import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import dev.satdoku.syntax.Token;
import dev.satdoku.syntax.Tokenizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a proposed solution: the values as one R*C-character word or as R rows (a grid printed by
 * {@code satdoku solve}, ASCII or box-drawing borders and colour codes included, reads back), then
 * optionally {@code shading} followed by N*N shading characters ({@code #} or {@code W} shaded,
 * {@code .} or {@code L} unshaded; on those rows {@code #} is a mark, not a comment) and
 * {@code NAME=VALUE} words for named variables, and {@code regions} followed by one region label per
 * cell ({@code 1}-{@code 9}, then {@code A}-{@code Z}, then {@code a}-{@code z}) when the regions are
 * found while solving (chaos construction). Lines containing a colon are labels and are skipped.
 * Also writes solutions in that form.
 */
public final class SolutionText {

    private static final java.util.regex.Pattern ANSI = java.util.regex.Pattern.compile("\u001b\\[[0-9;]*m");

    private SolutionText() {
    }

    public static Solution parse(String text, Puzzle puzzle, String source) {
        String[] lines = text.split("\r\n|\n|\r", -1);
        return parse(lines, 0, lines.length, puzzle, source);
    }

    /** Parses lines [from, to) of a larger file (used for expected-result files). */
    public static Solution parse(String[] lines, int from, int to, Puzzle puzzle, String source) {
        Layout layout = puzzle.layout();
        int cellCount = layout.cellCount();
        List<GridBlock.CellText> digits = new ArrayList<>();
        List<Origin> digitOrigins = new ArrayList<>();
        List<GridBlock.CellText> shading = null;
        List<Origin> shadingOrigins = new ArrayList<>();
        Map<String, Integer> variables = new LinkedHashMap<>();
        boolean inShading = false;
        List<GridBlock.CellText> regions = null;
        List<Origin> regionOrigins = new ArrayList<>();
        for (int i = from; i < to; i++) {
            // Colour codes of a grid printed with --color=always are not part of the solution.
            String raw = ANSI.matcher(lines[i]).replaceAll("");
            // On shading rows '#' is a mark (shaded), not a comment, so those rows are read raw until
            // the block has its N*N marks; the output of 'satdoku solve' then reads back.
            if (regions != null && regions.size() < cellCount && !raw.isBlank()) {
                Origin at = new Origin(source, i + 1, 1, raw);
                for (GridBlock.CellText c : marks(raw, 0)) {
                    regions.add(c);
                    regionOrigins.add(at);
                }
                continue;
            }
            if (inShading && shading.size() < cellCount && !raw.isBlank()) {
                Origin at = new Origin(source, i + 1, 1, raw);
                for (GridBlock.CellText c : marks(raw, 0)) {
                    shading.add(c);
                    shadingOrigins.add(at);
                }
                continue;
            }
            String body = Tokenizer.stripComment(raw).strip();
            // Lines with a colon are labels ("puzzle.sudoku: unique solution", "CNF: ..."), as printed
            // by 'satdoku solve', so its output reads back as a solution.
            if (body.isEmpty() || GridBlock.isDecoration(raw) || body.contains(":")) {
                continue;
            }
            Origin at = new Origin(source, i + 1, 1, raw);
            List<Token> tokens = Tokenizer.tokenize(raw);
            if (tokens.get(0).text().toLowerCase(Locale.ROOT).equals("regions")) {
                inShading = false;
                regions = new ArrayList<>();
                for (GridBlock.CellText c : marks(raw, tokens.get(0).column() - 1 + "regions".length())) {
                    regions.add(c);
                    regionOrigins.add(at);
                }
                continue;
            }
            if (tokens.get(0).text().toLowerCase(Locale.ROOT).equals("shading")) {
                inShading = true;
                shading = new ArrayList<>();
                for (GridBlock.CellText c : marks(raw, tokens.get(0).column() - 1 + "shading".length())) {
                    shading.add(c);
                    shadingOrigins.add(at);
                }
                continue;
            }
            if (tokens.get(0).isOption()) {
                for (Token t : tokens) {
                    String[] kv = t.text().split("=", 2);
                    if (!t.isOption()) {
                        throw new InputException(at.atColumn(t.column()), "expected NAME=VALUE, found '" + t.text() + "'");
                    }
                    try {
                        variables.put(kv[0], Integer.parseInt(kv[1]));
                    } catch (NumberFormatException e) {
                        throw new InputException(at.atColumn(t.column()), "value of " + kv[0] + " must be an integer, found '" + kv[1] + "'");
                    }
                }
                continue;
            }
            List<GridBlock.CellText> cells = GridBlock.cells(raw);
            List<GridBlock.CellText> target = inShading ? shading : digits;
            List<Origin> origins = inShading ? shadingOrigins : digitOrigins;
            target.addAll(cells);
            for (int k = 0; k < cells.size(); k++) {
                origins.add(at);
            }
        }
        if (digits.size() != cellCount) {
            throw new InputException(Origin.of(source), "a solution of a " + layout.rows() + "x" + layout.cols() + " grid needs "
                    + cellCount + " values, found " + digits.size());
        }
        int[] values = new int[cellCount];
        for (int i = 0; i < values.length; i++) {
            values[i] = GridBlock.digit(digits.get(i), layout, digitOrigins.get(i));
        }
        boolean[] shaded = null;
        if (shading != null) {
            if (shading.size() != cellCount) {
                throw new InputException(Origin.of(source), "shading needs " + cellCount + " cells, found " + shading.size());
            }
            shaded = new boolean[cellCount];
            for (int i = 0; i < shaded.length; i++) {
                String s = shading.get(i).text();
                if ("#WwXx1S".contains(s)) {
                    shaded[i] = true;
                } else if (!".LlOo0_-".contains(s)) {
                    throw new InputException(shadingOrigins.get(i).atColumn(shading.get(i).column()),
                            "'" + s + "' is not a shading mark (# or W for shaded, . or L for unshaded)");
                }
            }
        }
        int[] labels = null;
        if (regions != null) {
            if (regions.size() != cellCount) {
                throw new InputException(Origin.of(source), "regions need " + cellCount + " labels, found " + regions.size());
            }
            labels = new int[cellCount];
            for (int i = 0; i < labels.length; i++) {
                labels[i] = REGION_LABELS.indexOf(regions.get(i).text()) + 1;
                if (labels[i] == 0) {
                    throw new InputException(regionOrigins.get(i).atColumn(regions.get(i).column()),
                            "'" + regions.get(i).text() + "' is not a region label (1-9, A-Z, a-z)");
                }
            }
        }
        for (ExtraCell v : puzzle.extraCells()) {
            if (!variables.containsKey(v.name())) {
                throw new InputException(Origin.of(source), "the solution gives no value for extra cell " + v.name() + " (write " + v.name() + "=VALUE)");
            }
        }
        return new Solution(layout, values, variables, shaded, labels);
    }

    /** Region labels 1, 2, ... as written: one character each. */
    private static final String REGION_LABELS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    /** The character of a region label, or '?' past the 61 that have one. */
    public static char regionChar(int label) {
        return label >= 1 && label <= REGION_LABELS.length() ? REGION_LABELS.charAt(label - 1) : '?';
    }

    /** One mark per character of {@code line} from {@code from} on, skipping spaces and '|'; columns 1-based. */
    private static List<GridBlock.CellText> marks(String line, int from) {
        List<GridBlock.CellText> out = new ArrayList<>();
        for (int k = from; k < line.length(); k++) {
            char ch = line.charAt(k);
            if (!Character.isWhitespace(ch) && ch != '|') {
                out.add(new GridBlock.CellText(String.valueOf(ch), k + 1));
            }
        }
        return out;
    }

    /** The solution as text that {@link #parse} reads back: a grid, shading and variables. */
    public static String format(Solution s) {
        return GridText.render(s.layout(), s.digits()) + extras(s);
    }

    /** What follows the grid: the {@code shading} line and the variables' values, when the solution has them. */
    public static String extras(Solution s) {
        StringBuilder sb = new StringBuilder();
        if (s.hasShading()) {
            sb.append("shading ");
            for (boolean b : s.shading()) {
                sb.append(b ? '#' : '.');
            }
            sb.append('\n');
        }
        if (s.hasRegions()) {
            int cols = s.layout().cols();
            int[] labels = s.regions();
            sb.append("regions\n");
            for (int i = 0; i < labels.length; i++) {
                sb.append(regionChar(labels[i])).append((i + 1) % cols == 0 ? "\n" : " ");
            }
        }
        if (!s.variables().isEmpty()) {
            StringBuilder vars = new StringBuilder();
            s.variables().forEach((k, v) -> vars.append(vars.length() == 0 ? "" : " ").append(k).append('=').append(v));
            sb.append(vars).append('\n');
        }
        return sb.toString();
    }
}
