package dev.satdoku.sat;

import dev.satdoku.check.Checker;
import dev.satdoku.check.Violation;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The solving workflow: the puzzle's solutions one by one from a {@link SolutionIterator} (encode,
 * solve, decode, check, block), until the requested number of solutions, the proof that there are
 * no more, or the deadline.
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
        try (SolutionIterator solutions = SolutionIterator.encode(puzzle, options, backends, timeout)) {
            long t1 = System.nanoTime();
            List<Solution> found = new ArrayList<>();
            while (limit == 0 || found.size() < limit) {
                Solution solution = solutions.next();
                if (solution == null) {
                    break;
                }
                found.add(solution);
            }
            long t2 = System.nanoTime();
            boolean exhaustive = solutions.exhausted();
            Verdict verdict = solutions.stopped() ? Verdict.TIMEOUT
                    : found.isEmpty() ? Verdict.NONE
                    : found.size() >= 2 ? Verdict.MULTIPLE
                    : exhaustive ? Verdict.UNIQUE : Verdict.FOUND;
            EncodedPuzzle encoded = solutions.encoded();
            return new SolveReport(encoded.puzzle(), verdict, found, exhaustive, encoded.before(), encoded.after(),
                    solutions.encodeNanos(), t2 - t1, solutions.stats());
        }
    }

    /** Throws when the independent checker rejects a decoded solution. */
    public static void requireValid(Puzzle puzzle, Solution solution) {
        List<Violation> violations = Checker.check(puzzle, solution);
        if (!violations.isEmpty()) {
            throw new CheckFailedException(puzzle.name(), violations);
        }
    }
}
