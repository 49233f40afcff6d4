package dev.satdoku.format.fpuzzles;

import dev.satdoku.format.foreign.ExportProblems;
import dev.satdoku.format.foreign.NotExportable;
import dev.satdoku.format.foreign.ExportNormalForm;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.foreign.Translations;
import dev.satdoku.model.Decoration;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Metadata;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a puzzle as an f-puzzles document: size, metadata, givens ({@code given: true}), regions
 * (jigsaw maps and box shapes other than f-puzzles' default become {@code region} fields) and every
 * rule through {@link FRuleWriters}.
 *
 * <p>A rule f-puzzles cannot state is an error naming the rule and the line it was written on; with
 * {@code lossy} it is left out instead, reported in {@link FPuzzlesExport#dropped()} and listed at the
 * end of the document's rules text, so whoever opens the link is told too.
 *
 * <p>Every export is read back by the f-puzzles importer and compared with the puzzle
 * ({@link ExportNormalForm}); a difference is a satdoku bug and fails loudly rather than handing
 * out a link that means something else.
 */
public final class FPuzzlesExporter {

    /** f-puzzles' grid sizes. */
    public static final int MIN_SIZE = 3;
    public static final int MAX_SIZE = 16;

    private FPuzzlesExporter() {
    }

    public static FPuzzlesExport export(Puzzle puzzle, boolean lossy) {
        Layout layout = puzzle.layout();
        if (!layout.isSquare() || layout.isRaw() || !layout.hasDefaultValues()) {
            // Not even with --lossy: f-puzzles grids are square, keep rows and columns, and hold 1..N.
            throw new InputException(Origin.of(puzzle.name()), "f-puzzles cannot state this grid (" + layout.describe()
                    + "): it has square N x N grids holding 1..N with rows and columns only; convert to the native format instead");
        }
        int n = layout.rows();
        if (n < MIN_SIZE || n > MAX_SIZE) {
            throw new InputException(Origin.of(puzzle.name()), "f-puzzles grids are " + MIN_SIZE + "x" + MIN_SIZE + " to " + MAX_SIZE + "x"
                    + MAX_SIZE + "; this puzzle is " + n + "x" + n);
        }
        if (!puzzle.extraCells().isEmpty()) {
            ExtraCell v = puzzle.extraCells().get(0);
            // Not even with --lossy: leaving a variable out changes what the rules that use it mean.
            throw new InputException(v.origin(), "var " + v.name() + ": f-puzzles has no named variables"
                    + (puzzle.extraCells().size() > 1 ? " (this puzzle declares " + puzzle.extraCells().size() + ")" : "")
                    + ", so this puzzle cannot be written in f-puzzles");
        }
        FDocument doc = new FDocument(n);
        grid(doc, puzzle);
        List<Rule> kept = new ArrayList<>();
        ExportProblems problems = new ExportProblems("f-puzzles");
        for (int i = 0; i < puzzle.rules().size(); i++) {
            Rule rule = puzzle.rules().get(i);
            try {
                FRuleWriters.write(rule, doc, puzzle.layout());
                kept.add(rule);
            } catch (NotExportable e) {
                problems.add(puzzle.ruleOrigins().get(i), rule.toNative(), e.getMessage());
            }
        }
        if (!problems.isEmpty() && !lossy) {
            throw problems.error(puzzle.name(), " (--lossy leaves such rules out, with a warning and a note in the rules text)");
        }
        List<String> dropped = problems.dropped();
        List<Decoration> decorations = puzzle.metadata().decorations().stream()
                .filter(d -> d.cells().stream().allMatch(c -> c.inside(n, n))).toList();
        decorations.forEach(d -> FCosmetics.write(doc, d));
        metadata(doc, puzzle.metadata(), dropped);
        FPuzzlesExport export = new FPuzzlesExport(doc.root(), dropped);
        verify(export, puzzle, kept, decorations);
        return export;
    }

    private static void metadata(FDocument doc, Metadata m, List<String> dropped) {
        doc.text("title", m.title());
        doc.text("author", m.author());
        String rules = m.rulesText() == null ? "" : m.rulesText();
        if (!dropped.isEmpty()) {
            StringBuilder sb = new StringBuilder(rules.isBlank() ? "" : rules.strip() + "\n\n");
            sb.append("Not in this f-puzzles version (f-puzzles cannot state them; satdoku left them out):");
            dropped.forEach(d -> sb.append("\n- ").append(d));
            rules = sb.toString();
        }
        doc.text("ruleset", rules);
    }

    private static void grid(FDocument doc, Puzzle puzzle) {
        int n = puzzle.layout().rows();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                Cell cell = new Cell(r, c);
                int d = puzzle.given(cell);
                if (d != Puzzle.EMPTY) {
                    doc.cell(cell).put("value", d).put("given", true);
                }
            }
        }
        int[] regions = regionFields(puzzle.layout());
        if (regions != null) {
            for (int i = 0; i < regions.length; i++) {
                ObjectNode cell = doc.cell(Cell.ofIndex(i, n));
                if (regions[i] < 0) {
                    cell.putNull("region");
                } else {
                    cell.put("region", regions[i]);
                }
            }
        }
    }

    /**
     * The {@code region} field of every cell, or null when f-puzzles' default boxes say the same: its
     * default for a prime size is one region per row, which adds nothing to the rows themselves, so a
     * prime-sized grid without boxes needs no fields either.
     */
    static int[] regionFields(Layout layout) {
        int n = layout.rows();
        int[] regionOf = new int[n * n];
        for (int i = 0; i < regionOf.length; i++) {
            regionOf[i] = layout.regionOf(Cell.ofIndex(i, n));
        }
        int h = Layout.defaultBoxHeight(n);
        int w = n / h;
        int[] fDefault = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                fDefault[r * n + c] = (r / h) * h + c / w;
            }
        }
        int[] canonical = ExportNormalForm.canonical(regionOf);
        if (java.util.Arrays.equals(canonical, ExportNormalForm.canonical(fDefault))
                || h == 1 && layout.kind() == Layout.Kind.NONE) {
            return null;
        }
        return canonical;
    }

    /** Reads the document back and requires the same puzzle: a mismatch is a bug in the export. */
    private static void verify(FPuzzlesExport export, Puzzle puzzle, List<Rule> kept, List<Decoration> decorations) {
        Translation t = FPuzzlesTranslator.translate(export.document(), "the exported document", "");
        Puzzle back;
        try {
            back = Translations.parse(t);
        } catch (InputException e) {
            throw new IllegalStateException("the f-puzzles export of " + puzzle.name() + " does not read back: " + e.getMessage(), e);
        }
        ExportNormalForm.requireSame(puzzle.withRules(kept, null), back, "the f-puzzles export of " + puzzle.name());
        // f-puzzles keeps decorations by kind, so they read back grouped by kind: compare them as multisets.
        if (!counted(back.metadata().decorations()).equals(counted(decorations))) {
            throw new IllegalStateException("the f-puzzles export of " + puzzle.name() + " reads back with other decorations: "
                    + back.metadata().decorations() + " instead of " + decorations);
        }
    }

    private static java.util.Map<Decoration, Long> counted(List<Decoration> decorations) {
        return decorations.stream().collect(java.util.stream.Collectors.groupingBy(d -> d, java.util.stream.Collectors.counting()));
    }
}
