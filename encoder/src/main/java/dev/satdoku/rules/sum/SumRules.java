package dev.satdoku.rules.sum;

import dev.satdoku.rules.RuleArgs;
import dev.satdoku.syntax.Token;

/**
 * Parsing shared by the sum rules (killer cages, sum groups, little killers, arrows, sandwiches);
 * each rule's type lives in its record. All of them encode through
 * {@code EncodingContext.sumEquals}/{@code linear}/{@code weightedSumEquals}, i.e. through the sum
 * encoding chosen with {@code --sum-encoding}.
 */
final class SumRules {

    private SumRules() {
    }

    /** A total over k cells whose values may repeat lies in k*min..k*max. */
    static void checkRepeatable(RuleArgs args, Token at, int total, int k) {
        int lo = args.minValue();
        int n = args.maxValue();
        if (total < k * lo || total > k * n) {
            throw args.neverHolds("total " + total + " is impossible for " + k + " digit" + (k == 1 ? "" : "s") + " of " + lo + ".." + n
                    + " (they add up to " + k * lo + ".." + k * n + ")");
        }
    }
}
