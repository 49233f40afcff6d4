package dev.satdoku.cli;

import dev.satdoku.model.Puzzle;
import java.io.IOException;
import java.io.PrintWriter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The PUZZLE argument of a command that works on one puzzle, with {@code --index N} to pick one
 * from a multi-puzzle file: declared once so every such command reads, names, rejects and warns
 * about it alike (import warnings go to the command's standard error as the puzzle is loaded).
 */
final class OnePuzzle {

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Parameters(index = "0", converter = OptionValues.NotEmpty.class, paramLabel = "PUZZLE", description = PuzzleArgs.DESCRIPTION)
    String argument;

    @Option(names = "--index", converter = OptionValues.AtLeastOne.class, paramLabel = "N", description = "Which puzzle of a multi-puzzle file (1-based).")
    Integer index;

    @Mixin
    ReadingOption reading;

    /** The puzzle; givens that clash are bad input. */
    Puzzle load() throws IOException {
        return PuzzleArgs.loadOne(err(), argument, index, reading.choices());
    }

    /** The puzzle even when its givens clash (for explain, where that is the finding, not an input error). */
    Puzzle loadAllowingClashes() throws IOException {
        return PuzzleArgs.loadOneAllowingClashes(err(), argument, index, reading.choices());
    }

    private PrintWriter err() {
        return mixee.commandLine().getErr();
    }
}
