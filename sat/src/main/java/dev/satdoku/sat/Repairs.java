package dev.satdoku.sat;

import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.List;

/**
 * Which clues to fix: the smallest sets of givens and rules whose removal leaves a puzzle with a
 * solution (minimal correction sets), each with the number of solutions it then has.
 *
 * @param size        the size of the repairs listed (the smallest that exists, when complete); 0 when
 *                    none was found
 * @param repairs     ranked: those leaving a unique puzzle first, then in the puzzle's order
 * @param complete    true when every repair of this size was found and no smaller one exists; false
 *                    when the search was capped (see {@code cappedBy})
 * @param cappedBy    null, or why the search stopped early (time limit or interruption, "size limit K", the call limit)
 * @param cores       the conflicting sets the search learnt (every repair removes one element of each)
 * @param solverCalls SAT calls made for the repairs (after the explanation's own calls)
 */
public record Repairs(int size, List<Repair> repairs, boolean complete, String cappedBy, int cores, int solverCalls,
                      long nanos) {

    public Repairs {
        repairs = List.copyOf(repairs);
    }

    /**
     * One repair.
     *
     * @param removed      the clues to remove
     * @param count        solutions left without them, up to {@code countLimit} (count == countLimit means "at
     *                     least"); -1 when the count was cut short by the timeout (at least one)
     * @param countLimit   the cap of {@code count}
     * @param example      one solution without them, checked
     * @param uniqueDigits for a single wrong given: the digits that, written in its cell instead, give a
     *                     unique puzzle (empty when none does; null when not a given or not tried)
     * @param solvableDigits for a single wrong given: the digits that give at least one solution
     * @param uniqueTotals for a single rule stating a total (cage, sum, little killer): the totals that, written
     *                     instead, give a unique puzzle (empty when none does; null when not such a rule)
     * @param solvableTotals for such a rule: the totals that give at least one solution
     */
    public record Repair(List<Selectors.Element> removed, int count, int countLimit, Solution example,
                         List<Integer> uniqueDigits, List<Integer> solvableDigits, List<Integer> uniqueTotals,
                         List<Integer> solvableTotals) {

        public Repair {
            removed = List.copyOf(removed);
            uniqueDigits = uniqueDigits == null ? null : List.copyOf(uniqueDigits);
            solvableDigits = solvableDigits == null ? null : List.copyOf(solvableDigits);
            uniqueTotals = uniqueTotals == null ? null : List.copyOf(uniqueTotals);
            solvableTotals = solvableTotals == null ? null : List.copyOf(solvableTotals);
        }

        public boolean unique() {
            return count == 1;
        }
    }

    /**
     * The puzzle without these elements (givens cleared, rules dropped): what a setter gets by deleting
     * the repair. Used to check the example solution.
     */
    public static Puzzle without(Puzzle puzzle, List<Selectors.Element> removed) {
        int[] givens = puzzle.givens();
        Origin[] givenOrigins = puzzle.givenOrigins();
        List<Rule> rules = new ArrayList<>(puzzle.rules());
        List<Origin> origins = new ArrayList<>(puzzle.ruleOrigins());
        List<Integer> drop = new ArrayList<>();
        for (Selectors.Element el : removed) {
            if (el instanceof Selectors.Given g) {
                Cell c = g.cell();
                givens[puzzle.layout().index(c)] = Puzzle.EMPTY;
                givenOrigins[puzzle.layout().index(c)] = null;
            } else if (el instanceof Selectors.RuleLine r) {
                drop.add(r.index());
            }
        }
        drop.sort((a, b) -> b - a);
        for (int i : drop) {
            rules.remove(i);
            origins.remove(i);
        }
        return new Puzzle(puzzle.name(), puzzle.layout(), givens, givenOrigins, rules, origins, puzzle.extraCells(),
                puzzle.metadata());
    }
}
