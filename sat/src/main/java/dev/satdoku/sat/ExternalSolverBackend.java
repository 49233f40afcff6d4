package dev.satdoku.sat;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.DimacsReader;
import dev.satdoku.syntax.InputException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A SAT solver run as a separate process on a DIMACS file. Each {@link #solve} writes the clauses
 * loaded and added so far, plus one unit clause per assumption, to a temporary file, runs the
 * solver, and reads its verdict and model (SAT-competition {@code s}/{@code v} lines, or MiniSat's
 * result file). Incremental use (blocking clauses, activation literals) is thus emulated by
 * re-running from scratch. Failed-assumption cores are not available, so {@link #failedAssumptions}
 * echoes every assumption and {@link #providesCores} is false.
 *
 * <p>Every model is checked against the clauses before it is used, so a faulty solver or a
 * truncated output cannot pass for a solution. {@link #interrupt} kills the running process.
 *
 * <p>The scratch folder (the DIMACS file, the solver's output) is deleted by {@link #close} on every
 * path: answer, error, timeout and interrupt. Folders still open when the JVM goes down are deleted
 * by {@link #deleteScratchFolders}, which the command line's shutdown hook calls.
 */
public final class ExternalSolverBackend implements SatBackend {

    /** Scratch folders of backends not yet closed. */
    private static final Set<Path> OPEN_FOLDERS = ConcurrentHashMap.newKeySet();

    private final ExternalSolver solver;
    private final String executable;
    private final Path dir;
    private Cnf base;
    private final List<int[]> added = new ArrayList<>();
    private int variables;
    private boolean[] model;
    private int[] lastAssumptions = new int[0];
    private volatile boolean interrupted;
    private volatile Process running;
    private long runs;

    /** Checks that the program is installed (a clear error otherwise) and makes a scratch folder. */
    public ExternalSolverBackend(ExternalSolver solver) {
        this.solver = solver;
        this.executable = solver.locate();
        try {
            this.dir = Files.createTempDirectory("satdoku-" + solver.program().replaceAll("[^A-Za-z0-9]", "") + "-");
            OPEN_FOLDERS.add(dir);
        } catch (IOException e) {
            throw new ExternalSolverException("cannot create a temporary folder for " + solver.name() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String name() {
        return solver.name();
    }

    @Override
    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
    public void load(Cnf cnf) {
        if (base != null) {
            for (int c = 0; c < cnf.clauseCount(); c++) {
                added.add(cnf.clause(c));
            }
        } else {
            base = cnf;
        }
        ensureVariables(cnf.numVars());
    }

    @Override
    public void ensureVariables(int count) {
        variables = Math.max(variables, count);
    }

    @Override
    public int variableCount() {
        return variables;
    }

    @Override
    public void addClause(int... lits) {
        for (int l : lits) {
            ensureVariables(Math.abs(l));
        }
        added.add(lits.clone());
    }

    @Override
    public SatResult solve(int... assumptions) {
        model = null;
        lastAssumptions = assumptions.clone();
        if (interrupted) {
            return SatResult.UNKNOWN;
        }
        for (int a : assumptions) {
            ensureVariables(Math.abs(a));
        }
        Path cnf = dir.resolve("problem.cnf");
        Path result = dir.resolve("result.txt");
        Path err = dir.resolve("stderr.txt");
        try {
            write(cnf, assumptions);
            Files.deleteIfExists(result);
            Process p = new ProcessBuilder(solver.command(executable, cnf, result))
                    .redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .start();
            running = p;
            runs++;
            if (interrupted) {
                kill(p);
            }
            String out;
            try (InputStream in = p.getInputStream()) {
                out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            int exit = p.waitFor();
            running = null;
            if (interrupted) {
                return SatResult.UNKNOWN;
            }
            String answer = solver.resultFile() ? (Files.exists(result) ? Files.readString(result) : "") : out;
            return read(answer, exit, err);
        } catch (IOException e) {
            if (interrupted) {
                // Killing the process closes its output under the reading thread ("Stream closed"):
                // that is the interrupt arriving, not a failure of the solver.
                return SatResult.UNKNOWN;
            }
            throw new ExternalSolverException(solver.name() + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            interrupt();
            return SatResult.UNKNOWN;
        } finally {
            Process p = running;
            if (p != null) {
                kill(p);
                running = null;
            }
        }
    }

    /**
     * Kills the process and everything it started: a wrapper script's solver would otherwise keep
     * the output pipe open (and the CPU busy) after the script itself is gone. Children are listed
     * first, while they are still the process's descendants.
     */
    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    private void write(Path file, int[] assumptions) throws IOException {
        int baseCount = base == null ? 0 : base.clauseCount();
        try (Writer w = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.US_ASCII), 1 << 16)) {
            w.write("p cnf " + variables + " " + (baseCount + added.size() + assumptions.length) + "\n");
            StringBuilder sb = new StringBuilder(1 << 12);
            for (int c = 0; c < baseCount; c++) {
                for (int p = base.start(c), e = base.end(c); p < e; p++) {
                    sb.append(base.lit(p)).append(' ');
                }
                sb.append("0\n");
                if (sb.length() > 1 << 12) {
                    w.write(sb.toString());
                    sb.setLength(0);
                }
            }
            for (int[] clause : added) {
                for (int lit : clause) {
                    sb.append(lit).append(' ');
                }
                sb.append("0\n");
            }
            for (int a : assumptions) {
                sb.append(a).append(" 0\n");
            }
            w.write(sb.toString());
        }
    }

    private SatResult read(String answer, int exit, Path err) throws IOException {
        DimacsReader.Model m;
        try {
            m = DimacsReader.readModel(new StringReader(answer), solver.name() + " output");
        } catch (InputException e) {
            throw new ExternalSolverException(solver.name() + " printed no usable answer (" + e.getMessage() + "; exit status "
                    + exit + ")" + stderrTail(err));
        }
        if (m.status() == DimacsReader.Status.UNSATISFIABLE) {
            return SatResult.UNSATISFIABLE;
        }
        if (m.status() == DimacsReader.Status.UNKNOWN) {
            throw new ExternalSolverException(solver.name() + " answered UNKNOWN (exit status " + exit + ")" + stderrTail(err));
        }
        if (!m.valuesPrinted() && variables > 0) {
            // The reading decode gives the same output: a verdict without a model is no answer.
            throw new ExternalSolverException(solver.name() + " answered SATISFIABLE but printed no model" + (m.minisatConsole()
                    ? " (MiniSat's console never holds it; it writes it to a result file, as '--solver minisat' has it do)"
                    : ": it must print the model as 'v' lines") + stderrTail(err));
        }
        boolean[] values = m.values(variables);
        String broken = falsified(values);
        if (broken != null) {
            throw new ExternalSolverException(solver.name() + "'s model falsifies " + broken + "; the solver output is wrong or "
                    + "truncated" + stderrTail(err));
        }
        model = values;
        return SatResult.SATISFIABLE;
    }

    /** The first clause (or assumption) the model falsifies, or null. */
    private String falsified(boolean[] values) {
        int baseCount = base == null ? 0 : base.clauseCount();
        for (int c = 0; c < baseCount; c++) {
            boolean sat = false;
            for (int p = base.start(c), e = base.end(c); p < e && !sat; p++) {
                int lit = base.lit(p);
                sat = values[Math.abs(lit)] == lit > 0;
            }
            if (!sat) {
                return "clause " + Arrays.toString(base.clause(c));
            }
        }
        for (int[] clause : added) {
            boolean sat = false;
            for (int lit : clause) {
                sat |= values[Math.abs(lit)] == lit > 0;
            }
            if (!sat) {
                return "clause " + Arrays.toString(clause);
            }
        }
        for (int a : lastAssumptions) {
            if (values[Math.abs(a)] != a > 0) {
                return "the assumption " + a;
            }
        }
        return null;
    }

    private static String stderrTail(Path err) {
        try {
            if (!Files.exists(err)) {
                return "";
            }
            List<String> lines = Files.readAllLines(err, StandardCharsets.UTF_8);
            if (lines.isEmpty()) {
                return "";
            }
            return "; its error output ends with: " + String.join(" / ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
        } catch (IOException | java.io.UncheckedIOException e) {
            return "";
        }
    }

    @Override
    public boolean[] model() {
        if (model == null) {
            throw new IllegalStateException("no model: the last call was not satisfiable");
        }
        return model;
    }

    /** No cores from a separate process: every assumption is reported (sufficient, not minimal). */
    @Override
    public int[] failedAssumptions() {
        return lastAssumptions.clone();
    }

    @Override
    public void interrupt() {
        interrupted = true;
        Process p = running;
        if (p != null) {
            kill(p);
        }
    }

    /** Conflicts and decisions stay inside the processes; nothing is reported. */
    @Override
    public SolverStats stats() {
        return SolverStats.NONE;
    }

    /** How many times the solver process ran. */
    public long runs() {
        return runs;
    }

    @Override
    public void close() {
        interrupt();
        deleteFolder(dir);
    }

    /** Deletes the scratch folder of every backend not yet closed (their processes are killed by interrupts). */
    public static void deleteScratchFolders() {
        OPEN_FOLDERS.forEach(ExternalSolverBackend::deleteFolder);
    }

    /** The scratch folders of backends not yet closed (for tests). */
    static Set<Path> openFolders() {
        return Set.copyOf(OPEN_FOLDERS);
    }

    private static void deleteFolder(Path dir) {
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.deleteIfExists(f);
            }
            Files.deleteIfExists(dir);
        } catch (NoSuchFileException e) {
            // already gone
        } catch (IOException e) {
            // best effort: a leftover scratch folder in the temp directory is harmless
        }
        OPEN_FOLDERS.remove(dir);
    }
}
