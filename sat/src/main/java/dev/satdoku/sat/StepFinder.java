package dev.satdoku.sat;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.InputException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Solves a puzzle the way a person would: one deduction at a time, each forced by a small set of
 * elements (houses, givens, rules, facts established earlier), the cheapest first.
 *
 * <p>The puzzle is encoded once with every house, given and rule behind its own selector
 * ({@link Selectors#withHouses()}); facts are assumptions on the cell literals. A step for "cell c
 * is not v" is a set S of elements such that S and c = v together are unsatisfiable; the unsat core
 * of that call is shrunk by deletion ({@link ConflictExplainer.Search#minimize}) to a minimal S:
 * drop any one element and c = v is possible again. Each round first looks for singles (a naked
 * single: the cell's houses and eliminations leave one digit; a hidden single: a house has one place
 * left for a digit), which need no search, only one solver call to confirm and shrink them. Without
 * a single, every candidate that is not the solution's digit is tried over the elements around its
 * cell (the houses and rules through the cell, and the givens and facts in their cells), then over
 * the elements around those, then over everything; the first ring that forces any elimination gives
 * the step, the cheapest of those found (see {@link StepCosts}). A step also takes every other
 * elimination the same set forces.
 *
 * <p>A step dearer than the bound is a case split: the path stops there, or with case splits
 * allowed takes it and goes on. The final grid is compared with the solution and checked by the
 * independent checker.
 */
public final class StepFinder {

    /** The default bound: a step dearer than this counts as a case split. */
    public static final int DEFAULT_BOUND = 40;
    /** How many forced candidates of one ring are shrunk to minimal sets before the cheapest is taken. */
    static final int SHRINK_PER_RING = 3;
    private static final int RINGS = 3;
    /** Models kept to answer candidates without a solver call (the oldest is dropped first). */
    private static final int MAX_WITNESSES = 32;

    /**
     * @param bound      a step dearer than this is a case split
     * @param caseSplits go on past a case split (else the path stops there)
     * @param timeout    wall-clock budget for the whole path (null = none)
     */
    public record Settings(int bound, boolean caseSplits, Duration timeout) {
        public static Settings defaults() {
            return new Settings(DEFAULT_BOUND, false, null);
        }
    }

    private final EncodingOptions options;
    private final Supplier<SatBackend> backends;

    public StepFinder(EncodingOptions options, Supplier<SatBackend> backends) {
        this.options = options;
        this.backends = backends;
    }

    /** What messages call a progress grid's digits. */
    private static final String PROGRESS_GRID = "--progress-grid";

    /** The whole path from the puzzle (and {@code progress}, may be null) to the solution. */
    public SolvePath path(Puzzle puzzle, int[] progress, Settings settings, Consumer<Step> onStep) {
        return run(puzzle, placements(puzzle, progress), PROGRESS_GRID, settings, onStep, Integer.MAX_VALUE);
    }

    /** The first {@code count} steps of the path (fewer when the path is shorter). */
    public SolvePath first(Puzzle puzzle, int[] progress, Settings settings, int count) {
        return run(puzzle, placements(puzzle, progress), PROGRESS_GRID, settings, s -> { }, count);
    }

    /** The next step only, from the puzzle plus {@code progress} (digits the solver placed; may be null). */
    public SolvePath hint(Puzzle puzzle, int[] progress, Settings settings) {
        return run(puzzle, placements(puzzle, progress), PROGRESS_GRID, settings, s -> { }, 1);
    }

    /**
     * The first {@code count} steps from the puzzle and {@code known}: placements and eliminations
     * already made (the deductions of steps taken before), each checked against the solution; an
     * error names it after {@code source}.
     */
    public SolvePath first(Puzzle puzzle, List<Fact> known, String source, Settings settings, int count) {
        return run(puzzle, known, source, settings, s -> { }, count);
    }

    /** A progress grid's digits as placements, cells without a digit left out. */
    private static List<Fact> placements(Puzzle puzzle, int[] progress) {
        List<Fact> out = new ArrayList<>();
        if (progress != null) {
            for (int i = 0; i < progress.length; i++) {
                if (progress[i] != Puzzle.EMPTY) {
                    out.add(new Fact(puzzle.layout().cellAt(i), progress[i], true));
                }
            }
        }
        return out;
    }

    private SolvePath run(Puzzle puzzle, List<Fact> known, String source, Settings settings, Consumer<Step> onStep, int maxSteps) {
        long t0 = System.nanoTime();
        List<Solution> found = new ArrayList<>();
        Enumerator.Enumeration count = new Enumerator(options, backends).enumerate(puzzle, 2, settings.timeout(), found::add);
        if (count.ending() == Enumerator.Ending.STOPPED) {
            return new SolvePath(puzzle, SolvePath.Status.TIMEOUT, List.of(), null, count.count(),
                    Difficulty.of(List.of(), false), settings.bound(), 0, millis(t0));
        }
        if (count.count() != 1) {
            return new SolvePath(puzzle, SolvePath.Status.NOT_UNIQUE, List.of(), null, count.count(),
                    Difficulty.of(List.of(), false), settings.bound(), 0, millis(t0));
        }
        Solution solution = found.get(0);
        Duration left = settings.timeout() == null ? null : settings.timeout().minusNanos(System.nanoTime() - t0);
        try (SatBackend backend = backends.get(); Deadline deadline = Deadline.start(left, backend)) {
            Run r = new Run(puzzle, solution, backend, deadline, settings);
            r.start(known, source);
            SolvePath.Status status = r.solve(onStep, maxSteps);
            return new SolvePath(puzzle, status, r.steps, solution, 1, Difficulty.of(r.steps, status == SolvePath.Status.CASE_SPLIT),
                    settings.bound(), r.calls, millis(t0));
        }
    }

    private static long millis(long t0) {
        return (System.nanoTime() - t0) / 1_000_000;
    }

    /** Reads a cell name at the start of a variable's meaning ("r3c5=7", "r3c5>=4", "r3c5:shaded"). */
    private static final Pattern CELL_VAR = Pattern.compile("^r(\\d+)c(\\d+)(=|>=|:)");

    /** One path's state: the encoding in one incremental solver, the facts so far and the caches. */
    private final class Run {
        final Puzzle puzzle;
        final Layout layout;
        final Solution solution;
        final SatBackend backend;
        final Deadline deadline;
        final Settings settings;
        final EncodedPuzzle encoded;
        final List<Selectors.Element> elements;
        final int n;
        final int[] weight;
        final BitSet[] cellsOf;
        /** Element indices of the houses through each cell. */
        final List<List<Integer>> housesOf = new ArrayList<>();
        /** Per ring 0..1 and cell: the houses and rules of that ring, and the cells they cover. */
        final List<List<List<Integer>>> ringElements = new ArrayList<>();
        final List<List<BitSet>> ringCells = new ArrayList<>();
        final List<Integer> givenElements = new ArrayList<>();
        final List<Integer> globalElements = new ArrayList<>();
        final int values;
        final int min;

        int[] literal;
        final List<Fact> facts = new ArrayList<>();
        final int[] placed;
        /** The element (given) or fact index that placed each cell, -1 for open cells. */
        final int[] placedBy;
        final int[] eliminated;
        final Map<Integer, Integer> eliminationFact = new HashMap<>();
        int round;
        final Map<Integer, Step> known = new HashMap<>();
        final List<Step> steps = new ArrayList<>();
        int calls;
        /** The clauses each element's selector guards (by clause index in the loaded CNF). */
        final Map<Integer, List<Integer>> clausesOf = new HashMap<>();
        /** Models found so far: each one shows every candidate it holds possible over the elements it satisfies. */
        final List<Witness> witnesses = new ArrayList<>();
        /** Candidates proved forced (the raw core and the ring), kept across rounds: facts only grow. */
        final Map<Integer, List<Integer>> forcedCore = new HashMap<>();
        final Map<Integer, Integer> forcedRing = new HashMap<>();
        /** Forced candidates whose set could not be shrunk and confirmed: left to the others. */
        final Set<Integer> unshrinkable = new java.util.HashSet<>();
        int lastCandidates;
        int lastForced;

        Run(Puzzle puzzle, Solution solution, SatBackend backend, Deadline deadline, Settings settings) {
            this.puzzle = puzzle;
            this.layout = puzzle.layout();
            this.solution = solution;
            this.backend = backend;
            this.deadline = deadline;
            this.settings = settings;
            this.values = layout.valueCount();
            this.min = layout.minValue();
            Selectors selectors = Selectors.withHouses();
            this.encoded = PuzzleEncoder.encode(puzzle, options, selectors);
            this.elements = selectors.elements();
            this.n = elements.size();
            this.literal = new int[n];
            for (int i = 0; i < n; i++) {
                literal[i] = encoded.literal(selectors.literal(i));
            }
            backend.load(encoded.cnf());
            this.cellsOf = elementCells(encoded.cnf());
            this.weight = new int[n];
            int cellCount = layout.cellCount();
            for (int c = 0; c < cellCount; c++) {
                housesOf.add(new ArrayList<>());
            }
            List<Integer> areas = new ArrayList<>();
            for (int e = 0; e < n; e++) {
                weight[e] = StepCosts.weight(elements.get(e), cellsOf[e].cardinality());
                Selectors.Element el = elements.get(e);
                if (Lits.isConstant(literal[e])) {
                    continue; // guards nothing
                }
                if (el instanceof Selectors.HouseElement) {
                    for (int c = cellsOf[e].nextSetBit(0); c >= 0; c = cellsOf[e].nextSetBit(c + 1)) {
                        housesOf.get(c).add(e);
                    }
                }
                if (el instanceof Selectors.Given) {
                    givenElements.add(e);
                } else if (cellsOf[e].isEmpty()) {
                    globalElements.add(e);
                } else {
                    areas.add(e);
                }
            }
            // Rings: the houses and rules through the cell, then those through any cell they cover.
            List<List<Integer>> ring0 = new ArrayList<>();
            List<BitSet> cover0 = new ArrayList<>();
            List<List<Integer>> ring1 = new ArrayList<>();
            List<BitSet> cover1 = new ArrayList<>();
            for (int c = 0; c < cellCount; c++) {
                BitSet at = new BitSet();
                at.set(c);
                List<Integer> r0 = touching(areas, at);
                BitSet c0 = cover(r0, at);
                List<Integer> r1 = touching(areas, c0);
                ring0.add(r0);
                cover0.add(c0);
                ring1.add(r1);
                cover1.add(cover(r1, c0));
            }
            ringElements.add(ring0);
            ringElements.add(ring1);
            ringCells.add(cover0);
            ringCells.add(cover1);
            this.placed = puzzle.givens().clone();
            this.placedBy = new int[cellCount];
            Arrays.fill(placedBy, -1);
            for (int e : givenElements) {
                Selectors.Given g = (Selectors.Given) elements.get(e);
                placedBy[layout.index(g.cell())] = e;
            }
            this.eliminated = new int[cellCount];
        }

        private List<Integer> touching(List<Integer> areas, BitSet cells) {
            List<Integer> out = new ArrayList<>();
            for (int e : areas) {
                if (cellsOf[e].intersects(cells)) {
                    out.add(e);
                }
            }
            return out;
        }

        private BitSet cover(List<Integer> ring, BitSet start) {
            BitSet b = (BitSet) start.clone();
            ring.forEach(e -> b.or(cellsOf[e]));
            return b;
        }

        /**
         * The cells each element's clauses mention: a house's and a given's own cells; for a rule, the
         * cells whose literals (digit, order or shading) appear in the clauses its selector guards.
         */
        private BitSet[] elementCells(Cnf cnf) {
            BitSet[] out = new BitSet[n];
            int[] varCell = new int[cnf.numVars() + 1];
            Arrays.fill(varCell, -1);
            for (int v = 1; v <= cnf.numVars(); v++) {
                Matcher m = CELL_VAR.matcher(cnf.vars().name(v));
                if (m.find()) {
                    Cell c = new Cell(Integer.parseInt(m.group(1)) - 1, Integer.parseInt(m.group(2)) - 1);
                    if (layout.contains(c)) {
                        varCell[v] = layout.index(c);
                    }
                }
            }
            int[] selectorOf = new int[cnf.numVars() + 1];
            Arrays.fill(selectorOf, -1);
            for (int e = 0; e < n; e++) {
                out[e] = new BitSet();
                Selectors.Element el = elements.get(e);
                if (el instanceof Selectors.HouseElement h) {
                    BitSet b = out[e];
                    h.house().cells().forEach(c -> b.set(layout.index(c)));
                } else if (el instanceof Selectors.Given g) {
                    out[e].set(layout.index(g.cell()));
                } else if (!Lits.isConstant(literal[e])) {
                    selectorOf[Math.abs(literal[e])] = e;
                }
            }
            for (int k = 0; k < cnf.clauseCount(); k++) {
                int owner = -1;
                for (int p = cnf.start(k); p < cnf.end(k); p++) {
                    int lit = cnf.lit(p);
                    if (lit < 0 && selectorOf[-lit] >= 0) {
                        owner = selectorOf[-lit];
                        break;
                    }
                }
                if (owner < 0) {
                    continue;
                }
                clausesOf.computeIfAbsent(owner, x -> new ArrayList<>()).add(k);
                for (int p = cnf.start(k); p < cnf.end(k); p++) {
                    int c = varCell[Math.abs(cnf.lit(p))];
                    if (c >= 0) {
                        out[owner].set(c);
                    }
                }
            }
            return out;
        }

        /** Takes the facts known before the path starts (each checked against the solution). */
        void start(List<Fact> known, String source) {
            for (Fact f : known) {
                Cell cell = f.cell();
                if (!layout.contains(cell)) {
                    throw new InputException(null, source + ": " + cell + " is outside the " + layout.rows() + "x" + layout.cols() + " grid");
                }
                int i = layout.index(cell);
                int digit = f.digit();
                if (digit < min || digit >= min + values) {
                    throw new InputException(null, source + ": " + f.label() + ": the digit is outside " + min + ".." + (min + values - 1));
                }
                if (f.placed() ? placed[i] == digit : placed[i] != Puzzle.EMPTY && placed[i] != digit
                        || (eliminated[i] & (1 << (digit - min))) != 0) {
                    continue; // known already
                }
                if (f.placed() && placed[i] != Puzzle.EMPTY) {
                    throw new InputException(null, source + ": " + f.label() + " contradicts the given " + cell + "=" + placed[i]);
                }
                if (f.placed() != (solution.digit(cell) == digit)) {
                    throw new InputException(null, source + ": " + f.label() + (f.placed() ? " is not the solution's digit there"
                            : " eliminates the solution's digit"));
                }
                addFact(f);
            }
        }

        private int addFact(Fact f) {
            int index = n + facts.size();
            facts.add(f);
            literal = Arrays.copyOf(literal, index + 1);
            int lit = cellLiteral(f.cell(), f.digit());
            literal[index] = f.placed() ? lit : -lit;
            int c = layout.index(f.cell());
            if (f.placed()) {
                placed[c] = f.digit();
                placedBy[c] = index;
            } else {
                eliminated[c] |= 1 << (f.digit() - min);
                eliminationFact.put(c * values + (f.digit() - min), index);
            }
            return index;
        }

        private int cellLiteral(Cell cell, int digit) {
            return encoded.cellLiteral(cell, digit);
        }

        SolvePath.Status solve(Consumer<Step> onStep, int maxSteps) {
            while (open() > 0 && steps.size() < maxSteps) {
                if (deadline.expired()) {
                    return SolvePath.Status.TIMEOUT;
                }
                round++;
                Step step = single();
                if (step == null) {
                    step = deduction();
                }
                if (step == null) {
                    if (deadline.expired()) {
                        return SolvePath.Status.TIMEOUT;
                    }
                    // Over all elements every wrong candidate of a unique puzzle is forced out.
                    throw new IllegalStateException("no step found for " + puzzle.name() + " after " + steps.size() + " steps ("
                            + lastCandidates + " candidates, " + lastForced + " forced, " + unshrinkable.size() + " unshrinkable)");
                }
                if (step.cost() > settings.bound() && step.kind() == Step.Kind.DEDUCTION) {
                    if (!settings.caseSplits()) {
                        return SolvePath.Status.CASE_SPLIT;
                    }
                    step = new Step(Step.Kind.CASE_SPLIT, step.deduced(), step.clues(), step.facts(), step.cost());
                }
                for (Fact f : step.deduced()) {
                    addFact(f);
                }
                steps.add(step);
                onStep.accept(step);
            }
            if (open() > 0) {
                return SolvePath.Status.SOLVED; // as far as asked (a hint)
            }
            Solution grid = new Solution(layout, placed, solution.variables(), solution.shading(), solution.regions());
            if (!Arrays.equals(placed, solution.digits())) {
                throw new IllegalStateException("the solve path of " + puzzle.name() + " ended in a grid that is not the solution");
            }
            PuzzleSolver.requireValid(puzzle, grid);
            return SolvePath.Status.SOLVED;
        }

        private int open() {
            int k = 0;
            for (int v : placed) {
                if (v == Puzzle.EMPTY) {
                    k++;
                }
            }
            return k;
        }

        // ---- singles ---------------------------------------------------------------------------

        /** Per house element and value: the cell holding it, or -1. */
        private int[][] holders() {
            int[][] holder = new int[n][];
            for (int c = 0; c < placed.length; c++) {
                if (placed[c] == Puzzle.EMPTY) {
                    continue;
                }
                for (int h : housesOf.get(c)) {
                    if (holder[h] == null) {
                        holder[h] = new int[values];
                        Arrays.fill(holder[h], -1);
                    }
                    holder[h][placed[c] - min] = c;
                }
            }
            return holder;
        }

        /** The digits (bit v - min) an open cell can still hold: not in its houses, not eliminated. */
        private int candidates(int c, int[][] holder) {
            int mask = ((1 << values) - 1) & ~eliminated[c];
            for (int h : housesOf.get(c)) {
                if (holder[h] != null) {
                    for (int v = 0; v < values; v++) {
                        if (holder[h][v] >= 0) {
                            mask &= ~(1 << v);
                        }
                    }
                }
            }
            return mask;
        }

        /**
         * Why value index v cannot go in open cell c without a search: an elimination fact, or a house
         * through c holding v (the house and what placed v there). Prefers elements already chosen.
         */
        private boolean reason(int c, int v, int[][] holder, Set<Integer> chosen) {
            Integer fact = eliminationFact.get(c * values + v);
            if (fact != null) {
                chosen.add(fact);
                return true;
            }
            int best = -1;
            for (int h : housesOf.get(c)) {
                if (holder[h] != null && holder[h][v] >= 0) {
                    int by = placedBy[holder[h][v]];
                    int extra = (chosen.contains(h) ? 0 : weight(h)) + (chosen.contains(by) ? 0 : weight(by));
                    if (best < 0 || extra < best) {
                        best = extra;
                    }
                }
            }
            if (best < 0) {
                return false;
            }
            for (int h : housesOf.get(c)) {
                if (holder[h] != null && holder[h][v] >= 0) {
                    int by = placedBy[holder[h][v]];
                    int extra = (chosen.contains(h) ? 0 : weight(h)) + (chosen.contains(by) ? 0 : weight(by));
                    if (extra == best) {
                        chosen.add(h);
                        chosen.add(by);
                        return true;
                    }
                }
            }
            return false;
        }

        private int weight(int e) {
            return e < n ? weight[e] : StepCosts.FACT;
        }

        private int cost(Iterable<Integer> set) {
            int k = 0;
            for (int e : set) {
                k += weight(e);
            }
            return k;
        }

        /** The cheapest naked or hidden single, confirmed and shrunk by the solver; null when there is none. */
        private Step single() {
            int[][] holder = holders();
            Set<Integer> bestSet = null;
            Fact bestFact = null;
            Step.Kind bestKind = null;
            int bestCost = Integer.MAX_VALUE;
            for (int c = 0; c < placed.length; c++) {
                if (placed[c] != Puzzle.EMPTY) {
                    continue;
                }
                int mask = candidates(c, holder);
                if (Integer.bitCount(mask) != 1) {
                    continue;
                }
                int v = Integer.numberOfTrailingZeros(mask);
                Set<Integer> set = new LinkedHashSet<>();
                boolean ok = true;
                for (int w = 0; w < values && ok; w++) {
                    if (w != v) {
                        ok = reason(c, w, holder, set);
                    }
                }
                int k = cost(set);
                if (ok && k < bestCost) {
                    bestCost = k;
                    bestSet = set;
                    bestFact = new Fact(layout.cellAt(c), v + min, true);
                    bestKind = Step.Kind.NAKED_SINGLE;
                }
            }
            for (int h = 0; h < n; h++) {
                if (!(elements.get(h) instanceof Selectors.HouseElement he) || Lits.isConstant(literal[h])
                        || !he.house().holdsEveryValue(values)) {
                    continue;
                }
                for (int v = 0; v < values; v++) {
                    if (holder[h] != null && holder[h][v] >= 0) {
                        continue;
                    }
                    int place = -1;
                    int places = 0;
                    for (int c = cellsOf[h].nextSetBit(0); c >= 0; c = cellsOf[h].nextSetBit(c + 1)) {
                        if (placed[c] == Puzzle.EMPTY && (candidates(c, holder) & (1 << v)) != 0) {
                            place = c;
                            places++;
                        }
                    }
                    if (places != 1) {
                        continue;
                    }
                    Set<Integer> set = new LinkedHashSet<>();
                    set.add(h);
                    boolean ok = true;
                    for (int c = cellsOf[h].nextSetBit(0); c >= 0 && ok; c = cellsOf[h].nextSetBit(c + 1)) {
                        if (c == place) {
                            continue;
                        }
                        if (placed[c] != Puzzle.EMPTY) {
                            set.add(placedBy[c]); // the cell holds another digit
                        } else {
                            ok = reason(c, v, holder, set);
                        }
                    }
                    int k = cost(set);
                    if (ok && k < bestCost) {
                        bestCost = k;
                        bestSet = set;
                        bestFact = new Fact(layout.cellAt(place), v + min, true);
                        bestKind = Step.Kind.HIDDEN_SINGLE;
                    }
                }
            }
            if (bestSet == null) {
                return null;
            }
            List<Integer> set = new ArrayList<>(bestSet);
            if (!forces(set, bestFact)) {
                throw new IllegalStateException(bestKind.text() + " " + bestFact + " of " + puzzle.name() + " is not forced by its elements "
                        + step(bestKind, List.of(bestFact), set).elementsText());
            }
            List<Integer> core = shrink(set, bestFact);
            return core == null ? null : step(bestKind, List.of(bestFact), core);
        }

        // ---- searched deductions ---------------------------------------------------------------

        /** The literal that contradicts a fact: c != v for a placement, c = v for an elimination. */
        private int against(Fact f) {
            int lit = cellLiteral(f.cell(), f.digit());
            return f.placed() ? -lit : lit;
        }

        private boolean forces(List<Integer> set, Fact f) {
            ConflictExplainer.Search s = new ConflictExplainer.Search(backend, literal, against(f));
            calls++;
            SatResult r = s.solve(set);
            if (r == SatResult.SATISFIABLE) {
                remember(backend.model());
            }
            return r == SatResult.UNSATISFIABLE;
        }

        private Witness remember(boolean[] model) {
            Witness w = new Witness(model);
            witnesses.add(w);
            if (witnesses.size() > MAX_WITNESSES) {
                witnesses.remove(0);
            }
            return w;
        }

        /**
         * The core of an UNSAT call over {@code set}, shrunk to minimal (dearest elements tried first) and
         * confirmed by one more call; null on timeout, or when {@code set} or the shrunk core does not
         * force the fact after all.
         */
        private List<Integer> shrink(List<Integer> set, Fact f) {
            return shrink(set, f, true);
        }

        private List<Integer> shrink(List<Integer> set, Fact f, boolean useCores) {
            ConflictExplainer.Search s = new ConflictExplainer.Search(backend, literal, against(f));
            SatResult r = s.solve(set);
            if (r != SatResult.UNSATISFIABLE) {
                calls += s.calls;
                return null;
            }
            List<Integer> core = new ArrayList<>(useCores ? s.core(set) : set);
            // Solving again over the core alone often gives a smaller core: cheaper than deleting one by one.
            for (int k = 0; useCores && k < 3 && core.size() > 1; k++) {
                if (s.solve(core) != SatResult.UNSATISFIABLE) {
                    break;
                }
                List<Integer> smaller = s.core(core);
                if (smaller.size() >= core.size()) {
                    break;
                }
                core = new ArrayList<>(smaller);
            }
            core.sort(Comparator.comparingInt((Integer e) -> -weight(e)));
            boolean done = s.minimize(core, useCores) && s.solve(core) == SatResult.UNSATISFIABLE;
            calls += s.calls;
            return done ? core : null;
        }

        private Step step(Step.Kind kind, List<Fact> deduced, List<Integer> core) {
            List<Integer> sorted = new ArrayList<>(core);
            sorted.sort(null);
            List<Selectors.Element> clues = new ArrayList<>();
            List<Fact> used = new ArrayList<>();
            for (int e : sorted) {
                if (e < n) {
                    clues.add(elements.get(e));
                } else {
                    used.add(facts.get(e - n));
                }
            }
            return new Step(kind, deduced, clues, used, cost(core));
        }

        /** The live facts (placements, eliminations in open cells) in the given cells. */
        private void factsIn(BitSet cells, List<Integer> into) {
            for (int k = 0; k < facts.size(); k++) {
                Fact f = facts.get(k);
                int c = layout.index(f.cell());
                if (cells.get(c) && (f.placed() || placed[c] == Puzzle.EMPTY)) {
                    into.add(n + k);
                }
            }
        }

        private List<Integer> pool(int c, int ring) {
            List<Integer> pool = new ArrayList<>();
            if (ring >= RINGS - 1) {
                for (int e = 0; e < n; e++) {
                    if (!Lits.isConstant(literal[e])) {
                        pool.add(e);
                    }
                }
                BitSet all = new BitSet();
                all.set(0, placed.length);
                factsIn(all, pool);
                return pool;
            }
            pool.addAll(ringElements.get(ring).get(c));
            BitSet cover = ringCells.get(ring).get(c);
            for (int e : givenElements) {
                if (cellsOf[e].intersects(cover)) {
                    pool.add(e);
                }
            }
            pool.addAll(globalElements);
            factsIn(cover, pool);
            return pool;
        }

        /**
         * A model of some elements (and every unguarded clause): its digits, and which houses, givens
         * and rules it satisfies. Wherever it puts v in c, "c is not v" is not forced by any set of
         * elements it satisfies, so that candidate needs no solver call over such a set.
         */
        private final class Witness {
            final int[] digits;
            final BitSet satisfied;

            Witness(boolean[] model) {
                digits = new int[placed.length];
                for (int c = 0; c < digits.length; c++) {
                    Cell cell = layout.cellAt(c);
                    digits[c] = Puzzle.EMPTY;
                    for (int d = min; d < min + values; d++) {
                        int lit = cellLiteral(cell, d);
                        if (lit == Lits.TRUE || (!Lits.isConstant(lit) && model[Math.abs(lit)] == lit > 0)) {
                            digits[c] = d;
                            break;
                        }
                    }
                }
                satisfied = new BitSet(n);
                Cnf cnf = encoded.cnf();
                for (int e = 0; e < n; e++) {
                    if (Lits.isConstant(literal[e])) {
                        continue;
                    }
                    int guard = -Math.abs(literal[e]);
                    boolean all = true;
                    for (int k : clausesOf.getOrDefault(e, List.of())) {
                        boolean sat = false;
                        for (int p = cnf.start(k); p < cnf.end(k) && !sat; p++) {
                            int lit = cnf.lit(p);
                            sat = lit != guard && model[Math.abs(lit)] == lit > 0;
                        }
                        if (!sat) {
                            all = false;
                            break;
                        }
                    }
                    satisfied.set(e, all);
                }
            }

            /** True when this model satisfies every element of the pool and puts {@code digit} in cell {@code c}. */
            boolean shows(int c, int digit, List<Integer> pool) {
                if (digits[c] != digit) {
                    return false;
                }
                for (int e : pool) {
                    if (e < n) {
                        if (!satisfied.get(e)) {
                            return false;
                        }
                    } else {
                        Fact f = facts.get(e - n);
                        int at = digits[layout.index(f.cell())];
                        if ((at == f.digit()) != f.placed()) {
                            return false;
                        }
                    }
                }
                return true;
            }
        }

        /** A recent model that satisfies the pool and puts digit in c, or null. */
        private Witness witness(int c, int digit, List<Integer> pool) {
            for (int i = witnesses.size() - 1; i >= 0; i--) {
                if (witnesses.get(i).shows(c, digit, pool)) {
                    return witnesses.get(i);
                }
            }
            return null;
        }

        private Step deduction() {
            int[][] holder = holders();
            List<Fact> candidates = new ArrayList<>();
            for (int c = 0; c < placed.length; c++) {
                if (placed[c] != Puzzle.EMPTY) {
                    continue;
                }
                int mask = candidates(c, holder);
                int right = solution.digits()[c] - min;
                for (int v = 0; v < values; v++) {
                    if (v != right && (mask & (1 << v)) != 0) {
                        candidates.add(new Fact(layout.cellAt(c), v + min, false));
                    }
                }
            }
            for (int ring = 0; ring < RINGS; ring++) {
                List<Step> options = new ArrayList<>();
                List<Object[]> forced = new ArrayList<>();
                for (Fact f : candidates) {
                    int c = layout.index(f.cell());
                    int key = c * values + (f.digit() - min);
                    Step k = known.get(key);
                    if (k != null && knownRing.get(key) <= ring) {
                        options.add(k);
                        continue;
                    }
                    if (unshrinkable.contains(key)) {
                        continue;
                    }
                    List<Integer> earlier = forcedCore.get(key);
                    if (earlier != null && forcedRing.get(key) <= ring) {
                        forced.add(new Object[] {f, earlier, cost(earlier)});
                        continue;
                    }
                    if (deadline.expired()) {
                        return null;
                    }
                    List<Integer> pool = pool(c, ring);
                    // Models are not reused here: on 9x9-msolve-hardest a kept model made every wrong
                    // candidate look possible over all elements (cause not found yet), so each
                    // candidate gets its own call; the models serve the sibling eliminations only.
                    ConflictExplainer.Search s = new ConflictExplainer.Search(backend, literal, against(f));
                    SatResult r = s.solve(pool);
                    calls++;
                    if (r == SatResult.UNKNOWN) {
                        return null;
                    }
                    if (r == SatResult.SATISFIABLE) {
                        remember(backend.model());
                    } else {
                        List<Integer> core = s.core(pool);
                        forcedCore.put(key, core);
                        forcedRing.put(key, ring);
                        forced.add(new Object[] {f, core, cost(core)});
                    }
                }
                forced.sort(Comparator.comparingInt(x -> (int) x[2]));
                lastCandidates = candidates.size();
                lastForced = forced.size();
                for (int i = 0; i < forced.size() && i < SHRINK_PER_RING; i++) {
                    Fact f = (Fact) forced.get(i)[0];
                    @SuppressWarnings("unchecked")
                    List<Integer> core = shrink((List<Integer>) forced.get(i)[1], f);
                    if (core == null && !deadline.expired()) {
                        // The solver's core did not hold up when solved again: start over from the whole ring,
                        // deleting one element at a time without trusting cores.
                        core = shrink(pool(layout.index(f.cell()), ring), f, false);
                    }
                    if (core == null) {
                        if (deadline.expired()) {
                            return null;
                        }
                        unshrinkable.add(layout.index(f.cell()) * values + (f.digit() - min));
                        continue;
                    }
                    Step st = step(Step.Kind.DEDUCTION, List.of(f), core);
                    int key = layout.index(f.cell()) * values + (f.digit() - min);
                    known.put(key, st);
                    knownSets.put(key, core);
                    knownRing.put(key, ring);
                    options.add(st);
                }
                if (options.isEmpty()) {
                    continue;
                }
                Step best = options.stream().min(Comparator.comparingInt(Step::cost)).orElseThrow();
                Fact primary = best.deduced().get(0);
                List<Integer> set = knownSets.get(layout.index(primary.cell()) * values + (primary.digit() - min));
                return withSiblings(best, set, candidates);
            }
            return null;
        }

        private final Map<Integer, List<Integer>> knownSets = new HashMap<>();
        private final Map<Integer, Integer> knownRing = new HashMap<>();

        /** The step with every other candidate its set also rules out (in the cells its elements cover). */
        private Step withSiblings(Step step, List<Integer> set, List<Fact> candidates) {
            Fact primary = step.deduced().get(0);
            BitSet cover = new BitSet();
            for (int e : set) {
                if (e < n) {
                    cover.or(cellsOf[e]);
                } else {
                    cover.set(layout.index(facts.get(e - n).cell()));
                }
            }
            List<Fact> deduced = new ArrayList<>();
            deduced.add(primary);
            for (Fact f : candidates) {
                if (f.equals(primary) || !cover.get(layout.index(f.cell()))) {
                    continue;
                }
                if (deadline.expired()) {
                    break;
                }
                if (witness(layout.index(f.cell()), f.digit(), set) == null && forces(set, f)) {
                    deduced.add(f);
                }
            }
            deduced.sort(Comparator.comparingInt((Fact f) -> layout.index(f.cell())).thenComparingInt(Fact::digit));
            return new Step(step.kind(), deduced, step.clues(), step.facts(), step.cost());
        }
    }
}
