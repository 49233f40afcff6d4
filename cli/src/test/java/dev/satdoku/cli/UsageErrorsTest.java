package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Every usage error, in every command, is one or two lines in plain words (with the nearest command
 * or option for a misspelt one), a pointer to the command's help, and exit status 2: never picocli's
 * "Unmatched arguments" or the whole usage text.
 */
class UsageErrorsTest {

    private static final String PUZZLE = ".".repeat(16);
    private static final Set<Class<?>> NUMBERS = Set.of(int.class, long.class, double.class, float.class, short.class,
            Integer.class, Long.class, Double.class, Float.class, Short.class);

    /** Commands whose options this module does not declare (the server's port is checked by the server). */
    private static final Set<String> ELSEWHERE = Set.of("serve", "help");

    private static void assertUsageError(Cli r, String command, String... fragments) {
        assertEquals(ExitCodes.USAGE, r.code(), r.toString());
        String[] lines = r.err().strip().split("\n");
        assertTrue(lines.length <= 2, "one or two lines: " + r);
        assertTrue(lines[0].startsWith("satdoku" + (command.isEmpty() ? "" : " " + command) + ": "), r.toString());
        assertTrue(r.err().contains("Run 'satdoku " + (command.isEmpty() ? "" : command + " ") + "--help'"), r.toString());
        for (String f : fragments) {
            assertTrue(r.err().contains(f), "lacks '" + f + "': " + r);
        }
        for (String jargon : List.of("Usage:", "Unmatched", "Possible solutions", "is not a", "Invalid value")) {
            assertFalse(r.err().contains(jargon), jargon + ": " + r);
        }
    }

    @Test
    void aMisspeltCommandSuggestsTheNearestCommand() {
        assertUsageError(Cli.run("slove", "x"), "", "unknown command 'slove'; did you mean solve?");
        assertUsageError(Cli.run("sovle", "x"), "", "unknown command 'sovle'; did you mean solve?");
        assertUsageError(Cli.run("cuont"), "", "did you mean count?");
        assertUsageError(Cli.run("frobnicate"), "", "unknown command 'frobnicate' (the commands: solve, encode");
    }

    @Test
    void aMisspeltOptionNamesTheCommandAndTheNearestOptionInEveryCommand() {
        assertUsageError(Cli.run("solve", "--limt", "3", PUZZLE), "solve", "unknown option '--limt'; did you mean --limit?");
        assertUsageError(Cli.run("count", "--limt=3", PUZZLE), "count", "unknown option '--limt'; did you mean --limit?");
        assertUsageError(Cli.run("solve", "--zzzzzzzz", PUZZLE), "solve", "unknown option '--zzzzzzzz'");
        for (Map.Entry<String, CommandLine> c : Main.everyCommand().getSubcommands().entrySet()) {
            if (c.getKey().equals("help")) {
                continue;
            }
            OptionSpec option = c.getValue().getCommandSpec().options().stream()
                    .filter(o -> o.longestName().length() >= 7 && !o.usageHelp() && !o.versionHelp())
                    .findFirst().orElseThrow();
            String name = option.longestName();
            // Two neighbours swapped after the dashes: one edit away.
            String typo = name.substring(0, 3) + name.charAt(4) + name.charAt(3) + name.substring(5);
            assertUsageError(Cli.run(c.getKey(), typo, PUZZLE), c.getKey(), "unknown option '" + typo + "'; did you mean " + name);
        }
    }

    @Test
    void anArgumentTooManyIsNamed() {
        assertUsageError(Cli.run("solve", PUZZLE, "extra"), "solve", "unexpected argument 'extra'");
    }

    @Test
    void aMissingArgumentIsNamed() {
        assertUsageError(Cli.run("solve"), "solve", "missing PUZZLE");
    }

    @Test
    void anEmptyPuzzleArgumentIsAUsageErrorNotADirectory() {
        for (String command : List.of("solve", "count", "encode", "render", "convert", "batch")) {
            Cli r = Cli.run(command, "");
            assertUsageError(r, command, "needs a file name");
            assertFalse(r.err().contains("directory"), r.toString());
        }
    }

    @Test
    void aWrongValueSaysWhatIsExpected() {
        assertUsageError(Cli.run("solve", "--timeout", "abc", PUZZLE), "solve",
                "--timeout needs a number of seconds greater than 0, found 'abc'");
        assertUsageError(Cli.run("count", "--limit", "-1", PUZZLE), "count", "--limit needs a whole number of solutions, 0 for all, found '-1'");
        assertUsageError(Cli.run("convert", "--to", "xyz", PUZZLE), "convert", "unknown --to format 'xyz'");
        assertUsageError(Cli.run("solve", "--amo", "magic", PUZZLE), "solve", "--amo: ", "magic");
        assertUsageError(Cli.run("batch", "--format", "xml"), "batch", "--format: unknown format 'xml'; choose csv, jsonl or grid");
    }

    /**
     * Every numeric option of every command is read by one of {@link OptionValues}' converters, so a
     * word where a number belongs, or a number out of range, reads the same everywhere.
     */
    @Test
    void everyNumericOptionOfEveryCommandIsCheckedTheSameWay() {
        List<String> checked = new ArrayList<>();
        for (Map.Entry<String, CommandLine> c : Main.everyCommand().getSubcommands().entrySet()) {
            if (ELSEWHERE.contains(c.getKey())) {
                continue;
            }
            for (OptionSpec o : c.getValue().getCommandSpec().options()) {
                if (!NUMBERS.contains(o.type())) {
                    continue;
                }
                String where = c.getKey() + " " + o.longestName();
                assertTrue(o.converters().length == 1 && o.converters()[0].getClass().getEnclosingClass() == OptionValues.class,
                        where + " is read without OptionValues");
                for (String bad : List.of("abc", "-5", "")) {
                    Cli r = Cli.run(c.getKey(), o.longestName(), bad, PUZZLE);
                    assertUsageError(r, c.getKey(), o.longestName() + " needs ", "found '" + bad + "'");
                }
                checked.add(where);
            }
        }
        assertTrue(checked.containsAll(List.of("solve --timeout", "count --limit", "solve --limit", "batch --threads",
                "render --scale", "explain --repairs", "steps --bound", "stats --repeat", "candidates --count-limit")), checked.toString());
    }
}
