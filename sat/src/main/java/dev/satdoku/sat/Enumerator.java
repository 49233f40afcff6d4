package dev.satdoku.sat;

import dev.satdoku.cnf.CnfSize;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Counts and lists solutions without keeping them: one incremental solver, and after each solution
 * a clause that excludes exactly that solution (see {@link EncodedPuzzle#blockingClause}: the cell
 * digits, the named variables' values and the shading, never auxiliary variables, so one grid is
 * never counted twice however many ways the encoding's helper variables can be set). Each solution
 * is re-checked by the independent checker before it is handed on. Memory stays flat, so
 * {@code limit 0} (all) is only bounded by time.
 */
public final class Enumerator {

    /** How an enumeration ended. */
    public enum Ending {
        /** Every solution was found (the last call proved there are no more). */
        EXHAUSTED,
        /** The requested number was reached; there may be more. */
        LIMIT,
        /** Stopped by the deadline or an interrupt; the count is a lower bound. */
        STOPPED
    }

    /**
     * What an enumeration found and what it cost.
     *
     * @param count  solutions found (all checked)
     * @param ending why it stopped
     */
    public record Enumeration(Puzzle puzzle, long count, Ending ending, CnfSize before, CnfSize after, long encodeNanos,
                              long solveNanos, SolverStats stats) {

        /** The uniqueness verdict this enumeration supports. */
        public Verdict verdict() {
            if (ending == Ending.STOPPED) {
                return Verdict.TIMEOUT;
            }
            if (count >= 2) {
                return Verdict.MULTIPLE;
            }
            if (count == 1) {
                return ending == Ending.EXHAUSTED ? Verdict.UNIQUE : Verdict.FOUND;
            }
            return Verdict.NONE;
        }

        public long totalMillis() {
            return (encodeNanos + solveNanos) / 1_000_000;
        }
    }

    private final EncodingOptions options;
    private final Supplier<SatBackend> backends;

    public Enumerator(EncodingOptions options, Supplier<SatBackend> backends) {
        this.options = options;
        this.backends = backends;
    }

    /**
     * Finds up to {@code limit} solutions ({@code 0} = all), handing each to {@code each} as soon as
     * it is found and checked.
     */
    public Enumeration enumerate(Puzzle puzzle, long limit, Duration timeout, Consumer<Solution> each) {
        if (limit < 0) {
            throw new IllegalArgumentException("limit must be 0 (all) or positive, got " + limit);
        }
        long t0 = System.nanoTime();
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, options);
        long t1 = System.nanoTime();
        if (encoded.decidedUnsatisfiable()) {
            return new Enumeration(puzzle, 0, Ending.EXHAUSTED, encoded.before(), encoded.after(), t1 - t0, 0, SolverStats.NONE);
        }
        Solution decided = PropagationOnly.solution(encoded);
        if (decided != null) {
            PuzzleSolver.requireValid(puzzle, decided);
            each.accept(decided);
            Ending ending = limit == 1 ? Ending.LIMIT : Ending.EXHAUSTED;
            return new Enumeration(puzzle, 1, ending, encoded.before(), encoded.after(), t1 - t0, System.nanoTime() - t1,
                    SolverStats.NONE);
        }
        try (SatBackend backend = backends.get(); Deadline deadline = Deadline.start(timeout, t0, backend)) {
            backend.load(encoded.cnf());
            long count = 0;
            Ending ending;
            while (true) {
                if (limit > 0 && count >= limit) {
                    ending = Ending.LIMIT;
                    break;
                }
                SatResult result = backend.solve();
                if (result == SatResult.UNKNOWN) {
                    ending = Ending.STOPPED;
                    break;
                }
                if (result == SatResult.UNSATISFIABLE) {
                    ending = Ending.EXHAUSTED;
                    break;
                }
                Solution solution = encoded.decode(backend.model());
                PuzzleSolver.requireValid(puzzle, solution);
                count++;
                each.accept(solution);
                int[] block = encoded.blockingClause(solution);
                if (block.length == 0) {
                    // Simplification fixed every cell: this was the only solution.
                    ending = Ending.EXHAUSTED;
                    break;
                }
                backend.addClause(block);
            }
            long t2 = System.nanoTime();
            return new Enumeration(puzzle, count, ending, encoded.before(), encoded.after(), t1 - t0, t2 - t1, backend.stats());
        }
    }
}
