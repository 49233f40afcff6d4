package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOption;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.encoding.RenbanEncoding;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.encoding.sum.SumEncoding;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The encoding options on the command line are made from their one declaration and read back into EncodingOptions. */
class EncodingMixinTest {

    private static final List<String> COMMANDS = List.of("solve", "count", "candidates", "explain", "steps", "hint", "encode", "decode", "batch",
            "stats");

    @Test
    void everyCommandThatBuildsCnfOffersEveryOption() {
        CommandLine root = Main.everyCommand();
        for (String name : COMMANDS) {
            CommandLine sub = root.getSubcommands().get(name);
            assertNotNull(sub, name);
            for (EncodingOption<?> o : EncodingOptions.ALL) {
                for (String n : o.cli().names()) {
                    assertNotNull(sub.getCommandSpec().findOption(n), name + " " + n);
                }
            }
        }
    }

    @Test
    void noOptionsMeanTheDefaults() {
        assertEquals(EncodingOptions.DEFAULTS, parse());
    }

    @Test
    void everyOptionIsReadIntoTheEncodingOptions() {
        EncodingOptions want = EncodingOptions.DEFAULTS.with(EncodingOptions.CELL, CellEncoding.BOTH)
                .with(EncodingOptions.AMO, AmoEncoding.COMMANDER).with(EncodingOptions.HOUSES, EncodingOptions.Houses.MINIMAL)
                .with(EncodingOptions.SIMPLIFY, false).with(EncodingOptions.RENBAN, RenbanEncoding.PAIRS)
                .with(EncodingOptions.SUM, SumEncoding.SEQCOUNTER).with(EncodingOptions.CONNECTIVITY, ConnectivityEncoding.LEVELS);
        assertEquals(want, parse("--cell=both", "--amo", "Commander", "--houses=minimal", "--no-simplify", "--renban=pairs",
                "--sum-encoding=seqcounter", "--connectivity=levels"));
        // Aliases and case: "extended" is the complete house encoding; --sum is --sum-encoding.
        assertEquals(EncodingOptions.DEFAULTS.with(EncodingOptions.SUM, SumEncoding.ADDER),
                parse("--houses=EXTENDED", "--sum=adder"));
    }

    @Test
    void aWrongNameIsAUsageErrorListingTheChoices() {
        Cli r = Cli.run("encode", "--amo=quadratic", Cli.instance("classic/4x4.sudoku"));
        assertEquals(2, r.code(), r.toString());
        assertTrue(r.err().contains("satdoku encode: --amo: unknown at-most-one encoding 'quadratic'; choose one of "
                + "pairwise, sequential, commander, product, binary"), r.err());
    }

    private static EncodingOptions parse(String... options) {
        EncodeCommand command = new EncodeCommand();
        CommandLine cli = new CommandLine(command);
        String[] args = new String[options.length + 1];
        System.arraycopy(options, 0, args, 0, options.length);
        args[options.length] = "puzzle.sudoku";
        cli.parseArgs(args);
        return command.encoding.options();
    }
}
