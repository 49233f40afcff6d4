package dev.satdoku.sat;

import dev.satdoku.model.Layout;
import dev.satdoku.model.Metadata;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Puzzles built backwards from a random valid grid (4x4, 6x6 or 9x9): rules read off the grid that
 * hold in it (lines of every kind, cages with true totals, dots where they hold, ...; see
 * {@link GridRules#makeTrue}) and some of its digits as givens. The grid is therefore always a
 * solution: the property tests require satdoku to admit it, and the differential tests compare
 * solvers on the same corpus.
 *
 * @param hidden the grid the puzzle was built from (row-major digits)
 */
record GeneratedPuzzles(Puzzle puzzle, int[] hidden) {

    static final int[] SIZES = {4, 6, 9};

    /** A puzzle from one seed: the same seed gives the same puzzle, so a failure names a reproducible case. */
    static GeneratedPuzzles make(long seed) {
        Random rnd = new Random(seed);
        int n = SIZES[rnd.nextInt(SIZES.length)];
        Layout layout = Layout.standard(n);
        int[] hidden = RandomPuzzles.grid(rnd, layout);
        List<Rule> rules = new ArrayList<>();
        List<Origin> origins = new ArrayList<>();
        int wanted = 1 + rnd.nextInt(n == 4 ? 4 : 7);
        for (int k = 0; k < wanted; k++) {
            Rule r = GridRules.makeTrue(rnd, layout, hidden);
            if (r != null) {
                rules.add(r);
                origins.add(new Origin("generated", k + 1, 1, r.toNative()));
            }
        }
        // Few givens on 9x9 keeps several solutions in play; the rules then have to cut them down.
        double share = n == 9 ? 0.25 + rnd.nextDouble() * 0.3 : rnd.nextDouble() * 0.4;
        int[] givens = new int[n * n];
        java.util.Arrays.fill(givens, Puzzle.EMPTY);
        for (int i = 0; i < givens.length; i++) {
            if (rnd.nextDouble() < share) {
                givens[i] = hidden[i];
            }
        }
        String name = "generated seed " + seed + " " + n + "x" + n + " " + rules.stream().map(Rule::toNative).toList();
        return new GeneratedPuzzles(new Puzzle(name, layout, givens, null, rules, origins, List.of(), Metadata.EMPTY), hidden);
    }

    /** The same puzzle with the whole hidden grid given: it must be satisfiable, with exactly that grid. */
    Puzzle fullyGiven() {
        return puzzle.withGivens(hidden.clone());
    }

    @Override
    public String toString() {
        return puzzle.name();
    }
}
