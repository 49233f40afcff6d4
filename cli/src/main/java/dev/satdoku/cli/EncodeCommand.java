package dev.satdoku.cli;

import dev.satdoku.cnf.DimacsWriter;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.model.Puzzle;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "encode", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Write the puzzle as DIMACS CNF for any SAT solver.",
            "",
            "Comment lines map every variable to its meaning ('c var 12 r2c3=3': row 2, column 3 holds 3) and list "
                    + "the cells simplification fixed, so a solver's model can be decoded without satdoku. Sizes before "
                    + "and after simplification go to standard error.",
            "",
            "The pre-pass (singles and probing, on by default) decides most easy puzzles and many killers outright; "
                    + "their CNF is then empty ('p cnf 0 0'). --no-simplify keeps the full CNF, for benchmarking a solver "
                    + "or reading the encoding.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:CNF written",
            "1:bad input, an I/O error, or the output file exists (see --force); no partial output file is left behind",
            "2:usage error",
            "3:internal error",
        })
final class EncodeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    OnePuzzle puzzleArgument;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE.cnf", description = "Write to this file (atomically) instead of standard output; '-' is standard output.")
    Path output;

    @Mixin
    ForceOption overwrite;

    @Mixin
    EncodingMixin encoding;

    @Override
    public Integer call() throws Exception {
        output = AtomicOutput.fileOrNull(output);
        if (output != null) {
            AtomicOutput.checkTarget(output, overwrite.force);
        }
        Puzzle puzzle = puzzleArgument.load();
        SizeWarning.check(spec.commandLine().getErr(), puzzle, encoding.options());
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, encoding.options());
        var header = encoded.describe(VersionProvider.version());
        if (output == null) {
            Writer w = spec.commandLine().getOut();
            DimacsWriter.write(encoded.cnf(), header, w);
            w.flush();
        } else {
            try (AtomicOutput out = AtomicOutput.open(output, overwrite.force)) {
                DimacsWriter.write(encoded.cnf(), header, out.writer());
                out.commit();
            }
        }
        PrintWriter err = spec.commandLine().getErr();
        err.printf("satdoku: %s: %s%n", puzzle.name(), encoded.simplified()
                ? "before simplification " + encoded.before() + "; after " + encoded.after()
                : encoded.before().toString());
        if (encoded.decidedUnsatisfiable()) {
            err.println("satdoku: simplification already proved there is no solution (the CNF is one empty clause)");
        } else if (encoded.simplified() && encoded.after().clauses() == 0) {
            err.println("satdoku: the pre-pass decided the puzzle, so the CNF is empty (a solver has nothing to do); "
                    + "use --no-simplify to keep the full CNF");
        }
        return ExitCodes.OK;
    }
}
