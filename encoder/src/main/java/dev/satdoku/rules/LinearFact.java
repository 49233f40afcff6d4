package dev.satdoku.rules;

import dev.satdoku.model.Cell;
import java.util.HashSet;
import java.util.List;

/**
 * A rule's unconditional statement that an integer combination of its cells' digits is a fixed number:
 * {@code coefficients[0]*cells[0] + ... = constant}. A fixed sum is one with every coefficient 1 (see
 * {@link KnownSum}); an arrow gives, per shaft, the shaft's cells at +1 and the circle's at minus their
 * place values, equal to 0. The implied-sums algebra (encode.SumAlgebra) combines these with the
 * houses' totals; nothing else reads them.
 *
 * @param cells        the cells, each once
 * @param coefficients one non-zero coefficient per cell
 * @param constant     what the combination equals
 * @param name         the rule, for labels ("arrow at r1c1")
 */
public record LinearFact(List<Cell> cells, List<Integer> coefficients, int constant, String name) {

    public LinearFact {
        cells = List.copyOf(cells);
        coefficients = List.copyOf(coefficients);
        if (cells.isEmpty() || cells.size() != coefficients.size()) {
            throw new IllegalArgumentException("a linear fact needs one coefficient per cell, and cells: " + cells + " " + coefficients);
        }
        if (new HashSet<>(cells).size() != cells.size()) {
            throw new IllegalArgumentException("a linear fact names each cell once: " + cells);
        }
        if (coefficients.contains(0)) {
            throw new IllegalArgumentException("a linear fact has no zero coefficient: " + coefficients);
        }
    }

    /** The fixed sum as a combination with every coefficient 1. */
    public static LinearFact of(KnownSum sum) {
        return new LinearFact(sum.cells(), java.util.Collections.nCopies(sum.cells().size(), 1), sum.total(), sum.name());
    }
}
