package dev.satdoku.format.iss;

import dev.satdoku.format.foreign.ExportNormalForm;
import dev.satdoku.format.foreign.ExportProblems;
import dev.satdoku.format.foreign.NotExportable;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.foreign.Translations;
import dev.satdoku.model.Cell;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a puzzle as an Interactive Sudoku Solver constraint string (shared/formats/iss.md section 2):
 * the shape and value range, the regions (default boxes, {@code RegionSize}, {@code NoBoxes}, a
 * {@code Jigsaw} layout), the givens and every rule through {@link IssWriters}. It is the inverse of
 * {@link IssImporter}: every export is read back by the importer and compared with the puzzle
 * ({@link ExportNormalForm}), and a difference is a satdoku bug that fails loudly rather than handing
 * out a string that means something else in ISS.
 *
 * <p>A rule ISS cannot state is an error naming the rule and its line; with {@code lossy} it is left
 * out instead, reported in {@link IssExport#dropped()} and listed in comment lines before the string
 * (ISS skips lines starting with {@code #}).
 */
public final class IssExporter {

    /** ISS grids have 1 to 16 rows and columns and at most 16 values, starting at 0 or 1 (iss.md 2.5). */
    public static final int MAX_SIDE = 16;

    private static final String REGION_CHARACTERS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

    private IssExporter() {
    }

    public static IssExport export(Puzzle puzzle, boolean lossy) {
        Layout layout = puzzle.layout();
        shapeSupported(puzzle);
        if (!puzzle.extraCells().isEmpty()) {
            ExtraCell v = puzzle.extraCells().get(0);
            // Not even with --lossy: leaving a variable out changes what the rules that use it mean.
            throw new InputException(v.origin(), "var " + v.name() + ": the ISS writer does not write named variables (ISS's .Var cells)"
                    + (puzzle.extraCells().size() > 1 ? " (this puzzle declares " + puzzle.extraCells().size() + ")" : "")
                    + ", so this puzzle cannot be written as an ISS string");
        }
        StringBuilder items = new StringBuilder();
        items.append(shape(layout));
        items.append(regions(puzzle));
        items.append(givens(puzzle));
        List<Rule> kept = new ArrayList<>();
        ExportProblems problems = new ExportProblems("ISS");
        for (int i = 0; i < puzzle.rules().size(); i++) {
            Rule rule = puzzle.rules().get(i);
            try {
                String written = IssWriters.write(rule, puzzle);
                items.append(written);
                kept.add(rule);
            } catch (NotExportable e) {
                problems.add(puzzle.ruleOrigins().get(i), rule.toNative(), e.getMessage());
            }
        }
        if (!problems.isEmpty() && !lossy) {
            throw problems.error(puzzle.name(), " (--lossy leaves such rules out, with a warning and a comment line in the output)");
        }
        // An empty string is no ISS puzzle; a lone empty item (a Given without arguments) states nothing.
        String constraints = items.length() == 0 ? "." : items.toString();
        StringBuilder text = new StringBuilder();
        if (puzzle.metadata().title() != null && !puzzle.metadata().title().isBlank()) {
            text.append("# ").append(puzzle.metadata().title().strip().replace('\n', ' ')).append('\n');
        }
        List<String> dropped = problems.dropped();
        if (!dropped.isEmpty()) {
            text.append("# Not in this ISS version (ISS cannot state them; satdoku left them out):\n");
            dropped.forEach(d -> text.append("# - ").append(d.replace('\n', ' ')).append('\n'));
        }
        IssExport export = new IssExport(constraints, text.append(constraints).append('\n').toString(), dropped);
        verify(export, puzzle, kept);
        return export;
    }

    /** Grids ISS has no shape for: refused whole, since no rule could be dropped to fix them. */
    private static void shapeSupported(Puzzle puzzle) {
        Layout l = puzzle.layout();
        String why = null;
        if (l.rows() > MAX_SIDE || l.cols() > MAX_SIDE) {
            why = "ISS grids have at most " + MAX_SIDE + " rows and columns";
        } else if (l.minValue() != 0 && l.minValue() != 1) {
            why = "ISS value ranges start at 0 or 1";
        } else if (l.valueCount() > MAX_SIDE) {
            why = "ISS grids hold at most " + MAX_SIDE + " values";
        } else if (!l.isRaw() && l.valueCount() < Math.max(l.rows(), l.cols())) {
            why = "an ISS Sudoku grid holds at least as many values as its longest side";
        }
        if (why != null) {
            throw new InputException(Origin.of(puzzle.name()), "ISS cannot state this grid (" + l.describe() + "): " + why);
        }
    }

    /** {@code .Shape~RxC[~range][~Raw]}, nothing for ISS's default 9x9 grid holding 1..9. */
    private static String shape(Layout l) {
        int side = Math.max(l.rows(), l.cols());
        boolean defaultRange = l.minValue() == 1 && l.maxValue() == side;
        if (l.rows() == 9 && l.cols() == 9 && defaultRange && !l.isRaw()) {
            return "";
        }
        String range = defaultRange ? "" : l.minValue() == 1 ? String.valueOf(l.maxValue()) : l.minValue() + "-" + l.maxValue();
        String s = ".Shape~" + l.rows() + "x" + l.cols();
        if (l.isRaw()) {
            return s + "~" + range + "~Raw";
        }
        return range.isEmpty() ? s : s + "~" + range;
    }

    /**
     * The regions: nothing when they are ISS's boxes for the grid; {@code .NoBoxes} for none;
     * {@code .RegionSize~S} when boxes of S cells are what ISS makes of that size; otherwise the
     * regions as a {@code .Jigsaw} layout (with {@code .NoBoxes}, which ISS needs beside a jigsaw).
     */
    private static String regions(Puzzle puzzle) {
        Layout l = puzzle.layout();
        int rows = l.rows();
        int cols = l.cols();
        int[] regionOf = new int[rows * cols];
        for (int i = 0; i < regionOf.length; i++) {
            regionOf[i] = l.regionOf(Cell.ofIndex(i, cols));
        }
        int[] canonical = ExportNormalForm.canonical(regionOf);
        boolean none = java.util.Arrays.stream(regionOf).allMatch(g -> g < 0);
        int side = Math.max(rows, cols);
        int[] issBoxes = Layout.defaultBoxes(rows, cols, side);
        if (l.isRaw()) {
            if (!none) {
                throw new InputException(Origin.of(puzzle.name()), "ISS cannot state this grid (" + l.describe()
                        + "): a Raw ISS grid has no regions");
            }
            return "";
        }
        if (none) {
            return issBoxes == null ? "" : ".NoBoxes";
        }
        if (issBoxes != null && java.util.Arrays.equals(canonical, ExportNormalForm.canonical(boxes(rows, cols, issBoxes)))) {
            return "";
        }
        Map<Integer, Integer> sizes = new LinkedHashMap<>();
        int filler = 0;
        for (int g : canonical) {
            if (g < 0) {
                filler++;
            } else {
                sizes.merge(g, 1, Integer::sum);
            }
        }
        int size = sizes.values().iterator().next();
        if (sizes.values().stream().anyMatch(s -> s != size) || size > l.valueCount() || filler == size
                || sizes.size() + (filler > 0 ? 1 : 0) > REGION_CHARACTERS.length()) {
            throw new InputException(Origin.of(puzzle.name()), "ISS cannot state these regions: its regions all have the same "
                    + "number of cells (at most the number of values), with at most one group of cells of another size in none");
        }
        String regionSize = size == side ? "" : ".RegionSize~" + size;
        int[] sized = Layout.defaultBoxes(rows, cols, size);
        if (filler == 0 && sized != null && java.util.Arrays.equals(canonical, ExportNormalForm.canonical(boxes(rows, cols, sized)))) {
            return regionSize;
        }
        StringBuilder layout = new StringBuilder();
        char fillerChar = REGION_CHARACTERS.charAt(sizes.size());
        for (int g : canonical) {
            layout.append(g < 0 ? fillerChar : REGION_CHARACTERS.charAt(g));
        }
        return regionSize + ".NoBoxes.Jigsaw~" + layout;
    }

    private static int[] boxes(int rows, int cols, int[] box) {
        int[] out = new int[rows * cols];
        int across = cols / box[1];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                out[r * cols + c] = (r / box[0]) * across + c / box[1];
            }
        }
        return out;
    }

    /** {@code .~R1C1_5~R2C4_1}: the givens, in reading order. */
    private static String givens(Puzzle puzzle) {
        Layout l = puzzle.layout();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < l.cellCount(); i++) {
            Cell c = Cell.ofIndex(i, l.cols());
            int d = puzzle.given(c);
            if (d != Puzzle.EMPTY) {
                sb.append('~').append(IssCells.id(c)).append('_').append(d);
            }
        }
        return sb.length() == 0 ? "" : "." + sb;
    }

    /** Reads the string back and requires the same puzzle: a mismatch is a bug in the export. */
    private static void verify(IssExport export, Puzzle puzzle, List<Rule> kept) {
        Puzzle back;
        try {
            Translation t = IssTranslator.translate(export.text(), "the exported ISS string");
            back = Translations.parse(t);
        } catch (InputException e) {
            throw new IllegalStateException("the ISS export of " + puzzle.name() + " does not read back: " + e.getMessage(), e);
        }
        ExportNormalForm.requireSame(puzzle.withRules(kept, null), back, "the ISS export of " + puzzle.name());
    }
}
