package dev.satdoku.cli;

import dev.satdoku.model.Puzzle;
import java.io.IOException;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The PUZZLE argument of a command that works on every puzzle of a file in turn (solve, count):
 * read, and its import warnings printed on the command's standard error, in one place.
 */
final class PuzzleList {

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Parameters(index = "0", converter = OptionValues.NotEmpty.class, paramLabel = "PUZZLE", description = PuzzleArgs.DESCRIPTION)
    String argument;

    @Mixin
    ReadingOption reading;

    List<Puzzle> load() throws IOException {
        return PuzzleArgs.load(mixee.commandLine().getErr(), argument, reading.choices());
    }
}
