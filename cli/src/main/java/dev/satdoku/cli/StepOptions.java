package dev.satdoku.cli;

import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.StepFinder;
import dev.satdoku.syntax.InputException;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options of solve paths, declared once: the case-split bound (for {@code steps}, {@code hint} and
 * {@code batch --rate}) and, in {@link Progress}, the solver's progress (for {@code steps} and {@code hint}).
 */
final class StepOptions {

    @Option(names = "--bound", converter = OptionValues.AtLeastOne.class, paramLabel = "COST", defaultValue = "" + StepFinder.DEFAULT_BOUND,
            description = "A step dearer than this is a case split (default: ${DEFAULT-VALUE}).")
    int bound;

    @Option(names = "--case-splits", description = "Go on past a step dearer than --bound, marking it as a case split.")
    boolean caseSplits;

    StepFinder.Settings settings(Duration timeout) {
        return new StepFinder.Settings(bound, caseSplits, timeout);
    }

    /** {@code --progress-grid}: the digits the solver has placed. */
    static final class Progress {

        @Option(names = "--progress-grid", paramLabel = "GRID", description = "The solver's progress: digits placed so far, "
                + "as a puzzle of the same grid in any input format (a file, or a one-line grid such as 81 characters with "
                + "'.' for empty); its givens count as facts. Each must be the solution's digit.")
        String grid;

        /** The progress grid's digits per cell (Puzzle.EMPTY where none), or null without the option. */
        int[] progress(PrintWriter err, Puzzle puzzle) throws IOException {
            if (grid == null) {
                return null;
            }
            List<Puzzle> grids = PuzzleArgs.load(err, grid);
            if (grids.size() != 1) {
                throw new InputException(null, "--progress-grid: expected one grid, got " + grids.size() + " in " + grid);
            }
            Puzzle p = grids.get(0);
            if (p.layout().rows() != puzzle.layout().rows() || p.layout().cols() != puzzle.layout().cols()) {
                throw new InputException(null, "--progress-grid: the grid is " + p.layout().describe() + ", the puzzle "
                        + puzzle.layout().describe());
            }
            return p.givens();
        }
    }
}
