package dev.satdoku.cli;

import dev.satdoku.batch.BatchFormat;
import dev.satdoku.cli.batch.BatchRunner;
import dev.satdoku.batch.BatchSolver;
import dev.satdoku.batch.SolverReuse;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

@Command(name = "batch", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Solve a long list of puzzles, one per line, and write one result per puzzle in input order.",
            "",
            "A line is anything PUZZLE may be that fits on one line: a one-line puzzle (N*N characters, '.' or '0' empty; "
                    + "text after the first blank is ignored), an f-puzzles, SudokuPad or Interactive Sudoku Solver link, an "
                    + "f-puzzles payload, an ISS string, an f-puzzles or SudokuPad JSON document, a JSON object with a "
                    + "\"puzzle\" field (any of these, or native-format text), or the path of a puzzle file in any of "
                    + "these formats (relative to the list's folder). Blank lines and lines starting with # are skipped but "
                    + "counted, so results carry the input's line numbers.",
            "Each puzzle is solved and its uniqueness proved (or --first, --count K); every solution written has been "
                    + "re-checked by the independent rule checker. A bad line gives an 'error' result naming the line "
                    + "and column, and the batch goes on.",
            "The input is streamed: memory stays flat however long it is. Results are written as whole lines in "
                    + "input order; after Ctrl-C the results finished so far are written (an exact prefix of the full "
                    + "output; with -o the file then holds them, committed like a complete run) and the exit status is 130 (143 after SIGTERM).",
            "",
            "Columns (csv; the same fields in jsonl): line, puzzle, status (unique, multiple, none, found, timeout, "
                    + "error), solution (first solution found, one character per cell), count (solutions found, up to "
                    + "the limit), variables and clauses (the CNF given to the solver, after simplification), micros "
                    + "(time for this puzzle), error (what was wrong with the line), warnings (what the import of a "
                    + "link, string or document could not read as a rule, joined by '; ' in csv; an array in jsonl). "
                    + "Control characters from the input are written as \\uXXXX escapes in csv and grid output.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every line was solved (including proofs of no solution)",
            "1:some lines were not puzzles (see their error results), the input could not be read, or the output file exists "
                    + "(see --force)",
            "2:usage error",
            "3:internal error (a satdoku bug: some result says so)",
            "130:interrupted by Ctrl-C (143 for SIGTERM): the results finished so far are written, in input order",
        })
final class BatchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", converter = OptionValues.NotEmpty.class, paramLabel = "FILE", defaultValue = "-",
            description = "The list of puzzles, one per line; '-' (the default) reads standard input.")
    String input;

    @Option(names = "--first", description = "Stop at the first solution of each puzzle (status 'found').")
    boolean first;

    @Option(names = "--count", converter = OptionValues.SolutionCount.class, paramLabel = "K", description = "Count the solutions of each puzzle up to K (default 2: "
            + "enough to tell unique from multiple).")
    Long count;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "csv", converter = FormatConverter.class,
            description = "csv (with a header row), jsonl (one JSON object per line) or grid (readable blocks) "
                    + "(default: ${DEFAULT-VALUE}).")
    BatchFormat format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the results to this file (atomically: "
            + "it appears complete or not at all) instead of standard output; '-' is standard output.")
    Path output;

    @Mixin
    ForceOption overwrite;

    @Option(names = "--threads", converter = OptionValues.Threads.class, paramLabel = "N", description = "Worker threads (default: one per core).")
    Integer threads;

    @Mixin
    TimeoutOption timeout;

    @Option(names = "--reuse-solver", paramLabel = "MODE", defaultValue = "fresh", converter = ReuseConverter.class,
            description = "fresh: a new SAT solver per puzzle, loaded with its own simplified CNF; classic: plain "
                    + "classic puzzles share one solver per thread and grid shape (rules loaded once, givens and "
                    + "pre-pass deductions passed as assumptions, as the CaDiCaL anchor does); variants stay fresh. "
                    + "Same verdicts and output either way (default: ${DEFAULT-VALUE}).")
    SolverReuse reuse;

    @Mixin
    ProgressOption progress;

    @Option(names = "--rate", description = "Rate each unique puzzle: solve it step by step as 'satdoku steps' does and add "
            + "its difficulty (hardest step, total cost, steps, deductions beyond singles, whether it needs a case split: "
            + "csv columns hardest,total,steps,deductions,case_split, empty when the path did not finish in --timeout; a "
            + "difficulty object in jsonl).")
    boolean rate;

    @Mixin
    StepOptions stepOptions;

    @Option(names = "--summary", description = "Print a summary line to standard error at the end: puzzles, statuses, "
            + "seconds and puzzles per second.")
    boolean summary;

    @Mixin
    EncodingMixin encoding;

    @Mixin
    SolverMixin solver;

    @Override
    public Integer call() throws Exception {
        Interruption.reportsPartialResults();
        output = AtomicOutput.fileOrNull(output);
        CommandLine cli = spec.commandLine();
        if (first && count != null) {
            throw new CommandLine.ParameterException(cli, "--first and --count exclude each other");
        }
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        long limit = first ? 1 : count != null ? count : 2;
        boolean fromStdin = input.equals("-");
        Path inputPath = fromStdin ? null : Path.of(input);
        String source = fromStdin ? "<stdin>" : input;
        if (inputPath != null && Files.isDirectory(inputPath)) {
            throw new InputException(Origin.of(input), "is a directory, not a list of puzzles");
        }
        Path baseDir = inputPath == null ? null : inputPath.toAbsolutePath().getParent();
        BatchSolver batchSolver = new BatchSolver(encoding.options(), solver.backends(), limit, timeout.duration(),
                source, baseDir, Interruption::requested, reuse, rate ? stepOptions.settings(null) : null);
        BatchRunner runner = new BatchRunner(batchSolver::solve, workers, format, Interruption::requested, rate);
        PrintWriter err = cli.getErr();
        ProgressLine bar = progress.shown() ? new ProgressLine(err, inputPath == null ? -1 : Files.size(inputPath)) : null;
        long t0 = System.nanoTime();
        BatchRunner.Tally tally;
        try (batchSolver; BufferedReader in = open(inputPath)) {
            if (output == null) {
                Writer out = cli.getOut();
                tally = runner.run(in, out, bar == null ? t -> { } : bar);
            } else {
                try (AtomicOutput out = AtomicOutput.open(output, overwrite.force)) {
                    tally = runner.run(in, out.writer(), bar == null ? t -> { } : bar);
                    out.commit();
                }
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (bar != null) {
            bar.finish(tally);
        }
        if (summary) {
            err.println(String.format(Locale.ROOT, "satdoku batch: %s %s in %.3f s, %.1f puzzles/s, %s",
                    Counted.of(tally.written(), "puzzle"), tally.byStatus(), seconds, tally.written() / seconds, Counted.of(workers, "thread")));
        }
        if (tally.withWarnings() > 0) {
            err.println("satdoku: warning: " + Counted.of(tally.withWarnings(), "puzzle") + " " + Counted.verb(tally.withWarnings(), "was", "were")
                    + " imported with warnings: parts not read as rules (see the warnings " + (format == BatchFormat.JSONL
                    ? "field" : format == BatchFormat.CSV ? "column" : "lines") + ")");
        }
        if (tally.stoppedEarly()) {
            err.println("satdoku: interrupted; results for the first " + Counted.of(tally.written(), "puzzle") + " were written"
                    + (output == null ? "" : " to " + output));
            return ExitCodes.INTERRUPTED;
        }
        if (tally.internalErrors() > 0) {
            err.println("satdoku: " + Counted.of(tally.internalErrors(), "puzzle") + " hit an internal error (see their results); please report it");
            return ExitCodes.INTERNAL;
        }
        if (tally.errors() > 0) {
            err.println("satdoku: " + Counted.of(tally.errors(), "line") + " " + Counted.verb(tally.errors(), "was not a puzzle", "were not puzzles") + " (see their error results)");
            return ExitCodes.BAD_INPUT;
        }
        return ExitCodes.OK;
    }

    /** The input as lines; bytes that are not UTF-8 become U+FFFD, which the line's parse reports. */
    private static BufferedReader open(Path path) throws IOException {
        InputStream stream;
        if (path == null) {
            stream = System.in;
        } else {
            try {
                stream = Files.newInputStream(path);
            } catch (NoSuchFileException e) {
                throw new InputException(Origin.of(path.toString()), "no such file");
            }
        }
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        return new BufferedReader(new InputStreamReader(stream, decoder), 1 << 16);
    }

    static final class ReuseConverter implements CommandLine.ITypeConverter<SolverReuse> {
        @Override
        public SolverReuse convert(String value) {
            try {
                return SolverReuse.valueOf(value.strip().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException("unknown solver reuse '" + value + "'; choose fresh or classic");
            }
        }
    }

    static final class FormatConverter implements CommandLine.ITypeConverter<BatchFormat> {
        @Override
        public BatchFormat convert(String value) {
            try {
                return BatchFormat.valueOf(value.strip().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException("unknown format '" + value + "'; choose csv, jsonl or grid");
            }
        }
    }
}
