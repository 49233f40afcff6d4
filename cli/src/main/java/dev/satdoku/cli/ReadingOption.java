package dev.satdoku.cli;

import dev.satdoku.format.ReadChoices;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code --read}: the setter's corrections to how a drawn puzzle (a SudokuPad link) is read, declared
 * once and mixed into the PUZZLE argument of every command that reads one.
 */
final class ReadingOption {

    static final String DESCRIPTION = "Correct how a SudokuPad drawing is read, per element kind as the reading names it on "
            + "standard error: KIND=READING[,KIND=READING...], e.g. 'green=whisper,grey line=thermo,blue circle=none' "
            + "(none: not a rule). A reading the importer does not know is an error that lists the readings; docs/sudokupad.md.";

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--read", paramLabel = "KIND=READING,...", description = DESCRIPTION)
    String text;

    ReadChoices choices() {
        try {
            return ReadChoices.parse(text);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(mixee.commandLine(), "--read: " + e.getMessage());
        }
    }
}
