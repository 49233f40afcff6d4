package dev.satdoku.encoding.sum;

import dev.satdoku.cnf.Lits;
import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * An integer as the sum encodings see it: its possible values (ascending, distinct), a direct literal
 * {@code [x = v]} and an order literal {@code [x >= v]}. Literals may be the constants
 * {@link Lits#TRUE}/{@link Lits#FALSE}. The encoding context builds operands from cells and named
 * variables (whose order literals are created lazily, so a table encoding that only reads direct
 * literals costs the cell nothing); constants and scaled terms ({@code 10*a} in a pill) are built
 * here from existing literals without new variables.
 *
 * <p>The literal functions are only called with values of the operand; {@link #eq} and {@link #ge}
 * map every other integer to the right literal or constant, so encodings need no edge cases.
 */
public final class Operand {

    private final String name;
    private final int[] values;
    private final IntUnaryOperator eq;
    private final IntUnaryOperator ge;

    private Operand(String name, int[] values, IntUnaryOperator eq, IntUnaryOperator ge) {
        if (values.length == 0) {
            throw new IllegalArgumentException("operand " + name + " has no possible value");
        }
        for (int i = 1; i < values.length; i++) {
            if (values[i] <= values[i - 1]) {
                throw new IllegalArgumentException("operand " + name + ": values must be strictly ascending");
            }
        }
        this.name = name;
        this.values = values;
        this.eq = eq;
        this.ge = ge;
    }

    /**
     * An operand over existing literals.
     *
     * @param values ascending possible values
     * @param eq     direct literal of each value (called with values only)
     * @param ge     order literal of each value but the smallest (called with values only)
     */
    public static Operand of(String name, int[] values, IntUnaryOperator eq, IntUnaryOperator ge) {
        return new Operand(name, values.clone(), eq, ge);
    }

    /** The integers min..max over the given literal functions (a cell, a named variable). */
    public static Operand range(String name, int min, int max, IntUnaryOperator eq, IntUnaryOperator ge) {
        int[] values = new int[max - min + 1];
        for (int i = 0; i < values.length; i++) {
            values[i] = min + i;
        }
        return new Operand(name, values, eq, ge);
    }

    /** A known number: its literals are constants. */
    public static Operand constant(int value) {
        return new Operand(Integer.toString(value), new int[] {value}, v -> Lits.TRUE, v -> Lits.TRUE);
    }

    /** {@code factor * this}, over the same literals (factor >= 1). */
    public Operand scaled(int factor) {
        if (factor < 1) {
            throw new IllegalArgumentException("scale factor must be positive, got " + factor);
        }
        if (factor == 1) {
            return this;
        }
        int[] scaledValues = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            scaledValues[i] = Math.multiplyExact(values[i], factor);
        }
        return new Operand(factor + "*" + name, scaledValues, v -> eq.applyAsInt(v / factor), v -> ge.applyAsInt(v / factor));
    }

    public String name() {
        return name;
    }

    public int size() {
        return values.length;
    }

    public int value(int index) {
        return values[index];
    }

    public int min() {
        return values[0];
    }

    public int max() {
        return values[values.length - 1];
    }

    public int[] values() {
        return values.clone();
    }

    public boolean contains(int v) {
        return Arrays.binarySearch(values, v) >= 0;
    }

    /** {@code [x = v]}; FALSE when v is not a possible value. */
    public int eq(int v) {
        return contains(v) ? eq.applyAsInt(v) : Lits.FALSE;
    }

    /** {@code [x >= v]}; TRUE up to the smallest value, FALSE beyond the largest. */
    public int ge(int v) {
        if (v <= values[0]) {
            return Lits.TRUE;
        }
        int i = Arrays.binarySearch(values, v);
        if (i < 0) {
            i = -i - 1;
        }
        return i == values.length ? Lits.FALSE : ge.applyAsInt(values[i]);
    }

    @Override
    public String toString() {
        return name;
    }
}
