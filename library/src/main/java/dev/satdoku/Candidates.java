package dev.satdoku;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.TrueCandidates;
import dev.satdoku.sat.Verdict;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The true candidates of a puzzle: for each cell, the values that some solution puts there.
 * Immutable. When the search was stopped (timeout or cancellation), {@link #complete()} is false and
 * the sets may hold values no solution uses.
 */
public final class Candidates {

    private final Puzzle puzzle;
    private final Verdict verdict;
    private final List<List<Integer>> values;
    private final long millis;

    private Candidates(Puzzle puzzle, Verdict verdict, List<List<Integer>> values, long millis) {
        this.puzzle = puzzle;
        this.verdict = verdict;
        this.values = values;
        this.millis = millis;
    }

    static Candidates of(TrueCandidates tc) {
        Puzzle p = tc.puzzle();
        int[] possible = tc.possible();
        List<List<Integer>> all = new ArrayList<>(possible.length);
        for (int i = 0; i < possible.length; i++) {
            List<Integer> cell = new ArrayList<>();
            for (int v = 0; v < Integer.SIZE - 1; v++) {
                if ((possible[i] & (1 << v)) != 0) {
                    cell.add(v);
                }
            }
            all.add(Collections.unmodifiableList(cell));
        }
        return new Candidates(p, tc.verdict(), Collections.unmodifiableList(all), tc.totalMillis());
    }

    /** The puzzle the candidates are of. */
    public Puzzle puzzle() {
        return puzzle;
    }

    /** UNIQUE, MULTIPLE, NONE, or TIMEOUT when the search was cut short. */
    public Verdict verdict() {
        return verdict;
    }

    /** False when the time limit cut the search short: then the lists may miss values. */
    public boolean complete() {
        return verdict != Verdict.TIMEOUT;
    }

    /** The values some solution puts in {@code cell}, ascending (empty when there is no solution). */
    public List<Integer> of(Cell cell) {
        return values.get(cell.index(puzzle.layout().cols()));
    }

    /** True when every solution puts the same value in {@code cell}. */
    public boolean fixed(Cell cell) {
        return of(cell).size() == 1;
    }

    /** Wall-clock time the question took, in milliseconds. */
    public long millis() {
        return millis;
    }
}
