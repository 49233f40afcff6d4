package dev.satdoku.cli;

import dev.satdoku.sat.Backends;
import dev.satdoku.sat.SatBackend;
import java.io.PrintWriter;
import java.util.function.Supplier;
import picocli.CommandLine.Option;

/** {@code --solver}: which SAT solver the solving commands use. */
public final class SolverMixin {

    /** The whole story, once: 'satdoku help solvers' prints it, each command's help points there. */
    static final String DETAILS = "--solver SOLVER: which SAT solver answers the solving commands' questions.\n\n"
            + "  sat4j               in-process, the default\n"
            + "  sat4j-portfolio     two SAT4J set-ups race on two threads, the first answer wins and the\n"
            + "                      other is stopped; for hard puzzles on an otherwise idle machine\n"
            + "  cryptominisat-lib   CryptoMiniSat's library in-process, where the Debian package\n"
            + "                      libcryptominisat5 is installed\n"
            + "  cadical, kissat, minisat, cryptominisat, picosat\n"
            + "                      the program of that name on PATH\n"
            + "  CMD                 any command line: it is run with the path of a DIMACS file as its last\n"
            + "                      argument (or where {cnf} appears) and must print SAT-competition output\n"
            + "                      ('s SATISFIABLE' and 'v' lines, or 's UNSATISFIABLE')\n\n"
            + "External solvers run once per question, re-reading the clauses; they give no unsat cores, so\n"
            + "'explain' then shrinks by deletion alone. A missing solver is an error naming the Debian package\n"
            + "to install.";

    @Option(names = "--solver", paramLabel = "SOLVER",
            description = "The SAT solver: sat4j (in-process, the default), sat4j-portfolio, cryptominisat-lib, cadical, "
                    + "kissat, minisat, cryptominisat, picosat or a command line; 'satdoku help solvers' says more.")
    String solver = "sat4j";

    /** Whether any backend was made: the pre-pass answers decided puzzles without one. */
    private boolean used;

    /** Backends for the chosen solver (located now, so a missing program fails before any work). */
    Supplier<SatBackend> backends() {
        Supplier<SatBackend> made = Interruption.tracked(Backends.named(solver));
        return () -> {
            used = true;
            return made.get();
        };
    }

    /**
     * Says so when a solver other than the default was asked for and never ran, since the pre-pass
     * decided every puzzle: someone comparing solvers would otherwise time satdoku alone.
     */
    void noteIfUnused(PrintWriter err) {
        if (!used && !solver.equals("sat4j")) {
            err.println("satdoku: the pre-pass decided the puzzle, so " + solver + " was not run; use --no-simplify to have "
                    + "the solver do the work");
            err.flush();
        }
    }
}
