package dev.satdoku.encode;

import dev.satdoku.model.Cell;
import java.util.List;

/**
 * One derived equation: the digits of {@code plus} minus the digits of {@code minus} equal
 * {@code total}. No cell is on both sides.
 *
 * @param plus     innies (cells of the houses that no chosen sum covers)
 * @param minus    outies (cells of chosen sums that lie outside the houses)
 * @param total    the houses' total minus the chosen sums' totals
 * @param distinct true when no two cells of {@code plus} may hold the same digit (every pair shares a
 *                 house) and {@code minus} is empty, so the sum encoding may count digit sets
 * @param why      the houses it came from, for the CNF's family label and for tests
 */
record ImpliedSum(List<Cell> plus, List<Cell> minus, int total, boolean distinct, String why) {

    public ImpliedSum {
        plus = List.copyOf(plus);
        minus = List.copyOf(minus);
    }

    /** Every cell, innies first. */
    public List<Cell> cells() {
        return java.util.stream.Stream.concat(plus.stream(), minus.stream()).toList();
    }
}
