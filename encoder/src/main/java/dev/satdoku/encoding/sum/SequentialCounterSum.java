package dev.satdoku.encoding.sum;

import dev.satdoku.encoding.ClauseSink;
import java.util.List;

/**
 * Sequential counter for sums: running sums {@code s_i = x_1 + ... + x_i}, each in order encoding,
 * with {@code s_i = s_(i-1) + x_i} stated by the merge clauses of {@link OrderNetwork}; the last
 * running sum is the total. Every merge adds one term to a running sum, so a step costs about
 * (size of s_(i-1)) * (domain of x_i) clauses: linear in the number of terms for a bounded total,
 * where the totalizer's upper merges multiply two large subtrees.
 */
final class SequentialCounterSum implements SumAlgorithm {

    @Override
    public void encode(List<Operand> terms, Operand total, boolean distinct, ClauseSink sink, String label) {
        OrderNetwork net = new OrderNetwork(terms, total, distinct, sink, label);
        if (net.trivial()) {
            return;
        }
        OrderNetwork.Node running = net.leaf(0);
        for (int i = 1; i < net.size(); i++) {
            running = net.merge(running, net.leaf(i), 0, i + 1);
        }
    }
}
