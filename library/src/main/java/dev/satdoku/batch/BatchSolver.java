package dev.satdoku.batch;

import dev.satdoku.encode.DecodeException;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.CheckFailedException;
import dev.satdoku.sat.Difficulty;
import dev.satdoku.sat.Enumerator;
import dev.satdoku.sat.ExternalSolverException;
import dev.satdoku.sat.SatBackend;
import dev.satdoku.sat.SolvePath;
import dev.satdoku.sat.StepFinder;
import dev.satdoku.sat.Verdict;
import dev.satdoku.sat.WarmClassicSolvers;
import dev.satdoku.syntax.DigitCodec;
import dev.satdoku.syntax.InputException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Solves one batch line: read the puzzle, then the same workflow as {@code solve} (encode, solve,
 * block, re-solve; every solution re-checked by the independent checker), counting up to the
 * limit without keeping the solutions. Thread-safe: each call gets its own backend.
 */
public final class BatchSolver implements AutoCloseable {

    private final Enumerator enumerator;
    private final WarmClassicSolvers warm;
    private final long limit;
    private final Duration timeout;
    private final String source;
    private final Path baseDir;
    private final BooleanSupplier interrupted;
    private final StepFinder rater;
    private final StepFinder.Settings rating;

    /**
     * @param limit       solutions to look for: 1 (first), 2 (uniqueness) or more (count)
     * @param source      name of the input for messages (file name or {@code <stdin>})
     * @param baseDir     folder that relative puzzle-file paths are taken from
     * @param interrupted true once Ctrl-C arrived: stopped searches are then "interrupted", not "timeout"
     */
    public BatchSolver(EncodingOptions options, Supplier<SatBackend> backends, long limit, Duration timeout, String source,
                       Path baseDir, BooleanSupplier interrupted) {
        this(options, backends, limit, timeout, source, baseDir, interrupted, SolverReuse.FRESH);
    }

    /** @param reuse whether plain classic puzzles share one warm solver per thread ({@link SolverReuse}) */
    public BatchSolver(EncodingOptions options, Supplier<SatBackend> backends, long limit, Duration timeout, String source,
                       Path baseDir, BooleanSupplier interrupted, SolverReuse reuse) {
        this(options, backends, limit, timeout, source, baseDir, interrupted, reuse, null);
    }

    /**
     * @param rating when not null, each unique puzzle is also rated: its solve path ({@link StepFinder}) under
     *               these settings (the time limit is what the solve left of {@code timeout}) gives the result's
     *               difficulty
     */
    public BatchSolver(EncodingOptions options, Supplier<SatBackend> backends, long limit, Duration timeout, String source,
                       Path baseDir, BooleanSupplier interrupted, SolverReuse reuse, StepFinder.Settings rating) {
        this.rater = rating == null ? null : new StepFinder(options, backends);
        this.rating = rating;
        this.warm = reuse == SolverReuse.CLASSIC ? new WarmClassicSolvers(options, backends) : null;
        this.enumerator = new Enumerator(options, backends, warm);
        this.limit = limit;
        this.timeout = timeout;
        this.source = source;
        this.baseDir = baseDir;
        this.interrupted = interrupted;
    }

    /** Reads, solves and checks one line; bad input and timeouts become results, never exceptions. */
    public BatchResult solve(BatchLine line) {
        long t0 = System.nanoTime();
        try {
            Puzzle puzzle = line.parse(source, baseDir);
            Solution[] first = new Solution[1];
            Enumerator.Enumeration e = enumerator.enumerate(puzzle, limit, timeout, s -> {
                if (first[0] == null) {
                    first[0] = s;
                }
            });
            String status = e.verdict() == Verdict.TIMEOUT && interrupted.getAsBoolean() ? "interrupted" : e.verdict().label();
            String solution = first[0] == null ? "" : DigitCodec.toLine(first[0].digits());
            Difficulty difficulty = null;
            if (rater != null && e.verdict() == Verdict.UNIQUE) {
                Duration left = timeout == null ? null : timeout.minusNanos(System.nanoTime() - t0);
                SolvePath path = left != null && left.isNegative() ? null : rater.path(puzzle, null,
                        new StepFinder.Settings(rating.bound(), rating.caseSplits(), left), s -> { });
                if (path != null && (path.status() == SolvePath.Status.SOLVED || path.status() == SolvePath.Status.CASE_SPLIT)) {
                    difficulty = path.difficulty();
                }
            }
            return new BatchResult(line.number(), line.shown(), status, solution, e.count(), e.after().variables(),
                    e.after().clauses(), micros(t0), "", false, puzzle.metadata().warnings(),
                    puzzle.metadata().unread(), difficulty);
        } catch (InputException | ExternalSolverException e) {
            return BatchResult.error(line, e.getMessage(), false, micros(t0));
        } catch (CheckFailedException | DecodeException e) {
            return BatchResult.error(line, e.getMessage(), true, micros(t0));
        } catch (RuntimeException e) {
            return BatchResult.error(line, source + ":" + line.number() + ": internal error: " + e, true, micros(t0));
        }
    }

    /** Closes the warm solvers, if any (call once every line is solved). */
    @Override
    public void close() {
        if (warm != null) {
            warm.close();
        }
    }

    private static long micros(long t0) {
        return (System.nanoTime() - t0) / 1000;
    }
}
