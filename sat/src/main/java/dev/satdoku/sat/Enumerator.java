package dev.satdoku.sat;

import dev.satdoku.encode.CnfSize;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Counts and lists solutions without keeping them, from one {@link SolutionIterator}: one incremental
 * solver, and after each solution a clause that excludes exactly that solution (see
 * {@link EncodedPuzzle#blockingClause}: the cell digits, the named variables' values and the shading,
 * never auxiliary variables, so one grid is never counted twice however many ways the encoding's
 * helper variables can be set). Each solution is re-checked by the independent checker before it is
 * handed on. Memory stays flat, so {@code limit 0} (all) is only bounded by time.
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

    private final WarmClassicSolvers warm;

    public Enumerator(EncodingOptions options, Supplier<SatBackend> backends) {
        this(options, backends, null);
    }

    /**
     * An enumerator that asks plain classic puzzles, once their own encoding leaves a search to do, of
     * {@code warm}'s reused solvers under assumptions instead of a fresh solver (null: always fresh).
     */
    public Enumerator(EncodingOptions options, Supplier<SatBackend> backends, WarmClassicSolvers warm) {
        this.options = options;
        this.backends = backends;
        this.warm = warm;
    }

    /**
     * Finds up to {@code limit} solutions ({@code 0} = all), handing each to {@code each} as soon as
     * it is found and checked.
     */
    public Enumeration enumerate(Puzzle puzzle, long limit, Duration timeout, Consumer<Solution> each) {
        if (limit < 0) {
            throw new IllegalArgumentException("limit must be 0 (all) or positive, got " + limit);
        }
        try (SolutionIterator solutions = SolutionIterator.encode(puzzle, options, backends, timeout)) {
            long t1 = System.nanoTime();
            EncodedPuzzle own = solutions.encoded();
            if (warm != null && WarmClassicSolvers.applies(puzzle) && !own.decidedUnsatisfiable()
                    && PropagationOnly.solution(own) == null) {
                WarmClassicSolvers.Outcome o = warm.solve(puzzle, own, limit, timeout, solutions.startNanos(), each);
                if (o != null) {
                    Ending ending = o.stopped() ? Ending.STOPPED : o.exhausted() ? Ending.EXHAUSTED : Ending.LIMIT;
                    return new Enumeration(puzzle, o.count(), ending, own.before(), own.after(), solutions.encodeNanos(),
                            System.nanoTime() - t1, o.stats());
                }
            }
            long count = 0;
            Ending ending;
            while (true) {
                if (solutions.exhausted()) {
                    // Known without another solver call (the last solution's blocking clause was empty).
                    ending = Ending.EXHAUSTED;
                    break;
                }
                if (limit > 0 && count >= limit) {
                    ending = Ending.LIMIT;
                    break;
                }
                Solution solution = solutions.next();
                if (solution == null) {
                    ending = solutions.stopped() ? Ending.STOPPED : Ending.EXHAUSTED;
                    break;
                }
                count++;
                each.accept(solution);
            }
            long t2 = System.nanoTime();
            EncodedPuzzle encoded = solutions.encoded();
            return new Enumeration(puzzle, count, ending, encoded.before(), encoded.after(), solutions.encodeNanos(), t2 - t1,
                    solutions.stats());
        }
    }
}
