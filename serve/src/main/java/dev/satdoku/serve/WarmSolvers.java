package dev.satdoku.serve;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.Deadline;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SatBackend;
import dev.satdoku.sat.SatResult;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.SolverStats;
import dev.satdoku.sat.Verdict;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * What-if verdicts from one warm solver per puzzle. The puzzle's rules are encoded once without any
 * given, loaded into one incremental backend (SAT4J) and kept; each what-if question then assumes
 * "cell = digit" for every given (the puzzle's own and the setter's edits) instead of re-encoding,
 * so the solver keeps what it learnt from the rules between edits (learnt clauses hold whatever is
 * assumed). Uniqueness is the usual two calls: one solution, then another under a fresh guard literal
 * that switches on the first one's blocking clause; the guard is retired afterwards by a unit clause.
 * Every solution is confirmed by the independent checker against the edited puzzle.
 *
 * <p>Used only for questions with edits: the first verdict of a puzzle goes through the ordinary
 * path, whose encoding can use the givens to simplify. A warm solver serves one question at a time;
 * a question finding it busy, an interrupted or timed-out solver (it is dropped), a cell literal that
 * simplification made constant, or rules that alone have no solution go the ordinary way, which is
 * always correct; {@link #solve} then returns null.
 */
final class WarmSolvers {

    /** Puzzles kept warm: a setter works on one or two at a time; each costs one SAT4J instance's memory. */
    static final int KEEP = 8;

    private final EncodingOptions options;
    private final Supplier<SatBackend> backends;
    private final Map<String, Warm> warm = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Warm> eldest) {
            if (size() > KEEP) {
                eldest.getValue().retire();
                return true;
            }
            return false;
        }
    };

    WarmSolvers(EncodingOptions options, Supplier<SatBackend> backends) {
        this.options = options;
        this.backends = backends;
    }

    /** One puzzle's rules, encoded without givens, in a backend that stays loaded. */
    private static final class Warm {
        final EncodedPuzzle encoded;
        final SatBackend backend;
        final ReentrantLock lock = new ReentrantLock();
        boolean retired;

        Warm(EncodedPuzzle encoded, SatBackend backend) {
            this.encoded = encoded;
            this.backend = backend;
        }

        /** Closed once no question holds it (the question holding it closes it when done). */
        void retire() {
            retired = true;
            if (lock.tryLock()) {
                try {
                    backend.close();
                } finally {
                    lock.unlock();
                }
            }
        }
    }

    /**
     * The verdict of {@code edited} (the puzzle {@code key} names, with the what-if edits applied), up
     * to two solutions, as {@link PuzzleSolver#solve} gives it; null when the warm solver cannot answer
     * (see the class comment) and the ordinary path should.
     */
    SolveReport solve(String key, Puzzle base, Puzzle edited, Jobs.Job job, Duration timeout) {
        if (job.cancelled()) {
            return null; // the ordinary path answers "cancelled" at once, and the warm solver stays usable
        }
        long t0 = System.nanoTime();
        Warm w;
        boolean fresh = false;
        synchronized (warm) {
            w = warm.get(key);
        }
        if (w == null) {
            EncodedPuzzle encoded = PuzzleEncoder.encode(base.withGivens(Puzzle.noGivens(base.layout())), options);
            if (encoded.decidedUnsatisfiable()) {
                return null;
            }
            SatBackend b = backends.get();
            b.load(encoded.cnf());
            w = new Warm(encoded, b);
            fresh = true;
            synchronized (warm) {
                Warm other = warm.putIfAbsent(key, w);
                if (other != null) {
                    b.close(); // another question made one meanwhile: use that
                    w = other;
                    fresh = false;
                }
            }
        }
        if (!w.lock.tryLock()) {
            return null;
        }
        try {
            if (w.retired) {
                return null;
            }
            int[] assumptions = assumptions(w.encoded, edited);
            if (assumptions == null) {
                return null;
            }
            long encodeNanos = System.nanoTime() - t0;
            SolverStats before = w.backend.stats();
            job.attach(w.backend);
            try (Deadline deadline = Deadline.start(timeout, t0, w.backend)) {
                List<Solution> found = new ArrayList<>();
                SatResult first = w.backend.solve(assumptions);
                if (first == SatResult.UNKNOWN) {
                    return stopped(key, w, job, deadline, edited);
                }
                Verdict verdict = Verdict.NONE;
                if (first == SatResult.SATISFIABLE) {
                    Solution s1 = checked(w, edited);
                    found.add(s1);
                    verdict = Verdict.UNIQUE;
                    int[] block = w.encoded.blockingClause(s1);
                    if (block.length > 0) {
                        int guard = w.backend.variableCount() + 1;
                        w.backend.ensureVariables(guard);
                        int[] clause = Arrays.copyOf(block, block.length + 1);
                        clause[block.length] = -guard;
                        w.backend.addClause(clause);
                        int[] withGuard = Arrays.copyOf(assumptions, assumptions.length + 1);
                        withGuard[assumptions.length] = guard;
                        SatResult second = w.backend.solve(withGuard);
                        w.backend.addClause(-guard); // retired: the blocking clause is satisfied from now on
                        if (second == SatResult.UNKNOWN) {
                            return stopped(key, w, job, deadline, edited);
                        }
                        if (second == SatResult.SATISFIABLE) {
                            found.add(checked(w, edited));
                            verdict = Verdict.MULTIPLE;
                        }
                    }
                }
                SolverStats after = w.backend.stats();
                SolverStats used = after.conflicts() >= before.conflicts()
                        ? new SolverStats(after.conflicts() - before.conflicts(), after.decisions() - before.decisions(),
                                after.propagations() - before.propagations())
                        : after;
                return new SolveReport(edited, verdict, found, true, w.encoded.before(), w.encoded.after(), encodeNanos,
                        System.nanoTime() - t0 - encodeNanos, used);
            } finally {
                job.detach(w.backend);
            }
        } catch (RuntimeException e) {
            drop(key, w); // a checker failure or a solver fault: never reuse that solver
            throw e;
        } finally {
            w.lock.unlock();
            if (w.retired) {
                w.backend.close();
            }
        }
    }

    /** "cell = digit" for every given of the edited puzzle; null when simplification made one constant. */
    private static int[] assumptions(EncodedPuzzle encoded, Puzzle edited) {
        int[] givens = edited.givens();
        int cols = edited.layout().cols();
        List<Integer> lits = new ArrayList<>();
        for (int i = 0; i < givens.length; i++) {
            if (givens[i] == Puzzle.EMPTY) {
                continue;
            }
            int lit = encoded.cellLiteral(Cell.ofIndex(i, cols), givens[i]);
            if (Lits.isConstant(lit)) {
                return null;
            }
            lits.add(lit);
        }
        return lits.stream().mapToInt(Integer::intValue).toArray();
    }

    private static Solution checked(Warm w, Puzzle edited) {
        Solution s = w.encoded.decode(w.backend.model());
        PuzzleSolver.requireValid(edited, s);
        return s;
    }

    /**
     * A search that returned UNKNOWN: the backend keeps its interrupt, so the solver is dropped. A
     * cancel or the deadline answers "timeout" (the caller says which); anything else (an interrupt
     * meant for an earlier question that landed late) goes the ordinary way.
     */
    private SolveReport stopped(String key, Warm w, Jobs.Job job, Deadline deadline, Puzzle edited) {
        drop(key, w);
        if (job.cancelled() || deadline.expired()) {
            return new SolveReport(edited, Verdict.TIMEOUT, List.of(), false, w.encoded.before(), w.encoded.after(), 0, 0,
                    SolverStats.NONE);
        }
        return null;
    }

    private void drop(String key, Warm w) {
        synchronized (warm) {
            warm.remove(key, w);
        }
        w.retired = true;
    }

    /** How many puzzles are warm now (tests). */
    int size() {
        synchronized (warm) {
            return warm.size();
        }
    }
}
