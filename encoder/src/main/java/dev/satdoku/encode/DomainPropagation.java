package dev.satdoku.encode;

import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The encoder's pre-pass: candidate digits per cell as bitmasks, narrowed from the givens to a
 * fixpoint by
 * <ul>
 *   <li>naked singles: a placed digit leaves its peers; a cell with one candidate left is placed;</li>
 *   <li>hidden singles: a digit with one place left in a complete house goes there;</li>
 *   <li>failed-candidate probing: a candidate of a cell with two or three candidates whose placement
 *       lets singles reach a contradiction is removed (failed-literal probing, as SAT solvers do it
 *       in preprocessing, on machine words).</li>
 * </ul>
 *
 * <p>Singles are exactly what unit propagation derives from the complete encoding of the houses
 * (cell at-least-one = naked single, house at-least-one = hidden single, pairwise at-most-one =
 * removal from peers), computed without building ~12,000 clauses. Every step is forced, so the
 * encoder treats the result as fact: decided cell literals become constants and the clauses they
 * satisfy are never built. A puzzle the pre-pass solves outright needs no solver call at all. Houses
 * are the layout's rows, columns and regions plus the groups that top-level rules declare distinct
 * (complete ones also give hidden singles); variant puzzles get the same pre-pass, their rules are
 * then encoded over what is left.
 */
public final class DomainPropagation {

    /**
     * Candidates after propagation.
     *
     * @param masks         per cell (row-major), bit {@code d-1} set when digit d is still possible
     * @param contradiction true when propagation found a cell or a complete house with no option left
     */
    public record Result(int[] masks, boolean contradiction) {

        /** The placed digit of a cell, or 0 when it still has several candidates. */
        public int digit(int cell) {
            int m = masks[cell];
            return m != 0 && (m & (m - 1)) == 0 ? Integer.numberOfTrailingZeros(m) + 1 : 0;
        }

        public int decidedCount() {
            int count = 0;
            for (int i = 0; i < masks.length; i++) {
                if (digit(i) != 0) {
                    count++;
                }
            }
            return count;
        }
    }

    /** Cell indices per house and houses per cell: the static part, shared by every puzzle of a layout. */
    private record Geometry(Layout layout, int[][] houses, boolean[] complete, int[][] housesOf) {

        static Geometry of(Layout layout, List<House> extra) {
            int n = layout.size();
            List<House> all = new ArrayList<>(layout.houses());
            all.addAll(extra);
            int[][] houses = new int[all.size()][];
            boolean[] complete = new boolean[all.size()];
            int[] perCell = new int[n * n];
            for (int h = 0; h < houses.length; h++) {
                List<Cell> cells = all.get(h).cells();
                houses[h] = new int[cells.size()];
                for (int i = 0; i < cells.size(); i++) {
                    houses[h][i] = cells.get(i).index(n);
                    perCell[houses[h][i]]++;
                }
                complete[h] = all.get(h).isComplete(n);
            }
            int[][] housesOf = new int[n * n][];
            for (int c = 0; c < housesOf.length; c++) {
                housesOf[c] = new int[perCell[c]];
                perCell[c] = 0;
            }
            for (int h = 0; h < houses.length; h++) {
                for (int c : houses[h]) {
                    housesOf[c][perCell[c]++] = h;
                }
            }
            return new Geometry(layout, houses, complete, housesOf);
        }
    }

    /** The geometry of the last layout seen (per thread): batches of one layout reuse it. */
    private static final ThreadLocal<Geometry> LAST = new ThreadLocal<>();

    private final Geometry geometry;
    private final int[] masks;
    private final int[] queue;
    /** Houses whose cells changed since their last hidden-singles scan. */
    private final boolean[] dirty;
    private int dirtyCount;
    private int queueHead;
    private int queueTail;
    private boolean contradiction;

    private DomainPropagation(Geometry geometry) {
        this.geometry = geometry;
        int cells = geometry.housesOf().length;
        this.masks = new int[cells];
        this.queue = new int[cells];
        this.dirty = new boolean[geometry.houses().length];
        Arrays.fill(masks, (1 << geometry.layout().size()) - 1);
        Arrays.fill(dirty, true);
        dirtyCount = dirty.length;
    }

    /** A cell's candidates changed: its houses need another hidden-singles scan. */
    private void touched(int cell) {
        for (int h : geometry.housesOf()[cell]) {
            if (!dirty[h]) {
                dirty[h] = true;
                dirtyCount++;
            }
        }
    }

    /**
     * Propagates the givens over the layout's houses and the extra distinct groups.
     *
     * @param givens row-major digits, 0 where empty
     * @param extra  further groups of distinct digits (from the rules); empty for a classic puzzle
     */
    public static Result propagate(Layout layout, int[] givens, List<House> extra) {
        return propagate(layout, givens, extra, true);
    }

    /** With {@code probe} false only singles: exactly the fixpoint of unit propagation. */
    static Result propagate(Layout layout, int[] givens, List<House> extra, boolean probe) {
        Geometry g;
        if (extra.isEmpty()) {
            g = LAST.get();
            if (g == null || !g.layout().equals(layout)) {
                g = Geometry.of(layout, extra);
                LAST.set(g);
            }
        } else {
            g = Geometry.of(layout, extra);
        }
        return new DomainPropagation(g).run(givens, probe);
    }

    /**
     * Cells with at most this many candidates are probed. Measured in CPU time per puzzle (solve and
     * prove unique): probing bivalue and trivalue cells cut the 17-clue set from 103 to 43 us and
     * magictour top1465 from 425 to 272 us (most of them are then decided without SAT4J), and cost
     * the forum-hardest set 18% (1,784 to 2,106 us), where it finds nothing; bivalue cells alone
     * decided far fewer puzzles.
     */
    private static final int PROBE_WIDTH = 3;

    private Result run(int[] givens, boolean probe) {
        for (int c = 0; c < givens.length && !contradiction; c++) {
            if (givens[c] != 0) {
                restrict(c, 1 << (givens[c] - 1));
            }
        }
        singles();
        while (probe && !contradiction && probe()) {
            singles();
        }
        return new Result(masks.clone(), contradiction);
    }

    private void singles() {
        eliminate();
        while (!contradiction && dirtyCount > 0) {
            hiddenSingles();
        }
    }

    /**
     * Failed candidates: when placing a candidate lets singles reach a contradiction, no solution
     * has it, so it is removed (and singles run again). Returns true when something was removed.
     */
    private boolean probe() {
        boolean changed = false;
        DomainPropagation trial = new DomainPropagation(geometry);
        for (int c = 0; c < masks.length && !contradiction; c++) {
            int m = masks[c];
            int width = Integer.bitCount(m);
            if (width < 2 || width > PROBE_WIDTH) {
                continue;
            }
            for (int rest = m; rest != 0; rest &= rest - 1) {
                int bit = rest & -rest;
                System.arraycopy(masks, 0, trial.masks, 0, masks.length);
                Arrays.fill(trial.dirty, false);
                trial.dirtyCount = 0;
                trial.contradiction = false;
                trial.queueHead = 0;
                trial.queueTail = 0;
                trial.masks[c] = bit;
                trial.touched(c);
                trial.queue[trial.queueTail++] = c;
                trial.singles();
                if (trial.contradiction) {
                    int left = masks[c] & ~bit;
                    masks[c] = left;
                    touched(c);
                    changed = true;
                    if ((left & (left - 1)) == 0) {
                        queue[queueTail++] = c;
                    }
                    singles();
                    break;
                }
            }
        }
        return changed;
    }

    /** Narrows a cell to {@code bit}; queues it for elimination from its peers. */
    private void restrict(int cell, int bit) {
        int m = masks[cell];
        if ((m & bit) == 0) {
            contradiction = true;
            return;
        }
        if (m != bit) {
            masks[cell] = bit;
            touched(cell);
            queue[queueTail++] = cell;
        } else if (!queued(cell)) {
            queue[queueTail++] = cell;
        }
    }

    /** A cell is queued at most once: it enters the queue when it becomes single, never again. */
    private boolean queued(int cell) {
        for (int i = 0; i < queueTail; i++) {
            if (queue[i] == cell) {
                return true;
            }
        }
        return false;
    }

    /** Naked singles: removes each placed digit from the cell's peers, placing cells left with one. */
    private void eliminate() {
        int[][] houses = geometry.houses();
        int[][] housesOf = geometry.housesOf();
        while (queueHead < queueTail && !contradiction) {
            int cell = queue[queueHead++];
            int bit = masks[cell];
            for (int h : housesOf[cell]) {
                for (int peer : houses[h]) {
                    if (peer == cell || (masks[peer] & bit) == 0) {
                        continue;
                    }
                    int m = masks[peer] & ~bit;
                    masks[peer] = m;
                    touched(peer);
                    if (m == 0) {
                        contradiction = true;
                        return;
                    }
                    if ((m & (m - 1)) == 0) {
                        queue[queueTail++] = peer;
                    }
                }
            }
        }
    }

    /** Hidden singles in the complete houses that changed since their last scan. */
    private void hiddenSingles() {
        int[][] houses = geometry.houses();
        boolean[] complete = geometry.complete();
        int full = (1 << geometry.layout().size()) - 1;
        for (int h = 0; h < houses.length && dirtyCount > 0; h++) {
            if (!dirty[h]) {
                continue;
            }
            dirty[h] = false;
            dirtyCount--;
            if (!complete[h]) {
                continue;
            }
            int once = 0;
            int twice = 0;
            for (int c : houses[h]) {
                twice |= once & masks[c];
                once |= masks[c];
            }
            if (once != full) {
                contradiction = true;
                return;
            }
            int hidden = once & ~twice;
            boolean placed = false;
            while (hidden != 0) {
                int bit = hidden & -hidden;
                hidden &= hidden - 1;
                for (int c : houses[h]) {
                    if ((masks[c] & bit) != 0) {
                        if (masks[c] != bit) {
                            masks[c] = bit;
                            touched(c);
                            queue[queueTail++] = c;
                            placed = true;
                        }
                        break;
                    }
                }
            }
            if (placed) {
                eliminate();
                if (contradiction) {
                    return;
                }
            }
        }
    }

}
