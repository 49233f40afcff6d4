package dev.satdoku.cli;

import dev.satdoku.sat.Backends;
import dev.satdoku.sat.SatBackend;
import java.util.function.Supplier;
import picocli.CommandLine.Option;

/** {@code --solver}: which SAT solver the solving commands use. */
public final class SolverMixin {

    @Option(names = "--solver", paramLabel = "SOLVER",
            description = "sat4j (in-process, the default), sat4j-portfolio (two SAT4J set-ups race on two "
                    + "threads, the first answer wins and the other is stopped; for hard puzzles on an otherwise idle "
                    + "machine), cryptominisat-lib (CryptoMiniSat's library in-process, where the Debian package "
                    + "libcryptominisat5 is installed), cadical, kissat, minisat, cryptominisat, picosat, or a "
                    + "command line CMD: it is run with the path of a DIMACS file as its last argument (or where {cnf} "
                    + "appears) and must print SAT-competition output ('s SATISFIABLE' and 'v' lines, or "
                    + "'s UNSATISFIABLE'). External solvers run once per question, re-reading the clauses; they give "
                    + "no unsat cores, so 'explain' then shrinks by deletion alone. A missing solver is an error "
                    + "naming the Debian package to install.")
    String solver = "sat4j";

    /** Backends for the chosen solver (located now, so a missing program fails before any work). */
    Supplier<SatBackend> backends() {
        return Interruption.tracked(Backends.named(solver));
    }
}
