package dev.satdoku.cli;

import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.SolvePath;
import dev.satdoku.sat.StepFinder;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "hint", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "The next step of a puzzle, from the puzzle and the solver's progress (--progress-grid): the same step "
                    + "'satdoku steps' would take next, with the elements that force it.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:a hint, or none (solved, not unique, case split, timeout: see the status)",
            "1:bad input (also a progress digit that is not the solution's), or an external solver missing or failing",
            "2:usage error",
            "3:internal error",
        })
final class HintCommand implements Callable<Integer> {

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
    SolverMixin solver;

    @Mixin
    EncodingMixin encoding;

    @Override
    public Integer call() throws Exception {
        Puzzle puzzle = puzzleArgument.load();
        int[] progress = progressGrid.progress(spec.commandLine().getErr(), puzzle);
        SolvePath path = new StepFinder(encoding.options(), solver.backends())
                .hint(puzzle, progress, stepOptions.settings(timeout.duration()));
        PrintWriter out = spec.commandLine().getOut();
        if (json.on) {
            Map<String, Object> m = Answers.about(puzzle, "hint");
            m.putAll(Answers.path(path, Interruption.stoppedStatus()));
            out.println(Json.line(m));
        } else if (path.status() == SolvePath.Status.SOLVED && path.steps().isEmpty()) {
            out.println(puzzle.name() + ": already solved");
        } else {
            StepsCommand.print(out, path, false);
        }
        out.flush();
        return ExitCodes.OK;
    }
}
