package dev.satdoku.cli;

import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.Fact;
import dev.satdoku.sat.Progress;
import dev.satdoku.sat.SolvePath;
import dev.satdoku.sat.Step;
import dev.satdoku.sat.StepFinder;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "steps", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Solve a puzzle step by step, the way a person would, and rate it: one line per step, each with the "
                    + "minimal set of houses, givens, rules and earlier facts that forces it.",
            "",
            "Singles come first (a cell with one digit left; a digit with one place left in a house); otherwise the "
                    + "cheapest deduction the solver finds, looking at the elements around each cell first. A step's cost "
                    + "is the sum of its elements' weights (fact 1, given 1, house 2, rule over at most 4 cells 3, longer rule "
                    + "5); the difficulty is the dearest step, with the total and the number of steps. A step dearer than "
                    + "--bound is a case split: the path stops there unless --case-splits is given. See docs/steps.md.",
            "The final grid is checked against the solution by the independent checker.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:a path (solved, stopped at a case split, or timeout), or the puzzle is not unique (see the status)",
            "1:bad input, or an external solver missing or failing",
            "2:usage error",
            "3:internal error",
        })
final class StepsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    OnePuzzle puzzleArgument;

    @Mixin
    StepOptions stepOptions;

    @Mixin
    StepOptions.Progress progressGrid;

    @Mixin
    JsonOption json;

    @Mixin
    TimeoutOption timeout;

    @Mixin
    ProgressOption progressLine;

    @Mixin
    SolverMixin solver;

    @Mixin
    EncodingMixin encoding;

    @Override
    public Integer call() throws Exception {
        Puzzle puzzle = puzzleArgument.load();
        int[] progress = progressGrid.progress(spec.commandLine().getErr(), puzzle);
        PrintWriter err = spec.commandLine().getErr();
        int[] count = {0, 0};
        ProgressLine line = progressLine.line(err);
        Progress shown = ProgressOption.of(line);
        Supplier<String> text = () -> "steps: " + Counted.of(count[0], "step") + " found, " + Counted.of(count[1], "digit") + " placed";
        shown.show(text);
        SolvePath path = new StepFinder(encoding.options(), solver.backends())
                .path(puzzle, progress, stepOptions.settings(timeout.duration()), s -> {
                    count[0]++;
                    count[1] += (int) s.deduced().stream().filter(Fact::placed).count();
                    shown.show(text);
                });
        ProgressOption.finish(line);
        PrintWriter out = spec.commandLine().getOut();
        if (json.on) {
            Map<String, Object> m = Answers.about(puzzle, "steps");
            m.putAll(Answers.path(path, Interruption.stoppedStatus()));
            out.println(Json.line(m));
        } else {
            print(out, path, true);
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The path as text: one numbered line per step, then how it ended and the difficulty; a hint (not numbered) is its one step. */
    static void print(PrintWriter out, SolvePath path, boolean numbered) {
        String name = path.puzzle().name();
        String cost = "  [" + path.millis() + " ms, " + Counted.of(path.solverCalls(), "solver call") + "]";
        if (path.status() == SolvePath.Status.NOT_UNIQUE) {
            out.println(name + ": " + (path.solutions() == 0 ? "no solution (try 'satdoku explain')"
                    : "multiple solutions, so no path of deductions (try 'satdoku ambiguity')") + cost);
            return;
        }
        int i = 0;
        for (Step s : path.steps()) {
            i++;
            out.println((numbered ? String.format("%3d. ", i) : "") + s.text());
        }
        if (!numbered && path.status() == SolvePath.Status.SOLVED) {
            out.println(name + ": the next step" + cost);
            return;
        }
        String end = switch (path.status()) {
            case SOLVED -> "solved";
            case CASE_SPLIT -> "stopped: the next step costs more than " + path.bound()
                    + " (needs a case split; --case-splits goes on, --bound raises the limit)";
            case TIMEOUT -> Interruption.stoppedStatus() + " after " + Counted.of(path.steps().size(), "step");
            case NOT_UNIQUE -> "";
        };
        out.println(name + ": " + end + "; difficulty: " + path.difficulty().text() + cost);
    }
}
