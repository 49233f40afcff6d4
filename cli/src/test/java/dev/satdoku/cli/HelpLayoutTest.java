package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOption;
import dev.satdoku.encode.EncodingOptions;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's help puts the command's own options first and the encoding options last under a
 * heading, and the solvers' long description is in 'satdoku help solvers' only.
 */
class HelpLayoutTest {

    private static final String HEADING = "Encoding options (how the rules become clauses; docs/encodings.md):";

    @Test
    void encodingOptionsComeLastUnderTheirHeadingInEveryCommand() {
        int withEncodings = 0;
        for (Map.Entry<String, CommandLine> c : Main.everyCommand().getSubcommands().entrySet()) {
            Cli r = Cli.run(c.getKey(), "--help");
            assertEquals(0, r.code(), r.toString());
            String help = r.out();
            assertTrue(help.startsWith("Usage: satdoku " + c.getKey() + " [OPTIONS]"), help);
            assertFalse(help.contains("re-reading the clauses"), c.getKey() + " repeats the solvers' story: " + help);
            if (c.getValue().getCommandSpec().findOption("--amo") == null) {
                assertFalse(help.contains(HEADING), help);
                continue;
            }
            withEncodings++;
            int heading = help.indexOf(HEADING);
            assertTrue(heading > 0, c.getKey() + ": " + help);
            for (EncodingOption<?> option : EncodingOptions.ALL) {
                String name = option.cli().names().get(0);
                Matcher row = Pattern.compile("\n      " + Pattern.quote(name) + "[=, ]").matcher(help);
                assertTrue(row.find() && row.start() > heading && !row.find(), c.getKey() + " " + name + " once, after the heading: " + help);
            }
            assertTrue(help.indexOf("--help") < heading, help);
            if (c.getKey().equals("solve")) {
                assertTrue(help.indexOf("--all") < help.indexOf("--read") && help.indexOf("--limit") < help.indexOf("--solver"), help);
            }
        }
        assertTrue(withEncodings >= 8, "commands with encoding options: " + withEncodings);
    }

    @Test
    void theSolversAreDescribedOnce() {
        Cli solve = Cli.run("solve", "--help");
        assertTrue(solve.out().replaceAll("\\s+", " ").contains("'satdoku help solvers' says more"), solve.out());
        Cli topic = Cli.run("help", "solvers");
        assertEquals(0, topic.code(), topic.toString());
        assertTrue(topic.out().contains("sat4j-portfolio") && topic.out().contains("re-reading the clauses"), topic.out());
        Cli command = Cli.run("help", "count");
        assertTrue(command.out().startsWith("Usage: satdoku count [OPTIONS] PUZZLE"), command.out());
        Cli typo = Cli.run("help", "solvres");
        assertEquals(ExitCodes.USAGE, typo.code(), typo.toString());
        assertTrue(typo.err().contains("did you mean solvers?"), typo.toString());
    }
}
