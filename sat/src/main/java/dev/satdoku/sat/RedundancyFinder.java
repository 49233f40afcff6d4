package dev.satdoku.sat;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Which givens and rules of a unique puzzle can go with the solution staying unique, and a minimal
 * set of them that still forces it.
 *
 * <p>Encoded once, every given and rule behind its own selector ({@link Selectors}, as for
 * {@link ConflictExplainer}); the grid stays unconditional. One incremental solver, through a
 * {@link SolutionIterator} (every model decoded and checked):
 * <ol>
 *   <li>solve with every selector assumed: the solution S (or no solution);</li>
 *   <li>add the blocking clause of S under a fresh activation literal {@code a}; solve under every
 *       selector and {@code a}: SAT is a second solution (not unique), UNSAT proves uniqueness, and
 *       the failed assumptions are a core: a set of clues that alone forces S;</li>
 *   <li>"is S still the only solution without clue X" is the call under {@code a} and every selector
 *       but X: UNSAT means X is redundant. A clue outside the first core is redundant without a call
 *       (the core is still assumed), so only the core's clues are asked about;</li>
 *   <li>the minimal set: greedy deletion starting from the first core, trying its clues in the puzzle's
 *       order (givens in reading order first, then rules as written) and skipping clues already shown
 *       necessary in step 3 (necessary for the whole puzzle means necessary for every subset); when a
 *       clue can go, the solver's new core replaces the set. Every clue left was necessary against a
 *       superset of the final set, so removing any one of them from the final set admits a second
 *       solution: the set is minimal (not necessarily the smallest).</li>
 * </ol>
 *
 * <p>Under a time limit, each question of step 3 gets a share of what is left (the time left over the
 * questions left, one more kept for the minimal set), so one hard clue cannot eat the whole budget: a clue
 * whose question runs out of its share is reported undecided and the others go on.
 */
public final class RedundancyFinder {

    private final EncodingOptions options;
    private final Supplier<SatBackend> backends;
    private final Progress progress;

    public RedundancyFinder(EncodingOptions options, Supplier<SatBackend> backends) {
        this(options, backends, Progress.NONE);
    }

    private RedundancyFinder(EncodingOptions options, Supplier<SatBackend> backends, Progress progress) {
        this.options = options;
        this.backends = backends;
        this.progress = progress;
    }

    /** This finder reporting where it is to {@code progress}. */
    public RedundancyFinder withProgress(Progress progress) {
        return new RedundancyFinder(options, backends, progress);
    }

    public Redundancy find(Puzzle puzzle, Duration timeout) {
        long t0 = System.nanoTime();
        Selectors selectors = Selectors.create();
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, options, selectors);
        long t1 = System.nanoTime();
        List<Selectors.Element> all = selectors.elements();
        int[] literal = new int[all.size()];
        List<Integer> switchable = new ArrayList<>();
        Set<Integer> redundant = new HashSet<>();
        for (int i = 0; i < literal.length; i++) {
            literal[i] = encoded.literal(selectors.literal(i));
            if (Lits.isConstant(literal[i])) {
                // A selector that vanished guards no clause: the element constrains nothing.
                redundant.add(i);
            } else {
                switchable.add(i);
            }
        }
        try (SolutionIterator search = SolutionIterator.over(puzzle, encoded, backends, timeout)) {
            Run run = new Run(search, literal, puzzle, all, t0, t1);
            Set<Integer> necessary = new HashSet<>();
            run.necessary = necessary;
            progress.show(() -> "redundant: " + all.size() + " clues, looking for a solution, " + search.calls() + " solver calls");
            if (encoded.decidedUnsatisfiable()) {
                return run.result(Verdict.NONE, Set.of(), List.of(), null, null);
            }
            SatResult first = run.solve(switchable, 0);
            if (first != SatResult.SATISFIABLE) {
                return run.result(first == SatResult.UNKNOWN ? Verdict.TIMEOUT : Verdict.NONE, Set.of(), List.of(), null, null);
            }
            Solution solution = search.solution();
            int activation = search.variableCount() + 1;
            search.ensureVariables(activation);
            if (!search.block(solution, activation)) {
                // Nothing to block on: no cell, variable or shading is free at all, so every clue is redundant.
                return run.result(Verdict.UNIQUE, allIndices(all.size()), List.of(), solution, null);
            }
            progress.show(() -> "redundant: " + all.size() + " clues, proving the solution unique, " + search.calls() + " solver calls");
            SatResult second = run.solve(switchable, activation);
            if (second == SatResult.UNKNOWN) {
                return run.result(Verdict.TIMEOUT, Set.of(), List.of(), solution, null);
            }
            if (second == SatResult.SATISFIABLE) {
                return run.result(Verdict.MULTIPLE, Set.of(), List.of(), solution, search.solution());
            }
            List<Integer> core = run.core(switchable);
            for (int i : switchable) {
                if (!core.contains(i)) {
                    redundant.add(i);
                }
            }
            long deadline = timeout == null ? 0 : t0 + timeout.toNanos();
            for (int k = 0; k < core.size(); k++) {
                int x = core.get(k);
                showDecided(all.size(), redundant, necessary, search);
                List<Integer> rest = new ArrayList<>(switchable);
                rest.remove((Integer) x);
                // A share of the time left: over the questions left, and one more share kept for the minimal set.
                Duration share = timeout == null ? null
                        : Duration.ofNanos(Math.max(0, deadline - System.nanoTime()) / (core.size() - k + 1));
                SatResult r = search.solveWithin(share, SelectorAssumptions.of(rest, literal, activation));
                if (r == SatResult.UNKNOWN) {
                    if (search.questionTimedOut()) {
                        continue;
                    }
                    return run.result(Verdict.TIMEOUT, redundant, List.of(), solution, null);
                }
                if (r == SatResult.UNSATISFIABLE) {
                    redundant.add(x);
                } else {
                    necessary.add(x);
                }
            }
            showDecided(all.size(), redundant, necessary, search);
            // Greedy deletion over the first core, in the puzzle's order (core is in that order).
            List<Integer> current = new ArrayList<>(core);
            Set<Integer> tried = new HashSet<>(necessary);
            for (int k = 0; k < core.size(); k++) {
                Integer x = core.get(k);
                if (tried.contains(x) || !current.contains(x)) {
                    continue;
                }
                tried.add(x);
                int triedSoFar = tried.size() - necessary.size();
                int toTry = core.size() - necessary.size();
                progress.show(() -> "redundant: " + decidedText(all.size(), redundant, necessary) + "; minimal set: " + triedSoFar
                        + " of " + toTry + " clues tried, " + search.calls() + " solver calls");
                List<Integer> rest = new ArrayList<>(current);
                rest.remove(x);
                SatResult r = run.solve(rest, activation);
                if (r == SatResult.UNKNOWN) {
                    return run.result(Verdict.TIMEOUT, redundant, List.of(), solution, null);
                }
                if (r == SatResult.UNSATISFIABLE) {
                    current = run.core(rest);
                }
            }
            List<Selectors.Element> minimal = current.stream().map(all::get).toList();
            return run.result(Verdict.UNIQUE, redundant, minimal, solution, null);
        }
    }

    private void showDecided(int clues, Set<Integer> redundant, Set<Integer> necessary, SolutionIterator search) {
        progress.show(() -> "redundant: " + decidedText(clues, redundant, necessary) + ", " + search.calls() + " solver calls");
    }

    private static String decidedText(int clues, Set<Integer> redundant, Set<Integer> necessary) {
        return (redundant.size() + necessary.size()) + " of " + clues + " clues decided (" + redundant.size() + " redundant, "
                + necessary.size() + " needed)";
    }

    private static Set<Integer> allIndices(int n) {
        Set<Integer> s = new HashSet<>();
        for (int i = 0; i < n; i++) {
            s.add(i);
        }
        return s;
    }

    /** Solver calls under a set of selected clues (plus the activation literal when non-zero). */
    private static final class Run {
        private final SolutionIterator search;
        private final int[] literal;
        private final Puzzle puzzle;
        private final List<Selectors.Element> all;
        private final long t0;
        private final long t1;
        Set<Integer> necessary = Set.of();

        Run(SolutionIterator search, int[] literal, Puzzle puzzle, List<Selectors.Element> all, long t0, long t1) {
            this.search = search;
            this.literal = literal;
            this.puzzle = puzzle;
            this.all = all;
            this.t0 = t0;
            this.t1 = t1;
        }

        SatResult solve(List<Integer> selected, int activation) {
            return search.solve(SelectorAssumptions.of(selected, literal, activation));
        }

        /**
         * After UNSAT: the selected clues whose selectors the solver used (all of them without cores),
         * in the order of {@code selected}.
         */
        List<Integer> core(List<Integer> selected) {
            return SelectorAssumptions.core(selected, literal, search.providesCores(), search.failedAssumptions());
        }

        Redundancy result(Verdict status, Set<Integer> redundant, List<Selectors.Element> minimal, Solution solution,
                          Solution other) {
            boolean judged = status == Verdict.UNIQUE || status == Verdict.TIMEOUT;
            List<Selectors.Element> red = redundant.stream().sorted().map(all::get).toList();
            List<Selectors.Element> needed = necessary.stream().sorted().map(all::get).toList();
            List<Selectors.Element> open = new ArrayList<>();
            if (judged) {
                for (int i = 0; i < all.size(); i++) {
                    if (!redundant.contains(i) && !necessary.contains(i)) {
                        open.add(all.get(i));
                    }
                }
            }
            return new Redundancy(puzzle, status, all, judged ? red : List.of(), judged ? needed : List.of(), judged ? open : List.of(),
                    minimal, solution, other, search.calls(), t1 - t0, System.nanoTime() - t1);
        }
    }
}
