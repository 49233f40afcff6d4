package dev.satdoku.cnf;

import java.util.Arrays;

/**
 * Allocates variables 1..n and remembers what each one means ({@code r3c5=7}, {@code r3c5>=4},
 * {@code cage@12:sum>=17}). Meanings are produced on demand by a per-block namer, so a batch run
 * that never prints them pays only for one array slot per block, not a string per variable.
 */
public final class VarPool {

    /** Names the variable at a given offset inside a block. */
    @FunctionalInterface
    public interface Namer {
        String name(int offset);
    }

    private int count;
    private int[] blockStart = new int[16];
    private Namer[] namers = new Namer[16];
    private int blocks;

    /** Allocates one variable with a fixed meaning. */
    public int newVar(String meaning) {
        return allocate(1, offset -> meaning);
    }

    /** Allocates {@code n} consecutive variables and returns the first. */
    public int allocate(int n, Namer namer) {
        if (n <= 0) {
            throw new IllegalArgumentException("allocate needs a positive count, got " + n);
        }
        if (blocks == blockStart.length) {
            blockStart = Arrays.copyOf(blockStart, blocks * 2);
            namers = Arrays.copyOf(namers, blocks * 2);
        }
        int first = count + 1;
        blockStart[blocks] = first;
        namers[blocks] = namer;
        blocks++;
        count += n;
        return first;
    }

    /** Number of variables allocated so far; they are 1..size(). */
    public int size() {
        return count;
    }

    public String name(int var) {
        if (var < 1 || var > count) {
            throw new IllegalArgumentException("no variable " + var + " (pool has 1.." + count + ")");
        }
        int b = Arrays.binarySearch(blockStart, 0, blocks, var);
        if (b < 0) {
            b = -b - 2;
        }
        return namers[b].name(var - blockStart[b]);
    }
}
