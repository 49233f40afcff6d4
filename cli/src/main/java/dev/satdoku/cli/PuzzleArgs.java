package dev.satdoku.cli;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.IOException;
import java.util.List;

/** Loading the PUZZLE argument the same way in every command. */
final class PuzzleArgs {

    static final String DESCRIPTION = "A puzzle file (native format, one N*N-character puzzle per line, f-puzzles JSON, "
            + "Interactive Sudoku Solver text), '-' for standard input, or the puzzle given directly: a one-line puzzle "
            + "(e.g. 81 characters, '.' or '0' for empty), an f-puzzles, SudokuPad or Interactive Sudoku Solver link, "
            + "an f-puzzles payload or an ISS string (quote it for the shell).";

    private PuzzleArgs() {
    }

    static List<Puzzle> load(String arg) throws IOException {
        return PuzzleReader.readArgument(arg, System.in);
    }

    /** Exactly one puzzle, or the {@code index}-th (1-based) of a list. */
    static Puzzle loadOne(String arg, Integer index) throws IOException {
        return pick(load(arg), index, arg);
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
