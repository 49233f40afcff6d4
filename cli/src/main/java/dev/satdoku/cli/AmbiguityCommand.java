package dev.satdoku.cli;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.Ambiguity;
import dev.satdoku.sat.AmbiguityFinder;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.TrueCandidates;
import dev.satdoku.sat.Verdict;
import dev.satdoku.syntax.DigitCodec;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "ambiguity", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "For a puzzle with several solutions: the cells in which the solutions differ, and the givens that would "
                    + "make it unique.",
            "",
            "The true candidates are found first; the cells with two or more are exactly those where some two "
                    + "solutions differ (marked * in the grid, with their candidates listed). Then, for each candidate "
                    + "of such a cell, one incremental solver counts the solutions with that digit there, up to 2, "
                    + "under an assumption (solutions met are shared between the questions). Suggested: every given "
                    + "(cell, digit) that alone makes the puzzle unique; when none does, those that leave the fewest "
                    + "solutions, counted up to --count-limit.",
            "A unique or unsolvable puzzle is reported as such (nothing to disambiguate).",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:answered (see the status: multiple, unique, none, timeout)",
            "1:bad input, or an external solver missing or failing",
            "2:usage error",
            "3:internal error",
            "130:interrupted by Ctrl-C (what was proved so far is printed)",
        })
final class AmbiguityCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    OnePuzzle puzzleArgument;

    @Option(names = "--max-suggestions", converter = OptionValues.AtLeastOne.class, paramLabel = "N", defaultValue = "" + AmbiguityFinder.DEFAULT_MAX_SUGGESTIONS,
            description = "List at most N suggested givens (default: ${DEFAULT-VALUE}); the output says how many there are.")
    int maxSuggestions;

    @Option(names = "--count-limit", converter = OptionValues.AtLeastTwo.class, paramLabel = "K", defaultValue = "" + AmbiguityFinder.DEFAULT_COUNT_LIMIT,
            description = "When no single given makes the puzzle unique, count the solutions each given leaves up to K "
                    + "(default: ${DEFAULT-VALUE}); a count of K means at least K.")
    int countLimit;

    @Mixin
    JsonOption json;

    @Mixin
    TimeoutOption timeout;

    @Mixin
    ProgressOption progress;

    @Mixin
    SolverMixin solver;

    /**
     * Without --timeout the search still stops: a sparse draft can have thousands of candidates to ask about,
     * each a solver call, and a setter wants an answer in about a minute rather than none.
     */
    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    /** How many undecided candidate givens a stopped answer names in text (JSON names all). */
    private static final int SHOWN_UNDECIDED = 30;

    @Mixin
    EncodingMixin encoding;

    @Override
    public Integer call() throws Exception {
        Interruption.reportsPartialResults();
        Puzzle puzzle = puzzleArgument.load();
        SizeWarning.check(spec.commandLine().getErr(), puzzle, encoding.options());
        Duration limit = timeout.duration() == null ? DEFAULT_TIMEOUT : timeout.duration();
        ProgressLine line = progress.line(spec.commandLine().getErr());
        Ambiguity a = new AmbiguityFinder(encoding.options(), solver.backends()).withProgress(ProgressOption.of(line))
                .find(puzzle, limit, countLimit, maxSuggestions);
        ProgressOption.finish(line);
        PrintWriter out = spec.commandLine().getOut();
        if (json.on) {
            out.println(Json.line(json(a)));
        } else {
            printText(out, a);
        }
        out.flush();
        return Interruption.exitCode(ExitCodes.OK);
    }

    private static String status(Ambiguity a) {
        return a.verdict() == Verdict.TIMEOUT ? Interruption.stoppedStatus() : a.verdict().label();
    }

    private static String candidates(TrueCandidates tc, Cell c, String sep) {
        List<String> ds = new ArrayList<>();
        for (int d = tc.puzzle().layout().minValue(); d <= tc.puzzle().layout().maxValue(); d++) {
            if (tc.isPossible(c, d)) {
                ds.add(String.valueOf(DigitCodec.encode(d)));
            }
        }
        return String.join(sep, ds);
    }

    private static void printText(PrintWriter out, Ambiguity a) {
        String name = a.puzzle().name();
        String scope = a.puzzle().metadata().verdictScope();
        String cost = "  [" + a.totalMillis() + " ms, " + Counted.of(a.candidates().solverCalls() + a.solverCalls(), "solver call") + "]";
        switch (a.verdict()) {
            case UNIQUE -> {
                out.println(name + ": unique" + scope + ": exactly 1 solution, nothing to disambiguate" + cost);
                return;
            }
            case NONE -> {
                out.println(name + ": none" + scope + ": no solution (run 'satdoku explain' to see which clues conflict)" + cost);
                return;
            }
            case TIMEOUT -> {
                if (a.differing().isEmpty()) {
                    out.println(name + ": " + status(a) + ": no answer yet (the candidates were not finished)" + cost);
                    return;
                }
                out.println(name + ": " + status(a) + scope + ": multiple solutions, differing in " + Counted.of(a.differing().size(), "cell")
                        + " (marked *); the suggestions were not finished" + cost);
            }
            default -> out.println(name + ": multiple" + scope + ": the solutions differ in " + Counted.of(a.differing().size(), "cell")
                    + " (marked *; the other cells are the same in every solution)" + cost);
        }
        dev.satdoku.model.Layout layout = a.puzzle().layout();
        out.print(DifferingCells.grid(layout, i -> {
            Cell cell = layout.cellAt(i);
            return a.differing().contains(cell) ? '*' : DigitCodec.encode(a.candidates().fixedDigit(cell));
        }));
        out.println("cells that differ, with the digits they take:");
        for (Cell c : a.differing()) {
            out.println("  " + c + ": " + candidates(a.candidates(), c, " or "));
        }
        if (!a.complete() && !a.unanswered().isEmpty()) {
            List<String> open = a.unanswered().stream().map(x -> x.cell() + "=" + DigitCodec.encode(x.digit())).toList();
            int shown = Math.min(open.size(), SHOWN_UNDECIDED);
            out.println(a.answered().size() + " of " + Counted.of(a.answered().size() + open.size(), "candidate given")
                    + " decided; " + open.size() + " undecided" + (shown < open.size() ? " (the first " + shown
                    + "; --json lists them all)" : "") + ":");
            printWrapped(out, open.subList(0, shown));
        }
        if (a.suggestions().isEmpty()) {
            return;
        }
        String shown = a.capped() ? " (showing " + a.suggestions().size() + " of " + a.suggestionTotal()
                + "; --max-suggestions N for more)" : "";
        if (a.unique()) {
            out.println((a.suggestionTotal() == 1 ? "1 given makes" : a.suggestionTotal() + " givens make, each alone,")
                    + " the puzzle unique" + shown + ":");
        } else {
            int k = a.suggestions().get(0).count();
            out.println("no single given makes the puzzle unique; these leave the fewest solutions ("
                    + (k >= a.countLimit() ? "at least " : "") + k + " each)" + shown + ":");
        }
        printWrapped(out, a.suggestions().stream().map(s -> s.cell() + "=" + DigitCodec.encode(s.digit())).toList());
    }

    /** Givens such as r1c2=3, indented, several to a line. */
    private static void printWrapped(PrintWriter out, List<String> givens) {
        StringBuilder line = new StringBuilder(" ");
        for (String g : givens) {
            if (line.length() > 70) {
                out.println(line);
                line = new StringBuilder(" ");
            }
            line.append(' ').append(g);
        }
        out.println(line);
    }

    private static Map<String, Object> json(Ambiguity a) {
        Map<String, Object> m = Answers.about(a.puzzle(), "ambiguity");
        m.putAll(Answers.ambiguity(a, Interruption.stoppedStatus()));
        return m;
    }
}
