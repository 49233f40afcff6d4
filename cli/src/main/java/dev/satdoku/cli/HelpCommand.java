package dev.satdoku.cli;

import dev.satdoku.syntax.Spelling;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.IHelpCommandInitializable2;
import picocli.CommandLine.Parameters;

/**
 * {@code satdoku help [COMMAND|TOPIC]}: a command's help, or a topic that several commands share and
 * that would otherwise repeat in each command's help (the solvers).
 */
@Command(name = "help", helpCommand = true, mixinStandardHelpOptions = true,
        description = "Show the commands, a command's options (satdoku help solve) or a topic: solvers.")
final class HelpCommand implements IHelpCommandInitializable2, Runnable {

    /** Topics by name: text that belongs to no one command. */
    static final Map<String, String> TOPICS = Map.of("solvers", SolverMixin.DETAILS);

    @Parameters(arity = "0..1", paramLabel = "COMMAND|TOPIC", description = "A command, or the topic 'solvers'.")
    String topic;

    private CommandLine self;
    private Help.ColorScheme colors;
    private PrintWriter out;

    @Override
    public void init(CommandLine helpCommandLine, Help.ColorScheme colorScheme, PrintWriter outWriter, PrintWriter errWriter) {
        this.self = helpCommandLine;
        this.colors = colorScheme;
        this.out = outWriter;
    }

    @Override
    public void run() {
        CommandLine parent = self.getParent();
        if (topic == null) {
            parent.usage(out, colors);
        } else if (TOPICS.containsKey(topic)) {
            out.println(TOPICS.get(topic));
        } else if (parent.getSubcommands().containsKey(topic)) {
            parent.getSubcommands().get(topic).usage(out, colors);
        } else {
            List<String> known = new ArrayList<>(parent.getSubcommands().keySet());
            known.addAll(TOPICS.keySet());
            List<String> close = Spelling.closest(topic, known, 2);
            throw new CommandLine.ParameterException(self, "no command or topic '" + topic + "'"
                    + (close.isEmpty() ? " (the topics: " + String.join(", ", TOPICS.keySet()) + ")" : "; did you mean " + String.join(" or ", close) + "?"));
        }
        out.flush();
    }
}
