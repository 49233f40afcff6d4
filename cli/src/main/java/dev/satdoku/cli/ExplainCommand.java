package dev.satdoku.cli;

import dev.satdoku.encode.Selectors;
import dev.satdoku.format.SolutionText;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.ConflictExplainer;
import dev.satdoku.sat.Explanation;
import dev.satdoku.syntax.Origin;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
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

    @Mixin
    SolverMixin solver;

    @Mixin
    EncodingMixin encoding;

    @Override
    public Integer call() throws Exception {
        Interruption.reportsPartialResults();
        Puzzle puzzle = puzzleArgument.loadAllowingClashes(); // clashing givens are the finding, not bad input
        SizeWarning.check(spec.commandLine().getErr(), puzzle, encoding.options());
        Explanation e = new ConflictExplainer(encoding.options(), solver.backends()).explain(puzzle, timeout.duration());
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
        String cost = "  [" + e.totalMillis() + " ms, " + e.solverCalls() + " solver calls" + (e.usedCores() ? "" : ", deletion only")
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
                out.println(name + ": no solution. " + (k == 1 ? "This clue alone contradicts the grid (rows, columns and "
                        + "regions):" : "These " + k + " clues conflict (a minimal set: without any one of them the rest has a "
                        + "solution; rows, columns and regions always apply):") + cost);
            }
            case TIMEOUT -> out.println(name + ": " + Interruption.stoppedStatus() + (e.elements().isEmpty()
                    ? ": no verdict (whether the puzzle has a solution is not known)"
                    : ": these " + e.elements().size() + " clues conflict, but the set may not be minimal") + cost);
        }
        for (Selectors.Element el : e.elements()) {
            printElement(out, el);
        }
    }

    private static void printElement(PrintWriter out, Selectors.Element el) {
        Origin o = el.origin();
        String head = el instanceof Selectors.RuleLine r && o.known() ? r.rule().keyword() : el.label();
        out.println("  " + head + (o.known() || !o.source().equals(Origin.NONE.source()) ? " (" + o.location() + ")" : ""));
        if (o.known()) {
            out.println("      " + o.text().stripTrailing());
            if (el instanceof Selectors.Given && o.column() > 0) {
                out.println("      " + caretPad(o.text(), o.column() - 1) + "^");
            }
        }
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
        Map<String, Object> m = Json.answer(e.puzzle());
        m.put("status", status(e));
        m.put("minimal", e.minimal());
        List<Map<String, Object>> elements = new ArrayList<>();
        for (Selectors.Element el : e.elements()) {
            Map<String, Object> x = new LinkedHashMap<>();
            if (el instanceof Selectors.Given g) {
                x.put("kind", "given");
                x.put("cell", g.cell().toString());
                x.put("digit", g.digit());
            } else if (el instanceof Selectors.RuleLine r) {
                x.put("kind", "rule");
                x.put("keyword", r.rule().keyword());
                x.put("rule", r.rule().toNative());
            }
            SetterJson.origin(x, el.origin());
            elements.add(x);
        }
        m.put("elements", elements);
        if (e.solution() != null) {
            m.put("solution", SetterJson.solution(e.solution()));
        }
        m.put("cores", e.usedCores());
        m.put("solverCalls", e.solverCalls());
        m.put("millis", e.totalMillis());
        return m;
    }
}
