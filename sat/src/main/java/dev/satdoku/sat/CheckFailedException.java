package dev.satdoku.sat;

import dev.satdoku.check.Violation;
import java.util.List;

/**
 * The solver produced a grid the independent checker rejects: a bug in an encoding (or in the
 * checker), never the user's fault. Reported as an internal error instead of printing the grid.
 */
public class CheckFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient List<Violation> violations;

    // The checker's violations are exported only to the satdoku modules that report them.
    @SuppressWarnings("exports")
    public CheckFailedException(String puzzle, List<Violation> violations) {
        super("internal error: the solver's grid for " + puzzle + " breaks " + violations.get(0)
                + (violations.size() > 1 ? " (and " + (violations.size() - 1) + " more)" : "")
                + "; this is a satdoku bug, please report it with the puzzle");
        this.violations = List.copyOf(violations);
    }

    // The checker's violations are exported only to the satdoku modules that report them.
    @SuppressWarnings("exports")
    public List<Violation> violations() {
        return violations;
    }
}
