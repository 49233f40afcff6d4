package dev.satdoku.batch;

/**
 * How a batch gives puzzles a SAT solver. Both prove the same verdicts (every solution re-checked by
 * the independent checker, uniqueness by a second call that excludes the first solution).
 */
public enum SolverReuse {
    /** A fresh solver per puzzle, loaded with the puzzle's own simplified CNF. */
    FRESH,
    /**
     * Plain classic puzzles share one solver per worker thread and grid shape: the rules are loaded
     * once, and each puzzle's givens and pre-pass deductions are passed as assumptions (the CaDiCaL
     * anchor's method); variants go the fresh way.
     */
    CLASSIC
}
