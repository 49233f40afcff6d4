package dev.satdoku.encode;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.sum.Operand;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Sums, through the algorithm the options choose ({@code --sum}, see dev.satdoku.encoding.sum). One
 * topic of {@link EncodingContext}. Two kinds of call:
 * <ul>
 *   <li>constraints ({@link #sumEquals}, {@link #weightedSumEquals}, {@link #equalSums}) emit clauses
 *       under the current guards; their auxiliary variables are private to the constraint, so the
 *       encodings may prune them with the total (and the distinct hint);</li>
 *   <li>definitions ({@link #sumOf}, {@link #linear}, {@link #when}) return a fresh IntVar equal to an
 *       expression of others. They are emitted unguarded (like order literals) because they only name
 *       a value: they never restrict their inputs, so any rule, guarded or not, may reuse them.
 *       Identical requests return the same IntVar.</li>
 * </ul>
 */
public interface Sums extends Clauses {

    /**
     * The terms add up to {@code total} (guarded). Pass {@code distinct = true} only when this rule
     * also makes the terms pairwise different under the same guards (a killer cage): the encodings
     * then enumerate digit sets and prune with the smallest and largest distinct digits.
     */
    default void sumEquals(List<IntVar> terms, int total, boolean distinct) {
        if (!distinct && HouseSegments.encode(this, terms, Operand.constant(total))) {
            return; // --repeat-sums segments: the cells sharing a house add up through digit sets
        }
        state().options.sum().algorithm().encode(operands(terms), Operand.constant(total), distinct, this, sumLabel("sum", terms));
    }

    /** The terms add up to the value of {@code total}, a cell, a named variable or a {@link #sumOf} (guarded). */
    default void sumEquals(List<IntVar> terms, IntVar total, boolean distinct) {
        if (!distinct && HouseSegments.encode(this, terms, operand(total))) {
            return;
        }
        state().options.sum().algorithm().encode(operands(terms), operand(total), distinct, this, sumLabel("sum", terms));
    }

    /**
     * {@code weights[0]*[lits[0]] + ... = total} over literals (guarded): a pseudo-Boolean equality, e.g.
     * "the digits lying inside the sandwich add up to 18" with one literal per digit. Weights positive.
     */
    default void weightedSumEquals(int[] lits, int[] weights, int total) {
        if (lits.length != weights.length) {
            throw new IllegalArgumentException(lits.length + " literals but " + weights.length + " weights");
        }
        List<Operand> terms = new ArrayList<>();
        for (int i = 0; i < lits.length; i++) {
            terms.add(literalOperand(lits[i], weights[i]));
        }
        state().options.sum().algorithm().encode(terms, Operand.constant(total), false, this, family() + ":weighted-sum");
    }

    /**
     * {@code coefficients[0]*terms[0] + ... = total} with coefficients of either sign (guarded): ISS's
     * weighted sums, equal-sum segments as "first minus other = 0". A term listed twice has its
     * coefficients added (a zero drops it), so no encoding sees the same literals twice. A negative
     * coefficient -k on x becomes k*(min+max-x) with k*(min+max) added to the total: the mirrored
     * integer reuses x's own literals ([min+max-x = v] is [x = min+max-v], [min+max-x >= v] is
     * not [x >= min+max-v+1]), so every sum encoding sees positive terms only and needs no new code.
     */
    default void linearEquals(List<IntVar> terms, List<Integer> coefficients, int total) {
        linearEquals(terms, coefficients, total, state().options.sum().algorithm());
    }

    /** {@link #linearEquals(List, List, int)} through a given sum algorithm instead of the chosen one (implied sums). */
    default void linearEquals(List<IntVar> terms, List<Integer> coefficients, int total, dev.satdoku.encoding.sum.SumAlgorithm algorithm) {
        if (terms.size() != coefficients.size()) {
            throw new IllegalArgumentException(terms.size() + " terms but " + coefficients.size() + " coefficients");
        }
        java.util.Map<IntVar, Integer> merged = new java.util.LinkedHashMap<>();
        for (int i = 0; i < terms.size(); i++) {
            merged.merge(terms.get(i), coefficients.get(i), Integer::sum);
        }
        List<Operand> operands = new ArrayList<>();
        long right = total;
        for (var e : merged.entrySet()) {
            IntVar x = e.getKey();
            int k = e.getValue();
            if (k > 0) {
                operands.add(operand(x).scaled(k));
            } else if (k < 0) {
                int mirror = x.min() + x.max();
                operands.add(Operand.range("(" + mirror + "-" + x.name() + ")", x.min(), x.max(),
                        v -> x.eq(mirror - v), v -> -x.ge(mirror - v + 1)).scaled(-k));
                right += (long) -k * mirror;
            }
        }
        if (right < Integer.MIN_VALUE / 2 || right > Integer.MAX_VALUE / 2) {
            throw new IllegalArgumentException("weighted sum out of range: " + right);
        }
        if (operands.isEmpty()) {
            if (right != 0) {
                clause();
            }
            return;
        }
        algorithm.encode(operands, Operand.constant((int) right), false, this,
                sumLabel("linear", List.copyOf(merged.keySet())));
    }

    /** A fresh integer equal to the sum of the terms (a definition: unguarded, shared). */
    default IntVar sumOf(List<IntVar> terms) {
        return linear(terms, Collections.nCopies(terms.size(), 1));
    }

    /**
     * A fresh integer equal to {@code coefficients[0]*terms[0] + ...} with positive coefficients, e.g.
     * a pill read as a number: {@code linear([a, b], [10, 1])} is 10a+b. A definition: unguarded, shared.
     */
    default IntVar linear(List<IntVar> terms, List<Integer> coefficients) {
        if (terms.size() != coefficients.size()) {
            throw new IllegalArgumentException(terms.size() + " terms but " + coefficients.size() + " coefficients");
        }
        if (terms.size() == 1 && coefficients.get(0) == 1) {
            return terms.get(0);
        }
        EncodingState s = state();
        Object key = List.of("linear", List.copyOf(terms), List.copyOf(coefficients));
        IntVar known = s.definitions.get(key);
        if (known != null) {
            return known;
        }
        List<Operand> scaled = new ArrayList<>();
        long min = 0;
        long max = 0;
        for (int i = 0; i < terms.size(); i++) {
            Operand o = operand(terms.get(i)).scaled(coefficients.get(i));
            scaled.add(o);
            min += o.min();
            max += o.max();
        }
        if (min < Integer.MIN_VALUE / 2 || max > Integer.MAX_VALUE / 2) {
            throw new IllegalArgumentException("sum out of range: " + min + ".." + max);
        }
        String name = sumLabel(coefficients.stream().allMatch(c -> c == 1) ? "sum" : "linear", terms);
        IntVar out = s.fresh(name, (int) min, (int) max);
        s.options.sum().algorithm().encode(scaled, operand(out), false, s.unguarded, name);
        s.definitions.put(key, out);
        return out;
    }

    /** A fresh integer that is {@code x} when {@code lit} holds and 0 otherwise (a definition: unguarded, shared). */
    default IntVar when(int lit, IntVar x) {
        if (lit == Lits.TRUE) {
            return x;
        }
        EncodingState s = state();
        Object key = List.of("when", lit, x);
        IntVar known = s.definitions.get(key);
        if (known != null) {
            return known;
        }
        IntVar out = s.fresh("(" + x.name() + " if " + (lit == Lits.FALSE ? "false" : s.vars.name(Math.abs(lit))) + ")",
                Math.min(0, x.min()), Math.max(0, x.max()));
        for (int v = out.min(); v <= out.max(); v++) {
            int t = out.eq(v);
            if (v == 0) {
                // out = 0  <->  not lit or x = 0
                s.emit(new int[] {t, lit}, false);
                s.emit(new int[] {t, -x.eq(0)}, false);
                s.emit(new int[] {-t, -lit, x.eq(0)}, false);
            } else {
                // out = v  <->  lit and x = v
                s.emit(new int[] {-t, lit}, false);
                s.emit(new int[] {-t, x.eq(v)}, false);
                s.emit(new int[] {t, -lit, -x.eq(v)}, false);
            }
        }
        s.definitions.put(key, out);
        return out;
    }

    /** Every group adds up to the same total (guarded): region-sum lines, zippers, equal-sum cages. */
    default void equalSums(List<List<IntVar>> groups) {
        if (groups.size() < 2) {
            return;
        }
        IntVar first = sumOf(groups.get(0));
        for (List<IntVar> g : groups.subList(1, groups.size())) {
            sumEquals(g, first, false);
        }
    }

    /** The integer {@code weight * [lit]}: 0 or weight, over the literal itself. */
    private Operand literalOperand(int lit, int weight) {
        if (weight < 1) {
            throw new IllegalArgumentException("weights must be positive, got " + weight);
        }
        if (Lits.isConstant(lit)) {
            return Operand.constant(lit == Lits.TRUE ? weight : 0);
        }
        String name = weight + "*[" + state().vars.name(Math.abs(lit)) + (lit < 0 ? " false]" : "]");
        return Operand.of(name, new int[] {0, weight}, v -> v == 0 ? -lit : lit, v -> lit);
    }

    private String sumLabel(String what, List<IntVar> terms) {
        String names = terms.size() <= 4
                ? String.join("+", terms.stream().map(IntVar::name).toList())
                : terms.get(0).name() + "+...+" + terms.get(terms.size() - 1).name() + " (" + terms.size() + " terms)";
        return family() + ":" + what + "(" + names + ")";
    }

    /** The sum encodings' view of an integer (its order literals are created only if they are used). */
    private static Operand operand(IntVar x) {
        return Operand.range(x.name(), x.min(), x.max(), x::eq, x::ge);
    }

    private static List<Operand> operands(List<IntVar> terms) {
        return terms.stream().map(Sums::operand).toList();
    }
}
