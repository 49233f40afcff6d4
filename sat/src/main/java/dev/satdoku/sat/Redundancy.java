package dev.satdoku.sat;

import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.util.List;

/**
 * Which clues of a unique puzzle are not needed for its uniqueness.
 *
 * @param puzzle      the puzzle
 * @param status      UNIQUE (the lists are complete), NONE (no solution), MULTIPLE (several solutions:
 *                    nothing is redundant to ask about; {@code solution} and {@code other} are two of them),
 *                    or TIMEOUT (the lists hold what was proved so far)
 * @param elements    every given and rule, in the puzzle's order (givens first)
 * @param redundant   the elements each of which can be removed alone with the solution staying unique
 * @param needed      the elements proved needed: without any one of them the puzzle has several solutions
 * @param undecided   the elements neither proved redundant nor needed: after a timeout, or (UNIQUE with a time
 *                    limit) those whose own question ran out of its share of the time; empty when the answer is
 *                    complete. For NONE and MULTIPLE all three lists are empty: no clue is judged
 * @param minimalSet  a subset of {@code elements} that still forces the solution and from which no element
 *                    can be removed (empty unless UNIQUE and finished)
 * @param solution    the solution (checked), or null
 * @param other       for MULTIPLE, a second solution (checked), else null
 * @param solverCalls SAT calls made, all on one incremental solver
 */
public record Redundancy(Puzzle puzzle, Verdict status, List<Selectors.Element> elements,
                         List<Selectors.Element> redundant, List<Selectors.Element> needed,
                         List<Selectors.Element> undecided, List<Selectors.Element> minimalSet, Solution solution,
                         Solution other, int solverCalls, long encodeNanos, long solveNanos) {

    public Redundancy {
        elements = List.copyOf(elements);
        redundant = List.copyOf(redundant);
        needed = List.copyOf(needed);
        undecided = List.copyOf(undecided);
        minimalSet = List.copyOf(minimalSet);
    }

    /** True when every clue was judged (redundant or needed). */
    public boolean complete() {
        return (status == Verdict.UNIQUE && undecided.isEmpty()) || status == Verdict.NONE || status == Verdict.MULTIPLE;
    }

    public long totalMillis() {
        return (encodeNanos + solveNanos) / 1_000_000;
    }
}
