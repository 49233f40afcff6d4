package dev.satdoku.cli;

import dev.satdoku.encode.DecodeException;
import dev.satdoku.sat.CheckFailedException;
import dev.satdoku.sat.ExternalSolverException;
import dev.satdoku.syntax.InputException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine;

@Command(name = "satdoku", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        resourceBundle = "dev.satdoku.cli.OptionDescriptions",
        description = {
            "Compiles classic and variant sudoku rules to pure propositional CNF, solves in-process with SAT4J, "
                    + "or writes DIMACS for any SAT solver.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the command did its job (including proving there is no solution)",
            "1:bad input (puzzle, solution or model file) or an I/O error",
            "2:usage error (unknown option, missing argument)",
            "3:internal error (a satdoku bug; please report it)",
            "130:interrupted by Ctrl-C (143 for SIGTERM); solving commands print what they found so far",
        },
        footer = {"", "Run 'satdoku help COMMAND' for a command's options, 'satdoku help solvers' for the SAT solvers. The puzzle format is described in docs/format.md."})
public final class Main implements Runnable {

    /**
     * The commands, in the order the top-level help lists them. Registered in code rather than in the
     * annotation so that a call naming one command builds only that command's model (see
     * {@link #commandsFor}).
     */
    private static final List<Class<?>> COMMANDS = List.of(
            SolveCommand.class,
            EncodeCommand.class,
            CheckCommand.class,
            CountCommand.class,
            CandidatesCommand.class,
            ExplainCommand.class,
            StepsCommand.class,
            HintCommand.class,
            AmbiguityCommand.class,
            RedundantCommand.class,
            DecodeCommand.class,
            ConvertCommand.class,
            RenderCommand.class,
            BatchCommand.class,
            StatsCommand.class,
            RulesCommand.class,
            dev.satdoku.serve.ServeCommand.class,
            HelpCommand.class);

    @Option(names = "--debug", scope = ScopeType.INHERIT, description = "Show stack traces for errors.")
    boolean debug;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * Whether standard output is a terminal, for box-drawn and coloured grids (--color=auto). Only
     * {@link #main} can know; {@link #execute(String[], PrintWriter, PrintWriter)}, which tests use with
     * their own writers, prints as to a pipe.
     */
    boolean stdoutIsTerminal;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command (solve, encode, check, ...)");
    }

    public static void main(String[] args) {
        Interruption.install();
        int code = execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true), System.console() != null);
        Interruption.finished();
        System.exit(code);
    }

    /** Runs the command line with the given streams; returns the exit code. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        return execute(args, out, err, false);
    }

    static int execute(String[] args, PrintWriter out, PrintWriter err, boolean terminal) {
        Main main = new Main();
        main.stdoutIsTerminal = terminal;
        CommandLine cli = commandLine(main, args);
        cli.setOut(out);
        cli.setErr(err);
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        cli.setParameterExceptionHandler(new UsageErrors());
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> handle(ex, commandLine, parseResult.hasMatchedOption("--debug")
                || parseResult.subcommand() != null && hasDebug(parseResult)));
        int code = cli.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /**
     * The command tree for a call with these arguments (see {@link #commandsFor}); settings made on it
     * later reach every command in it.
     */
    static CommandLine commandLine(Main main, String[] args) {
        CommandLine cli = new CommandLine(main);
        // Each as a CommandLine of its own: picocli's addSubcommand(Class) leaves out what the encoding
        // mixin's model transformer adds (the encoding options).
        HelpSections.install(cli);
        for (Class<?> command : commandsFor(args)) {
            CommandLine sub = new CommandLine(command);
            HelpSections.install(sub);
            cli.addSubcommand(sub);
        }
        return cli;
    }

    /** The tree with every command, as 'satdoku --help' sees it (for tests that walk all commands). */
    static CommandLine everyCommand() {
        return commandLine(new Main(), new String[0]);
    }

    /**
     * The commands to register for this call: only the one it names when it names one (after nothing
     * but --debug), every one otherwise (top-level help, 'help', a typo, for which the nearest
     * command is suggested, no command at all). Picocli builds the model of every registered command up front
     * by reflection, which was a fifth of a small puzzle's whole-process time, and building the batch
     * command's started Jackson. What a command prints and accepts is the same
     * either way (tested).
     */
    static List<Class<?>> commandsFor(String[] args) {
        for (String arg : args) {
            if (arg.equals("--debug")) {
                continue;
            }
            if (arg.startsWith("-")) {
                break;
            }
            for (Class<?> command : COMMANDS) {
                if (command != HelpCommand.class && command.getAnnotation(Command.class).name().equals(arg)) {
                    return List.of(command);
                }
            }
            break;
        }
        return COMMANDS;
    }

    private static boolean hasDebug(CommandLine.ParseResult result) {
        for (CommandLine.ParseResult r = result; r != null; r = r.subcommand()) {
            if (r.hasMatchedOption("--debug")) {
                return true;
            }
        }
        return false;
    }

    private static int handle(Exception ex, CommandLine cli, boolean debug) {
        PrintWriter err = cli.getErr();
        Throwable e = ex instanceof UncheckedIOException u ? u.getCause() : ex;
        int code;
        String message;
        if (e instanceof InputException) {
            code = ExitCodes.BAD_INPUT;
            message = e.getMessage();
        } else if (e instanceof DecodeException) {
            code = ExitCodes.BAD_INPUT;
            message = "cannot decode model: " + e.getMessage();
        } else if (e instanceof NoSuchFileException nf) {
            code = ExitCodes.BAD_INPUT;
            message = nf.getFile() + ": no such file";
        } else if (e instanceof AccessDeniedException ad) {
            code = ExitCodes.BAD_INPUT;
            message = ad.getFile() + ": permission denied";
        } else if (e instanceof IOException io) {
            code = ExitCodes.BAD_INPUT;
            message = "I/O error: " + io.getMessage();
        } else if (e instanceof ExternalSolverException) {
            code = ExitCodes.BAD_INPUT;
            message = e.getMessage();
        } else if (e instanceof CheckFailedException) {
            code = ExitCodes.INTERNAL;
            message = e.getMessage();
        } else if (e instanceof OutOfMemoryError) {
            code = ExitCodes.INTERNAL;
            message = "out of memory; the puzzle or the output is too large for this heap (-Xmx)";
        } else {
            code = ExitCodes.INTERNAL;
            message = "internal error: " + e + " (run with --debug for details; please report it)";
        }
        err.println("satdoku: " + message);
        if (debug) {
            e.printStackTrace(err);
        }
        err.flush();
        return code;
    }
}
