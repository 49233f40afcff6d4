package dev.satdoku.cli;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.CandidatesFinder;
import dev.satdoku.sat.TrueCandidates;
import dev.satdoku.sat.Verdict;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "candidates", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Print the true candidates of every cell: the digits it holds in at least one solution.",
            "",
            "Cells fixed in every solution (the backbone) are marked '*'. One incremental solver does all the work: "
                    + "every solution it finds confirms all of its digits at once, and one call under an activation "
                    + "literal asks for a solution using any candidate not yet confirmed; when there is none, every "
                    + "remaining candidate is ruled out at once. A unique puzzle costs about as much as a uniqueness "
                    + "check.",
            "With --counts each candidate also gets the number of solutions using it, up to --count-limit (shown "
                    + "'K+' when the cap is reached).",
            "Statuses: unique, multiple, none (no solution: no candidates), timeout or interrupted (candidates "
                    + "confirmed so far are real; cells marked '?' may hold more).",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:candidates printed (also for an unsolvable puzzle, or after a timeout; see the status)",
            "1:bad input, or an external solver missing or failing",
            "2:usage error",
            "3:internal error",
            "130:interrupted by Ctrl-C (the candidates confirmed so far are printed)",
        })
final class CandidatesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    OnePuzzle puzzleArgument;

    @Option(names = "--counts", description = "Also count the solutions using each candidate, up to --count-limit.")
    boolean counts;

    @Option(names = "--count-limit", converter = OptionValues.AtLeastOne.class, paramLabel = "K", defaultValue = "10",
            description = "Cap for --counts (default: ${DEFAULT-VALUE}).")
    int countLimit;

    @Mixin
    JsonOption json;

    @Mixin
    TimeoutOption timeout;

    @Mixin
    SolverMixin solver;

    @Mixin
    EncodingMixin encoding;

    @Mixin
    ColorMixin color;

    @Override
    public Integer call() throws Exception {
        Interruption.reportsPartialResults();
        Puzzle puzzle = puzzleArgument.load();
        SizeWarning.check(spec.commandLine().getErr(), puzzle, encoding.options());
        TrueCandidates tc = new CandidatesFinder(encoding.options(), solver.backends())
                .find(puzzle, timeout.duration(), counts ? countLimit : 0);
        PrintWriter out = spec.commandLine().getOut();
        if (json.on) {
            out.println(Json.line(json(tc)));
        } else {
            printText(out, tc, color.style());
        }
        out.flush();
        return Interruption.exitCode(ExitCodes.OK);
    }

    private static String status(TrueCandidates tc) {
        return tc.verdict() == Verdict.TIMEOUT ? Interruption.stoppedStatus() : tc.verdict().label();
    }

    private static void printText(PrintWriter out, TrueCandidates tc, TerminalStyle style) {
        Puzzle p = tc.puzzle();
        int cellCount = p.layout().cellCount();
        String headline = switch (tc.verdict()) {
            case NONE -> "no solution, so no candidates (try 'satdoku explain')";
            case UNIQUE -> "unique solution: every cell is fixed";
            case MULTIPLE -> "multiple solutions: " + tc.fixedCount() + " of " + Counted.of(cellCount, "cell") + " fixed";
            default -> status(tc) + ": candidates are partial (" + tc.solutionsSeen() + " solutions seen); cells marked ? may "
                    + "hold more digits";
        };
        out.println(p.name() + ": " + headline + p.metadata().verdictScope() + "  [" + tc.totalMillis() + " ms, "
                + Counted.of(tc.solverCalls(), "solver call") + "]");
        if (tc.verdict() == Verdict.NONE) {
            return;
        }
        out.print(TerminalGrid.candidates(tc, style));
        out.print(CandidateGrid.letterKey(p.layout()));
        if (tc.counts() != null) {
            out.println("solutions: " + capped(tc.solutionCount(), tc.countLimit()) + "; each fixed cell is in all of them");
            for (int i = 0; i < cellCount; i++) {
                Cell cell = p.layout().cellAt(i);
                if (tc.isFixed(cell)) {
                    continue;
                }
                StringBuilder sb = new StringBuilder("  " + cell + ":");
                for (int d = p.layout().minValue(); d <= p.layout().maxValue(); d++) {
                    if (tc.isPossible(cell, d)) {
                        sb.append(' ').append(d).append(" in ").append(capped(tc.counts()[i][d], tc.countLimit())).append(',');
                    }
                }
                sb.setLength(sb.length() - 1);
                out.println(sb);
            }
        }
    }

    /** A count with its cap: "3", "10+" at the cap, "?" when unfinished. */
    private static String capped(int count, int limit) {
        return count < 0 ? "?" : count >= limit ? limit + "+" : String.valueOf(count);
    }

    private static Map<String, Object> json(TrueCandidates tc) {
        Map<String, Object> m = Answers.about(tc.puzzle(), "candidates");
        m.putAll(Answers.candidates(tc, Interruption.stoppedStatus()));
        return m;
    }
}
