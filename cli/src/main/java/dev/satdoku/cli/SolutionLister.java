package dev.satdoku.cli;

import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.Enumerator;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;

/** {@code solve --all}: every solution printed as it is found, then a summary per puzzle. */
final class SolutionLister {

    private SolutionLister() {
    }

    static int listAll(CommandSpec spec, List<Puzzle> puzzles, long limit, Duration timeout, boolean json, Enumerator enumerator,
                       TerminalStyle style) {
        PrintWriter out = spec.commandLine().getOut();
        for (Puzzle puzzle : puzzles) {
            long[] index = {0};
            Enumerator.Enumeration e = enumerator.enumerate(puzzle, limit, timeout, s -> {
                index[0]++;
                if (json) {
                    Map<String, Object> m = Answers.about(puzzle, "solve");
                    m.put("index", index[0]);
                    m.put("solution", Answers.solution(s));
                    out.println(Json.line(m));
                } else {
                    out.println(puzzle.name() + ": solution " + index[0] + ":");
                    out.print(TerminalGrid.solution(puzzle, s, style));
                }
                out.flush();
            });
            if (json) {
                out.println(Json.line(CountCommand.json(e, limit, "solve")));
            } else {
                out.println(puzzle.name() + ": " + CountCommand.describe(e, limit) + "  [" + e.totalMillis() + " ms]");
            }
            out.flush();
            if (Interruption.requested()) {
                break;
            }
        }
        return Interruption.exitCode(ExitCodes.OK);
    }
}
