package dev.satdoku.encode;

import dev.satdoku.cnf.Simplification;
import dev.satdoku.cnf.Simplifier;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.encoding.HouseIntersections;
import dev.satdoku.encoding.ImpliedSums;
import dev.satdoku.encoding.sum.SumEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.KnownSum;
import dev.satdoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * Compiles a {@link Puzzle} to CNF: one-hot cell variables, the classic house constraints, the
 * givens, named variables and every rule, then (by default) encode-time simplification.
 */
public final class PuzzleEncoder {

    private PuzzleEncoder() {
    }

    public static EncodedPuzzle encode(Puzzle puzzle, EncodingOptions options) {
        return encode(puzzle, options, Selectors.NONE);
    }

    /**
     * Encodes with every given and every rule behind its own selector literal (recorded in
     * {@code selectors}), for explanations. Simplification is switched off in that mode: it would
     * propagate the givens as facts, and the implied clauses of a rule's extra houses would hold even
     * with the rule switched off.
     */
    public static EncodedPuzzle encode(Puzzle puzzle, EncodingOptions requested, Selectors selectors) {
        return encode(puzzle, requested, selectors, PrePass.PROBING);
    }

    /** How much of the domain pre-pass runs; only tests ask for less than everything. */
    enum PrePass { NONE, SINGLES, PROBING }

    /**
     * The encoder proper. With simplification on, the {@link DomainPropagation} pre-pass first
     * decides what singles and probing decide, so those cell literals are constants and the clauses
     * they satisfy are never built. With singles alone, unit propagation over the rest reaches the
     * same fixpoint as over the plain encoding and the reduced CNF is the same (tested); probing then
     * removes more. Without the pre-pass everything is built and simplified afterwards.
     */
    static EncodedPuzzle encode(Puzzle puzzle, EncodingOptions requested, Selectors selectors, PrePass prePass) {
        EncodingOptions options = selectors.enabled() ? requested.with(EncodingOptions.SIMPLIFY, false) : requested;
        Layout layout = puzzle.layout();
        EncodingContext ctx = new EncodingContext(layout, options, puzzle.rules());
        boolean restricted = false;
        if (options.simplify() && prePass != PrePass.NONE) {
            List<House> extra = new ArrayList<>();
            for (Rule rule : puzzle.rules()) {
                for (House h : rule.extraHouses()) {
                    if (onGrid(h.cells())) {
                        extra.add(h);
                    }
                }
            }
            DomainPropagation.Result domains = DomainPropagation.propagate(layout, puzzle.givens(), cellDomains(puzzle),
                    extra, prePass == PrePass.PROBING);
            if (!domains.contradiction()) {
                // Only a pre-pass that removed some value makes this encoding differ from the plain one;
                // when it removed none (no givens, as in most killers), the plain encoding is the one
                // built here and is not built a second time for the "before simplification" sizes.
                restricted = ctx.restrictCells(domains.masks());
            }
            // On a contradiction the cells stay unrestricted: unit propagation below finds a
            // contradiction of singles again, and the solver one that only probing saw; either way
            // the answer is "no solution".
        }
        // With the houses behind selectors each house states its own at-least-one (a hidden single
        // must follow from that house alone), and no cell may lean on a row for its at-most-one.
        boolean complete = options.houses() == EncodingOptions.Houses.COMPLETE || selectors.selectsHouses();

        ctx.enterFamily("cells");
        // The minimal encoding leaves a cell's at-most-one to the rows: each row's cells need a value
        // each and each value fits once, so with one cell per value no cell can take two. A row
        // shorter than the value range (a 6x6 holding 1..9) or a raw grid gives no such count, so
        // there the cells keep their own at-most-one.
        boolean cellAmo = complete || layout.isRaw() || layout.cols() != layout.valueCount();
        for (int i = 0; i < layout.cellCount(); i++) {
            oneValue(ctx, ctx.cell(layout.cellAt(i)), cellAmo);
        }

        ctx.enterFamily("houses");
        for (House house : layout.houses()) {
            ctx.guarded(selectors.house(ctx, house), () -> encodeHouse(ctx, house, complete));
        }
        if (!selectors.selectsHouses()) {
            // A house that can be switched off is no promise: rules then state the distinctness they rely on.
            ctx.markHousesEncoded();
        }
        if (options.intersections() == HouseIntersections.SEGMENTS && !selectors.selectsHouses()) {
            // Derived from the houses alone: safe in explain mode too, but not once houses can be switched off.
            ctx.enterFamily("intersections");
            IntersectionSegments.encode(ctx);
        }

        if (!puzzle.extraCells().isEmpty()) {
            ctx.enterFamily("variables");
            for (ExtraCell v : puzzle.extraCells()) {
                oneValue(ctx, ctx.declare(v), true);
            }
        }

        ctx.enterFamily("givens");
        int[] givens = puzzle.givens();
        for (int i = 0; i < givens.length; i++) {
            if (givens[i] != Puzzle.EMPTY) {
                Cell cell = layout.cellAt(i);
                int digit = givens[i];
                ctx.guarded(selectors.given(ctx, cell, digit, puzzle.givenOrigin(cell)), () -> ctx.clause(ctx.cell(cell).eq(digit)));
            }
        }

        for (Rule rule : puzzle.rules()) {
            ctx.enterFamily(rule.keyword());
            ctx.guarded(selectors.rule(ctx, puzzle, rule), () -> rule.encode(ctx));
            for (House extra : rule.extraHouses()) {
                // An extra cell's values need not be the grid's, so a group holding one implies no full house.
                if (extra.holdsEveryValue(layout.valueCount()) && onGrid(extra.cells()) && !selectors.enabled()) {
                    impliedHouse(ctx, extra);
                }
            }
        }

        if (options.impliedSums() != ImpliedSums.NONE && !selectors.enabled()) {
            impliedSums(ctx, puzzle);
        }

        Simplification simplification = options.simplify() ? Simplifier.simplify(ctx.cnf(), ctx.implied()) : null;
        return new EncodedPuzzle(puzzle, options, ctx, simplification, restricted);
    }

    /**
     * Per cell the mask of values the puzzle's top-level rules allow it (bit v - minValue), or null
     * when no rule restricts a cell's domain. Only top-level rules: one inside a composite rule holds
     * only when its parent says so.
     */
    private static int[] cellDomains(Puzzle puzzle) {
        Layout layout = puzzle.layout();
        int[] masks = null;
        for (Rule rule : puzzle.rules()) {
            for (var e : rule.cellDomains().entrySet()) {
                if (e.getKey().isExtra()) {
                    continue; // the pre-pass works on the grid; the rule's own clauses narrow an extra cell
                }
                if (masks == null) {
                    masks = new int[layout.cellCount()];
                    java.util.Arrays.fill(masks, (1 << layout.valueCount()) - 1);
                }
                int allowed = 0;
                for (int v : e.getValue()) {
                    if (v >= layout.minValue() && v <= layout.maxValue()) {
                        allowed |= 1 << (v - layout.minValue());
                    }
                }
                masks[layout.index(e.getKey())] &= allowed;
            }
        }
        return masks;
    }

    /**
     * The law of leftovers over the puzzle's own fixed sums, each equation through the chosen sum
     * encoding. Never in selector mode (see the caller): an equation derived from a cage would hold
     * even with that cage's selector off, and explain would blame the wrong clues.
     */
    private static void impliedSums(EncodingContext ctx, Puzzle puzzle) {
        List<KnownSum> known = new ArrayList<>();
        for (Rule rule : puzzle.rules()) {
            rule.knownSum().filter(k -> onGrid(k.cells())).ifPresent(known::add);
        }
        boolean wide = ctx.options().impliedSums() == ImpliedSums.WIDE;
        List<ImpliedSum> derived = Leftovers.derive(ctx.layout(), known,
                wide ? Leftovers.WIDE_REPEAT_CELLS : Leftovers.MAX_REPEAT_CELLS);
        if (ctx.options().impliedSums() == ImpliedSums.ALGEBRA) {
            algebra(ctx, puzzle, derived);
        }
        if (derived.isEmpty()) {
            return;
        }
        ctx.enterFamily("leftovers");
        for (ImpliedSum e : derived) {
            boolean longRepeat = !e.distinct() && e.cells().size() > Leftovers.MAX_REPEAT_CELLS;
            if (e.minus().isEmpty() && !e.plus().isEmpty() && !longRepeat) {
                ctx.sumEquals(ctx.cells(e.plus()), e.total(), e.distinct());
            } else {
                List<Integer> coefficients = new ArrayList<>();
                e.plus().forEach(c -> coefficients.add(1));
                e.minus().forEach(c -> coefficients.add(-1));
                if (longRepeat) {
                    // Only the wide mode keeps these; the diagram's size grows with the partial sums, not
                    // with their square as the totalizer's does (see ImpliedSums.WIDE).
                    ctx.linearEquals(ctx.cells(e.cells()), coefficients, e.total(), SumEncoding.MDD.algorithm());
                } else {
                    ctx.linearEquals(ctx.cells(e.cells()), coefficients, e.total());
                }
            }
        }
    }

    /**
     * True when every cell is a grid cell. The pre-pass, the implied houses and the law of leftovers
     * reason about the grid's houses and values; a group holding an extra cell (outside every house,
     * possibly with other values) is left to its rule's own clauses.
     */
    private static boolean onGrid(List<Cell> cells) {
        for (Cell c : cells) {
            if (c.isExtra()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The algebra over the houses, the givens and every linear fact the rules state (encode.SumAlgebra):
     * the empty clause when the totals cannot add up, else its short equations that neither a rule nor
     * the law of leftovers ({@code leftovers}) states already.
     */
    private static void algebra(EncodingContext ctx, Puzzle puzzle, List<ImpliedSum> leftovers) {
        List<dev.satdoku.rules.LinearFact> facts = new ArrayList<>();
        for (Rule rule : puzzle.rules()) {
            for (dev.satdoku.rules.LinearFact fact : rule.linearFacts()) {
                if (onGrid(fact.cells())) {
                    facts.add(fact);
                }
            }
        }
        if (facts.isEmpty()) {
            return;
        }
        List<SumAlgebra.Equation> stated = new ArrayList<>();
        for (ImpliedSum e : leftovers) {
            List<Integer> coefficients = new ArrayList<>();
            for (int i = 0; i < e.plus().size(); i++) {
                coefficients.add(1);
            }
            for (int i = 0; i < e.minus().size(); i++) {
                coefficients.add(-1);
            }
            stated.add(new SumAlgebra.Equation(e.cells(), coefficients, e.total(), e.distinct()));
        }
        SumAlgebra.Result result = SumAlgebra.derive(ctx.layout(), puzzle.givens(), Puzzle.EMPTY, facts, stated);
        ctx.enterFamily("algebra");
        if (result.contradiction() != null) {
            ctx.clause(); // the totals cannot add up (SumAlgebra says which combination): no solution
            return;
        }
        for (SumAlgebra.Equation e : result.equations()) {
            boolean unit = true;
            for (int k : e.coefficients()) {
                unit &= k == 1;
            }
            if (unit) {
                ctx.sumEquals(ctx.cells(e.cells()), e.constant(), e.distinct());
            } else {
                ctx.linearEquals(ctx.cells(e.cells()), e.coefficients(), e.constant());
            }
        }
    }

    /**
     * The integer takes exactly one value, the way the cell encoding says: one-hot (at-least-one, and
     * at-most-one unless the minimal encoding leaves it implied), the order ladder (which alone makes
     * exactly one direct literal true), or both.
     */
    private static void oneValue(EncodingContext ctx, IntVar x, boolean amo) {
        CellEncoding cell = ctx.options().cell();
        if (cell.oneHot()) {
            ctx.atLeastOne(x.eqLiterals());
            if (amo) {
                ctx.atMostOne(x.eqLiterals());
            } else {
                impliedPairwise(ctx, x.eqLiterals());
            }
        }
        if (cell.ladder()) {
            x.defineLadder();
        }
        if (!cell.oneHot() && x.min() == x.max()) {
            ctx.clause(x.eq(x.min())); // a one-value domain has no ladder to carry it
        }
    }

    /**
     * Every value at most once in the house; at least once too when the house has one cell per value
     * (a 6-cell row over 1..9 holds six distinct values, any six).
     */
    private static void encodeHouse(EncodingContext ctx, House house, boolean complete) {
        Layout layout = ctx.layout();
        boolean everyValue = house.holdsEveryValue(layout.valueCount());
        List<IntVar> cells = ctx.cells(house.cells());
        for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
            int[] lits = new int[cells.size()];
            for (int i = 0; i < lits.length; i++) {
                lits[i] = cells.get(i).eq(d);
            }
            if (complete && everyValue) {
                ctx.exactlyOne(lits);
            } else {
                ctx.atMostOne(lits);
                if (everyValue) {
                    ctx.implied(lits);
                }
            }
        }
    }

    /** Hidden singles for an extra complete group: every value somewhere in it (propagation only). */
    private static void impliedHouse(EncodingContext ctx, House house) {
        Layout layout = ctx.layout();
        List<IntVar> cells = ctx.cells(house.cells());
        for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
            int[] lits = new int[cells.size()];
            for (int i = 0; i < lits.length; i++) {
                lits[i] = cells.get(i).eq(d);
            }
            ctx.implied(lits);
        }
    }

    private static void impliedPairwise(EncodingContext ctx, int[] lits) {
        for (int i = 0; i < lits.length; i++) {
            for (int j = i + 1; j < lits.length; j++) {
                ctx.implied(-lits[i], -lits[j]);
            }
        }
    }
}
