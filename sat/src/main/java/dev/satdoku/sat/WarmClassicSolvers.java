package dev.satdoku.sat;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * One incremental solver per worker thread and classic shape, reused across the puzzles of a batch
 * (the CaDiCaL anchor's method): the shape's rules are encoded once without givens, and each puzzle
 * is one guard literal, assumed, that implies the digits the puzzle's own encoding fixed (givens,
 * pre-pass, simplification: facts that follow from the puzzle). A puzzle then costs no solver
 * set-up, and the solver keeps what it learnt from the rules (learnt clauses follow from the clauses,
 * whatever is assumed, and the guarded ones mention the guard).
 *
 * <p>Every solution is decoded from the warm encoding and confirmed by the independent checker
 * against the puzzle; uniqueness is a further call with the first solution's blocking clause, also
 * behind the guard. Afterwards a unit clause retires the guard, which satisfies all of the puzzle's
 * clauses. The solver is replaced every {@link #PUZZLES_PER_SOLVER} puzzles (retired clauses pile
 * up), and dropped after a stopped or expired search (its interrupt flag stays set) or a failure.
 *
 * <p>Measured slower than a fresh solver per puzzle with SAT4J (docs/speed/classic-2026-11-23-levers.txt):
 * fewer conflicts, but each costs more on the unsimplified rules than on the puzzle's simplified CNF.
 */
public final class WarmClassicSolvers implements AutoCloseable {

    /** Puzzles one solver serves before a fresh one takes over (the anchor's batch size; 200 was slower). */
    static final int PUZZLES_PER_SOLVER = 20;

    /** What the warm search found: solutions checked, and how it ended. */
    record Outcome(long count, boolean exhausted, boolean stopped, SolverStats stats) {
    }

    private final EncodingOptions options;
    private final Supplier<SatBackend> backends;
    private final ThreadLocal<Warm> perThread = new ThreadLocal<>();
    private final List<Warm> all = new ArrayList<>();

    public WarmClassicSolvers(EncodingOptions options, Supplier<SatBackend> backends) {
        this.options = options;
        this.backends = backends;
    }

    /** Only plain classic puzzles: the shape's rules are the whole puzzle but for the givens. */
    static boolean applies(Puzzle puzzle) {
        return puzzle.rules().isEmpty() && puzzle.extraCells().isEmpty() && puzzle.layout().isClassic();
    }

    private static final class Warm {
        final Layout layout;
        final EncodedPuzzle encoded;
        final SatBackend backend;
        int served;

        Warm(Layout layout, EncodedPuzzle encoded, SatBackend backend) {
            this.layout = layout;
            this.encoded = encoded;
            this.backend = backend;
        }
    }

    /**
     * Up to {@code limit} solutions of {@code puzzle}, whose own encoding is {@code own}, each handed to
     * {@code each} once checked; null when the warm solver cannot take it (the rules alone decided a
     * cell), and the caller goes the fresh way.
     */
    Outcome solve(Puzzle puzzle, EncodedPuzzle own, long limit, Duration timeout, long startNanos, Consumer<Solution> each) {
        Warm w = warm(puzzle.layout());
        if (w == null) {
            return null;
        }
        int[] facts = facts(puzzle, own, w.encoded);
        w.served++;
        int guard = w.backend.variableCount() + 1;
        w.backend.ensureVariables(guard);
        // The facts hang off the guard (guard -> fact) instead of being assumed one by one: SAT4J gives
        // every assumption a decision level of its own, and learnt clauses over hundreds of levels
        // (long, high LBD) made the search 1.6x slower than with the one guard level.
        for (int fact : facts) {
            w.backend.addClause(-guard, fact);
        }
        int[] withGuard = {guard};
        long count = 0;
        SolverStats before = w.backend.stats();
        boolean exhausted = false;
        boolean stopped = false;
        boolean trusted = false;
        SolverStats after = before;
        try {
            // Closed before expired() is read, so that the timer cannot fire after the answer was judged.
            Deadline deadline = Deadline.start(timeout, startNanos, w.backend);
            try {
                while (limit == 0 || count < limit) {
                    SatResult r = w.backend.solve(withGuard);
                    if (r == SatResult.UNKNOWN) {
                        stopped = true;
                        break;
                    }
                    if (r == SatResult.UNSATISFIABLE) {
                        exhausted = true;
                        break;
                    }
                    Solution s = w.encoded.decode(w.backend.model());
                    PuzzleSolver.requireValid(puzzle, s);
                    count++;
                    each.accept(s);
                    int[] block = w.encoded.blockingClause(s);
                    int[] clause = Arrays.copyOf(block, block.length + 1);
                    clause[block.length] = -guard;
                    w.backend.addClause(clause);
                }
                after = w.backend.stats();
                // Retired: this puzzle's facts and blocking clauses are satisfied from now on.
                w.backend.addClause(-guard);
                // The timer may have interrupted the backend after its last answer: that flag stays, so
                // a solver whose deadline passed is not kept for the next puzzle.
                trusted = !stopped;
            } finally {
                deadline.close();
            }
            trusted &= !deadline.expired();
        } finally {
            // A stopped or expired solver keeps its interrupt, and one that threw (checker, decoder) is not trusted.
            if (!trusted || w.served >= PUZZLES_PER_SOLVER) {
                retire(w);
            }
        }
        return new Outcome(count, exhausted, stopped, new SolverStats(after.conflicts() - before.conflicts(),
                after.decisions() - before.decisions(), after.propagations() - before.propagations()));
    }

    /** This thread's warm solver for the layout, made (rules encoded once, loaded) when missing. */
    private Warm warm(Layout layout) {
        Warm w = perThread.get();
        if (w != null && w.layout.equals(layout)) {
            return w;
        }
        if (w != null) {
            retire(w);
        }
        EncodedPuzzle rules = PuzzleEncoder.encode(Puzzle.classic("rules", layout, Puzzle.noGivens(layout)), options);
        if (rules.decidedUnsatisfiable() || !cellsOpen(rules, layout)) {
            return null;
        }
        SatBackend backend = backends.get();
        backend.load(rules.cnf());
        w = new Warm(layout, rules, backend);
        perThread.set(w);
        synchronized (all) {
            all.add(w);
        }
        return w;
    }

    private void retire(Warm w) {
        if (perThread.get() == w) {
            perThread.remove();
        }
        synchronized (all) {
            all.remove(w);
        }
        w.backend.close();
    }

    /** True when no cell literal of the rules' encoding is a constant (then every cell can be assumed). */
    private static boolean cellsOpen(EncodedPuzzle rules, Layout layout) {
        for (int i = 0; i < layout.cellCount(); i++) {
            Cell cell = Cell.ofIndex(i, layout.cols());
            for (int v = layout.minValue(); v <= layout.maxValue(); v++) {
                if (Lits.isConstant(rules.cellLiteral(cell, v))) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The puzzle's givens, and the digits its own encoding fixed beyond them (pre-pass and
     * simplification), as literals of the warm encoding. The givens are taken from the puzzle itself,
     * so they hold however the own encoding was made (without simplification it fixes nothing).
     * Ruled-out digits are left to propagation: passing them too made no measurable difference to
     * conflicts or time, and left ten times the clauses behind each puzzle.
     */
    private static int[] facts(Puzzle puzzle, EncodedPuzzle own, EncodedPuzzle rules) {
        Layout layout = puzzle.layout();
        int[] lits = new int[layout.cellCount()];
        int n = 0;
        for (int i = 0; i < layout.cellCount(); i++) {
            Cell cell = Cell.ofIndex(i, layout.cols());
            int given = puzzle.given(cell);
            if (given != Puzzle.EMPTY) {
                lits[n++] = rules.cellLiteral(cell, given);
                continue;
            }
            for (int v = layout.minValue(); v <= layout.maxValue(); v++) {
                if (own.cellLiteral(cell, v) == Lits.TRUE) {
                    lits[n++] = rules.cellLiteral(cell, v);
                    break;
                }
            }
        }
        return Arrays.copyOf(lits, n);
    }

    /** Closes every warm solver (the batch is over). */
    @Override
    public void close() {
        List<Warm> left;
        synchronized (all) {
            left = new ArrayList<>(all);
            all.clear();
        }
        for (Warm w : left) {
            w.backend.close();
        }
    }
}
