package dev.satdoku.encoding;

/** Pairwise at-most-one: one binary clause per pair, n(n-1)/2 clauses, no auxiliary variables. */
final class PairwiseAmo implements AtMostOne {

    @Override
    public long clauses(int n) {
        return (long) n * (n - 1) / 2;
    }

    @Override
    public long auxiliaries(int n) {
        return 0;
    }

    @Override
    public void encode(int[] lits, ClauseSink sink, String label) {
        for (int i = 0; i < lits.length; i++) {
            for (int j = i + 1; j < lits.length; j++) {
                sink.clause(-lits[i], -lits[j]);
            }
        }
    }
}
