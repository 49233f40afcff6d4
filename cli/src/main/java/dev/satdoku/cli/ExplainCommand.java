package dev.satdoku.cli;

import dev.satdoku.encode.Selectors;
import dev.satdoku.format.SolutionText;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.ConflictExplainer;
import dev.satdoku.sat.Explanation;
import dev.satdoku.syntax.Origin;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "explain", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Explain why a puzzle has no solution: name a minimal set of givens and rules that already conflict.",
            "",
            "Every given and every rule is put behind its own selector literal; the grid itself (one digit per cell, "
                    + "distinct digits in rows, columns and regions) always holds. The solver's unsat core is shrunk "
                    + "by deletion (each element is dropped in turn; when the rest still conflicts, the new core "
                    + "replaces the old one) until removing any one element makes the rest solvable: the set printed "
                    + "is minimal, and the wrong clue is almost always in it. Each element is printed with its "
                    + "position (file:line:column) and the text of its line.",
            "The conflicting set does not say which clue is wrong. Repairs do: the smallest sets of clues whose removal "
                    + "leaves a solution ('remove any ONE of these and the puzzle has a solution'), found in the same solver "
                    + "(every repair must remove one clue of every conflicting set; each candidate is checked by one solve), "
                    + "with the number of solutions then left, unique ones first.",
            "Imported one-line inputs (ISS, 3x3::k: killers) show each element by its own item and column, never the whole line.",
            "Givens that clash in one row, column or region are accepted here (solve and count reject them as a typo).",
            "When the puzzle has a solution, explain says so; use 'satdoku count' to check that it is unique.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:explained, or the puzzle has a solution (see the status), or timeout",
            "1:bad input, or an external solver missing or failing",
            "2:usage error",
            "3:internal error",
            "130:interrupted by Ctrl-C (the smallest conflicting set found so far is printed)",
        })
final class ExplainCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    OnePuzzle puzzleArgument;

    @Mixin
    JsonOption json;

    @Mixin
    TimeoutOption timeout;

    @Option(names = "--repairs", converter = OptionValues.AtLeastZero.class, paramLabel = "K", defaultValue = "2", description = "After the conflict, look for "
            + "repairs: the smallest sets of clues (at most K, default ${DEFAULT-VALUE}; 0 = none) whose removal leaves a "
            + "solution, each with the solutions then left (unique first), and for a wrong given the digits that would "
            + "make the puzzle unique. Stops at the first size that has repairs; says when capped by K, --timeout or "
            + "the call limit.")
    int repairSize;

    @Mixin
    ProgressOption progress;

    @Mixin
    SolverMixin solver;

    @Mixin
    EncodingMixin encoding;

    @Override
    public Integer call() throws Exception {
        Interruption.reportsPartialResults();
        Puzzle puzzle = puzzleArgument.loadAllowingClashes(); // clashing givens are the finding, not bad input
        SizeWarning.check(spec.commandLine().getErr(), puzzle, encoding.options());
        ProgressLine line = progress.line(spec.commandLine().getErr());
        Explanation e = new ConflictExplainer(encoding.options(), solver.backends()).withProgress(ProgressOption.of(line))
                .explain(puzzle, timeout.duration(), repairSize);
        ProgressOption.finish(line);
        PrintWriter out = spec.commandLine().getOut();
        if (json.on) {
            out.println(Json.line(json(e)));
        } else {
            printText(out, e);
        }
        out.flush();
        return Interruption.exitCode(ExitCodes.OK);
    }

    private static String status(Explanation e) {
        return switch (e.status()) {
            case CONFLICT -> "conflict";
            case SOLVABLE -> "solvable";
            case TIMEOUT -> Interruption.stoppedStatus();
        };
    }

    private static void printText(PrintWriter out, Explanation e) {
        String name = e.puzzle().name();
        String cost = "  [" + e.totalMillis() + " ms, " + Counted.of(e.solverCalls(), "solver call") + (e.usedCores() ? "" : ", deletion only")
                + "]";
        switch (e.status()) {
            case SOLVABLE -> {
                out.println(name + ": the puzzle has a solution, so there is no conflict to explain; run 'satdoku count' "
                        + "to check that it is unique" + cost);
                out.print(SolutionText.format(e.solution()));
                return;
            }
            case CONFLICT -> {
                if (e.elements().isEmpty()) {
                    out.println(name + ": no solution even without any given or rule: the grid itself (rows, columns, "
                            + "regions) cannot be filled" + cost);
                    return;
                }
                int k = e.elements().size();
                out.println(name + ": no solution" + cost);
                if (k == 1) {
                    out.println("This clue alone contradicts the grid (rows, columns and regions):");
                } else {
                    out.println("These " + k + " clues conflict: they cannot all hold together (rows, columns and regions");
                    out.println("always apply). The set is minimal: drop any one and the rest of THIS SET can hold,");
                    out.println("but the whole puzzle may still have no solution" + (e.repairs() != null
                            ? "; the repairs below say which clue to fix." : "; 'explain --repairs 2' says which clue to fix."));
                }
            }
            case TIMEOUT -> out.println(name + ": " + Interruption.stoppedStatus() + (e.elements().isEmpty()
                    ? ": no verdict (whether the puzzle has a solution is not known)"
                    : ": " + (e.elements().size() == 1 ? "this clue conflicts with the grid"
                    : "these " + e.elements().size() + " clues conflict") + ", but the set may not be minimal") + cost);
        }
        for (Selectors.Element el : e.elements()) {
            printElement(out, el, "  ");
        }
        if (e.repairs() != null) {
            RepairsText.print(out, e.repairs());
        }
    }

    /** Longest excerpt of a source line shown for one element (one-line inputs run to thousands of characters). */
    static final int EXCERPT = 72;
    /** Longest foreign item shown (a killer cage item lists its cells; an f-puzzles key path is short). */
    static final int ITEM = 160;

    static void printElement(PrintWriter out, Selectors.Element el, String indent) {
        printElement(out, el, indent, indent);
    }

    /**
     * One element by itself: the native given or rule, where it was written, and what was written there:
     * for an import the foreign item (ISS item, f-puzzles key path), for native text the line, cut to
     * an excerpt around the column when the line is long. {@code first} replaces the indent on the
     * element's first line (a list number, a verdict).
     */
    static void printElement(PrintWriter out, Selectors.Element el, String first, String indent) {
        Origin o = el.origin();
        boolean foreign = !o.item().isEmpty();
        String head = el instanceof Selectors.RuleLine r && o.known() && !foreign ? r.rule().keyword() : el.label();
        out.println(first + head + (o.known() || !o.source().equals(Origin.NONE.source()) ? " (" + o.location() + ")" : ""));
        // A given's item may be the whole givens list of an ISS string: then the excerpt below says more.
        boolean itemSaysIt = !(el instanceof Selectors.Given && o.known() && o.item().length() > 40);
        if (foreign && itemSaysIt && !o.source().endsWith(": " + o.item())) {
            out.println(indent + "    from " + clip(o.item(), ITEM));
        }
        boolean showLine = o.known() && (!foreign || el instanceof Selectors.Given);
        if (showLine) {
            String text = o.text().stripTrailing();
            int col = o.column() > 0 ? o.column() - 1 : 0;
            int from = 0;
            int to = text.length();
            if (text.length() > EXCERPT) {
                from = Math.max(0, Math.min(col - EXCERPT / 3, text.length() - EXCERPT));
                to = Math.min(text.length(), from + EXCERPT);
            }
            String pre = from > 0 ? "..." : "";
            out.println(indent + "    " + pre + text.substring(from, to) + (to < text.length() ? "..." : ""));
            if (el instanceof Selectors.Given && o.column() > 0) {
                out.println(indent + "    " + " ".repeat(pre.length()) + caretPad(text.substring(from), col - from) + "^");
            }
        }
    }

    private static String clip(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 3) + "...";
    }

    /** Spaces up to the column, keeping tabs so that the caret lines up under tab-indented text. */
    private static String caretPad(String text, int upTo) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < upTo && i < text.length(); i++) {
            sb.append(text.charAt(i) == '\t' ? '\t' : ' ');
        }
        return sb.toString();
    }

    private static Map<String, Object> json(Explanation e) {
        Map<String, Object> m = Answers.about(e.puzzle(), "explain");
        m.putAll(Answers.explanation(e, Interruption.stoppedStatus()));
        return m;
    }
}
