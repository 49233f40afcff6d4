package dev.satdoku.cli;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.render.Highlights;
import dev.satdoku.sat.ConflictExplainer;
import dev.satdoku.sat.Explanation;
import dev.satdoku.sat.Repairs;
import dev.satdoku.sat.Sat4jBackend;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code render --explain}: the explanation and repairs of {@code explain}, as marks on the picture. */
final class ExplainPicture {

    private static final Pattern CELL = Pattern.compile("\\br(\\d+)c(\\d+)\\b");

    private ExplainPicture() {
    }

    /** Null (with a note) when there is nothing to mark: the puzzle has a solution, or no verdict in time. */
    static Highlights highlights(Puzzle puzzle, Duration timeout, List<String> notes) {
        Explanation e = new ConflictExplainer(EncodingOptions.DEFAULTS, Sat4jBackend::new).explain(puzzle, timeout, 2);
        switch (e.status()) {
            case SOLVABLE -> {
                notes.add("--explain: the puzzle has a solution, so there is no conflict to draw");
                return null;
            }
            case TIMEOUT -> {
                notes.add("--explain: stopped by --timeout before a minimal conflict was proved; nothing marked");
                return null;
            }
            default -> { }
        }
        List<List<Cell>> conflict = new ArrayList<>();
        for (Selectors.Element el : e.elements()) {
            conflict.add(cells(el, puzzle.layout()));
        }
        List<String> legend = new ArrayList<>();
        legend.add("red shading: the " + Counted.of(e.elements().size(), "clue") + " of a minimal conflict (they cannot all hold together)");
        List<List<Cell>> repairs = new ArrayList<>();
        Repairs r = e.repairs();
        if (r != null) {
            int rank = 0;
            for (Repairs.Repair x : r.repairs()) {
                rank++;
                List<Cell> cells = new ArrayList<>();
                List<String> labels = new ArrayList<>();
                for (Selectors.Element el : x.removed()) {
                    cells.addAll(cells(el, puzzle.layout()));
                    labels.add(el.label());
                }
                repairs.add(cells);
                legend.add("orange " + rank + ": remove " + String.join(" + ", labels) + " -> "
                        + (x.unique() ? "unique solution" : x.count() >= x.countLimit() ? x.countLimit() + "+ solutions" : x.count()
                        + " solutions"));
            }
            if (r.repairs().isEmpty()) {
                legend.add("no repair of at most 2 clues found" + (r.cappedBy() == null ? "" : " (" + r.cappedBy() + ")"));
            } else if (!r.complete()) {
                legend.add("repair search capped (" + r.cappedBy() + "): there may be more");
            }
        }
        return new Highlights(conflict, repairs, legend);
    }

    /** The cells an element mentions: a given's cell, a house's cells, or every cell named in the rule's native line. */
    static List<Cell> cells(Selectors.Element el, dev.satdoku.model.Layout layout) {
        List<Cell> out = new ArrayList<>();
        if (el instanceof Selectors.Given g) {
            out.add(g.cell());
        } else if (el instanceof Selectors.HouseElement h) {
            out.addAll(h.house().cells());
        } else {
            Matcher m = CELL.matcher(el.label());
            while (m.find()) {
                int row = Integer.parseInt(m.group(1)) - 1;
                int col = Integer.parseInt(m.group(2)) - 1;
                Cell c = new Cell(row, col);
                if (layout.contains(c) && !out.contains(c)) {
                    out.add(c);
                }
            }
        }
        return out;
    }
}
