package dev.satdoku.sat;

import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.util.List;

/**
 * A solve path: the steps from the puzzle (and any progress) to the solution, or as far as they went.
 *
 * @param status      SOLVED (every cell placed; the grid is the solution, checked), CASE_SPLIT
 *                    (stopped where the cheapest step was over the bound), TIMEOUT, or NOT_UNIQUE
 *                    (no path: the puzzle has no solution or several)
 * @param solution    the puzzle's solution (null when not unique)
 * @param solutions   with NOT_UNIQUE: 0 or 2 (at least two)
 * @param bound       the cost above which a step counts as a case split
 */
public record SolvePath(Puzzle puzzle, Status status, List<Step> steps, Solution solution, long solutions,
                        Difficulty difficulty, int bound, int solverCalls, long millis) {

    public enum Status { SOLVED, CASE_SPLIT, TIMEOUT, NOT_UNIQUE }

    public SolvePath {
        steps = List.copyOf(steps);
    }
}
