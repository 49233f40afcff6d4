package dev.satdoku.sat;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * True candidates with one incremental solver and model-guided elimination, through a
 * {@link SolutionIterator} (which decodes and checks every model and builds the blocking clauses).
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
    private final Progress progress;

    public CandidatesFinder(EncodingOptions options, Supplier<SatBackend> backends) {
        this(options, backends, Progress.NONE);
    }

    private CandidatesFinder(EncodingOptions options, Supplier<SatBackend> backends, Progress progress) {
        this.options = options;
        this.backends = backends;
        this.progress = progress;
    }

    /** This finder reporting where it is to {@code progress} ("true candidates: 412 of 729 decided, ..."). */
    public CandidatesFinder withProgress(Progress progress) {
        return new CandidatesFinder(options, backends, progress);
    }

    /**
     * @param countLimit 0 for candidates only; K > 0 to also count solutions per candidate up to K
     */
    public TrueCandidates find(Puzzle puzzle, Duration timeout, int countLimit) {
        if (countLimit < 0) {
            throw new IllegalArgumentException("count limit must be 0 (no counts) or positive, got " + countLimit);
        }
        try (SolutionIterator search = SolutionIterator.encode(puzzle, options, backends, timeout)) {
            long t1 = System.nanoTime();
            EncodedPuzzle encoded = search.encoded();
            Run run = new Run(puzzle, encoded, countLimit, search, progress);
            if (encoded.decidedUnsatisfiable()) {
                return run.result(Verdict.NONE, search.encodeNanos(), 0, SolverStats.NONE);
            }
            Verdict verdict = run.candidates();
            if (verdict != Verdict.NONE && verdict != Verdict.TIMEOUT && countLimit > 0 && !run.count(verdict == Verdict.UNIQUE)) {
                verdict = Verdict.TIMEOUT;
            }
            return run.result(verdict, search.encodeNanos(), System.nanoTime() - t1, search.stats());
        }
    }

    /** The state of one search. */
    private static final class Run {
        private final Puzzle puzzle;
        private final EncodedPuzzle encoded;
        private final dev.satdoku.model.Layout layout;
        private final int cellCount;
        private final int countLimit;
        private final int[] possible;
        private final int[] undecided;
        private final int[][] counts;
        private final List<Solution> solutions = new ArrayList<>();
        private final SolutionIterator search;
        private int totalCount = -1;
        private final Progress progress;
        private int candidateTotal;

        Run(Puzzle puzzle, EncodedPuzzle encoded, int countLimit, SolutionIterator search, Progress progress) {
            this.puzzle = puzzle;
            this.progress = progress;
            this.search = search;
            this.encoded = encoded;
            this.layout = puzzle.layout();
            this.cellCount = layout.cellCount();
            this.countLimit = countLimit;
            this.possible = new int[cellCount];
            this.undecided = new int[cellCount];
            this.counts = countLimit > 0 ? new int[cellCount][layout.maxValue() + 1] : null;
            if (counts != null) {
                for (int[] row : counts) {
                    Arrays.fill(row, -1);
                }
            }
            for (int i = 0; i < cellCount; i++) {
                for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
                    if (encoded.cellLiteral(layout.cellAt(i), d) != Lits.FALSE) {
                        undecided[i] |= 1 << d;
                    }
                }
                candidateTotal += Integer.bitCount(undecided[i]);
            }
        }

        private void showProgress() {
            progress.show(() -> {
                int open = 0;
                int seen = 0;
                for (int i = 0; i < cellCount; i++) {
                    open += Integer.bitCount(undecided[i]);
                    seen += Integer.bitCount(possible[i]);
                }
                return "true candidates: " + (candidateTotal - open) + " of " + candidateTotal + " decided (" + seen + " possible), "
                        + solutions.size() + (solutions.size() == 1 ? " solution" : " solutions") + " met, " + search.calls()
                        + " solver calls";
            });
        }

        private int lit(int cell, int d) {
            return encoded.cellLiteral(layout.cellAt(cell), d);
        }

        /** Decides every candidate; returns NONE, UNIQUE, MULTIPLE or TIMEOUT. */
        Verdict candidates() {
            showProgress();
            SatResult first = search.solve();
            if (first == SatResult.UNKNOWN) {
                return Verdict.TIMEOUT;
            }
            if (first == SatResult.UNSATISFIABLE) {
                Arrays.fill(undecided, 0);
                return Verdict.NONE;
            }
            confirm();
            while (true) {
                List<Integer> open = new ArrayList<>();
                for (int i = 0; i < cellCount; i++) {
                    for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
                        if ((undecided[i] & (1 << d)) != 0) {
                            open.add(lit(i, d));
                        }
                    }
                }
                if (open.isEmpty()) {
                    break;
                }
                int activation = search.variableCount() + 1;
                int[] clause = new int[open.size() + 1];
                clause[0] = -activation;
                for (int k = 0; k < open.size(); k++) {
                    clause[k + 1] = open.get(k);
                }
                search.addClause(clause);
                showProgress();
                SatResult r = search.solve(activation);
                search.addClause(-activation);
                if (r == SatResult.UNKNOWN) {
                    return Verdict.TIMEOUT;
                }
                if (r == SatResult.UNSATISFIABLE) {
                    Arrays.fill(undecided, 0);
                    break;
                }
                confirm();
            }
            if (solutions.size() == 1 && (!puzzle.extraCells().isEmpty() || encoded.usesShading())) {
                // One grid, but the variables or the shading might still vary: ask once.
                int guard = search.variableCount() + 1;
                search.ensureVariables(guard);
                if (search.block(solutions.get(0), guard)) {
                    SatResult r = search.solve(guard);
                    search.addClause(-guard);
                    if (r == SatResult.UNKNOWN) {
                        return Verdict.TIMEOUT;
                    }
                    if (r == SatResult.SATISFIABLE) {
                        confirm();
                    }
                }
            }
            return solutions.size() >= 2 ? Verdict.MULTIPLE : Verdict.UNIQUE;
        }

        /** Records the model's solution (checked) and every digit in it. */
        private Solution confirm() {
            Solution s = search.solution();
            solutions.add(s);
            int[] digits = s.digits();
            for (int i = 0; i < digits.length; i++) {
                possible[i] |= 1 << digits[i];
                undecided[i] &= ~(1 << digits[i]);
            }
            return s;
        }

        /** Counts solutions per confirmed candidate up to the cap; false when stopped early. */
        boolean count(boolean unique) {
            int total = unique ? 1 : countUsing(-1, 0);
            if (total < 0) {
                return false;
            }
            totalCount = total;
            for (int i = 0; i < cellCount; i++) {
                for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
                    if ((possible[i] & (1 << d)) == 0) {
                        continue;
                    }
                    if (Integer.bitCount(possible[i]) == 1) {
                        // A fixed cell is in every solution.
                        counts[i][d] = total;
                    } else {
                        int c = countUsing(i, d);
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
        private int countUsing(int cell, int d) {
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
            int guard = search.variableCount() + 1;
            search.ensureVariables(guard);
            try {
                for (Solution s : using) {
                    if (!search.block(s, guard)) {
                        return known;
                    }
                }
                int candidate = cell < 0 ? Lits.TRUE : lit(cell, d);
                int[] assumptions = candidate == Lits.TRUE ? new int[] {guard} : new int[] {guard, candidate};
                while (known < countLimit) {
                    SatResult r = search.solve(assumptions);
                    if (r == SatResult.UNKNOWN) {
                        return -1;
                    }
                    if (r == SatResult.UNSATISFIABLE) {
                        break;
                    }
                    Solution s = confirm();
                    known++;
                    if (!search.block(s, guard)) {
                        break;
                    }
                }
                return Math.min(known, countLimit);
            } finally {
                search.addClause(-guard);
            }
        }

        TrueCandidates result(Verdict verdict, long encodeNanos, long solveNanos, SolverStats stats) {
            if (verdict == Verdict.NONE) {
                Arrays.fill(undecided, 0);
            }
            return new TrueCandidates(puzzle, verdict, possible.clone(), undecided.clone(), counts, countLimit, totalCount,
                    solutions.size(), search.calls(), encodeNanos, solveNanos, stats);
        }
    }
}
