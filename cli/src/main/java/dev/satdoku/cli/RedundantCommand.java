package dev.satdoku.cli;

import dev.satdoku.encode.Selectors;
import dev.satdoku.format.SolutionText;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.Redundancy;
import dev.satdoku.sat.RedundancyFinder;
import dev.satdoku.sat.Verdict;
import dev.satdoku.syntax.Origin;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "redundant", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "For a unique puzzle: which givens and rules can each be removed with the solution staying unique, and a "
                    + "minimal set of clues that still forces the solution.",
            "",
            "The puzzle is encoded once with every given and rule behind its own selector literal; the grid (one digit "
                    + "per cell, rows, columns, regions) always holds. After the solution is found, a clause excluding "
                    + "it is added under an activation literal, and 'is the solution still unique without clue X' is "
                    + "one solver call under every other clue's selector: no other solution means X is redundant. "
                    + "Clues outside the solver's first proof of uniqueness (its core) are redundant without a call.",
            "Redundant clues are redundant one at a time: removing two of them together may not keep the solution "
                    + "unique. The minimal set is greedy: starting from that core, clues are tried in the puzzle's order "
                    + "(givens in reading order, then rules as written) and dropped while the rest still forces the "
                    + "solution. Without any one clue of the set the puzzle has several solutions; another order may "
                    + "give a smaller set.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:answered (see the status: unique, multiple, none, timeout)",
            "1:bad input, or an external solver missing or failing",
            "2:usage error",
            "3:internal error",
            "130:interrupted by Ctrl-C (what was proved so far is printed)",
        })
final class RedundantCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    OnePuzzle puzzleArgument;

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

    static final String ORDER = Answers.REDUNDANCY_ORDER;

    @Override
    public Integer call() throws Exception {
        Interruption.reportsPartialResults();
        Puzzle puzzle = puzzleArgument.load();
        SizeWarning.check(spec.commandLine().getErr(), puzzle, encoding.options());
        ProgressLine line = progress.line(spec.commandLine().getErr());
        Redundancy r = new RedundancyFinder(encoding.options(), solver.backends()).withProgress(ProgressOption.of(line))
                .find(puzzle, timeout.duration());
        ProgressOption.finish(line);
        PrintWriter out = spec.commandLine().getOut();
        if (json.on) {
            out.println(Json.line(json(r)));
        } else {
            printText(out, r);
        }
        out.flush();
        return Interruption.exitCode(ExitCodes.OK);
    }

    private static String status(Redundancy r) {
        return r.status() == Verdict.TIMEOUT ? Interruption.stoppedStatus() : r.status().label();
    }

    private static void printText(PrintWriter out, Redundancy r) {
        String name = r.puzzle().name();
        String scope = r.puzzle().metadata().verdictScope();
        String cost = "  [" + r.totalMillis() + " ms, " + Counted.of(r.solverCalls(), "solver call") + "]";
        switch (r.status()) {
            case NONE -> {
                out.println(name + ": none" + scope + ": no solution, so no clue can be judged (run 'satdoku explain')" + cost);
                return;
            }
            case MULTIPLE -> {
                out.println(name + ": multiple" + scope + ": the puzzle is not unique, so no clue is redundant (run 'satdoku ambiguity' "
                        + "to see where the solutions differ)" + cost);
                return;
            }
            case TIMEOUT -> out.println(name + ": " + status(r) + ": the answer is not complete" + cost);
            default -> out.println(name + ": unique" + scope + ", " + Counted.of(r.elements().size(), "clue") + " (" + Counted.of(r.puzzle().givenCount(), "given")
                    + ", " + Counted.of(r.puzzle().rules().size(), "rule") + ")" + cost);
        }
        if (!r.complete()) {
            printDecided(out, r);
        }
        if (r.status() == Verdict.TIMEOUT && r.solution() == null) {
            return;
        }
        out.println(r.redundant().isEmpty() ? "no clue can be removed: each one is needed for uniqueness"
                : r.redundant().size() == 1 ? "1 clue can be removed, the solution staying unique:"
                : r.redundant().size() + " clues can each be removed alone, the solution staying unique "
                        + "(not necessarily together):");
        for (Selectors.Element e : r.redundant()) {
            out.println("  " + describe(e));
        }
        if (!r.minimalSet().isEmpty()) {
            // Two short lines rather than one of 180 characters: the claim, then how the set was chosen.
            out.println("a minimal set of " + Counted.of(r.minimalSet().size(), "clue") + " that forces the solution; without any one of "
                    + "them there are several solutions");
            out.println("(" + ORDER + "):");
            for (Selectors.Element e : r.minimalSet()) {
                out.println("  " + describe(e));
            }
        }
        if (r.solution() != null && r.status() == Verdict.UNIQUE) {
            out.println("solution:");
            out.print(SolutionText.format(r.solution()));
        }
    }

    /** A partial answer: how many clues are decided, and each undecided one by its text. */
    static void printDecided(PrintWriter out, Redundancy r) {
        int decided = r.redundant().size() + r.needed().size();
        if (r.undecided().isEmpty()) {
            // Every clue was judged alone; what the time cut short is the minimal set, which is then not printed.
            out.println("every clue decided (" + r.redundant().size() + " redundant, " + r.needed().size()
                    + " needed); the minimal clue set was not finished in time");
            return;
        }
        out.println(decided + " of " + Counted.of(r.elements().size(), "clue") + " decided: " + r.redundant().size() + " redundant, "
                + r.needed().size() + " needed; " + r.undecided().size() + " undecided"
                + (r.status() == Verdict.UNIQUE ? " (each ran out of its share of --timeout)" : "") + ":");
        for (Selectors.Element e : r.undecided()) {
            out.println("  " + describe(e));
        }
    }

    /** The element by itself (never the whole source line, which for one-line inputs is the whole puzzle). */
    private static String describe(Selectors.Element e) {
        Origin o = e.origin();
        return e.label() + (o.known() || !o.source().equals(Origin.NONE.source()) ? "  (" + o.location() + ")" : "");
    }

    private static Map<String, Object> json(Redundancy r) {
        Map<String, Object> m = Answers.about(r.puzzle(), "redundant");
        m.putAll(Answers.redundancy(r, Interruption.stoppedStatus()));
        return m;
    }
}
