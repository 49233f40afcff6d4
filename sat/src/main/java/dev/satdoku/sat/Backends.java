package dev.satdoku.sat;

import java.util.Locale;
import java.util.function.Supplier;

/** Picks a backend by the name users give to {@code --solver}. */
public final class Backends {

    public static final String DEFAULT = "sat4j";

    /** Two SAT4J set-ups racing on the two cores ({@link Sat4jPortfolioBackend}). */
    public static final String PORTFOLIO = "sat4j-portfolio";

    private Backends() {
    }

    /**
     * {@code sat4j} (in-process), {@code sat4j-portfolio} (two in-process SAT4J searches racing),
     * {@code cryptominisat-lib} (CryptoMiniSat's library in-process, where installed), a known external solver, or a custom command (see
     * {@link ExternalSolver#custom}). An external program is located now, so a missing one is reported
     * before any work starts.
     */
    public static Supplier<SatBackend> named(String name) {
        if (name == null || name.strip().toLowerCase(Locale.ROOT).equals(DEFAULT)) {
            return Sat4jBackend::new;
        }
        if (name.strip().toLowerCase(Locale.ROOT).equals(PORTFOLIO)) {
            return Sat4jPortfolioBackend::new;
        }
        if (name.strip().toLowerCase(Locale.ROOT).equals(CryptoMiniSatBackend.NAME)) {
            if (!CryptoMiniSatBackend.available()) {
                throw new ExternalSolverException("--solver " + CryptoMiniSatBackend.NAME + ": " + CryptoMiniSatBackend.unavailableReason());
            }
            return CryptoMiniSatBackend::new;
        }
        ExternalSolver solver = ExternalSolver.byName(name);
        solver.locate();
        return () -> new ExternalSolverBackend(solver);
    }

    /** True for the in-process solvers, which report conflicts and decisions; external ones do not. */
    public static boolean reportsEffort(String name) {
        String n = name == null ? DEFAULT : name.strip().toLowerCase(Locale.ROOT);
        return n.equals(DEFAULT) || n.equals(PORTFOLIO) || n.equals(CryptoMiniSatBackend.NAME);
    }
}
