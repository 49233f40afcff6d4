package dev.satdoku.rules;

import dev.satdoku.model.Cell;
import java.util.HashSet;
import java.util.List;

/**
 * A rule's unconditional statement that its cells add up to a fixed total, each cell counted once (a
 * killer cage with a number, a plain {@code sum}, a little killer). The law of leftovers adds these up
 * over whole houses (encode.Leftovers); nothing else reads them.
 *
 * @param cells the cells, each once
 * @param total what they add up to
 * @param name  the rule, for the implied sum's label ("cage 27 at r1c1")
 */
public record KnownSum(List<Cell> cells, int total, String name) {

    public KnownSum {
        cells = List.copyOf(cells);
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a known sum needs cells");
        }
        if (new HashSet<>(cells).size() != cells.size()) {
            // A cell counted twice would make the house arithmetic wrong: such sums are never known sums.
            throw new IllegalArgumentException("a known sum counts each cell once: " + cells);
        }
    }
}
