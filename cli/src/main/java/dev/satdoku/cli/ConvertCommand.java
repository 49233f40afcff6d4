package dev.satdoku.cli;

import dev.satdoku.format.GivenConflicts;
import dev.satdoku.format.NativeWriter;
import dev.satdoku.format.PuzzleImporter;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.foreign.NativeTranslator;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.foreign.Translations;
import dev.satdoku.model.Puzzle;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "convert", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Write a puzzle in satdoku's native format.",
            "",
            "IN is anything a PUZZLE may be: a native file, a one-line puzzle, an f-puzzles or SudokuPad link or payload, "
                    + "an f-puzzles JSON file, an Interactive Sudoku Solver string. An imported puzzle is written as the native "
                    + "lines it was translated to, after checking that they parse; import warnings and an embedded solution "
                    + "become comments at the top (warnings also go to standard error).",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:converted",
            "1:bad input or I/O error (no partial output file is left behind)",
            "2:usage error (including a --to format that is not available yet)",
            "3:internal error",
        })
final class ConvertCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN", description = PuzzleArgs.DESCRIPTION)
    String inputArg;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "Write to this file (atomically) instead of standard output.")
    Path output;

    @Option(names = "--force", description = "Replace the output file if it exists.")
    boolean force;

    @Option(names = "--to", paramLabel = "FORMAT", defaultValue = "native", description = "Output format: native (the default).")
    String to;

    @Option(names = "--index", paramLabel = "N", description = "Which puzzle of a multi-puzzle input to convert (1-based).")
    Integer index;

    @Override
    public Integer call() throws Exception {
        if (to.equals("fpuzzles") || to.equals("f-puzzles")) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--to fpuzzles is not available yet (f-puzzles export comes later); use --to native");
        }
        if (!to.equals("native")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "unknown --to format '" + to + "' (available: native)");
        }
        PuzzleReader.Input input = PuzzleReader.readInput(inputArg, System.in);
        String text = convert(input);
        if (output == null) {
            Writer w = spec.commandLine().getOut();
            w.write(text);
            w.flush();
        } else {
            try (AtomicOutput out = AtomicOutput.open(output, force)) {
                out.writer().write(text);
                out.commit();
            }
        }
        return ExitCodes.OK;
    }

    private String convert(PuzzleReader.Input input) {
        for (PuzzleImporter importer : PuzzleReader.importers()) {
            if (importer.accepts(input.text())) {
                if (importer instanceof NativeTranslator translator) {
                    return imported(PuzzleArgs.pick(translator.translate(input.text(), input.source()), index, input.source()), importer.name());
                }
                break;
            }
        }
        Puzzle puzzle = PuzzleArgs.pick(PuzzleReader.readText(input.text(), input.source()), index, input.source());
        return NativeWriter.write(puzzle);
    }

    /** The translation's own lines, once they are known to parse into a valid puzzle. */
    private String imported(Translation t, String format) {
        Puzzle puzzle = Translations.parse(t);
        GivenConflicts.requireNone(puzzle);
        PrintWriter err = spec.commandLine().getErr();
        StringBuilder sb = new StringBuilder("# converted by satdoku from " + format + ": " + t.source() + "\n");
        for (String w : t.warnings()) {
            err.println("satdoku: warning: " + t.source() + ": " + w);
            sb.append("# warning: ").append(w).append('\n');
        }
        if (t.hasCompleteSolution()) {
            sb.append("# solution given by the source: ").append(solutionText(t.solution(), puzzle.size())).append('\n');
        }
        return sb.append(t.nativeText()).toString();
    }

    private static String solutionText(int[] digits, int n) {
        StringBuilder sb = new StringBuilder();
        for (int d : digits) {
            sb.append(n > 9 && sb.length() > 0 ? " " : "").append(d);
        }
        return sb.toString();
    }
}
