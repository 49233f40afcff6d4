package dev.satdoku.sat;

import java.util.Locale;
import java.util.function.Supplier;

/** Picks a backend by the name users give to {@code --solver}. */
public final class Backends {

    public static final String DEFAULT = "sat4j";

    private Backends() {
    }

    /**
     * {@code sat4j} (in-process), a known external solver, or a custom command (see
     * {@link ExternalSolver#custom}). An external program is located now, so a missing one is reported
     * before any work starts.
     */
    public static Supplier<SatBackend> named(String name) {
        if (name == null || name.strip().toLowerCase(Locale.ROOT).equals(DEFAULT)) {
            return Sat4jBackend::new;
        }
        ExternalSolver solver = ExternalSolver.byName(name);
        solver.locate();
        return () -> new ExternalSolverBackend(solver);
    }
}
