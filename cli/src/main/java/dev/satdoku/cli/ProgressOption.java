package dev.satdoku.cli;

import dev.satdoku.sat.Progress;
import java.io.PrintWriter;
import picocli.CommandLine.Option;

/**
 * {@code --progress/--no-progress}, declared once for every command that can run long: a progress line
 * on standard error ({@link ProgressLine}), by default only when standard error is a terminal, so that
 * pipes, files and CI logs get none.
 */
final class ProgressOption {

    @Option(names = "--progress", negatable = true, description = "Show a progress line on standard error: what is "
            + "being done, how far, the time spent (default: only when standard error is a terminal).")
    Boolean on;

    boolean shown() {
        return on != null ? on : ProgressLine.stderrIsTerminal();
    }

    /** The line to report to, or null when none is shown. */
    ProgressLine line(PrintWriter err) {
        return shown() ? new ProgressLine(err) : null;
    }

    /** What a search reports to: the line, or nothing. */
    static Progress of(ProgressLine line) {
        return line == null ? Progress.NONE : line;
    }

    /** Ends the line when there is one (after the search, before the answer is printed). */
    static void finish(ProgressLine line) {
        if (line != null) {
            line.finish();
        }
    }
}
