package dev.satdoku.sat;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * True candidates with one incremental solver and model-guided elimination.
 *
 * <p>Every model is a solution, and confirms all of its digits at once. The remaining question is
 * only ever about the candidates no model has shown yet: one call asks for a solution that uses
 * <em>some</em> still-unconfirmed candidate, through a clause {@code (-a | x1 | x2 | ...)} switched on
 * by a fresh activation literal {@code a} assumed for that call only (then retired with the unit
 * {@code -a}). A model confirms at least one new candidate; UNSAT rules out every unconfirmed
 * candidate of every cell at once. A unique puzzle therefore costs two calls, about a uniqueness
 * check, and a puzzle with several solutions one call per solution needed to cover its candidates.
 * Models found are distinct solutions (each one uses a candidate no earlier one did).
 *
 * <p>Counts per candidate (optional) reuse the solutions met so far: for each confirmed candidate,
 * the known solutions that use it are blocked under a fresh guard literal, and the search goes on
 * under the assumptions {guard, candidate} until the cap or UNSAT; the guard is then retired.
 */
public final class CandidatesFinder {

    private final EncodingOptions options;
    private final Supplier<SatBackend> backends;

    public CandidatesFinder(EncodingOptions options, Supplier<SatBackend> backends) {
        this.options = options;
        this.backends = backends;
    }

    /**
     * @param countLimit 0 for candidates only; K > 0 to also count solutions per candidate up to K
     */
    public TrueCandidates find(Puzzle puzzle, Duration timeout, int countLimit) {
        if (countLimit < 0) {
            throw new IllegalArgumentException("count limit must be 0 (no counts) or positive, got " + countLimit);
        }
        long t0 = System.nanoTime();
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, options);
        long t1 = System.nanoTime();
        Run run = new Run(puzzle, encoded, countLimit);
        if (encoded.decidedUnsatisfiable()) {
            return run.result(Verdict.NONE, t1 - t0, 0, SolverStats.NONE);
        }
        try (SatBackend backend = backends.get(); Deadline deadline = Deadline.start(timeout, t0, backend)) {
            backend.load(encoded.cnf());
            Verdict verdict = run.candidates(backend);
            if (verdict != Verdict.NONE && verdict != Verdict.TIMEOUT && countLimit > 0 && !run.count(backend, verdict == Verdict.UNIQUE)) {
                verdict = Verdict.TIMEOUT;
            }
            return run.result(verdict, t1 - t0, System.nanoTime() - t1, backend.stats());
        }
    }

    /** The state of one search. */
    private static final class Run {
        private final Puzzle puzzle;
        private final EncodedPuzzle encoded;
        private final int n;
        private final int countLimit;
        private final int[] possible;
        private final int[] undecided;
        private final int[][] counts;
        private final List<Solution> solutions = new ArrayList<>();
        private int calls;
        private int totalCount = -1;

        Run(Puzzle puzzle, EncodedPuzzle encoded, int countLimit) {
            this.puzzle = puzzle;
            this.encoded = encoded;
            this.n = puzzle.size();
            this.countLimit = countLimit;
            this.possible = new int[n * n];
            this.undecided = new int[n * n];
            this.counts = countLimit > 0 ? new int[n * n][n + 1] : null;
            if (counts != null) {
                for (int[] row : counts) {
                    Arrays.fill(row, -1);
                }
            }
            for (int i = 0; i < n * n; i++) {
                for (int d = 1; d <= n; d++) {
                    if (encoded.cellLiteral(Cell.ofIndex(i, n), d) != Lits.FALSE) {
                        undecided[i] |= 1 << d;
                    }
                }
            }
        }

        private int lit(int cell, int d) {
            return encoded.cellLiteral(Cell.ofIndex(cell, n), d);
        }

        /** Decides every candidate; returns NONE, UNIQUE, MULTIPLE or TIMEOUT. */
        Verdict candidates(SatBackend backend) {
            SatResult first = solve(backend);
            if (first == SatResult.UNKNOWN) {
                return Verdict.TIMEOUT;
            }
            if (first == SatResult.UNSATISFIABLE) {
                Arrays.fill(undecided, 0);
                return Verdict.NONE;
            }
            confirm(backend);
            while (true) {
                List<Integer> open = new ArrayList<>();
                for (int i = 0; i < n * n; i++) {
                    for (int d = 1; d <= n; d++) {
                        if ((undecided[i] & (1 << d)) != 0) {
                            open.add(lit(i, d));
                        }
                    }
                }
                if (open.isEmpty()) {
                    break;
                }
                int activation = backend.variableCount() + 1;
                int[] clause = new int[open.size() + 1];
                clause[0] = -activation;
                for (int k = 0; k < open.size(); k++) {
                    clause[k + 1] = open.get(k);
                }
                backend.addClause(clause);
                SatResult r = solve(backend, activation);
                backend.addClause(-activation);
                if (r == SatResult.UNKNOWN) {
                    return Verdict.TIMEOUT;
                }
                if (r == SatResult.UNSATISFIABLE) {
                    Arrays.fill(undecided, 0);
                    break;
                }
                confirm(backend);
            }
            if (solutions.size() == 1 && (!puzzle.variables().isEmpty() || encoded.usesShading())) {
                // One grid, but the variables or the shading might still vary: ask once.
                int guard = backend.variableCount() + 1;
                backend.ensureVariables(guard);
                if (block(backend, solutions.get(0), guard)) {
                    SatResult r = solve(backend, guard);
                    backend.addClause(-guard);
                    if (r == SatResult.UNKNOWN) {
                        return Verdict.TIMEOUT;
                    }
                    if (r == SatResult.SATISFIABLE) {
                        confirm(backend);
                    }
                }
            }
            return solutions.size() >= 2 ? Verdict.MULTIPLE : Verdict.UNIQUE;
        }

        /** Records the model's solution (checked) and every digit in it. */
        private Solution confirm(SatBackend backend) {
            Solution s = encoded.decode(backend.model());
            PuzzleSolver.requireValid(puzzle, s);
            solutions.add(s);
            int[] digits = s.digits();
            for (int i = 0; i < digits.length; i++) {
                possible[i] |= 1 << digits[i];
                undecided[i] &= ~(1 << digits[i]);
            }
            return s;
        }

        /** Counts solutions per confirmed candidate up to the cap; false when stopped early. */
        boolean count(SatBackend backend, boolean unique) {
            int total = unique ? 1 : countUsing(backend, -1, 0);
            if (total < 0) {
                return false;
            }
            totalCount = total;
            for (int i = 0; i < n * n; i++) {
                for (int d = 1; d <= n; d++) {
                    if ((possible[i] & (1 << d)) == 0) {
                        continue;
                    }
                    if (Integer.bitCount(possible[i]) == 1) {
                        // A fixed cell is in every solution.
                        counts[i][d] = total;
                    } else {
                        int c = countUsing(backend, i, d);
                        if (c < 0) {
                            return false;
                        }
                        counts[i][d] = c;
                    }
                }
            }
            return true;
        }

        /**
         * Solutions with digit d in the cell (every solution for cell -1), up to the cap; -1 when
         * stopped early. Known solutions are blocked under a fresh guard rather than found again.
         */
        private int countUsing(SatBackend backend, int cell, int d) {
            List<Solution> using = new ArrayList<>();
            for (Solution s : solutions) {
                if (cell < 0 || s.digits()[cell] == d) {
                    using.add(s);
                }
            }
            int known = using.size();
            if (known >= countLimit) {
                return countLimit;
            }
            int guard = backend.variableCount() + 1;
            backend.ensureVariables(guard);
            try {
                for (Solution s : using) {
                    if (!block(backend, s, guard)) {
                        return known;
                    }
                }
                int candidate = cell < 0 ? Lits.TRUE : lit(cell, d);
                int[] assumptions = candidate == Lits.TRUE ? new int[] {guard} : new int[] {guard, candidate};
                while (known < countLimit) {
                    SatResult r = solve(backend, assumptions);
                    if (r == SatResult.UNKNOWN) {
                        return -1;
                    }
                    if (r == SatResult.UNSATISFIABLE) {
                        break;
                    }
                    Solution s = confirm(backend);
                    known++;
                    if (!block(backend, s, guard)) {
                        break;
                    }
                }
                return Math.min(known, countLimit);
            } finally {
                backend.addClause(-guard);
            }
        }

        /** Adds the guarded blocking clause of s; false when s is the only solution (nothing to block on). */
        private boolean block(SatBackend backend, Solution s, int guard) {
            int[] b = encoded.blockingClause(s);
            if (b.length == 0) {
                return false;
            }
            int[] clause = Arrays.copyOf(b, b.length + 1);
            clause[b.length] = -guard;
            backend.addClause(clause);
            return true;
        }

        private SatResult solve(SatBackend backend, int... assumptions) {
            calls++;
            return backend.solve(assumptions);
        }

        TrueCandidates result(Verdict verdict, long encodeNanos, long solveNanos, SolverStats stats) {
            if (verdict == Verdict.NONE) {
                Arrays.fill(undecided, 0);
            }
            return new TrueCandidates(puzzle, verdict, possible.clone(), undecided.clone(), counts, countLimit, totalCount,
                    solutions.size(), calls, encodeNanos, solveNanos, stats);
        }
    }
}
