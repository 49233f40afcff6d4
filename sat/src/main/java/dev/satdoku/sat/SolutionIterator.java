package dev.satdoku.sat;

import dev.satdoku.check.Checker;
import dev.satdoku.cnf.Cnf;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.time.Duration;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The one solutions loop, as a decorator over {@link SatBackend} (after SAT4J's {@code ModelIterator}
 * around {@code ISolver}): it holds one encoded puzzle, and {@link #next()} hands out its solutions one
 * by one, each decoded from a model, confirmed by the independent {@link Checker}, and then excluded by
 * its blocking clause ({@link EncodedPuzzle#blockingClause}: the cell digits, the named variables' values
 * and the shading, never auxiliary variables, so one grid is never met twice however the encoding's
 * helper variables are set). {@link PuzzleSolver}, {@link Enumerator} and {@link CandidatesFinder} ask
 * their questions through it; the candidates search uses the lower-level steps ({@link #solve},
 * {@link #solution()}, {@link #block(Solution, int)}) under assumptions of its own.
 *
 * <p>The backend is made, loaded with the CNF and put under the deadline only when a solver call is
 * first needed: a puzzle that simplification proved unsolvable, or solved outright
 * ({@link PropagationOnly}), costs no solver at all, and then {@link #stats()} is
 * {@link SolverStats#NONE}. The deadline counts from the start of the encoding.
 */
public final class SolutionIterator implements SatBackend {

    private final Puzzle puzzle;
    private final EncodedPuzzle encoded;
    private final Supplier<SatBackend> backends;
    private final Duration timeout;
    private final long startNanos;
    private final long encodeNanos;
    private volatile SatBackend backend;
    private Deadline deadline;
    private Solution decided;
    private boolean started;
    private boolean exhausted;
    private boolean stopped;
    private volatile boolean questionStopped;
    private int calls;

    private SolutionIterator(Puzzle puzzle, EncodedPuzzle encoded, Supplier<SatBackend> backends, Duration timeout,
                             long startNanos, long encodeNanos) {
        this.puzzle = puzzle;
        this.encoded = encoded;
        this.backends = backends;
        this.timeout = timeout;
        this.startNanos = startNanos;
        this.encodeNanos = encodeNanos;
    }

    /**
     * Encodes the puzzle (timed; the {@code timeout} budget starts now) and returns the iterator over
     * its solutions. Close it to release the backend and the deadline.
     */
    public static SolutionIterator encode(Puzzle puzzle, EncodingOptions options, Supplier<SatBackend> backends,
                                          Duration timeout) {
        long t0 = System.nanoTime();
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, options);
        return new SolutionIterator(puzzle, encoded, backends, timeout, t0, System.nanoTime() - t0);
    }

    /**
     * The iterator over an encoding made elsewhere, each solution checked against {@code puzzle} (tests
     * give a stricter puzzle than the encoded one to see a rejected solution); the budget starts now.
     */
    static SolutionIterator over(Puzzle puzzle, EncodedPuzzle encoded, Supplier<SatBackend> backends, Duration timeout) {
        return new SolutionIterator(puzzle, encoded, backends, timeout, System.nanoTime(), 0);
    }

    public EncodedPuzzle encoded() {
        return encoded;
    }

    /** When the work on this puzzle began (its deadline counts from here). */
    long startNanos() {
        return startNanos;
    }

    /** Time spent encoding and simplifying. */
    public long encodeNanos() {
        return encodeNanos;
    }

    /**
     * The next solution, checked, with its blocking clause already added; null when there is none:
     * then {@link #exhausted()} or {@link #stopped()} says why.
     *
     * @throws CheckFailedException when the checker rejects a decoded solution
     */
    public Solution next() {
        if (exhausted || stopped) {
            return null;
        }
        if (!started) {
            started = true;
            if (encoded.decidedUnsatisfiable()) {
                exhausted = true;
                return null;
            }
            decided = PropagationOnly.solution(encoded);
            if (decided != null) {
                PuzzleSolver.requireValid(puzzle, decided);
                return decided;
            }
        }
        if (decided != null) {
            // Simplification decided every cell: the one solution went out on the first call, and the
            // search counts as over only once another is asked for, so a question for one solution
            // answers "found" here (the solver path below knows at once, from the empty blocking clause).
            exhausted = true;
            return null;
        }
        SatResult result = solve();
        if (result == SatResult.UNKNOWN) {
            stopped = true;
            return null;
        }
        if (result == SatResult.UNSATISFIABLE) {
            exhausted = true;
            return null;
        }
        Solution solution = solution();
        int[] block = encoded.blockingClause(solution);
        if (block.length == 0) {
            // Simplification fixed every cell the clause would mention: this was the only solution.
            exhausted = true;
        } else {
            addClause(block);
        }
        return solution;
    }

    /** True when a search proved that no solution is left beyond those handed out. */
    public boolean exhausted() {
        return exhausted;
    }

    /** True when the deadline or an interrupt stopped a solver call before it had an answer. */
    public boolean stopped() {
        return stopped;
    }

    /** The solution in the backend's current model, decoded and confirmed by the independent checker. */
    public Solution solution() {
        Solution solution = encoded.decode(model());
        PuzzleSolver.requireValid(puzzle, solution);
        return solution;
    }

    /**
     * Adds the clause that excludes {@code solution} while {@code guard} is assumed (it holds for as long
     * as the caller assumes the guard; the unit {@code -guard} retires it). False when there is nothing to
     * block on: simplification decided every cell, so the solution is the only one.
     */
    public boolean block(Solution solution, int guard) {
        int[] b = encoded.blockingClause(solution);
        if (b.length == 0) {
            return false;
        }
        int[] clause = Arrays.copyOf(b, b.length + 1);
        clause[b.length] = -guard;
        addClause(clause);
        return true;
    }

    /** Solver calls made so far. */
    public int calls() {
        return calls;
    }

    /** The backend, made, loaded with the encoded CNF and put under the deadline on first use. */
    private SatBackend backend() {
        if (backend == null) {
            SatBackend made = backends.get();
            backend = made;
            deadline = Deadline.start(timeout, startNanos, made);
            made.load(encoded.cnf());
        }
        return backend;
    }

    @Override
    public String name() {
        return backend().name();
    }

    /** Adds clauses beyond the encoded puzzle's (which are loaded on first use). */
    @Override
    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
    public void load(Cnf cnf) {
        backend().load(cnf);
    }

    @Override
    public void ensureVariables(int count) {
        backend().ensureVariables(count);
    }

    @Override
    public int variableCount() {
        return backend().variableCount();
    }

    @Override
    public void addClause(int... lits) {
        backend().addClause(lits);
    }

    @Override
    public SatResult solve(int... assumptions) {
        SatBackend b = backend();
        calls++;
        return b.solve(assumptions);
    }

    /**
     * One solver call that also stops after {@code limit} (null: only the overall budget holds), for a
     * question among many that should not eat the whole budget. After UNKNOWN, {@link #questionTimedOut()}
     * tells this limit (the search may go on with other questions) from the overall budget or an interrupt
     * (it may not). A backend that cannot stop one search alone ({@link SatBackend#cancelsSearch()}) gets no
     * per-question limit.
     */
    public SatResult solveWithin(Duration limit, int... assumptions) {
        SatBackend b = backend();
        questionStopped = false;
        if (limit == null || !b.cancelsSearch()) {
            return solve(assumptions);
        }
        java.util.concurrent.ScheduledFuture<?> stop = Deadline.repeatAfter(limit, () -> {
            questionStopped = true;
            b.cancelSearch();
        });
        try {
            return solve(assumptions);
        } finally {
            stop.cancel(false);
        }
    }

    /** True when the last {@link #solveWithin} call ran out of its own limit while the overall budget still holds. */
    public boolean questionTimedOut() {
        return questionStopped && (deadline == null || !deadline.expired());
    }

    @Override
    public boolean[] model() {
        return backend().model();
    }

    @Override
    public int[] failedAssumptions() {
        return backend().failedAssumptions();
    }

    @Override
    public boolean providesCores() {
        return backend().providesCores();
    }

    @Override
    public void interrupt() {
        SatBackend b = backend;
        if (b != null) {
            b.interrupt();
        }
    }

    /** The backend's effort, or {@link SolverStats#NONE} when no solver was needed. */
    @Override
    public SolverStats stats() {
        return backend == null ? SolverStats.NONE : backend.stats();
    }

    @Override
    public void close() {
        // The deadline first, so it never interrupts a closed backend.
        if (deadline != null) {
            deadline.close();
        }
        if (backend != null) {
            backend.close();
        }
    }
}
