package dev.satdoku.cli;

import dev.satdoku.syntax.Spelling;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Every usage error of every command, in one form: "satdoku COMMAND: what is wrong" (in plain words,
 * with the nearest command or option for a misspelt one), then where the options are listed, and exit
 * status 2. Never the whole usage text, which buries the one line that matters.
 */
final class UsageErrors implements IParameterExceptionHandler {

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cli = ex.getCommandLine();
        PrintWriter err = cli.getErr();
        String command = cli.getCommandSpec().qualifiedName(" ");
        err.println(command + ": " + describe(ex, args));
        err.println("Run '" + command + " --help' for " + (cli.getParent() == null ? "the commands." : "its options."));
        err.flush();
        return ExitCodes.USAGE;
    }

    static String describe(ParameterException ex, String[] args) {
        CommandLine cli = ex.getCommandLine();
        if (ex instanceof UnmatchedArgumentException u) {
            return unmatched(cli, u.getUnmatched());
        }
        if (ex instanceof CommandLine.MissingParameterException m) {
            // An unknown option was taken for the argument that now seems missing: the typo is the error.
            for (String arg : args) {
                if (arg.matches("--?[A-Za-z][-\\w]*(=.*)?") && cli.getCommandSpec().findOption(optionName(arg)) == null) {
                    return unmatched(cli, List.of(arg));
                }
            }
            return "missing " + m.getMissing().stream().map(UsageErrors::name).collect(Collectors.joining(" and "));
        }
        if (ex.getCause() instanceof OptionValues.Expected expected && ex.getArgSpec() != null) {
            return name(ex.getArgSpec()) + " needs " + expected.what + ", found '" + ex.getValue() + "'";
        }
        if (ex.getCause() instanceof CommandLine.TypeConversionException wrong && ex.getArgSpec() != null) {
            // The converters of choices word their own errors (the value and the choices); picocli's
            // "Invalid value for option" prefix only repeats the option.
            return name(ex.getArgSpec()) + ": " + wrong.getMessage();
        }
        return ex.getMessage();
    }

    /** Words picocli could not place: a misspelt command, an unknown option, or one argument too many. */
    private static String unmatched(CommandLine cli, List<String> words) {
        for (String word : words) {
            if (word.startsWith("-") && word.length() > 1) {
                String option = optionName(word);
                List<String> names = new ArrayList<>();
                for (OptionSpec o : cli.getCommandSpec().options()) {
                    names.addAll(List.of(o.names()));
                }
                return "unknown option '" + option + "'" + hint(Spelling.closest(option, names, 2));
            }
        }
        String first = words.isEmpty() ? "" : words.get(0);
        if (cli.getParent() == null && !cli.getSubcommands().isEmpty()) {
            List<String> commands = new ArrayList<>(cli.getSubcommands().keySet());
            List<String> close = Spelling.closest(first, commands, 2);
            return "unknown command '" + first + "'" + (close.isEmpty()
                    ? " (the commands: " + String.join(", ", commands) + ")" : hint(close));
        }
        return "unexpected argument" + (words.size() == 1 ? " " : "s ")
                + words.stream().map(w -> "'" + w + "'").collect(Collectors.joining(", "));
    }

    private static String optionName(String word) {
        return word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
    }

    private static String hint(List<String> close) {
        return close.isEmpty() ? "" : "; did you mean " + String.join(" or ", close) + "?";
    }

    /** An option by its longest name, a positional argument by its label. */
    private static String name(ArgSpec arg) {
        if (arg instanceof OptionSpec o) {
            return o.longestName();
        }
        return arg.paramLabel();
    }
}
