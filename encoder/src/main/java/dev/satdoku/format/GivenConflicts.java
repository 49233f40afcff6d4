package dev.satdoku.format;

import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;

/**
 * Two equal givens in one row, column or region are almost always a typo, so the reader rejects
 * them with the position of the second one. Commands that study broken puzzles (explain) skip this
 * check and let the solver name the clash.
 */
public final class GivenConflicts {

    private GivenConflicts() {
    }

    public static void requireNone(Puzzle puzzle) {
        for (House house : puzzle.layout().houses()) {
            for (int i = 0; i < house.cells().size(); i++) {
                Cell a = house.cells().get(i);
                int d = puzzle.given(a);
                if (d == Puzzle.EMPTY) {
                    continue;
                }
                for (int j = i + 1; j < house.cells().size(); j++) {
                    Cell b = house.cells().get(j);
                    if (puzzle.given(b) == d) {
                        Origin at = puzzle.givenOrigin(b) != null ? puzzle.givenOrigin(b) : Origin.of(puzzle.name());
                        throw new InputException(at, "conflicting givens: " + b + " = " + d + " repeats the " + d + " at " + a
                                + " in " + house.name());
                    }
                }
            }
        }
    }
}
