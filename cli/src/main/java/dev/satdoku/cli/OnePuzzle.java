package dev.satdoku.cli;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import java.io.IOException;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The PUZZLE argument of a command that works on one puzzle, with {@code --index N} to pick one
 * from a multi-puzzle file: declared once so every such command reads, names and rejects it alike.
 */
final class OnePuzzle {

    @Parameters(index = "0", paramLabel = "PUZZLE", description = PuzzleArgs.DESCRIPTION)
    String argument;

    @Option(names = "--index", paramLabel = "N", description = "Which puzzle of a multi-puzzle file (1-based).")
    Integer index;

    /** The puzzle; givens that clash are bad input. */
    Puzzle load() throws IOException {
        return PuzzleArgs.loadOne(argument, index);
    }

    /** The puzzle even when its givens clash (for explain, where that is the finding, not an input error). */
    Puzzle loadAllowingClashes() throws IOException {
        return PuzzleArgs.pick(PuzzleReader.readArgument(argument, System.in, false), index, argument);
    }
}
