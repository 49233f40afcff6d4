package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.testing.Instance;
import dev.satdoku.testing.Mutator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line on fuzzed input (mutated instances, f-puzzles links exported from them, and
 * mutated solver models for 'decode'), as a user would hit it: every run ends with one of the
 * documented exit codes for input (0, or 1 with a one-line "satdoku: ..." message), never an internal
 * error (3), a stack trace or a hang. The parsers' own fuzzing, with many more inputs, is in the
 * formats module (ParserFuzzTest); this checks that what reaches the CLI is reported the way
 * {@link ExitCodes} promises.
 */
class CliFuzzTest {

    private static final int INPUTS = Integer.getInteger("satdoku.fuzz.cliInputs", 240);
    private static final Set<Integer> FOR_INPUT = Set.of(ExitCodes.OK, ExitCodes.BAD_INPUT);

    @TempDir
    Path tmp;

    @Test
    void fuzzedPuzzlesEndInExitCode0Or1WithoutStackTraces() throws IOException {
        List<String> seeds = new ArrayList<>();
        for (Instance i : Instance.all()) {
            seeds.add(Files.readString(i.file()));
        }
        for (String name : List.of("fpuzzles/blitz.sudoku", "variants/sigh-017.sudoku", "classic/4x4.sudoku")) {
            Cli link = Cli.run("convert", Cli.instance(name), "--to", "fpuzzles");
            assertTrue(link.code() == 0, link.toString());
            seeds.add(link.out().strip());
        }
        Mutator mutator = new Mutator(new Random(4242));
        String[][] commands = {{"solve", "--timeout", "5"}, {"count", "--timeout", "5"}, {"convert"}, {"check"}};
        int tried = 0;
        for (int i = 0; i < INPUTS; i++) {
            Path file = tmp.resolve("fuzz-" + i + ".sudoku");
            Files.writeString(file, mutator.mutate(seeds), StandardCharsets.UTF_8);
            String[] command = commands[i % commands.length];
            List<String> args = new ArrayList<>(List.of(command[0], file.toString()));
            if (command[0].equals("check")) {
                args.add(Cli.instance("classic/4x4.expected"));
            }
            args.addAll(List.of(command).subList(1, command.length));
            runChecked(args, file);
            tried++;
        }
        System.out.println("cli fuzz: " + tried + " fuzzed puzzle files run through solve, count, convert and check");
    }

    @Test
    void fuzzedModelsForDecodeEndInExitCode0Or1() throws IOException {
        String puzzle = Cli.instance("classic/4x4.sudoku");
        Cli encoded = Cli.run("encode", puzzle, "--no-simplify");
        int vars = Integer.parseInt(encoded.out().lines().filter(l -> l.startsWith("p cnf")).findFirst().orElseThrow().split(" ")[2]);
        Random rnd = new Random(77);
        StringBuilder lits = new StringBuilder();
        for (int v = 1; v <= vars; v++) {
            lits.append(rnd.nextInt(4) == 0 ? v : -v).append(' ');
        }
        List<String> seeds = List.of("s SATISFIABLE\nv " + lits + "0\n", "SAT\n" + lits + "0\n", lits + "0\n", "s UNSATISFIABLE\n");
        Mutator mutator = new Mutator(new Random(4243));
        int tried = 0;
        for (int i = 0; i < INPUTS / 2; i++) {
            Path model = tmp.resolve("model-" + i + ".txt");
            Files.writeString(model, mutator.mutate(seeds), StandardCharsets.UTF_8);
            runChecked(List.of("decode", puzzle, model.toString(), "--no-simplify"), model);
            tried++;
        }
        System.out.println("cli fuzz: " + tried + " fuzzed solver models run through decode");
    }

    private static void runChecked(List<String> args, Path input) {
        Cli r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> run(args), () -> "hang: " + args + " on " + show(input));
        String context = args + " on " + show(input) + "\n" + r;
        assertTrue(FOR_INPUT.contains(r.code()), "exit code " + r.code() + ": " + context);
        assertFalse(r.err().contains("\tat ") || r.err().contains("Exception"), "stack trace or exception name on stderr: " + context);
        if (r.code() == ExitCodes.BAD_INPUT && !args.get(0).equals("check") && !args.get(0).equals("decode")) {
            assertTrue(r.err().startsWith("satdoku: ") && !r.err().isBlank(), "a bad input gets a one-line message: " + context);
        }
    }

    /** Like {@link Cli#run}, with empty standard input (a fuzzed '-' must not wait for the terminal). */
    private static Cli run(List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
        return new Cli(code, out.toString(), err.toString());
    }

    private static String show(Path input) {
        try {
            String text = Files.readString(input);
            return input.getFileName() + " (" + (text.length() > 400 ? text.substring(0, 400) + "..." : text).replace("\n", "\\n") + ")";
        } catch (IOException e) {
            return input.toString();
        }
    }
}
