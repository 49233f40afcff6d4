package dev.satdoku.encoding.sum;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.ClauseSink;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
        List<int[]> sets = distinct ? TableSum.sets(terms, total, MAX_SETS) : null;
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
}
