package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/**
 * {@code --timeout} and {@code --json} are declared once (TimeoutOption, JsonOption); their help
 * text differs by command and comes from OptionDescriptions. A command that takes the mixin
 * without a text there would show a blank description: this test names it.
 */
class SharedOptionsTest {

    private static Map<String, CommandLine> commands() {
        return Main.everyCommand().getSubcommands();
    }

    @Test
    void everyCommandWithASharedOptionHasItsOwnHelpText() {
        List<String> seen = new ArrayList<>();
        for (Map.Entry<String, CommandLine> c : commands().entrySet()) {
            for (String name : List.of("--timeout", "--json")) {
                OptionSpec option = c.getValue().getCommandSpec().findOption(name);
                if (option == null) {
                    continue;
                }
                seen.add(c.getKey() + " " + name);
                String text = String.join(" ", option.description());
                assertFalse(text.isBlank(), c.getKey() + " " + name + " has no help text (add it to OptionDescriptions)");
                String help = c.getValue().getUsageMessage(CommandLine.Help.Ansi.OFF);
                assertTrue(help.replaceAll("\\s+", " ").contains(text.substring(0, Math.min(40, text.length()))),
                        c.getKey() + " --help shows the text of " + name + ": " + help);
            }
        }
        // Every command that had these options before they became mixins still has them.
        for (String expected : List.of("solve --timeout", "solve --json", "count --timeout", "count --json",
                "candidates --timeout", "candidates --json", "explain --timeout", "explain --json", "ambiguity --timeout",
                "ambiguity --json", "redundant --timeout", "redundant --json", "decode --json",
                "render --timeout", "batch --timeout", "stats --timeout", "steps --timeout", "steps --json", "hint --timeout",
                "hint --json", "check --json", "stats --json")) {
            assertTrue(seen.contains(expected), expected + " in " + seen);
        }
        assertEquals(22, seen.size(), seen.toString());
    }

    @Test
    void aTimeoutThatIsNoPositiveNumberOfSecondsIsAUsageErrorInEveryCommand() {
        String puzzle = Cli.instance("classic/4x4.sudoku");
        for (List<String> args : List.of(List.of("solve", puzzle), List.of("count", puzzle), List.of("candidates", puzzle),
                List.of("explain", puzzle), List.of("render", puzzle, "-o", "-", "--solution"))) {
            for (String bad : List.of("0", "-1", "NaN", "abc")) {
                List<String> all = new ArrayList<>(args);
                all.addAll(List.of("--timeout", bad));
                Cli r = Cli.run(all.toArray(String[]::new));
                assertEquals(ExitCodes.USAGE, r.code(), all + ": " + r);
                assertTrue(r.err().contains("--timeout needs a number of seconds greater than 0, found '" + bad + "'"), all + ": " + r.err());
            }
        }
    }
}
