package dev.satdoku.encode;

import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.KnownSum;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The law of leftovers: a union of disjoint houses that each hold every value exactly once adds up to
 * (number of houses) x (sum of the value range). Take the fixed sums that lie inside such a union, or
 * mostly inside it; whatever of the union they leave uncovered (innies), minus whatever of them sticks
 * out (outies), adds up to the union's total minus their totals. Every derived equation holds in every
 * solution, whatever the other rules say, so adding it never changes the solution set.
 *
 * <p>The unions tried: 1..all consecutive rows, 1..all consecutive columns, runs of consecutive boxes
 * (row by row and stack by stack), and single jigsaw pieces; for each, two selections of sums (those
 * wholly inside; those with more than half their cells inside). Sums are chosen greedily so that no two
 * overlap (overlapping sums would count a cell twice). An equation is kept when it is short: at most
 * {@link #MAX_REPEAT_CELLS} cells when digits may repeat among them, and up to two cells short of a
 * house for innies that must all differ (their digit sets are few, so the table encodes them cheaply).
 */
final class Leftovers {

    /**
     * Longest equation (innies plus outies) kept when its digits may repeat. Such sums go to the
     * totalizer, whose size grows with the square of the range: longer equations cost more per conflict
     * than they save (docs/speed.md, "Rule encodings chosen by measurement").
     */
    static final int MAX_REPEAT_CELLS = 4;

    /**
     * The same limit in {@code implied-sums=wide}, whose long equations go through the decision diagram
     * instead of the totalizer; longer ones multiply the CNF and slow every conflict (docs/speed.md,
     * "Rule encodings chosen by measurement").
     */
    static final int WIDE_REPEAT_CELLS = 5;

    private final Layout layout;
    private final int maxRepeatCells;
    private final List<KnownSum> sums;
    private final int values;
    private final long valueTotal;
    private final BitSet[] sumCells;
    private final Set<Key> seen = new HashSet<>();
    private final Set<BitSet> sumSets = new HashSet<>();
    private final List<ImpliedSum> out = new ArrayList<>();

    private Leftovers(Layout layout, List<KnownSum> sums, int maxRepeatCells) {
        this.layout = layout;
        this.maxRepeatCells = maxRepeatCells;
        this.sums = List.copyOf(sums);
        this.values = layout.valueCount();
        this.valueTotal = (long) values * (layout.minValue() + layout.maxValue()) / 2;
        this.sumCells = new BitSet[sums.size()];
        for (int i = 0; i < sums.size(); i++) {
            sumCells[i] = bits(sums.get(i).cells());
            sumSets.add(sumCells[i]);
        }
    }

    /** The implied equations of {@code sums} on {@code layout}, in a fixed order. */
    static List<ImpliedSum> derive(Layout layout, List<KnownSum> sums) {
        return derive(layout, sums, MAX_REPEAT_CELLS);
    }

    /** The same, keeping equations with up to {@code maxRepeatCells} cells among which digits may repeat. */
    static List<ImpliedSum> derive(Layout layout, List<KnownSum> sums, int maxRepeatCells) {
        if (sums.isEmpty()) {
            return List.of();
        }
        Leftovers l = new Leftovers(layout, sums, maxRepeatCells);
        Set<BitSet> unions = new HashSet<>();
        for (Sequence sequence : l.sequences()) {
            List<House> all = sequence.houses();
            for (int from = 0; from < all.size(); from++) {
                for (int to = from + 1; to <= (sequence.singlesOnly() ? from + 1 : all.size()); to++) {
                    List<House> houses = all.subList(from, to);
                    BitSet union = new BitSet();
                    for (House h : houses) {
                        union.or(l.bits(h.cells()));
                    }
                    if (unions.add(union)) {
                        l.union(houses, union);
                    }
                }
            }
        }
        return List.copyOf(l.out);
    }

    /** Disjoint complete houses in an order where runs of neighbours are worth trying as unions (or only singly). */
    private record Sequence(List<House> houses, boolean singlesOnly) {
    }

    /**
     * Sequences of disjoint complete houses whose consecutive runs are tried as unions: the rows top to
     * bottom, the columns left to right, and the regions (boxes row by row and stack by stack; jigsaw
     * pieces, whose numbering says nothing about where they lie, one at a time).
     */
    private List<Sequence> sequences() {
        List<Sequence> out = new ArrayList<>();
        List<House> houses = layout.houses();
        if (!layout.isRaw()) {
            List<House> rows = houses.subList(0, layout.rows());
            List<House> cols = houses.subList(layout.rows(), layout.rows() + layout.cols());
            if (allComplete(rows)) {
                out.add(new Sequence(rows, false));
            }
            if (allComplete(cols)) {
                out.add(new Sequence(cols, false));
            }
        }
        List<House> regions = regions();
        if (!regions.isEmpty() && allComplete(regions)) {
            boolean jigsaw = layout.kind() == Layout.Kind.JIGSAW;
            out.add(new Sequence(sortedByTopLeft(regions, false), jigsaw));
            if (!jigsaw) {
                out.add(new Sequence(sortedByTopLeft(regions, true), false));
            }
        }
        return out;
    }

    // Plain loops and comparator classes here rather than streams and lambdas: this runs once per puzzle,
    // mostly in a JVM that has just started, where every new lambda and stream shape is first spun up
    // and then interpreted (what a fresh process spends on a small variant puzzle).

    private boolean allComplete(List<House> houses) {
        for (House h : houses) {
            if (!complete(h)) {
                return false;
            }
        }
        return true;
    }

    /** The regions ordered by their top-left cells, row by row or ({@code byColumn}) stack by stack. */
    private static List<House> sortedByTopLeft(List<House> regions, boolean byColumn) {
        List<House> sorted = new ArrayList<>(regions);
        sorted.sort(new Comparator<House>() {
            @Override
            public int compare(House a, House b) {
                Cell p = topLeft(a);
                Cell q = topLeft(b);
                int first = byColumn ? Integer.compare(p.col(), q.col()) : Integer.compare(p.row(), q.row());
                return first != 0 ? first : byColumn ? Integer.compare(p.row(), q.row()) : Integer.compare(p.col(), q.col());
            }
        });
        return List.copyOf(sorted);
    }

    private List<House> regions() {
        List<House> houses = layout.houses();
        return houses.subList(layout.isRaw() ? 0 : layout.rows() + layout.cols(), houses.size());
    }

    private boolean complete(House h) {
        return h.holdsEveryValue(values);
    }

    private static Cell topLeft(House h) {
        Cell min = null;
        for (Cell c : h.cells()) {
            if (min == null || c.compareTo(min) < 0) {
                min = c;
            }
        }
        if (min == null) {
            throw new java.util.NoSuchElementException("empty house " + h.name());
        }
        return min;
    }

    /** Both selections of sums over one union of {@code houses}. */
    private void union(List<House> houses, BitSet union) {
        long total = houses.size() * valueTotal;
        String name = houses.size() == 1 ? houses.get(0).name()
                : houses.get(0).name() + " to " + houses.get(houses.size() - 1).name();
        int[] overlap = new int[sums.size()];
        List<Integer> inside = new ArrayList<>();
        List<Integer> mostly = new ArrayList<>();
        for (int i = 0; i < sums.size(); i++) {
            overlap[i] = intersection(sumCells[i], union);
            if (overlap[i] == sumCells[i].cardinality()) {
                inside.add(i);
            }
            if (2 * overlap[i] > sumCells[i].cardinality()) {
                mostly.add(i);
            }
        }
        equation(union, total, pick(inside, overlap), name);
        List<Integer> poking = pick(mostly, overlap);
        for (int i : poking) {
            if (overlap[i] < sumCells[i].cardinality()) {
                equation(union, total, poking, name + " with outies");
                break;
            }
        }
    }

    /**
     * Greedily, sums that share no cell: first those with the most cells in the union (so the leftovers
     * are few), then those sticking out least; ties in the puzzle's order.
     */
    private List<Integer> pick(List<Integer> candidates, int[] overlap) {
        List<Integer> order = new ArrayList<>(candidates);
        order.sort(new Comparator<Integer>() {
            @Override
            public int compare(Integer a, Integer b) {
                int inside = Integer.compare(overlap[b], overlap[a]);
                return inside != 0 ? inside
                        : Integer.compare(sumCells[a].cardinality() - overlap[a], sumCells[b].cardinality() - overlap[b]);
            }
        });
        BitSet used = new BitSet();
        List<Integer> chosen = new ArrayList<>();
        for (int i : order) {
            if (!sumCells[i].intersects(used)) {
                used.or(sumCells[i]);
                chosen.add(i);
            }
        }
        return chosen;
    }

    private void equation(BitSet union, long unionTotal, List<Integer> chosen, String name) {
        BitSet covered = new BitSet();
        long total = unionTotal;
        for (int i : chosen) {
            covered.or(sumCells[i]);
            total -= sums.get(i).total();
        }
        BitSet innies = (BitSet) union.clone();
        innies.andNot(covered);
        BitSet outies = (BitSet) covered.clone();
        outies.andNot(union);
        int size = innies.cardinality() + outies.cardinality();
        if (size == 0 && total == 0) {
            return; // the sums tile the union exactly and agree with it: nothing to add
        }
        if (innies.cardinality() < outies.cardinality()
                || innies.cardinality() == outies.cardinality() && outies.nextSetBit(0) < innies.nextSetBit(0)) {
            // The same equation read the other way round (rows 2-9 give row 1's, negated): one orientation
            // only, so that the two are recognised as one below; more innies than outies, so an equation
            // of outies alone becomes a plain sum.
            BitSet swap = innies;
            innies = outies;
            outies = swap;
            total = -total;
        }
        List<Cell> plus = cells(innies);
        List<Cell> minus = cells(outies);
        boolean distinct = minus.isEmpty() && pairwiseDistinct(plus);
        // Distinct innies: up to two cells short of a house (fewer digit sets than tuples); one short is
        // a house minus one cell that a one-cell sum fixes, which the house clauses propagate already.
        int limit = distinct ? values - 2 : maxRepeatCells;
        if (size > limit) {
            return;
        }
        if (minus.isEmpty() && sumSets.contains(innies) && knownTotal(innies) == total) {
            return; // a rule says exactly this already
        }
        if (total < Integer.MIN_VALUE / 4 || total > Integer.MAX_VALUE / 4) {
            return;
        }
        if (seen.add(new Key(innies, outies, total))) {
            out.add(new ImpliedSum(plus, minus, (int) total, distinct, name));
        }
    }

    private long knownTotal(BitSet cells) {
        for (int i = 0; i < sums.size(); i++) {
            if (sumCells[i].equals(cells)) {
                return sums.get(i).total();
            }
        }
        return Long.MIN_VALUE;
    }

    /** Every pair shares a row, column or region, so no digit can repeat among them. */
    private boolean pairwiseDistinct(List<Cell> cells) {
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                Cell a = cells.get(i);
                Cell b = cells.get(j);
                boolean line = !layout.isRaw() && (a.row() == b.row() || a.col() == b.col());
                boolean region = layout.regionOf(a) >= 0 && layout.regionOf(a) == layout.regionOf(b);
                if (!line && !region) {
                    return false;
                }
            }
        }
        return true;
    }

    private BitSet bits(List<Cell> cells) {
        BitSet b = new BitSet(layout.cellCount());
        for (Cell c : cells) {
            b.set(layout.index(c));
        }
        return b;
    }

    private List<Cell> cells(BitSet b) {
        List<Cell> list = new ArrayList<>();
        for (int i = b.nextSetBit(0); i >= 0; i = b.nextSetBit(i + 1)) {
            list.add(layout.cellAt(i));
        }
        return list;
    }

    /** Cells of {@code a} in {@code b}, counted without a copy (a is one sum's few cells). */
    private static int intersection(BitSet a, BitSet b) {
        int n = 0;
        for (int i = a.nextSetBit(0); i >= 0; i = a.nextSetBit(i + 1)) {
            if (b.get(i)) {
                n++;
            }
        }
        return n;
    }

    /**
     * An equation already derived, by its cells and total (a class of its own rather than a record or a
     * text key: a record's equality is bootstrapped at first use, a fresh-process cost).
     */
    private static final class Key {
        private final BitSet innies;
        private final BitSet outies;
        private final long total;

        Key(BitSet innies, BitSet outies, long total) {
            this.innies = innies;
            this.outies = outies;
            this.total = total;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.total == total && k.innies.equals(innies) && k.outies.equals(outies);
        }

        @Override
        public int hashCode() {
            return (innies.hashCode() * 31 + outies.hashCode()) * 31 + Long.hashCode(total);
        }
    }
}
