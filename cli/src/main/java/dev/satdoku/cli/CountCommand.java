package dev.satdoku.cli;

import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.Enumerator;
import dev.satdoku.sat.Progress;
import dev.satdoku.sat.Verdict;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "count", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Count the solutions of a puzzle, up to a limit: by default 2, which answers 'is the solution unique?'.",
            "",
            "Statuses: unique (exactly one, proved), multiple (at least two; all of them when the search got to the "
                    + "end), none (proved unsolvable), found (one, with --limit 1), timeout or interrupted (the count "
                    + "so far is a lower bound, never a verdict).",
            "What is counted: distinct solutions, a solution being the digits of every cell plus the values of the "
                    + "puzzle's named variables and its shading when it has them. After each solution the solver gets "
                    + "a clause excluding exactly that assignment of cell digits (and variables and shading); "
                    + "auxiliary variables of the encoding (order literals, sums, counters) are never part of it, so "
                    + "one grid is never counted twice. Each solution is re-checked by the independent rule checker.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:counted (also when the count stopped at the limit or at the timeout; see the status)",
            "1:bad input, or an external solver missing or failing",
            "2:usage error",
            "3:internal error",
            "130:interrupted by Ctrl-C (the count so far is printed)",
        })
final class CountCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    PuzzleList puzzleArgument;

    @Option(names = "--limit", converter = OptionValues.SolutionLimit.class, paramLabel = "K", defaultValue = "2",
            description = "Stop after K solutions; 0 counts them all (default: ${DEFAULT-VALUE}, enough for uniqueness).")
    long limit;

    @Mixin
    JsonOption json;

    @Mixin
    TimeoutOption timeout;

    @Mixin
    ProgressOption progress;

    @Mixin
    SolverMixin solver;

    @Mixin
    EncodingMixin encoding;

    @Override
    public Integer call() throws Exception {
        Interruption.reportsPartialResults();
        Duration timeLimit = timeout.duration();
        List<Puzzle> puzzles = puzzleArgument.load();
        SizeWarning.check(spec.commandLine().getErr(), puzzles, encoding.options());
        Enumerator enumerator = new Enumerator(encoding.options(), solver.backends());
        PrintWriter out = spec.commandLine().getOut();
        ProgressLine line = progress.line(spec.commandLine().getErr());
        Progress shown = ProgressOption.of(line);
        for (int i = 0; i < puzzles.size(); i++) {
            Puzzle puzzle = puzzles.get(i);
            DifferingCells differing = new DifferingCells();
            long[] found = {0};
            String which = puzzles.size() > 1 ? "puzzle " + (i + 1) + " of " + puzzles.size() + ", " : "";
            String of = limit == 0 ? "" : String.format(Locale.ROOT, " (limit %,d)", limit);
            Supplier<String> text = () -> String.format(Locale.ROOT, "count: %s%,d solutions so far%s", which, found[0], of);
            shown.show(text);
            Enumerator.Enumeration e = enumerator.enumerate(puzzle, limit, timeLimit, s -> {
                differing.add(s);
                found[0]++;
                shown.show(text);
            });
            ProgressOption.finish(line);
            if (json.on) {
                Map<String, Object> object = json(e, limit, "count");
                if (e.count() >= 2) {
                    object.putAll(Answers.differingCells(differing.cells()));
                }
                out.println(Json.line(object));
            } else {
                out.println(puzzle.name() + ": " + describe(e, limit) + puzzle.metadata().verdictScope() + "  [" + e.totalMillis() + " ms]");
                if (e.count() >= 2) {
                    out.print(differing.describe("the " + e.count() + " solutions found"));
                }
            }
            out.flush();
            if (Interruption.requested()) {
                break;
            }
        }
        solver.noteIfUnused(spec.commandLine().getErr());
        return Interruption.exitCode(ExitCodes.OK);
    }

    static String describe(Enumerator.Enumeration e, long limit) {
        long c = e.count();
        String solutions = Counted.of(c, "solution");
        return switch (e.verdict()) {
            case UNIQUE -> "unique: exactly 1 solution";
            case NONE -> "none: no solution";
            case FOUND -> "found: 1 solution (--limit 1: uniqueness not checked)";
            case MULTIPLE -> e.ending() == Enumerator.Ending.EXHAUSTED ? "multiple: exactly " + solutions
                    : "multiple: at least " + solutions + " (stopped at --limit " + limit + ")";
            case TIMEOUT -> Interruption.stoppedStatus() + ": at least " + solutions + " found so far; no verdict";
        };
    }

    /** The count's answer; {@code command} is the command that counted (count, or solve --all for its closing line). */
    static Map<String, Object> json(Enumerator.Enumeration e, long limit, String command) {
        Map<String, Object> m = Answers.about(e.puzzle(), command);
        m.putAll(Answers.count(e, limit, Interruption.stoppedStatus()));
        return m;
    }
}
