package dev.satdoku.encoding.sum;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.ClauseSink;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * Distinct terms (cells of one house) adding up to a total that is usually a variable: one selector
 * per set of distinct digits whose sum the total can take. It exists for the segments of sums that
 * allow repeats (see RepeatSums): a little killer's three cells in one box add up to one of 84 digit
 * sets, which is more than the general table keeps ({@link TableSum#MAX_ROWS}, tuned for constant
 * totals), so there the whole segment would go to the totalizer and lose the set reasoning
 * ("6 in three cells is 1+2+3").
 *
 * <p>Clauses: one selector is true; a selected set holds every term (each term takes one of its
 * digits) and every one of its digits is taken by some term, so k terms cover k digits and are a
 * permutation of the set; a selected set fixes the total; a term's digit and a total's value each need
 * a selected set that has it. A term value in no set, or a total no set reaches, is ruled out by unit
 * propagation at once. When the terms are fixed, exactly one set is selected and it fixes the total,
 * so the selectors are functions of the terms. Terms that may repeat, and tables above
 * {@link #MAX_SETS} sets (long segments over wide value ranges), go to the fallback.
 */
public final class DigitSetSum implements SumAlgorithm {

    /** Most sets kept: every segment of a 9-value grid fits (at most C(9,4) = 126 sets). */
    public static final int MAX_SETS = 256;

    private final SumAlgorithm fallback;

    public DigitSetSum(SumAlgorithm fallback) {
        this.fallback = fallback;
    }

    @Override
    public void encode(List<Operand> terms, Operand total, boolean distinct, ClauseSink sink, String label) {
        List<int[]> sets = distinct ? digitSets(terms, total) : null;
        if (sets == null) {
            fallback.encode(terms, total, distinct, sink, label);
            return;
        }
        if (sets.isEmpty()) {
            sink.clause();
            return;
        }
        int[] chosen = new int[sets.size()];
        if (sets.size() == 1) {
            chosen[0] = Lits.TRUE;
        } else {
            int base = sink.newVars(sets.size(), i -> label + ":set" + Arrays.toString(sets.get(i)));
            for (int j = 0; j < chosen.length; j++) {
                chosen[j] = base + j;
            }
        }
        sink.clause(chosen);
        for (int j = 0; j < sets.size(); j++) {
            int[] set = sets.get(j);
            int sum = 0;
            for (int d : set) {
                sum += d;
                // digit d of the chosen set is taken by some term
                int[] c = new int[terms.size() + 1];
                c[0] = -chosen[j];
                for (int i = 0; i < terms.size(); i++) {
                    c[i + 1] = terms.get(i).eq(d);
                }
                sink.clause(c);
            }
            for (Operand t : terms) {
                // each term takes a digit of the chosen set
                int[] c = new int[set.length + 1];
                c[0] = -chosen[j];
                for (int k = 0; k < set.length; k++) {
                    c[k + 1] = t.eq(set[k]);
                }
                sink.clause(c);
            }
            sink.clause(-chosen[j], total.eq(sum));
        }
        for (Operand t : terms) {
            for (int v : t.values()) {
                List<Integer> having = new ArrayList<>();
                having.add(-t.eq(v));
                for (int j = 0; j < sets.size(); j++) {
                    if (Arrays.binarySearch(sets.get(j), v) >= 0) {
                        having.add(chosen[j]);
                    }
                }
                sink.clause(having.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        for (int v : total.values()) {
            List<Integer> reaching = new ArrayList<>();
            reaching.add(-total.eq(v));
            for (int j = 0; j < sets.size(); j++) {
                if (Arrays.stream(sets.get(j)).sum() == v) {
                    reaching.add(chosen[j]);
                }
            }
            sink.clause(reaching.stream().mapToInt(Integer::intValue).toArray());
        }
    }

    /**
     * The ascending sets of {@code terms.size()} distinct values, drawn from the terms' values, whose
     * sum the total can take and that give every term at least one of its values; null above
     * {@link #MAX_SETS}.
     */
    static List<int[]> digitSets(List<Operand> terms, Operand total) {
        TreeSet<Integer> pool = new TreeSet<>();
        terms.forEach(t -> Arrays.stream(t.values()).forEach(pool::add));
        int[] digits = pool.stream().mapToInt(Integer::intValue).toArray();
        List<int[]> out = new ArrayList<>();
        return grow(terms, total, digits, 0, new int[terms.size()], 0, 0L, out) ? out : null;
    }

    /** Extends {@code set[0..size)} with digits from index {@code next} on; false once too many sets are found. */
    private static boolean grow(List<Operand> terms, Operand total, int[] digits, int next, int[] set, int size, long sum,
                                List<int[]> out) {
        if (size == set.length) {
            if (total.contains((int) sum) && fitsEveryTerm(terms, set)) {
                if (out.size() == MAX_SETS) {
                    return false;
                }
                out.add(set.clone());
            }
            return true;
        }
        int missing = set.length - size;
        for (int i = next; i + missing <= digits.length; i++) {
            // the smallest completion from here already overshoots: so does every later digit
            long least = sum;
            for (int k = 0; k < missing; k++) {
                least += digits[i + k];
            }
            if (least > total.max()) {
                break;
            }
            long most = sum + digits[i];
            for (int k = 1; k < missing; k++) {
                most += digits[digits.length - k];
            }
            if (most < total.min()) {
                continue;
            }
            set[size] = digits[i];
            if (!grow(terms, total, digits, i + 1, set, size + 1, sum + digits[i], out)) {
                return false;
            }
        }
        return true;
    }

    private static boolean fitsEveryTerm(List<Operand> terms, int[] set) {
        for (Operand t : terms) {
            if (Arrays.stream(set).noneMatch(t::contains)) {
                return false;
            }
        }
        return true;
    }
}
