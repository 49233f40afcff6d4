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
 * Names a minimal set of givens and rules that already conflict.
 *
 * <p>The puzzle is encoded with every given and every rule behind its own selector literal
 * ({@link Selectors}); the grid stays unconditional. One incremental solver answers every question
 * under assumptions: with all selectors assumed the puzzle is UNSAT, and the failed assumptions give
 * a first core. The core is then shrunk by deletion: drop one element and solve under the rest; UNSAT
 * means the element was not needed, and the new failed assumptions (a subset of the rest) replace the
 * core at once (core refinement), which usually drops many elements per call; SAT means the element
 * is necessary and stays. When every element has been tried the core is minimal: removing any one of
 * its elements makes the rest solvable. Backends without cores (external solvers) shrink by deletion
 * alone, one call per element.
 */
public final class ConflictExplainer {

    private final EncodingOptions options;
    private final Supplier<SatBackend> backends;
    private final Progress progress;

    /** This explainer reporting the repair search's progress to {@code progress}. */
    public ConflictExplainer withProgress(Progress progress) {
        return new ConflictExplainer(options, backends, progress);
    }

    public ConflictExplainer(EncodingOptions options, Supplier<SatBackend> backends) {
        this(options, backends, Progress.NONE);
    }

    private ConflictExplainer(EncodingOptions options, Supplier<SatBackend> backends, Progress progress) {
        this.progress = progress;
        this.options = options;
        this.backends = backends;
    }

    public Explanation explain(Puzzle puzzle, Duration timeout) {
        return explain(puzzle, timeout, 0);
    }

    /**
     * Explains, then (when {@code repairSize > 0} and a minimal conflict was found) looks for repairs of
     * at most {@code repairSize} clues in the same solver ({@link RepairSearch}).
     */
    public Explanation explain(Puzzle puzzle, Duration timeout, int repairSize) {
        long t0 = System.nanoTime();
        Selectors selectors = Selectors.create();
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, options, selectors);
        long t1 = System.nanoTime();
        List<Selectors.Element> all = selectors.elements();
        int[] literal = new int[all.size()];
        List<Integer> switchable = new ArrayList<>();
        for (int i = 0; i < literal.length; i++) {
            literal[i] = encoded.literal(selectors.literal(i));
            // A selector that vanished guards no clause at all: that element constrains nothing.
            if (!Lits.isConstant(literal[i])) {
                switchable.add(i);
            }
        }
        try (SatBackend backend = backends.get(); Deadline deadline = Deadline.start(timeout, t0, backend)) {
            backend.load(encoded.cnf());
            Search search = new Search(backend, literal);
            SatResult first = search.solve(switchable);
            if (first == SatResult.SATISFIABLE) {
                Solution solution = encoded.decode(backend.model());
                PuzzleSolver.requireValid(puzzle, solution);
                return result(puzzle, Explanation.Status.SOLVABLE, List.of(), false, backend, solution, search, t0, t1, all);
            }
            if (first == SatResult.UNKNOWN) {
                // Nothing is proved yet: naming every clue here would claim a conflict that may not exist.
                return result(puzzle, Explanation.Status.TIMEOUT, List.of(), false, backend, null, search, t0, t1, all);
            }
            List<Integer> core = search.core(switchable);
            if (!search.minimize(core)) {
                return result(puzzle, Explanation.Status.TIMEOUT, core, false, backend, null, search, t0, t1, all);
            }
            Repairs repairs = null;
            if (repairSize > 0 && !core.isEmpty()) {
                int before = search.calls;
                long r0 = System.nanoTime();
                repairs = new RepairSearch(puzzle, encoded, backend, search, all, switchable, repairSize, deadline,
                        new PuzzleSolver(options, backends), progress).run(core, before, r0);
            }
            Explanation e = result(puzzle, Explanation.Status.CONFLICT, core, true, backend, null, search, t0, t1, all);
            return repairs == null ? e : new Explanation(e.puzzle(), e.status(), e.elements(), e.minimal(), e.usedCores(),
                    null, e.solverCalls() - repairs.solverCalls(), e.encodeNanos(), e.solveNanos() - repairs.nanos(), repairs);
        }
    }

    private Explanation result(Puzzle puzzle, Explanation.Status status, List<Integer> indices, boolean minimal,
                               SatBackend backend, Solution solution, Search search, long t0, long t1,
                               List<Selectors.Element> all) {
        List<Selectors.Element> elements = indices.stream().sorted().map(all::get).toList();
        return new Explanation(puzzle, status, elements, minimal, backend.providesCores(), solution, search.calls, t1 - t0,
                System.nanoTime() - t1, null);
    }

    /** Solver calls under a set of selected elements. */
    static final class Search {
        private final SatBackend backend;
        private final int[] literal;
        private final int extra;
        int calls;

        Search(SatBackend backend, int[] literal) {
            this(backend, literal, 0);
        }

        /**
         * A search whose every call also assumes {@code extra} (0 = nothing): the negation of a
         * deduction, when the question is which elements force it.
         */
        Search(SatBackend backend, int[] literal, int extra) {
            this.backend = backend;
            this.literal = literal;
            this.extra = extra;
        }

        /** The solver literal of element e's selector. */
        int solverLiteral(int e) {
            return literal[e];
        }

        SatResult solve(List<Integer> selected) {
            calls++;
            return backend.solve(SelectorAssumptions.of(selected, literal, extra));
        }

        /**
         * Shrinks {@code core} (elements that are UNSAT together) in place to a minimal one, by
         * deletion with core refinement: drop one element and solve under the rest; UNSAT means the
         * element was not needed, and the new failed assumptions (a subset of the rest) replace the
         * core at once; SAT means the element is necessary and stays. Elements are tried in the
         * order of the list, so a caller that prefers to lose some elements puts them first. Returns
         * false when the solver stopped (timeout): the core is then as far as the shrinking got.
         */
        boolean minimize(List<Integer> core) {
            return minimize(core, true);
        }

        /**
         * As {@link #minimize(List)}; without {@code refine} an UNSAT answer drops only the element
         * tried, never trusting the solver's failed assumptions (one call per element).
         */
        boolean minimize(List<Integer> core, boolean refine) {
            Set<Integer> necessary = new HashSet<>();
            int i = 0;
            while (i < core.size()) {
                Integer candidate = core.get(i);
                if (necessary.contains(candidate)) {
                    i++;
                    continue;
                }
                List<Integer> rest = new ArrayList<>(core);
                rest.remove(i);
                SatResult r = solve(rest);
                if (r == SatResult.UNKNOWN) {
                    return false;
                }
                if (r == SatResult.SATISFIABLE) {
                    necessary.add(candidate);
                    i++;
                } else if (!refine) {
                    core.remove(i);
                } else {
                    // The elements before i that are still in the refined core stay where they were,
                    // so the position to try next is the number of them.
                    List<Integer> refined = core(rest);
                    List<Integer> before = core.subList(0, i);
                    i = (int) refined.stream().filter(before::contains).count();
                    core.clear();
                    core.addAll(refined);
                }
            }
            return true;
        }

        /**
         * After UNSAT under {@code selected}: the selected elements whose selectors the solver used
         * (all of them when the backend has no cores), in their order in {@code selected}.
         */
        List<Integer> core(List<Integer> selected) {
            return SelectorAssumptions.core(selected, literal, backend.providesCores(), backend.failedAssumptions());
        }
    }
}
