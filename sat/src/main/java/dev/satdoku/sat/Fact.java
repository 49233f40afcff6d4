package dev.satdoku.sat;

import dev.satdoku.model.Cell;

/**
 * One thing a solver knows about a cell on the way to the solution: it holds {@code digit}
 * ({@code placed}) or it does not.
 */
public record Fact(Cell cell, int digit, boolean placed) {

    /** {@code r5c5=9} or {@code r5c5≠2}. */
    public String label() {
        return cell + (placed ? "=" : "≠") + digit;
    }

    @Override
    public String toString() {
        return label();
    }
}
