package dev.satdoku.encode;

import dev.satdoku.encoding.RepeatSums;
import dev.satdoku.encoding.sum.DigitSetSum;
import dev.satdoku.encoding.sum.Operand;
import dev.satdoku.encoding.sum.SumAlgorithm;
import dev.satdoku.encoding.sum.SumEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The split ways of stating a sum whose digits may repeat ({@link RepeatSums}): the terms that are
 * cells of one house must differ (the houses are encoded unconditionally, before any rule), so they
 * are grouped into segments, each adding up to a fresh integer, either through the sum encoding told
 * that the digits differ (SEGMENTS) or through a table of all their digit sets ({@link DigitSetSum});
 * those integers and the terms left alone add up to the total through the chosen sum encoding (or a
 * decision diagram, SEGMENTS_MDD). A little killer's diagonal crosses three to five boxes: instead of
 * one sum over up to 9 cells whose tuples no table can hold, SAT4J sees the killer-cage reasoning
 * ("6 in three cells is 1+2+3") per box and a sum over a few small integers.
 *
 * <p>The segments never change the solutions: every model of the split form is a model of the
 * whole sum and back, since each segment's integer is a function of its cells. Segments are picked
 * greedily, the house holding most of the remaining terms first.
 */
final class HouseSegments {

    private HouseSegments() {
    }

    /**
     * States {@code terms = total} split by houses when the options ask for it and some house holds
     * two or more terms; returns false (nothing emitted) otherwise, and the caller states the sum whole.
     */
    static boolean encode(Sums ctx, List<IntVar> terms, Operand total) {
        EncodingState s = ctx.state();
        RepeatSums mode = s.options.get(EncodingOptions.REPEAT_SUMS);
        if (mode == RepeatSums.WHOLE || !s.housesEncoded() || terms.size() < 2) {
            return false;
        }
        List<List<IntVar>> segments = segments(s, terms);
        if (segments.stream().allMatch(g -> g.size() < 2)) {
            return false;
        }
        SumAlgorithm sum = s.options.sum().algorithm();
        // SEGMENTS leaves each segment to the sum encoding (with the distinct hint); the other two list
        // every digit set, which propagates more but, measured, costs more per conflict than it saves.
        SumAlgorithm segment = mode == RepeatSums.SEGMENTS ? sum : new DigitSetSum(sum);
        String label = ctx.family() + ":segments(" + terms.get(0).name() + "+...+" + terms.get(terms.size() - 1).name() + ")";
        if (segments.size() == 1) {
            // the whole sum lies in one house: its digits cannot repeat after all
            segment.encode(operands(terms), total, true, ctx, label);
            return true;
        }
        List<Operand> outer = new ArrayList<>();
        for (List<IntVar> g : segments) {
            if (g.size() == 1) {
                outer.add(operand(g.get(0)));
                continue;
            }
            int min = 0;
            int max = 0;
            for (IntVar x : g) {
                min += x.min();
                max += x.max();
            }
            String name = label + ":" + g.get(0).name() + "+...+" + g.get(g.size() - 1).name();
            IntVar part = s.fresh(name, min, max);
            segment.encode(operands(g), operand(part), true, ctx, name);
            outer.add(operand(part));
        }
        (mode == RepeatSums.SEGMENTS_MDD ? SumEncoding.MDD.algorithm() : sum).encode(outer, total, false, ctx, label);
        return true;
    }

    /** The terms grouped by houses (the fullest house first), then the rest one by one. */
    static List<List<IntVar>> segments(EncodingState s, List<IntVar> terms) {
        Layout layout = s.layout;
        Map<IntVar, Cell> cellOf = new IdentityHashMap<>();
        for (int i = 0; i < layout.cellCount(); i++) {
            Cell c = layout.cellAt(i);
            cellOf.put(s.cell(c), c);
        }
        int n = terms.size();
        Cell[] at = new Cell[n];
        for (int i = 0; i < n; i++) {
            Cell c = cellOf.get(terms.get(i));
            // a cell counted twice may not join a segment: its two copies are equal, not distinct
            boolean repeated = false;
            for (int j = 0; j < i; j++) {
                repeated |= terms.get(j) == terms.get(i);
            }
            for (int j = i + 1; j < n; j++) {
                repeated |= terms.get(j) == terms.get(i);
            }
            at[i] = repeated ? null : c;
        }
        boolean[] used = new boolean[n];
        List<List<IntVar>> out = new ArrayList<>();
        while (true) {
            List<Integer> best = List.of();
            for (House h : layout.houses()) {
                List<Integer> inside = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    if (!used[i] && at[i] != null && h.cells().contains(at[i])) {
                        inside.add(i);
                    }
                }
                if (inside.size() > best.size()) {
                    best = inside;
                }
            }
            if (best.size() < 2) {
                break;
            }
            List<IntVar> g = new ArrayList<>();
            for (int i : best) {
                used[i] = true;
                g.add(terms.get(i));
            }
            out.add(g);
        }
        for (int i = 0; i < n; i++) {
            if (!used[i]) {
                out.add(List.of(terms.get(i)));
            }
        }
        return out;
    }

    private static Operand operand(IntVar x) {
        return Operand.range(x.name(), x.min(), x.max(), x::eq, x::ge);
    }

    private static List<Operand> operands(List<IntVar> xs) {
        return xs.stream().map(HouseSegments::operand).toList();
    }
}
