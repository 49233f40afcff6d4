package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A call that names a command registers only that command (start-up time); what the command
 * accepts and prints must not depend on it, so its help is compared with the help that 'satdoku help
 * COMMAND' prints, where every command is registered.
 */
class OneCommandModelTest {

    @Test
    void aNamedCommandIsTheOnlyOneRegistered() {
        assertEquals(List.of(SolveCommand.class), Main.commandsFor(new String[] {"solve", "x.sudoku"}));
        assertEquals(List.of(BatchCommand.class), Main.commandsFor(new String[] {"--debug", "batch", "--threads", "1"}));
    }

    @Test
    void everythingElseRegistersEveryCommand() {
        int all = Main.commandsFor(new String[0]).size();
        assertTrue(all > 10, "every command: " + all);
        for (String[] args : List.of(new String[] {"help", "solve"}, new String[] {"--help"}, new String[] {"solv"},
                new String[] {"--version", "solve"}, new String[] {"-h", "solve"})) {
            assertEquals(all, Main.commandsFor(args).size(), String.join(" ", args));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "encode", "count", "candidates", "explain", "batch", "stats", "serve", "render"})
    void helpIsTheSameWithOneCommandOrAll(String command) {
        Cli alone = Cli.run(command, "--help");
        Cli amongAll = Cli.run("help", command);
        assertEquals(0, alone.code(), alone.toString());
        assertEquals(amongAll.out(), alone.out());
        // The encoding options come from a mixin's model transformer, the easiest part to lose.
        if (!command.equals("render") && !command.equals("serve")) {
            assertTrue(alone.out().contains("--sum-encoding=ENCODING"), alone.out());
        }
    }

    @Test
    void anUnknownOptionOfTheNamedCommandIsStillAUsageError() {
        Cli r = Cli.run("solve", "--bogus", "x.sudoku");
        assertEquals(ExitCodes.USAGE, r.code(), r.toString());
        assertTrue(r.err().contains("--bogus"), r.err());
    }
}
