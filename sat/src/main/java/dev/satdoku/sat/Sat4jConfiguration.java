package dev.satdoku.sat;

/**
 * The SAT4J search set-ups satdoku can run. {@link #DEFAULT} is the one every command uses; the others
 * exist as the second half of the portfolio ({@code --solver sat4j-portfolio}, see
 * {@link Sat4jPortfolioBackend}) and for measuring which second half helps most. All keep the
 * concise binary-clause store (see {@link CancellableSat4jSolver}); they differ in what SAT4J's
 * {@code SolverFactory} varies between its own named configurations: restarts, clause deletion and
 * the phase a decision takes.
 */
public enum Sat4jConfiguration {
    /** Glucose 2.1 restarts (on learnt-clause quality), LBD clause deletion, RSAT phase saving. */
    DEFAULT,
    /** Luby restarts (unit 100) and activity-based deletion: SAT4J's set-up for satisfiable instances. */
    LUBY,
    /** No restarts and simple clause minimisation: SAT4J's set-up for unsatisfiable instances. */
    NO_RESTARTS,
    /** Armin Biere's restart schedule with MiniSat 2.1 phase saving (phase of the last learnt clauses). */
    ARMIN,
    /**
     * DEFAULT with phase saving that decides a variable true the first time (SAT4J starts false): a
     * true cell literal places a digit, see {@link PositivePhaseSaving}.
     */
    POSITIVE_PHASE;
}
