package dev.satdoku.encoding;

import java.util.Arrays;

/**
 * Commander at-most-one (Klieber and Kwon 2007): the literals are split into groups of
 * {@value #GROUP}; each group gets pairwise at-most-one and a commander variable c equivalent to
 * "some literal of the group is true" ({@code x -> c} per literal, {@code c -> x1 | x2 | x3}); then
 * at most one commander is true, recursively, until {@value #GROUP} or fewer remain, which are
 * pairwise. A last group of one literal is its own commander.
 *
 * <p>Size, for n literals: n <= 3 gives pairwise, n(n-1)/2 clauses and no auxiliaries; otherwise with
 * q = n / 3 full groups and r = n mod 3, the groups cost 7q clauses (3 pairwise, 3 implications, 1
 * back) and q commanders, a rest of two costs 4 clauses and 1 commander, a rest of one nothing, and the
 * commanders (m = ceil(n/3) of them) add the size of an at-most-one over m:
 * clauses(n) = 7q + (r == 2 ? 4 : 0) + clauses(m), aux(n) = q + (r == 2 ? 1 : 0) + aux(m). About 2.3n
 * clauses and n/2 auxiliaries.
 */
final class CommanderAmo implements AtMostOne {

    static final int GROUP = 3;

    private final AtMostOne base = new PairwiseAmo();

    /** The recurrence of the class comment. */
    @Override
    public long clauses(int n) {
        if (n <= GROUP) {
            return base.clauses(n);
        }
        return 7L * (n / GROUP) + (n % GROUP == 2 ? 4 : 0) + clauses((n + GROUP - 1) / GROUP);
    }

    @Override
    public long auxiliaries(int n) {
        if (n <= GROUP) {
            return 0;
        }
        return n / GROUP + (n % GROUP == 2 ? 1 : 0) + auxiliaries((n + GROUP - 1) / GROUP);
    }

    @Override
    public void encode(int[] x, ClauseSink sink, String label) {
        int n = x.length;
        if (n <= GROUP) {
            base.encode(x, sink, label);
            return;
        }
        int groups = (n + GROUP - 1) / GROUP;
        int[] commanders = new int[groups];
        for (int g = 0; g < groups; g++) {
            int[] group = Arrays.copyOfRange(x, g * GROUP, Math.min(n, (g + 1) * GROUP));
            if (group.length == 1) {
                commanders[g] = group[0];
                continue;
            }
            base.encode(group, sink, label);
            int c = sink.newVar(label + ":amo-commander" + g);
            int[] back = new int[group.length + 1];
            for (int i = 0; i < group.length; i++) {
                sink.clause(-group[i], c);
                back[i] = group[i];
            }
            back[group.length] = -c;
            sink.clause(back);
            commanders[g] = c;
        }
        encode(commanders, sink, label + "'");
    }
}
