package dev.satdoku.cli;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.ReadChoices;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

/**
 * Loading the PUZZLE argument the same way in every command. Every load that a command's answer
 * is about prints the puzzle's import warnings (what an importer could not read as a rule) on
 * standard error here, once, so no command can give a verdict on a partly read puzzle silently;
 * JSON answers carry the same warnings through {@link Json#answer}.
 */
final class PuzzleArgs {

    static final String DESCRIPTION = "A puzzle file (native format, one N*N-character puzzle per line, f-puzzles JSON, "
            + "Interactive Sudoku Solver text), '-' for standard input, or the puzzle given directly: a one-line puzzle "
            + "(e.g. 81 characters, '.' or '0' for empty), an f-puzzles, SudokuPad or Interactive Sudoku Solver link, "
            + "an f-puzzles payload or an ISS string (quote it for the shell).";

    private PuzzleArgs() {
    }

    /** Every puzzle of the argument, each one's import warnings printed on {@code err}. */
    static List<Puzzle> load(PrintWriter err, String arg) throws IOException {
        return load(err, arg, ReadChoices.NONE);
    }

    /** As {@link #load(PrintWriter, String)}, with the setter's corrections to how a drawn puzzle is read ({@code --read}). */
    static List<Puzzle> load(PrintWriter err, String arg, ReadChoices choices) throws IOException {
        List<Puzzle> all = PuzzleReader.readArgument(arg, System.in, true, choices);
        all.forEach(p -> warn(err, p));
        return all;
    }

    /** Every puzzle of the argument without printing its warnings (the caller prints them, as stats does once a set is loaded). */
    static List<Puzzle> load(String arg) throws IOException {
        return PuzzleReader.readArgument(arg, System.in);
    }

    /** Exactly one puzzle, or the {@code index}-th (1-based) of a list; its import warnings printed on {@code err}. */
    static Puzzle loadOne(PrintWriter err, String arg, Integer index, ReadChoices choices) throws IOException {
        return warn(err, pick(PuzzleReader.readArgument(arg, System.in, true, choices), index, arg));
    }

    /** As {@link #loadOne}, but givens that clash are kept (for explain, where that is the finding, not an input error). */
    static Puzzle loadOneAllowingClashes(PrintWriter err, String arg, Integer index, ReadChoices choices) throws IOException {
        return warn(err, pick(PuzzleReader.readArgument(arg, System.in, false, choices), index, arg));
    }

    /** Prints the puzzle's import warnings, one line each, and returns the puzzle. */
    static Puzzle warn(PrintWriter err, Puzzle puzzle) {
        warn(err, puzzle.name(), puzzle.metadata().warnings());
        return puzzle;
    }

    static void warn(PrintWriter err, String name, List<String> warnings) {
        warnings.forEach(w -> err.println("satdoku: warning: " + name + ": " + w));
        err.flush();
    }

    /** The only item, or the {@code index}-th (1-based) when there are several. */
    static <T> T pick(List<T> all, Integer index, String arg) {
        if (index != null) {
            if (index < 1 || index > all.size()) {
                throw new InputException(Origin.of(arg), "--index " + index + " is outside 1.." + all.size());
            }
            return all.get(index - 1);
        }
        if (all.size() != 1) {
            throw new InputException(Origin.of(arg), "holds " + all.size() + " puzzles; pick one with --index N");
        }
        return all.get(0);
    }
}
