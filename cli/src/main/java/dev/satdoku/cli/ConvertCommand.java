package dev.satdoku.cli;

import dev.satdoku.format.GivenConflicts;
import dev.satdoku.format.NativeWriter;
import dev.satdoku.format.PuzzleImporter;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.foreign.NativeTranslator;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.foreign.Translations;
import dev.satdoku.format.fpuzzles.FPuzzlesExport;
import dev.satdoku.format.fpuzzles.FPuzzlesExporter;
import dev.satdoku.format.iss.IssExport;
import dev.satdoku.format.iss.IssExporter;
import dev.satdoku.model.Puzzle;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

@Command(name = "convert", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Write a puzzle in satdoku's native format, as an f-puzzles link or document, or as an Interactive Sudoku Solver string.",
            "",
            "IN is anything a PUZZLE may be: a native file, a one-line puzzle, an f-puzzles or SudokuPad link or payload, "
                    + "an f-puzzles JSON file, an Interactive Sudoku Solver string. An imported puzzle is written as the native "
                    + "lines it was translated to, after checking that they parse; import warnings and an embedded solution "
                    + "become comments at the top (warnings also go to standard error).",
            "",
            "--to fpuzzles writes an f-puzzles link (https://www.f-puzzles.com/?load=...) that opens with the same givens, "
                    + "regions and rules, or the f-puzzles JSON document when OUT ends in .json (--to fpuzzles-json asks for the "
                    + "document anywhere). Rules of Rangsk's f-puzzles userscript (renban, whispers, ...) use its keys plus a drawn "
                    + "copy so plain f-puzzles shows them. A rule f-puzzles cannot state (sum, gt, equal, antibishop, parity "
                    + "and same-difference lines, negative kropki, named variables, ...) is an error naming it and its line; "
                    + "--lossy leaves such rules out with a warning each and a note in the rules text. Every export is read "
                    + "back and compared with the puzzle before it is written.",
            "--to iss writes an Interactive Sudoku Solver constraint string (.Shape, .~R1C1_5 givens, .Thermo~R1C1~R1C2, ...), "
                    + "preceded by the title as a comment line; --to iss-link writes a link that opens it in ISS. A rule ISS cannot "
                    + "state (minimum and maximum cells, anti-bishop, yin-yang, named variables, ...) or that the writer does not "
                    + "cover yet (chaos construction) is an error naming it and its line; "
                    + "--lossy leaves such rules out with a warning each and a comment line. Every export is read back by the ISS "
                    + "importer and compared with the puzzle before it is written.",
            "Without --to, OUT ending in .json means f-puzzles JSON; anything else is native text.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:converted",
            "1:bad input (including a rule the target format cannot state), an I/O error, or OUT exists (see --force); no partial "
                    + "output file is left behind",
            "2:usage error (an unknown --to format, --lossy with --to native)",
            "3:internal error",
        })
final class ConvertCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", converter = OptionValues.NotEmpty.class, paramLabel = "IN", description = PuzzleArgs.DESCRIPTION)
    String inputArg;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "Write to this file (atomically) instead of standard output; '-' is standard output.")
    Path output;

    @Mixin
    ForceOption overwrite;

    @Option(names = "--to", paramLabel = "FORMAT", description = "Output format: native (the default), fpuzzles (a link; "
            + "the JSON document when OUT ends in .json), fpuzzles-json, iss (an Interactive Sudoku Solver string) or iss-link.")
    String to;

    @Option(names = "--lossy", description = "With --to fpuzzles or iss: leave out rules the format cannot state (a warning for each, "
            + "and a note in the rules text or a comment line) instead of refusing.")
    boolean lossy;

    @Option(names = "--index", converter = OptionValues.AtLeastOne.class, paramLabel = "N", description = "Which puzzle of a multi-puzzle input to convert (1-based).")
    Integer index;

    @Override
    public Integer call() throws Exception {
        output = AtomicOutput.fileOrNull(output);
        Target target = target();
        if (lossy && target == Target.NATIVE) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--lossy is for --to fpuzzles and --to iss; the native format "
                    + "holds every rule");
        }
        PuzzleReader.Input input = PuzzleReader.readInput(inputArg, System.in);
        String text = switch (target) {
            case NATIVE -> convert(input);
            case ISS, ISS_LINK -> iss(input, target);
            default -> fpuzzles(input, target);
        };
        if (output == null) {
            Writer w = spec.commandLine().getOut();
            w.write(text);
            w.flush();
        } else {
            try (AtomicOutput out = AtomicOutput.open(output, overwrite.force)) {
                out.writer().write(text);
                out.commit();
            }
        }
        return ExitCodes.OK;
    }

    /** What to write: from --to, else from the output file's extension. */
    private enum Target { NATIVE, FPUZZLES_LINK, FPUZZLES_JSON, ISS, ISS_LINK }

    private Target target() {
        boolean jsonFile = output != null && output.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json");
        if (to == null) {
            return jsonFile ? Target.FPUZZLES_JSON : Target.NATIVE;
        }
        return switch (to.toLowerCase(java.util.Locale.ROOT)) {
            case "native" -> Target.NATIVE;
            case "fpuzzles", "f-puzzles" -> jsonFile ? Target.FPUZZLES_JSON : Target.FPUZZLES_LINK;
            case "fpuzzles-json", "f-puzzles-json" -> Target.FPUZZLES_JSON;
            case "iss" -> Target.ISS;
            case "iss-link" -> Target.ISS_LINK;
            default -> throw new CommandLine.ParameterException(spec.commandLine(), "unknown --to format '" + to
                    + "' (available: native, fpuzzles, fpuzzles-json, iss, iss-link)");
        };
    }

    /** The puzzle to export, its import warnings printed. */
    private Puzzle toExport(PuzzleReader.Input input) {
        Puzzle puzzle = PuzzleArgs.pick(PuzzleReader.readText(input.text(), input.source()), index, input.source());
        PuzzleArgs.warn(spec.commandLine().getErr(), puzzle);
        return puzzle;
    }

    private String fpuzzles(PuzzleReader.Input input, Target target) {
        Puzzle puzzle = toExport(input);
        PrintWriter err = spec.commandLine().getErr();
        FPuzzlesExport export = FPuzzlesExporter.export(puzzle, lossy);
        export.dropped().forEach(d -> err.println("satdoku: warning: " + puzzle.name() + ": left out of the f-puzzles version: " + d));
        return (target == Target.FPUZZLES_JSON ? export.json(true) : export.link()) + "\n";
    }

    private String iss(PuzzleReader.Input input, Target target) {
        Puzzle puzzle = toExport(input);
        PrintWriter err = spec.commandLine().getErr();
        IssExport export = IssExporter.export(puzzle, lossy);
        export.dropped().forEach(d -> err.println("satdoku: warning: " + puzzle.name() + ": left out of the ISS version: " + d));
        return target == Target.ISS_LINK ? export.link() + "\n" : export.text();
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
        List<String> warnings = new java.util.ArrayList<>(t.warnings());
        String dropped = NativeWriter.dropped(puzzle);
        if (dropped != null) {
            warnings.add(dropped);
        }
        PuzzleArgs.warn(err, t.source(), warnings);
        for (String w : warnings) {
            sb.append("# warning: ").append(w).append('\n');
        }
        if (t.hasCompleteSolution()) {
            sb.append("# solution given by the source: ").append(solutionText(t.solution(), puzzle.layout().maxValue())).append('\n');
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
