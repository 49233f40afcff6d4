package dev.satdoku.encoding.sum;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.ClauseSink;
import java.util.ArrayList;
import java.util.List;

/**
 * Binary adder network for sums (in the style of Eén and Sörensson's adder encoding of
 * pseudo-Boolean constraints, with ripple-carry adders): each term, shifted to start at 0, becomes a
 * binary number whose bit j is the disjunction of the direct literals of the values that have bit j
 * set; a balanced tree of ripple-carry adders (full adders: sum = a xor b xor c, carry = majority)
 * adds them up, and each value t of the total is tied to the bits of {@code t - offset}, where offset
 * is the sum of the terms' smallest values.
 *
 * <p>The size is logarithmic in the values (about 14 clauses per full adder, one adder per bit of
 * each partial sum), against the quadratic merges of the order networks, but unit propagation sees
 * little through the xors. Every auxiliary is defined by an equivalence, so each assignment of the
 * terms extends in exactly one way (the {@link SumAlgorithm} contract for definitions). The distinct
 * hint is not used.
 */
final class AdderSum implements SumAlgorithm {

    /** A binary number, least significant bit first, with the largest value it can take. */
    private record Number(int[] bits, long max) {
    }

    @Override
    public void encode(List<Operand> terms, Operand total, boolean distinct, ClauseSink sink, String label) {
        Gates gates = new Gates(sink, label);
        long offset = 0;
        List<Number> numbers = new ArrayList<>();
        for (Operand t : terms) {
            offset += t.min();
            numbers.add(binary(t, gates));
        }
        while (numbers.size() > 1) {
            List<Number> next = new ArrayList<>();
            for (int i = 0; i + 1 < numbers.size(); i += 2) {
                next.add(add(numbers.get(i), numbers.get(i + 1), gates));
            }
            if (numbers.size() % 2 == 1) {
                next.add(numbers.get(numbers.size() - 1));
            }
            numbers = next;
        }
        Number sum = numbers.isEmpty() ? new Number(new int[0], 0) : numbers.get(0);
        for (int t : total.values()) {
            int isT = total.eq(t);
            long target = t - offset;
            if (target < 0 || target > sum.max()) {
                sink.clause(-isT);
                continue;
            }
            // total = t  ->  the bits spell t - offset; and back, the bits spelling it -> total = t.
            int[] back = new int[sum.bits().length + 1];
            for (int j = 0; j < sum.bits().length; j++) {
                int bit = (target >> j & 1) == 1 ? sum.bits()[j] : -sum.bits()[j];
                sink.clause(-isT, bit);
                back[j] = -bit;
            }
            back[sum.bits().length] = isT;
            sink.clause(back);
        }
    }

    /** Bits needed for the numbers 0..max. */
    static int width(long max) {
        return max <= 0 ? 0 : 64 - Long.numberOfLeadingZeros(max);
    }

    /** {@code t - t.min()} in binary: bit j is "t takes one of the values with bit j set". */
    private static Number binary(Operand t, Gates gates) {
        long range = (long) t.max() - t.min();
        int w = width(range);
        int[] bits = new int[w];
        for (int j = 0; j < w; j++) {
            List<Integer> with = new ArrayList<>();
            for (int v : t.values()) {
                if (((long) v - t.min() >> j & 1) == 1) {
                    with.add(t.eq(v));
                }
            }
            bits[j] = gates.or(with.stream().mapToInt(Integer::intValue).toArray(), t.name() + "-min bit " + j);
        }
        return new Number(bits, range);
    }

    /** A ripple-carry adder; the width fits the largest sum, so the last carry is always false. */
    private static Number add(Number a, Number b, Gates gates) {
        long max = a.max() + b.max();
        int w = width(max);
        int[] out = new int[w];
        int carry = Lits.FALSE;
        for (int j = 0; j < w; j++) {
            int x = j < a.bits().length ? a.bits()[j] : Lits.FALSE;
            int y = j < b.bits().length ? b.bits()[j] : Lits.FALSE;
            out[j] = gates.xor(gates.xor(x, y), carry);
            carry = gates.majority(x, y, carry);
        }
        if (carry != Lits.FALSE) {
            gates.sink.clause(-carry);
        }
        return new Number(out, max);
    }

    /** Tseitin gates with constant folding: a gate whose output is known or equals an input makes no variable. */
    private static final class Gates {
        final ClauseSink sink;
        final String label;
        int count;

        Gates(ClauseSink sink, String label) {
            this.sink = sink;
            this.label = label;
        }

        int fresh(String what) {
            return sink.newVar(label + ":adder" + (++count) + " " + what);
        }

        int or(int[] lits, String what) {
            List<Integer> open = new ArrayList<>();
            for (int l : lits) {
                if (l == Lits.TRUE) {
                    return Lits.TRUE;
                }
                if (l != Lits.FALSE) {
                    open.add(l);
                }
            }
            if (open.isEmpty()) {
                return Lits.FALSE;
            }
            if (open.size() == 1) {
                return open.get(0);
            }
            int y = fresh(what);
            int[] big = new int[open.size() + 1];
            for (int i = 0; i < open.size(); i++) {
                sink.clause(-open.get(i), y);
                big[i] = open.get(i);
            }
            big[open.size()] = -y;
            sink.clause(big);
            return y;
        }

        int and(int a, int b) {
            return -or(new int[] {-a, -b}, "and");
        }

        int xor(int a, int b) {
            if (Lits.isConstant(a)) {
                return a == Lits.FALSE ? b : -b;
            }
            if (Lits.isConstant(b)) {
                return b == Lits.FALSE ? a : -a;
            }
            if (a == b) {
                return Lits.FALSE;
            }
            if (a == -b) {
                return Lits.TRUE;
            }
            int y = fresh("xor");
            sink.clause(-y, a, b);
            sink.clause(-y, -a, -b);
            sink.clause(y, -a, b);
            sink.clause(y, a, -b);
            return y;
        }

        /** At least two of three (the carry of a full adder). */
        int majority(int a, int b, int c) {
            if (Lits.isConstant(c)) {
                return c == Lits.FALSE ? and(a, b) : -and(-a, -b);
            }
            if (Lits.isConstant(a)) {
                return majority(b, c, a);
            }
            if (Lits.isConstant(b)) {
                return majority(a, c, b);
            }
            int y = fresh("carry");
            sink.clause(-y, a, b);
            sink.clause(-y, a, c);
            sink.clause(-y, b, c);
            sink.clause(y, -a, -b);
            sink.clause(y, -a, -c);
            sink.clause(y, -b, -c);
            return y;
        }
    }
}
