package dev.satdoku.sat;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.KnownSum;
import dev.satdoku.rules.Rule;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Minimal correction sets over the explainer's solver and selectors, by hitting-set duality: a set of
 * clues whose removal leaves a solution must contain an element of every conflicting set (core),
 * since a core kept whole still has no solution. So the candidates of size k are the sets of k clues
 * that hit every core learnt so far; each is tested with one solve assuming every other selector. SAT
 * means a repair (minimal, because every smaller candidate was already refuted); UNSAT gives a new core
 * that the candidate misses, which prunes the rest. For size 1 the candidates are simply the clues
 * common to all cores, starting from the minimal conflict the explainer found.
 *
 * <p>Sizes are tried in increasing order and the search stops at the first size that has repairs:
 * the answer is the smallest ways to fix the puzzle. Each repair then gets its solution count (up to
 * 2, by blocking the first solution under a fresh guard literal), and a single given also gets the
 * digits that would make the puzzle unique in its cell (each tried under assumptions, no re-encoding).
 * A single rule that states a total (a cage, a sum, a little killer: {@link dev.satdoku.rules.Rule#withTotal})
 * gets the totals that would: each total its cells can add up to is written into the rule and the changed
 * puzzle solved afresh (a total changes the rule's clauses, so no assumption can stand for it).
 */
final class RepairSearch {

    /** Candidate tests per size beyond which the search reports itself capped (size 1 is never capped). */
    static final int MAX_TESTS = 400;
    static final int COUNT_LIMIT = 2;

    private final Puzzle puzzle;
    private final EncodedPuzzle encoded;
    private final SatBackend backend;
    private final ConflictExplainer.Search search;
    private final List<Selectors.Element> all;
    private final List<Integer> switchable;
    private final int maxSize;
    private final Deadline deadline;
    private final List<Set<Integer>> cores = new ArrayList<>();
    private final Set<Set<Integer>> tested = new HashSet<>();
    private String cappedBy;
    private final PuzzleSolver solver;
    private final Progress progress;

    RepairSearch(Puzzle puzzle, EncodedPuzzle encoded, SatBackend backend, ConflictExplainer.Search search,
                 List<Selectors.Element> all, List<Integer> switchable, int maxSize, Deadline deadline,
                 PuzzleSolver solver, Progress progress) {
        this.solver = solver;
        this.progress = progress;
        this.puzzle = puzzle;
        this.encoded = encoded;
        this.backend = backend;
        this.search = search;
        this.all = all;
        this.switchable = switchable;
        this.maxSize = maxSize;
        this.deadline = deadline;
    }

    /** Thrown inside the search when the solver gave up (timeout or interruption). */
    private static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super(null, null, false, false);
        }
    }

    Repairs run(List<Integer> minimalCore, int callsBefore, long t0) {
        cores.add(new LinkedHashSet<>(minimalCore));
        List<Repairs.Repair> found = new ArrayList<>();
        int size = 0;
        try {
            for (int k = 1; k <= maxSize && found.isEmpty(); k++) {
                size = k;
                found.addAll(repairsOfSize(k));
            }
            if (found.isEmpty() && cappedBy == null) {
                cappedBy = "size limit " + maxSize;
            }
        } catch (Stopped s) {
            cappedBy = "the time limit (--timeout) or an interruption";
        }
        found.sort(Comparator.comparingInt((Repairs.Repair r) -> r.unique() ? 0 : r.count() < 0 ? 2 : 1));
        return new Repairs(found.isEmpty() ? 0 : size, found, cappedBy == null, cappedBy, cores.size(),
                search.calls - callsBefore, System.nanoTime() - t0);
    }

    private List<Repairs.Repair> repairsOfSize(int k) {
        List<Repairs.Repair> out = new ArrayList<>();
        int tests = 0;
        while (true) {
            List<Set<Integer>> candidates = new ArrayList<>();
            hittingSets(new TreeSet<>(), k, candidates, new HashSet<>());
            boolean anyTested = false;
            for (Set<Integer> c : candidates) {
                // Cores learnt since the list was made may already refute this candidate.
                if (tested.contains(c) || !hitsAll(c)) {
                    continue;
                }
                if (k > 1 && tests >= MAX_TESTS) {
                    cappedBy = "call limit (" + MAX_TESTS + " candidates of size " + k + ")";
                    return out;
                }
                tested.add(c);
                tests++;
                int testsSoFar = tests;
                progress.show(() -> "explain: repairs of " + k + (k == 1 ? " clue" : " clues") + ": " + testsSoFar
                        + " candidates tested, " + out.size() + " found, " + cores.size() + " conflicting sets, " + search.calls
                        + " solver calls");
                anyTested = true;
                List<Integer> rest = rest(c);
                SatResult r = search.solve(rest);
                if (r == SatResult.UNKNOWN) {
                    throw new Stopped();
                }
                if (r == SatResult.UNSATISFIABLE) {
                    cores.add(new LinkedHashSet<>(search.core(rest)));
                } else {
                    out.add(repair(c, rest));
                }
            }
            if (!anyTested) {
                return out;
            }
        }
    }

    /**
     * Every set of exactly k elements that hits every core, by branching on the first core the partial
     * set misses (any repair contains an element of that core, so no repair is skipped).
     */
    private void hittingSets(TreeSet<Integer> partial, int k, List<Set<Integer>> out, Set<Set<Integer>> seen) {
        Set<Integer> missed = null;
        for (Set<Integer> core : cores) {
            if (java.util.Collections.disjoint(core, partial)) {
                missed = core;
                break;
            }
        }
        if (missed == null) {
            // Smaller hitting sets were tested at their own size (and refuted); only size k is new.
            if (partial.size() == k && seen.add(Set.copyOf(partial))) {
                out.add(Set.copyOf(partial));
            }
            return;
        }
        if (partial.size() == k) {
            return;
        }
        for (int e : missed) {
            partial.add(e);
            hittingSets(partial, k, out, seen);
            partial.remove(e);
        }
    }

    private boolean hitsAll(Set<Integer> c) {
        for (Set<Integer> core : cores) {
            if (java.util.Collections.disjoint(core, c)) {
                return false;
            }
        }
        return true;
    }

    private List<Integer> rest(Set<Integer> removed) {
        List<Integer> rest = new ArrayList<>(switchable);
        rest.removeAll(removed);
        return rest;
    }

    private int[] assumptions(List<Integer> selected, int... extra) {
        int[] a = new int[selected.size() + extra.length];
        int i = 0;
        for (int e : selected) {
            a[i++] = search.solverLiteral(e);
        }
        for (int x : extra) {
            a[i++] = x;
        }
        return a;
    }

    /** After SAT without {@code removed}: the checked solution, the count, and for a given the better digits. */
    private Repairs.Repair repair(Set<Integer> removed, List<Integer> rest) {
        List<Selectors.Element> elements = removed.stream().sorted().map(all::get).toList();
        Puzzle without = Repairs.without(puzzle, elements);
        Solution example = encoded.decode(backend.model());
        PuzzleSolver.requireValid(without, example);
        int count = count(rest, example, Lits.TRUE, without);
        List<Integer> unique = null;
        List<Integer> solvable = null;
        if (elements.size() == 1 && elements.get(0) instanceof Selectors.Given g) {
            unique = new ArrayList<>();
            solvable = new ArrayList<>();
            for (int d = puzzle.layout().minValue(); d <= puzzle.layout().maxValue(); d++) {
                if (d == g.digit()) {
                    continue;
                }
                int lit = encoded.cellLiteral(g.cell(), d);
                if (lit == Lits.FALSE) {
                    continue;
                }
                search.calls++;
                SatResult r = lit == Lits.TRUE ? backend.solve(assumptions(rest)) : backend.solve(assumptions(rest, lit));
                if (r == SatResult.UNKNOWN) {
                    throw new Stopped();
                }
                if (r == SatResult.SATISFIABLE) {
                    Puzzle replaced = withGiven(without, g.cell(), d);
                    Solution s = encoded.decode(backend.model());
                    PuzzleSolver.requireValid(replaced, s);
                    solvable.add(d);
                    if (count(rest, s, lit, replaced) == 1) {
                        unique.add(d);
                    }
                }
            }
        }
        List<Integer> uniqueTotals = null;
        List<Integer> solvableTotals = null;
        if (elements.size() == 1 && elements.get(0) instanceof Selectors.RuleLine line && line.rule().knownSum().isPresent()
                && line.rule().withTotal(line.rule().knownSum().get().total()).isPresent()) {
            uniqueTotals = new ArrayList<>();
            solvableTotals = new ArrayList<>();
            totals(line, uniqueTotals, solvableTotals);
        }
        return new Repairs.Repair(elements, count, COUNT_LIMIT, example, unique, solvable, uniqueTotals, solvableTotals);
    }

    /** Every other total the rule's cells can add up to, solved afresh with the total written into the rule. */
    private void totals(Selectors.RuleLine line, List<Integer> unique, List<Integer> solvable) {
        Rule rule = line.rule();
        KnownSum known = rule.knownSum().orElseThrow();
        int k = known.cells().size();
        int lo = k * puzzle.layout().minValue();
        int hi = k * puzzle.layout().maxValue();
        for (int t = lo; t <= hi; t++) {
            if (t == known.total()) {
                continue;
            }
            Rule changed;
            try {
                changed = rule.withTotal(t).orElseThrow();
            } catch (IllegalArgumentException e) {
                continue; // a total this rule cannot state on this grid
            }
            int total = t;
            progress.show(() -> "explain: trying the total " + total + " for " + rule.toNative());
            List<Rule> rules = new ArrayList<>(puzzle.rules());
            rules.set(line.index(), changed);
            SolveReport r = solver.solve(puzzle.withRules(rules, puzzle.ruleOrigins()), COUNT_LIMIT, deadline.left());
            switch (r.verdict()) {
                case UNIQUE -> {
                    unique.add(t);
                    solvable.add(t);
                }
                case MULTIPLE -> solvable.add(t);
                case NONE -> { }
                default -> throw new Stopped();
            }
        }
    }

    private static Puzzle withGiven(Puzzle p, Cell cell, int digit) {
        int[] givens = p.givens();
        givens[p.layout().index(cell)] = digit;
        return new Puzzle(p.name(), p.layout(), givens, p.givenOrigins(), p.rules(), p.ruleOrigins(), p.extraCells(),
                p.metadata());
    }

    /**
     * Solutions under {@code rest} (and {@code extra} unless TRUE), up to {@link #COUNT_LIMIT}, knowing
     * {@code first}: the known ones are blocked under a fresh guard, retired afterwards.
     */
    private int count(List<Integer> rest, Solution first, int extra, Puzzle checkAgainst) {
        int guard = backend.variableCount() + 1;
        backend.ensureVariables(guard);
        try {
            int known = 1;
            Solution s = first;
            while (known < COUNT_LIMIT) {
                int[] block = encoded.blockingClause(s);
                if (block.length == 0) {
                    return known; // simplification fixed every cell: nothing else can differ
                }
                int[] clause = new int[block.length + 1];
                clause[0] = -guard;
                System.arraycopy(block, 0, clause, 1, block.length);
                backend.addClause(clause);
                search.calls++;
                SatResult r = extra == Lits.TRUE ? backend.solve(assumptions(rest, guard))
                        : backend.solve(assumptions(rest, extra, guard));
                if (r == SatResult.UNKNOWN) {
                    throw new Stopped();
                }
                if (r == SatResult.UNSATISFIABLE) {
                    return known;
                }
                s = encoded.decode(backend.model());
                PuzzleSolver.requireValid(checkAgainst, s);
                known++;
            }
            return known;
        } finally {
            backend.addClause(-guard);
        }
    }
}
