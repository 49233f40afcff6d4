package dev.satdoku.encoding;

/**
 * Renban by forbidden pairs: for every two cells, a binary clause forbids each pair of digits at
 * least the line's length apart (distinct digits whose largest and smallest differ by less than the
 * length are consecutive). No auxiliary variables.
 */
final class PairsRenban implements ConsecutiveRun {

    @Override
    public void encode(int[][] eq, int[] min, ClauseSink sink, AtMostOne amo, String amoLabel, String label) {
        int len = eq.length;
        for (int i = 0; i < len; i++) {
            for (int j = i + 1; j < len; j++) {
                for (int u = min[i]; u < min[i] + eq[i].length; u++) {
                    for (int v = min[j]; v < min[j] + eq[j].length; v++) {
                        if (Math.abs(u - v) >= len) {
                            sink.clause(-eq[i][u - min[i]], -eq[j][v - min[j]]);
                        }
                    }
                }
            }
        }
    }
}
