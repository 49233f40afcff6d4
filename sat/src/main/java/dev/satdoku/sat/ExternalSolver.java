package dev.satdoku.sat;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How to run one SAT solver as a separate process: the program, its arguments ({@code {cnf}} and
 * {@code {result}} stand for the DIMACS input and MiniSat's result file), where its answer is
 * printed, and the Debian package that provides it.
 *
 * <p>Known solvers: cadical, kissat, minisat, cryptominisat (program cryptominisat5), picosat. Any
 * other command works if it honours the contract of {@link #custom}.
 *
 * @param name          what the user typed, for messages
 * @param program       the program to run (looked up on PATH unless it contains a '/')
 * @param arguments     its arguments, with the placeholders above
 * @param resultFile    true when the verdict and model go to the result file (MiniSat), false when
 *                      they are printed on standard output as SAT-competition {@code s} / {@code v} lines
 * @param debianPackage package that installs the program, or null for a custom command
 */
public record ExternalSolver(String name, String program, List<String> arguments, boolean resultFile, String debianPackage) {

    public static final String CNF = "{cnf}";
    public static final String RESULT = "{result}";

    public ExternalSolver {
        arguments = List.copyOf(arguments);
    }

    /** Names {@link #byName} knows besides custom commands. */
    public static final List<String> KNOWN = List.of("cadical", "kissat", "minisat", "cryptominisat", "picosat");

    /** A known solver by name, or empty. */
    public static Optional<ExternalSolver> known(String name) {
        return Optional.ofNullable(switch (name.toLowerCase(Locale.ROOT)) {
            case "cadical" -> new ExternalSolver("cadical", "cadical", List.of("-q", CNF), false, "cadical");
            case "kissat" -> new ExternalSolver("kissat", "kissat", List.of("-q", CNF), false, "kissat");
            case "minisat" -> new ExternalSolver("minisat", "minisat", List.of("-verb=0", CNF, RESULT), true, "minisat");
            case "cryptominisat", "cryptominisat5" -> new ExternalSolver("cryptominisat", "cryptominisat5",
                    List.of("--verb", "0", CNF), false, "cryptominisat");
            case "picosat" -> new ExternalSolver("picosat", "picosat", List.of(CNF), false, "picosat");
            default -> null;
        });
    }

    /**
     * A command line given by the user, split on whitespace. Contract: the program gets the path of a
     * DIMACS CNF file (where {@code {cnf}} appears, or else as the last argument) and prints its
     * answer on standard output in the SAT-competition form: {@code s SATISFIABLE} followed by
     * {@code v} lines with the model's literals, or {@code s UNSATISFIABLE}. Its exit status is
     * ignored (competition solvers exit with 10 and 20).
     */
    public static ExternalSolver custom(String commandLine) {
        List<String> words = new ArrayList<>(List.of(commandLine.strip().split("\\s+")));
        if (words.isEmpty() || words.get(0).isEmpty()) {
            throw new ExternalSolverException("empty --solver command");
        }
        String program = words.remove(0);
        if (!words.contains(CNF)) {
            words.add(CNF);
        }
        // A known solver given with options of one's own ('minisat -verb=0') keeps its way of answering:
        // MiniSat prints only the verdict on its console and writes the model to a result file.
        String file = new File(program).getName();
        ExternalSolver like = KNOWN.stream().map(ExternalSolver::known).flatMap(Optional::stream)
                .filter(k -> k.program().equals(file)).findFirst().orElse(null);
        boolean resultFile = like != null && like.resultFile();
        if (resultFile && !words.contains(RESULT)) {
            words.add(words.indexOf(CNF) + 1, RESULT);
        }
        return new ExternalSolver(commandLine.strip(), program, words, resultFile, like == null ? null : like.debianPackage());
    }

    /** A known name, or else a custom command. */
    public static ExternalSolver byName(String nameOrCommand) {
        return known(nameOrCommand.strip()).orElseGet(() -> custom(nameOrCommand));
    }

    /** The program's absolute path; a clear error naming the package when it is not installed. */
    public String locate() {
        if (program.contains("/")) {
            File f = new File(program);
            if (f.isFile() && f.canExecute()) {
                return f.getAbsolutePath();
            }
            throw new ExternalSolverException("--solver " + name + ": " + program + " is not an executable file");
        }
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(File.pathSeparator)) {
                File f = new File(dir, program);
                if (f.isFile() && f.canExecute()) {
                    return f.getAbsolutePath();
                }
            }
        }
        if (debianPackage != null) {
            throw new ExternalSolverException(name + " is not installed (no '" + program + "' on PATH); install it with: "
                    + "apt-get install " + debianPackage);
        }
        throw new ExternalSolverException("--solver " + name + ": no program '" + program + "' on PATH");
    }

    /** The full command for one run. */
    List<String> command(String executable, Path cnf, Path result) {
        List<String> cmd = new ArrayList<>();
        cmd.add(executable);
        for (String a : arguments) {
            cmd.add(a.replace(CNF, cnf.toString()).replace(RESULT, result.toString()));
        }
        return cmd;
    }
}
