package dev.satdoku.cli;

import dev.satdoku.encode.CnfSize;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.SizeEstimate;
import dev.satdoku.model.Puzzle;
import java.io.PrintWriter;
import java.util.List;

/**
 * Warns on standard error, before encoding, about a puzzle whose CNF would be enormous (see
 * {@link SizeEstimate}), so a user facing a long silence knows why and can stop it or raise -Xmx.
 */
final class SizeWarning {

    private SizeWarning() {
    }

    static void check(PrintWriter err, Puzzle puzzle, EncodingOptions options) {
        CnfSize estimate = SizeEstimate.of(puzzle, options);
        if (SizeEstimate.enormous(estimate)) {
            err.printf("satdoku: warning: %s: the encoding will be enormous, an estimated %,d variables and %,d clauses; "
                    + "encoding and solving may take minutes and need a large heap (-Xmx)%n", puzzle.name(), estimate.variables(),
                    estimate.clauses());
            err.flush();
        }
    }

    static void check(PrintWriter err, List<Puzzle> puzzles, EncodingOptions options) {
        puzzles.forEach(p -> check(err, p, options));
    }
}
