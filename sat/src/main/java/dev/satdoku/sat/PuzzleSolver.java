package dev.satdoku.sat;

import dev.satdoku.check.Checker;
import dev.satdoku.check.Violation;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The solving workflow: encode, load the CNF into a backend, find solutions one by one (each
 * followed by a clause that blocks exactly that solution), decode each model and have the
 * independent checker confirm it. Stops at the requested number of solutions, at the proof that
 * there are no more, or at the deadline.
 */
public final class PuzzleSolver {

    private final EncodingOptions options;
    private final Supplier<SatBackend> backends;

    public PuzzleSolver(EncodingOptions options, Supplier<SatBackend> backends) {
        this.options = options;
        this.backends = backends;
    }

    public static PuzzleSolver sat4j(EncodingOptions options) {
        return new PuzzleSolver(options, Sat4jBackend::new);
    }

    /**
     * Finds up to {@code limit} solutions ({@code 0} = all). A limit of 2 answers the uniqueness
     * question; 1 just finds one.
     */
    public SolveReport solve(Puzzle puzzle, int limit, Duration timeout) {
        long t0 = System.nanoTime();
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, options);
        long t1 = System.nanoTime();
        List<Solution> found = new ArrayList<>();
        if (encoded.decidedUnsatisfiable()) {
            return report(encoded, Verdict.NONE, found, true, t1 - t0, 0, SolverStats.NONE);
        }
        Solution decided = PropagationOnly.solution(encoded);
        if (decided != null) {
            requireValid(puzzle, decided);
            found.add(decided);
            boolean exhaustive = limit != 1;
            return report(encoded, exhaustive ? Verdict.UNIQUE : Verdict.FOUND, found, exhaustive, t1 - t0,
                    System.nanoTime() - t1, SolverStats.NONE);
        }
        try (SatBackend backend = backends.get(); Deadline deadline = Deadline.start(timeout, t0, backend)) {
            backend.load(encoded.cnf());
            boolean exhaustive = false;
            boolean timedOut = false;
            while (limit == 0 || found.size() < limit) {
                SatResult result = backend.solve();
                if (result == SatResult.UNKNOWN) {
                    timedOut = true;
                    break;
                }
                if (result == SatResult.UNSATISFIABLE) {
                    exhaustive = true;
                    break;
                }
                Solution solution = encoded.decode(backend.model());
                requireValid(puzzle, solution);
                found.add(solution);
                int[] block = encoded.blockingClause(solution);
                if (block.length == 0) {
                    exhaustive = true;
                    break;
                }
                backend.addClause(block);
            }
            long t2 = System.nanoTime();
            Verdict verdict = timedOut ? Verdict.TIMEOUT
                    : found.isEmpty() ? Verdict.NONE
                    : found.size() >= 2 ? Verdict.MULTIPLE
                    : exhaustive ? Verdict.UNIQUE : Verdict.FOUND;
            return report(encoded, verdict, found, exhaustive, t1 - t0, t2 - t1, backend.stats());
        }
    }

    /** Throws when the independent checker rejects a decoded solution. */
    public static void requireValid(Puzzle puzzle, Solution solution) {
        List<Violation> violations = Checker.check(puzzle, solution);
        if (!violations.isEmpty()) {
            throw new CheckFailedException(puzzle.name(), violations);
        }
    }

    private static SolveReport report(EncodedPuzzle encoded, Verdict verdict, List<Solution> found, boolean exhaustive,
                                      long encodeNanos, long solveNanos, SolverStats stats) {
        return new SolveReport(encoded.puzzle(), verdict, found, exhaustive, encoded.before(), encoded.after(), encodeNanos,
                solveNanos, stats);
    }
}
