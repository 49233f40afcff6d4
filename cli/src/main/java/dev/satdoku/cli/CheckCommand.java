package dev.satdoku.cli;

import dev.satdoku.check.Checker;
import dev.satdoku.check.Violation;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.SolutionText;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.Answers;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "check", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Check a proposed solution against every rule of the puzzle and name each rule it breaks.",
            "",
            "SOLUTION is a file, '-' for standard input, or the digits given directly (N*N characters). A grid "
                    + "printed by 'satdoku solve' (borders included) is accepted as is.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the solution satisfies every rule",
            "1:the solution breaks a rule (each one is named), or bad input",
            "2:usage error",
            "3:internal error",
        })
final class CheckCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    OnePuzzle puzzleArgument;

    @Parameters(index = "1", converter = OptionValues.NotEmpty.class, paramLabel = "SOLUTION", description = "The proposed solution.")
    String solutionArg;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() throws Exception {
        Puzzle puzzle = puzzleArgument.load();
        String source;
        String text;
        if (solutionArg.equals("-")) {
            source = "<stdin>";
            text = PuzzleReader.decode(System.in.readAllBytes(), source);
        } else if (solutionArg.length() < 4096 && Files.isRegularFile(Path.of(solutionArg))) {
            source = solutionArg;
            text = PuzzleReader.decode(Files.readAllBytes(Path.of(solutionArg)), source);
        } else {
            source = "<argument>";
            text = solutionArg;
        }
        Solution solution = SolutionText.parse(text, puzzle, source);
        PrintWriter out = spec.commandLine().getOut();
        if (json.on) {
            Map<String, Object> m = Answers.about(puzzle, "check");
            m.putAll(Answers.checked(puzzle, solution));
            out.println(Json.line(m));
            return m.get("status").equals("valid") ? ExitCodes.OK : ExitCodes.BAD_INPUT;
        }
        List<Violation> violations = Checker.check(puzzle, solution);
        if (violations.isEmpty()) {
            out.println(puzzle.name() + ": valid: the solution satisfies every rule");
            return ExitCodes.OK;
        }
        out.println(puzzle.name() + ": invalid: " + violations.size() + " broken rule" + (violations.size() == 1 ? "" : "s"));
        for (Violation v : violations) {
            out.println("  " + v);
        }
        return ExitCodes.BAD_INPUT;
    }
}
