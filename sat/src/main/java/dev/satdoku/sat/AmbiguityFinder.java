package dev.satdoku.sat;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Where the solutions of an ambiguous puzzle differ, and which single given would disambiguate it.
 *
 * <p>First the true candidates ({@link CandidatesFinder}): the cells with two or more candidates are
 * exactly those in which some two solutions differ, and only a given on such a cell, with one of its
 * candidates, can cut solutions without killing them all (a given elsewhere either repeats a fixed
 * digit or leaves no solution). Then one incremental solver (a {@link SolutionIterator}) counts, for
 * each such (cell, digit), the solutions with that digit there, up to 2: the call is made under the
 * assumption of the cell literal, and every solution met is kept and blocked under one shared guard
 * literal, so a solution found while asking about one candidate counts for every candidate it uses and
 * is never found again. A count of 1 means the given makes the puzzle unique. When no candidate does,
 * the counts go on up to the limit, each one stopping as soon as it passes the best count so far, and the
 * candidates leaving the fewest solutions are suggested.
 */
public final class AmbiguityFinder {

    /** How far solutions are counted when no single given makes the puzzle unique, unless asked otherwise. */
    public static final int DEFAULT_COUNT_LIMIT = 50;
    /** How many suggested givens are listed, unless asked otherwise. */
    public static final int DEFAULT_MAX_SUGGESTIONS = 20;

    private final EncodingOptions options;
    private final Supplier<SatBackend> backends;
    private final Progress progress;

    public AmbiguityFinder(EncodingOptions options, Supplier<SatBackend> backends) {
        this(options, backends, Progress.NONE);
    }

    private AmbiguityFinder(EncodingOptions options, Supplier<SatBackend> backends, Progress progress) {
        this.options = options;
        this.backends = backends;
        this.progress = progress;
    }

    /** This finder reporting where it is to {@code progress}. */
    public AmbiguityFinder withProgress(Progress progress) {
        return new AmbiguityFinder(options, backends, progress);
    }

    /**
     * @param countLimit      how far to count when no single given makes the puzzle unique (at least 2)
     * @param maxSuggestions  how many suggestions to list at most (at least 1)
     */
    public Ambiguity find(Puzzle puzzle, Duration timeout, int countLimit, int maxSuggestions) {
        if (countLimit < 2 || maxSuggestions < 1) {
            throw new IllegalArgumentException("count limit must be at least 2 and max suggestions at least 1");
        }
        Instant start = Instant.now();
        TrueCandidates tc = new CandidatesFinder(options, backends)
                .withProgress(text -> progress.show(() -> "ambiguity: " + text.get())).find(puzzle, timeout, 0);
        dev.satdoku.model.Layout layout = puzzle.layout();
        List<Cell> differing = new ArrayList<>();
        if (tc.verdict() != Verdict.MULTIPLE) {
            return new Ambiguity(puzzle, tc.verdict(), tc, differing, List.of(), 0, false, countLimit, 0, 0, 0, List.of(), List.of());
        }
        for (int i = 0; i < layout.cellCount(); i++) {
            if (Integer.bitCount(tc.possible()[i]) >= 2) {
                differing.add(layout.cellAt(i));
            }
        }
        Duration left = timeout == null ? null : timeout.minus(Duration.between(start, Instant.now()));
        if (left != null && left.isNegative()) {
            left = Duration.ZERO;
        }
        long t1 = System.nanoTime();
        try (SolutionIterator search = SolutionIterator.encode(puzzle, options, backends, left)) {
            Counter counter = new Counter(search);
            List<int[]> asked = new ArrayList<>();
            for (Cell c : differing) {
                for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
                    if (tc.isPossible(c, d)) {
                        asked.add(new int[] {layout.index(c), d});
                    }
                }
            }
            // Pass 1: which candidates make the puzzle unique (count up to 2).
            List<Ambiguity.Suggestion> best = new ArrayList<>();
            String[] answers = new String[asked.size()];
            for (int k = 0; k < asked.size(); k++) {
                showAsked("which givens make it unique", k, asked.size(), best.size(), "make it unique", search);
                int c = counter.count(asked.get(k)[0], asked.get(k)[1], 2);
                if (c < 0) {
                    return stopped(puzzle, tc, differing, best, countLimit, asked, answers, search, t1);
                }
                answers[k] = c == 1 ? "unique" : "several";
                if (c == 1) {
                    best.add(new Ambiguity.Suggestion(layout.cellAt(asked.get(k)[0]), asked.get(k)[1], 1));
                }
            }
            boolean unique = !best.isEmpty();
            if (!unique) {
                // Pass 2: the fewest solutions; each count stops one past the best so far (a tie or worse).
                int bestCount = countLimit;
                java.util.Arrays.fill(answers, null);
                for (int k = 0; k < asked.size(); k++) {
                    showAsked("no given makes it unique; counting the solutions each leaves", k, asked.size(), bestCount,
                            "fewest so far", search);
                    int cap = Math.min(countLimit, bestCount + 1);
                    int c = counter.count(asked.get(k)[0], asked.get(k)[1], cap);
                    if (c < 0) {
                        return stopped(puzzle, tc, differing, best, countLimit, asked, answers, search, t1);
                    }
                    answers[k] = (c >= cap ? "at least " : "") + c + " solutions";
                    Cell cell = layout.cellAt(asked.get(k)[0]);
                    if (c < bestCount) {
                        bestCount = c;
                        best.clear();
                    }
                    if (c == bestCount) {
                        best.add(new Ambiguity.Suggestion(cell, asked.get(k)[1], c));
                    }
                }
            }
            int total = best.size();
            List<Ambiguity.Suggestion> listed = best.subList(0, Math.min(maxSuggestions, total));
            return new Ambiguity(puzzle, Verdict.MULTIPLE, tc, differing, listed, total, unique, countLimit, asked.size(),
                    search.calls(), System.nanoTime() - t1, answers(layout, asked, answers, true), List.of());
        }
    }

    private void showAsked(String what, int done, int total, int figure, String figureText, SolutionIterator search) {
        progress.show(() -> "ambiguity: " + what + ": " + done + " of " + total + " candidates asked (" + figure + " "
                + figureText + "), " + search.calls() + " solver calls");
    }

    private static Ambiguity stopped(Puzzle puzzle, TrueCandidates tc, List<Cell> differing, List<Ambiguity.Suggestion> best,
                                     int countLimit, List<int[]> asked, String[] answers, SolutionIterator search, long t1) {
        // What was proved so far still holds: the differing cells, and any given already shown to make it unique.
        boolean unique = !best.isEmpty() && best.get(0).count() == 1;
        List<Ambiguity.Suggestion> kept = unique ? best : List.of();
        dev.satdoku.model.Layout layout = puzzle.layout();
        return new Ambiguity(puzzle, Verdict.TIMEOUT, tc, differing, kept, kept.size(), unique, countLimit, asked.size(),
                search.calls(), System.nanoTime() - t1, answers(layout, asked, answers, true),
                answers(layout, asked, answers, false));
    }

    /** The candidates asked about ({@code answered}) or not yet, with their answers. */
    private static List<Ambiguity.Answer> answers(dev.satdoku.model.Layout layout, List<int[]> asked, String[] answers,
                                                  boolean answered) {
        List<Ambiguity.Answer> out = new ArrayList<>();
        for (int k = 0; k < asked.size(); k++) {
            if ((answers[k] != null) == answered) {
                out.add(new Ambiguity.Answer(layout.cellAt(asked.get(k)[0]), asked.get(k)[1], answers[k]));
            }
        }
        return out;
    }

    /** Counts solutions per (cell, digit), sharing every solution met through one guard literal. */
    private static final class Counter {
        private final SolutionIterator search;
        private final List<Solution> known = new ArrayList<>();
        private int guard;
        private boolean everythingKnown;

        Counter(SolutionIterator search) {
            this.search = search;
        }

        /** Solutions with digit d in the cell, up to {@code cap}; -1 when stopped. */
        int count(int cell, int d, int cap) {
            int found = 0;
            for (Solution s : known) {
                if (s.digits()[cell] == d) {
                    found++;
                }
            }
            if (found >= cap || everythingKnown) {
                return Math.min(found, cap);
            }
            if (guard == 0) {
                guard = search.variableCount() + 1;
                search.ensureVariables(guard);
            }
            int lit = search.encoded().cellLiteral(search.encoded().puzzle().layout().cellAt(cell), d);
            while (found < cap) {
                SatResult r = search.solve(guard, lit);
                if (r == SatResult.UNKNOWN) {
                    return -1;
                }
                if (r == SatResult.UNSATISFIABLE) {
                    break;
                }
                Solution s = search.solution();
                known.add(s);
                found++;
                if (!search.block(s, guard)) {
                    // Simplification decided everything: this is the only solution there is.
                    everythingKnown = true;
                    break;
                }
            }
            return found;
        }
    }
}
