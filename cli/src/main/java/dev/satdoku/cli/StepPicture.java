package dev.satdoku.cli;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.render.CellMarks;
import dev.satdoku.render.Highlights;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.Fact;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SolvePath;
import dev.satdoku.sat.Step;
import dev.satdoku.sat.StepFinder;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * {@code render --step N}: the grid before step N of the solve path (the digits earlier steps placed,
 * in blue), the step's elements shaded, the cells it sets or eliminates from highlighted, with the
 * placed digit or the eliminated digits (small) in them.
 */
final class StepPicture {

    /** What the renderer draws: the digits placed so far, the elements, the step's cells. */
    record Drawing(Solution placed, Highlights highlights, CellMarks marks) {
    }

    private StepPicture() {
    }

    static Drawing of(Puzzle puzzle, int n, Duration timeout, StepFinder.Settings settings) {
        if (n < 1) {
            throw new InputException(null, "--step must be at least 1, got " + n);
        }
        SolvePath path = new StepFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new)
                .first(puzzle, null, new StepFinder.Settings(settings.bound(), settings.caseSplits(), timeout), n);
        if (path.status() == SolvePath.Status.NOT_UNIQUE) {
            throw new InputException(Origin.of(puzzle.name()), (path.solutions() == 0 ? "has no solution" : "has multiple solutions")
                    + ", so there is no solve path to draw");
        }
        if (path.steps().size() < n) {
            throw new InputException(Origin.of(puzzle.name()), "the solve path has " + path.steps().size() + " steps ("
                    + Answers.pathStatus(path, Interruption.stoppedStatus()) + "), so there is no step " + n);
        }
        int[] digits = new int[puzzle.layout().cellCount()];
        Arrays.fill(digits, Solution.MISSING);
        for (Step s : path.steps().subList(0, n - 1)) {
            for (Fact f : s.deduced()) {
                if (f.placed()) {
                    digits[puzzle.layout().index(f.cell())] = f.digit();
                }
            }
        }
        Step step = path.steps().get(n - 1);
        List<List<Cell>> elements = new ArrayList<>();
        for (Selectors.Element e : step.clues()) {
            elements.add(ExplainPicture.cells(e, puzzle.layout()));
        }
        for (Fact f : step.facts()) {
            elements.add(List.of(f.cell()));
        }
        CellMarks marks = new CellMarks();
        for (Fact f : step.deduced()) {
            marks.highlight(f.cell());
            if (f.placed()) {
                marks.fixed(f.cell(), f.digit());
            } else {
                marks.candidate(f.cell(), f.digit());
            }
        }
        boolean eliminates = step.deduced().stream().anyMatch(f -> !f.placed());
        List<String> legend = List.of("step " + n + ": " + step.deducedText() + " (" + step.kind().text() + ", cost " + step.cost() + ")",
                "red shading: its " + (step.clues().size() + step.facts().size()) + " elements: " + step.elementsText(),
                "yellow: the cells it " + (eliminates ? "eliminates from (small digits: the digits it rules out)" : "sets"));
        return new Drawing(new Solution(puzzle.layout(), digits, Map.of(), null), new Highlights(elements, List.of(), legend), marks);
    }
}
