package dev.satdoku.sat;

import java.io.File;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Locates competition SAT solvers for the differential tests. When a solver is missing the tests
 * that need it are skipped, except under CI, where {@code SATDOKU_REQUIRE_EXTERNAL_SOLVERS=1}
 * (set by .ci/run after installing them) turns a missing solver into a failure.
 */
public final class ExternalSolvers {

    public static final List<String> CI_SOLVERS = List.of("cadical", "minisat");

    private ExternalSolvers() {
    }

    public static Optional<String> find(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            File f = new File(dir, name);
            if (f.isFile() && f.canExecute()) {
                return Optional.of(f.getAbsolutePath());
            }
        }
        return Optional.empty();
    }

    /** The solver's path; skips the test when it is absent (fails instead under CI). */
    public static String require(String name) {
        Optional<String> found = find(name);
        if (found.isEmpty() && "1".equals(System.getenv("SATDOKU_REQUIRE_EXTERNAL_SOLVERS"))) {
            throw new AssertionError(name + " is not installed, but SATDOKU_REQUIRE_EXTERNAL_SOLVERS=1 (apt-get install " + name + ")");
        }
        Assumptions.assumeTrue(found.isPresent(), name + " is not installed (apt-get install " + name + ")");
        return found.get();
    }
}
