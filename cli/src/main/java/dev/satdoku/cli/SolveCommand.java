package dev.satdoku.cli;

import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "solve", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Solve a puzzle and say whether its solution is unique.",
            "",
            "Prints the solved grid and a verdict: unique, multiple, none (proved unsolvable), found (with --first: "
                    + "one solution, uniqueness not checked) or timeout. Every printed grid has been re-checked by an "
                    + "independent rule checker that does not use the CNF.",
            "A file with several one-line puzzles is solved puzzle by puzzle.",
            "With --all (or --limit K) every solution is printed as soon as it is found and checked, then a summary "
                    + "line; with --json one object per solution, then a summary object with the status.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:solved, or proved to have no solution (also on timeout)",
            "1:bad input or I/O error",
            "2:usage error",
            "3:internal error",
            "10:with --sat-exit-codes: every puzzle has a solution",
            "20:with --sat-exit-codes: some puzzle has no solution",
            "130:interrupted by Ctrl-C (what was found so far is printed)",
        })
final class SolveCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    PuzzleList puzzleArgument;

    @Option(names = "--first", description = "Stop at the first solution; do not look for a second one.")
    boolean first;

    @Mixin
    JsonOption json;

    @Mixin
    TimeoutOption timeout;

    @Option(names = "--sat-exit-codes", description = "Exit with 10 when every puzzle has a solution and 20 when one "
            + "has none (SAT competition convention), 0 when undecided.")
    boolean satExitCodes;

    @Mixin
    EncodingMixin encoding;

    @Option(names = "--all", description = "Print every solution (up to --limit), each as soon as it is found.")
    boolean all;

    @Option(names = "--limit", converter = OptionValues.SolutionLimit.class, paramLabel = "K", description = "With --all: stop after K solutions (0 = all, the "
            + "default). Implies --all.")
    Long limit;

    @Mixin
    SolverMixin backend;

    @Mixin
    ColorMixin color;

    @Override
    public Integer call() throws Exception {
        Interruption.reportsPartialResults();
        List<Puzzle> puzzles = puzzleArgument.load();
        SizeWarning.check(spec.commandLine().getErr(), puzzles, encoding.options());
        if (all || limit != null) {
            return SolutionLister.listAll(spec, puzzles, limit == null ? 0 : limit, timeout.duration(), json.on,
                    new dev.satdoku.sat.Enumerator(encoding.options(), backend.backends()), color.style());
        }
        PuzzleSolver solver = new PuzzleSolver(encoding.options(), backend.backends());
        Duration timeLimit = timeout.duration();
        PrintWriter out = spec.commandLine().getOut();
        boolean anyNone = false;
        boolean anyUndecided = false;
        for (Puzzle puzzle : puzzles) {
            SolveReport report = solver.solve(puzzle, first ? 1 : 2, timeLimit);
            anyNone |= report.verdict() == Verdict.NONE;
            anyUndecided |= report.verdict() == Verdict.TIMEOUT && report.solutions().isEmpty();
            if (json.on) {
                var object = Answers.about(puzzle, "solve");
                object.putAll(Answers.solveReport(report, Interruption.stoppedStatus()));
                if (report.solutions().size() >= 2) {
                    DifferingCells differing = new DifferingCells();
                    report.solutions().forEach(differing::add);
                    object.putAll(Answers.differingCells(differing.cells()));
                }
                out.println(Json.line(object));
            } else {
                printText(out, report, puzzles.size() > 1, color.style());
            }
            out.flush();
            if (Interruption.requested()) {
                return ExitCodes.INTERRUPTED;
            }
        }
        backend.noteIfUnused(spec.commandLine().getErr());
        if (!satExitCodes) {
            return ExitCodes.OK;
        }
        return anyNone ? ExitCodes.UNSATISFIABLE : anyUndecided ? ExitCodes.OK : ExitCodes.SATISFIABLE;
    }

    static void printText(PrintWriter out, SolveReport r, boolean several, TerminalStyle style) {
        Puzzle p = r.puzzle();
        String headline = switch (r.verdict()) {
            case UNIQUE -> "unique solution";
            case MULTIPLE -> r.exhaustive() ? "multiple solutions: exactly " + r.solutions().size() : "multiple solutions (showing 2)";
            case NONE -> "no solution";
            case FOUND -> "solution found (uniqueness not checked: --first)";
            case TIMEOUT -> r.solutions().isEmpty() ? Interruption.stoppedStatus() + ": no verdict"
                    : Interruption.stoppedStatus() + " after finding a solution: uniqueness unknown";
        };
        out.println(p.name() + ": " + headline + p.metadata().verdictScope() + "  [" + p.layout().describe() + ", " + Counted.of(p.givenCount(), "given")
                + (p.rules().isEmpty() ? "" : ", " + Counted.of(p.rules().size(), "rule")) + "]");
        int i = 0;
        for (Solution s : r.solutions()) {
            if (r.solutions().size() > 1) {
                out.println("solution " + (++i) + ":");
            }
            out.print(TerminalGrid.solution(p, s, style));
        }
        if (r.solutions().size() >= 2) {
            DifferingCells differing = new DifferingCells();
            r.solutions().forEach(differing::add);
            out.print(differing.describe("the solutions shown"));
        }
        out.printf("CNF: %,d variables, %,d clauses%s; %d ms%n", r.after().variables(), r.after().clauses(),
                r.before().equals(r.after()) ? "" : String.format(" (%,d / %,d before simplification)", r.before().variables(),
                        r.before().clauses()), r.totalMillis());
        if (several) {
            out.println();
        }
    }
}
